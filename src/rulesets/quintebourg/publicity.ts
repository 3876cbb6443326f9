/**
 * What the players' screen shows beyond the generic projection
 * (docs/public-screen.md): Sunday's fête, a banner (000_a045abd3825f1297.txt:56),
 * the law of the day (000:517), the married couples (000:626-634); the
 * execution and tribunal votes are open (000:509); other ballots are not votes.
 */
import type { PublicBlock, PublicRules } from '../../engine';
import { lawById } from './laws';
import type { QStepId, QTypes } from './types';
import { isSunday } from './week';

/** The calls whose timer the players' screen shows, with its public label (a night's timers stay on the MJ's screen). */
const PUBLIC_TIMERS: Partial<Record<QStepId, string>> = { fete: 'La fête au village', debat: 'Le débat' };

export const publicity: PublicRules<QTypes> = {
  vote: (s, step) =>
    s.clock.phase === 'day' && (step === 'vote' || step === 'tribunal') ? { show: 'ballots', weighted: false } : null,
  timer: (_s, step) => PUBLIC_TIMERS[step] ?? null,
  blocks(s) {
    const out: PublicBlock[] = [];
    if (s.clock.phase === 'day' && s.clock.day >= 1 && isSunday(s.clock.day)) {
      out.push({
        kind: 'banner',
        title: 'Dimanche : la fête au village',
        text: 'Pas de mort, pas d’exécution : chacun se déplace et parle à qui il veut.',
      });
    }
    // Saturday's law stays in the day record over Sunday (no morning resets it): the fête has no vote and no law.
    const law = s.clock.phase === 'day' && !isSunday(s.clock.day) ? lawById(s.rs.day.law) : null;
    if (law) out.push({ kind: 'lines', title: 'Loi du jour', lines: [law.text] });
    if (s.rs.spouses.length > 0)
      out.push({ kind: 'holders', title: 'Couples mariés', rows: s.rs.spouses.map((m) => ({ players: [...m.pair] })) });
    return out;
  },
};
