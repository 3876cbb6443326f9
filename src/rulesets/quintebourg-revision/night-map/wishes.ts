/**
 * Each player's long actions tonight, as far as the night's calls have gone
 * (001:12-23), and the one the priority table keeps: a heavy sleeper sleeps
 * (at the Psychopathe's if kidnapped, 001:130), the Psychopathe stays home
 * with his guest, the Artiste sculpts at his target's, Éris's two fight and
 * Freyja's two make love at the house the first one chose (001:134, 136), the
 * lovers sleep together (001:68), Laura squats (001:131), the Reptiliens go
 * to their target (001:89), everyone else sleeps at home.
 */
import { keptWish, type PlayerId, playerRead, type Wish as EngineWish } from '../../../engine';
import { PRIORITY, type LongAction } from '../priority';
import { asleep, isAlive, isReptilien, loverOf, specialtyHolder } from '../queries';
import type { Duel, RGame } from '../types';
import { house, type Place } from './places';

export type Wish = EngineWish<LongAction, Place>;

const inDuel = (d: Duel | null, id: PlayerId): boolean => d !== null && d.host !== null && (d.a === id || d.b === id);

/** Whether tonight's attack takes place: a target, and the alpha alive to lead it (001:187). */
export function attackOn(s: RGame): boolean {
  const alpha = s.order.find((id) => playerRead(s.players, id).role === 'reptilienne-alpha');
  return alpha !== undefined && isAlive(s, alpha);
}

export function wishesOf(s: RGame, id: PlayerId): Wish[] {
  const n = s.rs.night;
  if (!isAlive(s, id)) return [];
  if (asleep(s, id)) return [{ action: 'sommeil', place: house(n.kidnap?.target === id ? n.kidnap.by : id) }];
  const out: Wish[] = [];
  if (n.kidnap?.by === id) out.push({ action: 'enlevement', place: house(id) });
  if (n.sculpture && specialtyHolder(s, 'artiste') === id) out.push({ action: 'sculpture', place: house(n.sculpture) });
  if (inDuel(n.fight, id)) out.push({ action: 'combat', place: house(n.fight!.host!) });
  if (inDuel(n.love, id)) out.push({ action: 'copulation', place: house(n.love!.host!) });
  if (n.lovers && loverOf(s, id)) out.push({ action: 'amoureux', place: house(n.lovers) });
  if (n.laura && specialtyHolder(s, 'laura') === id) out.push({ action: 'squat', place: house(n.laura) });
  if (n.attack && attackOn(s) && isReptilien(s, id)) out.push({ action: 'attaque', place: house(n.attack) });
  out.push({ action: 'maison', place: house(id) });
  return out;
}

/** The wish the priority table keeps (001:12-23). */
export function topWish(wishes: readonly Wish[]): Wish | null {
  return keptWish(PRIORITY, wishes);
}
