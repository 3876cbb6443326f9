/**
 * What must hold after every answer (property tests, the simulator): coins
 * are conserved but for what a rule removes (the Assassin's, the inquiry's:
 * 001:128, 156), a dead player holds none (001:181); nobody dead acts but as
 * the rules allow (001:9, 200-205), nobody acts from a heavy sleep (001:129);
 * two specialties at most a living player (001:214); one post each (001:139);
 * the militia never protects the same house two nights running (001:198);
 * the night's map puts each long action where it belongs (001:12-23).
 */
import { dealtCoins, held, removedCoins, unheldCoins } from '../quintebourg-family/coins';
import { doublePosts } from '../quintebourg-family/posts';
import { nightBefore } from './steps/ghosts';
import { mapProblems } from './night-map';
import { flag } from './options';
import { isAlive, powersOf } from './queries';
import type { RGame } from './types';
import { playerIn } from '../../engine';

/** What a ghost may still do (001:76, 197, 202; the Chef's tie, 001:148; a Sénateur who stayed on, 001:138). */
const GHOST_POWERS = new Set(['milice', 'milice-chef', 'proposition', 'resurrection']);

export function invariants(s: RGame): string[] {
  const out: string[] = [];
  // One walk over the players: each purse is read once, for the total and for its holder's checks.
  const players: string[] = [];
  let total = unheldCoins(s) + removedCoins(s);
  for (const id of s.order) {
    const coins = held(playerIn(s.players, id));
    const alive = isAlive(s, id);
    total += coins;
    if (coins < 0) players.push(`${id} owes coins`);
    if (!alive && coins > 0) players.push(`${id} is dead and holds coins`);
    const specialties = alive ? powersOf(s, id).length : 0;
    if (specialties > 2) players.push(`${id} holds ${specialties} specialties`);
    if (alive && s.rs.dead[id]) players.push(`${id} is alive with a death record`);
    if (!alive && !s.rs.dead[id]) players.push(`${id} is dead without a death record`);
  }
  if (total !== dealtCoins(s)) out.push(`coins: ${total} in the game and removed, ${dealtCoins(s)} at the start`);
  out.push(...players);

  for (const a of s.rs.acts) {
    if (a.asleep) out.push(`${a.actor} used ${a.power} in a heavy sleep`);
    if (a.alive) continue;
    const ghostPower = GHOST_POWERS.has(a.power) || (a.power === 'loi' && flag(s.setup.options, 'senateurFantome'));
    if (!a.ghost || !ghostPower) out.push(`${a.actor} used ${a.power} while dead${a.ghost ? ' (a ghost)' : ''}`);
  }

  out.push(...doublePosts(s.order, s.posts));

  const p = s.rs.protections;
  for (let i = 1; i < p.length; i++) {
    const [a, b] = [p[i - 1]!, p[i]!];
    if (a.house !== null && a.house === b.house && a.night === nightBefore(b.night))
      out.push(`the militia protected ${a.house} two nights running (${a.night}, ${b.night})`);
  }

  if (s.rs.lovers && s.rs.lovers[0] === s.rs.lovers[1]) out.push('a pair of lovers of one player');
  out.push(...mapProblems(s));
  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}
