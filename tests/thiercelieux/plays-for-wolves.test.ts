/**
 * The informed players' « killer » (`playsForWolves`, asked for every voter
 * and candidate of a vote) answers as `campOf(…) === 'loups'` for every
 * player of every state of random games: a card that does not stand with the
 * wolves never wins with them, the Traître with his power does (004:551), a
 * wolf in love with a villager wins with the couple, not the pack (004:236).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../src/rulesets/registry';
import { isWolfRole } from '../../src/rulesets/thiercelieux/state';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { campOf, playsForWolves } from '../../src/rulesets/thiercelieux/win';
import { gameArb, setupOf, statesUpTo } from '../property/public-props';
import { runs, TIMEOUT } from '../property/runs';

describe('Thiercelieux: who plays for the wolves', () => {
  it(
    'is whoever campOf says wins with the wolves, in every state of random games',
    async () => {
      const rules = await loadRuleset('thiercelieux');
      const seen = { wolves: 0, traitor: 0, wolfInLove: 0 };
      await fc.assert(
        fc.property(gameArb(rules), (g) => {
          const { states } = statesUpTo(rules, setupOf(rules, g), `${g.seed}-wolves`, 200, g.invocations);
          for (const state of states) {
            const s = state as unknown as TGame;
            if (s.clock.phase === 'setup') continue;
            for (const id of s.order) {
              const wolves = campOf(s, id) === 'loups';
              expect(playsForWolves(s, id), `${s.players[id]!.role} ${s.players[id]!.name}`).toBe(wolves);
              if (wolves) seen.wolves++;
              if (s.players[id]!.role === 'traitre') seen.traitor++;
              if (isWolfRole(s.players[id]!.role) && campOf(s, id) === 'amoureux') seen.wolfInLove++;
            }
          }
        }),
        { numRuns: runs(40, 400), seed: 29 },
      );
      // Not vacuous: the Traître and wolves in a mixed couple were met.
      expect(seen.wolves).toBeGreaterThan(0);
      expect(seen.traitor).toBeGreaterThan(0);
      expect(seen.wolfInLove).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
