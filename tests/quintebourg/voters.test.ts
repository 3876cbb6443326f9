/**
 * Who votes today (000_a045abd3825f1297.txt:507, 655, 671-673, 679-687),
 * asked in one pass over the table (`votersToday`), and whether anyone does
 * (`anyVoterToday`, the vote's `when`, asked at every call of the agenda
 * without ordering the table): checked against the book's rules at every
 * state of random games, the three modes, 4 to 40 players, random cards and
 * invoked actions.
 */
import { describe, expect, it } from 'vitest';
import { playerRead } from '../../src/engine';
import { loadRuleset } from '../../src/rulesets/registry';
import { coinsOf } from '../../src/rulesets/quintebourg/coins';
import { health } from '../../src/rulesets/quintebourg/queries';
import { announceOrder, anyVoterToday, lawOf, votersToday } from '../../src/rulesets/quintebourg/steps/vote/rules';
import type { QGame } from '../../src/rulesets/quintebourg/types';
import type { PlayerId } from '../../src/engine';
import { eachRandomState } from '../support/random-states';

const rules = await loadRuleset('quintebourg');
const GAMES = process.env.VEILLEUR_LONG ? 300 : 30;

/** The voters as the book lists them, in the order of announcement. */
function bookVoters(s: QGame): PlayerId[] {
  const law = lawOf(s);
  return announceOrder(s).filter((id) => {
    const h = health(s, id);
    // The I and B vote (000:507); only the médecin (000:655); the C, Q and M too (000:671); the C too (000:673).
    let votes = h === 'I' || h === 'B';
    if (law?.voters === 'medecin') votes = votes && playerRead(s.players, id).role === 'medecin';
    if (law?.voters === 'cqm') votes = true;
    if (law?.voters === 'c') votes = h === 'I' || h === 'B' || h === 'C';
    // A paying vote: who has no coin cannot vote (000:679-687).
    return votes && (!law?.pay || coinsOf(s, id) > 0);
  });
}

describe('the voters of the day', () => {
  for (const mode of ['V', 'M', 'E']) {
    it(`mode ${mode}: the book's voters, and anyone votes exactly when the list is not empty (000:507, 655, 671-687)`, () => {
      const seen = { laws: new Set<string>(), none: 0, some: 0 };
      eachRandomState<QGame>(rules, GAMES, { mode }, 'voters', (s, i) => {
        if (s.clock.phase === 'day') {
          const voters = votersToday(s);
          expect({ game: i, seq: s.seq, voters, any: anyVoterToday(s) }).toEqual({
            game: i,
            seq: s.seq,
            voters: bookVoters(s),
            any: voters.length > 0,
          });
          if (voters.length > 0) seen.some++;
          else seen.none++;
          const law = lawOf(s);
          if (law) seen.laws.add(law.id);
        }
      });
      // Days with voters and days with none, under several laws of the day.
      expect(seen.some).toBeGreaterThan(0);
      expect(seen.none).toBeGreaterThan(0);
      expect(seen.laws.size).toBeGreaterThan(3);
    }, 300_000);
  }
});
