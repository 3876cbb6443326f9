/**
 * What the players' screen shows beyond the generic projection
 * (docs/public-screen.md): Sunday's fête (001:3), the law of the day
 * (001:165), the ghosts and the spirits (001:196-210: the dead's corner is in
 * full view), the married couples (001:191); the execution vote and the
 * tribunal are open (001:151, 154); the ghosts' vote is a night's.
 */
import { playerRead, type PublicBlock, type PublicRules } from '../../engine';
import type { PlayerId } from '../../engine';
import { names } from '../quintebourg-family/text';
import { DEAD } from './queries';
import type { RGame, RStepId, RTypes } from './types';
import { DAYS } from './week';

/** The ghosts or the spirits as the table knows them: told dead, and heard choosing it (a night's return is told at dawn). */
function publicFates(s: RGame, type: 'fantome' | 'esprit'): PlayerId[] {
  const chosen = new Map<PlayerId, string>();
  for (const e of s.events) {
    const who =
      e.vis.to === 'public' &&
      (e.type === 'fantome' || e.type === 'esprit') &&
      e.data &&
      typeof e.data === 'object' &&
      !Array.isArray(e.data)
        ? e.data.player
        : null;
    if (typeof who === 'string') chosen.set(who, e.type);
  }
  return s.order.filter((id) => playerRead(s.players, id).announced.health === DEAD && chosen.get(id) === type);
}

const PUBLIC_TIMERS: Partial<Record<RStepId, string>> = {
  fete: 'La fête au village',
  debat: 'Le débat',
  condamne: 'Les dix secondes du condamné',
};

export const publicity: PublicRules<RTypes> = {
  vote: (s, step) =>
    s.clock.phase === 'day' && (step === 'vote' || step === 'tribunal') ? { show: 'ballots', weighted: false } : null,
  timer: (_s, step) => PUBLIC_TIMERS[step] ?? null,
  blocks(s) {
    const out: PublicBlock[] = [];
    const day = s.clock.phase === 'day' && s.clock.day >= 1;
    if (day && DAYS.isSunday(s.clock.day))
      out.push({
        kind: 'banner',
        title: 'Dimanche : la fête au village',
        text: 'Pas de mort, pas d’exécution : chacun se déplace et parle à qui il veut.',
      });
    const law = day ? s.rs.day.law : null;
    if (law)
      out.push({
        kind: 'lines',
        title: 'Loi du jour',
        lines: [`${names(s, law.excluded)} ${law.excluded.length > 1 ? 'ne votent pas' : 'ne vote pas'} aujourd’hui.`],
      });
    const ghosts = publicFates(s, 'fantome');
    const spirits = publicFates(s, 'esprit');
    if (ghosts.length > 0 || spirits.length > 0) {
      out.push({
        kind: 'holders',
        title: 'Le coin des morts',
        rows: [
          ...(ghosts.length > 0 ? [{ players: ghosts, label: 'Fantômes' }] : []),
          ...(spirits.length > 0 ? [{ players: spirits, label: 'Esprits' }] : []),
        ],
      });
    }
    if (s.rs.spouses.length > 0)
      out.push({ kind: 'holders', title: 'Couples mariés', rows: s.rs.spouses.map((m) => ({ players: [...m.pair] })) });
    return out;
  },
};
