/**
 * What the players' screen shows beyond the generic projection
 * (docs/public-screen.md): Sunday's fête and its countdown (000_a045abd3825f1297.txt:56),
 * the law of the day (000:517), the married couples (000:626-634); the
 * execution and tribunal votes are open (000:509); other ballots are not votes.
 */
import type { PublicRules, PublicSection } from '../../engine';
import { lawById } from './laws';
import type { QState } from './state';
import { isSunday } from './week';

export const publicity: PublicRules<QState> = {
  vote: (s, step) => (s.clock.phase === 'day' && (step === 'vote' || step === 'tribunal') ? { show: 'ballots', weighted: false } : null),
  timer: (s, step) => (step === 'fete' ? 'La fête au village' : step === 'debat' ? 'Le débat' : null),
  sections(s) {
    const out: PublicSection[] = [];
    if (s.clock.phase === 'day' && s.clock.day >= 1 && isSunday(s.clock.day)) {
      out.push({ kind: 'fete', title: 'Dimanche : la fête au village', text: 'Pas de mort, pas d’exécution : chacun se déplace et parle à qui il veut.' });
    }
    // Saturday's law stays in the day record over Sunday (no morning resets it): the fête has no vote and no law.
    const law = s.clock.phase === 'day' && !isSunday(s.clock.day) ? lawById(s.rs.day.law) : null;
    if (law) out.push({ kind: 'law', title: 'Loi du jour', text: law.text });
    if (s.rs.spouses.length > 0) out.push({ kind: 'marriages', title: 'Couples mariés', couples: s.rs.spouses.map((m) => m.pair) });
    return out;
  },
};
