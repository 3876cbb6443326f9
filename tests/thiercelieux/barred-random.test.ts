/**
 * In random games (4 to 40 players, options varied, base or random recueil
 * cards, players invoking their actions), every call that names its reasons
 * names one for every seat it leaves out: a refused answer never falls back
 * to the bare « ne peut pas être désigné·e ici » there, and the refusal is
 * that reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/engine/read-answer';
import { headCall } from '../../src/engine/view';
import { loadRuleset } from '../../src/rulesets/registry';
import { gameArb, setupOf, statesUpTo } from '../property/public-props';
import { runs, TIMEOUT } from '../property/runs';

/**
 * The calls that say why for every seat they leave out: those that list their
 * bars (src/engine/bars.ts, src/rulesets/thiercelieux/steps/barred.ts). Their
 * candidates and reasons now come from one list, so this holds by
 * construction; it stays as a check that no call goes back to a filter of its own.
 */
const EXPLAINED = new Set([
  'voyante',
  'sauveteur',
  'loups',
  'sorciere-vie',
  'sorciere-mort',
  'flute',
  'trappeur',
  'marchand-de-sable',
  'magistrat',
  'lectrice',
  'couche-tard',
  'apprentie-voyante',
  'cassandra',
  'devin',
  'hypnotiseur',
  'mage',
  'mathematicien',
  'tavernier',
  'pretre',
  'assassin',
  'cupidon',
  'mauvais-esprit',
  'chasseur',
  'successeur',
  'justicier-jour',
  'justicier-nuit',
  'hypnose',
  'execution',
]);

describe('Thiercelieux: a reason for every seat a call leaves out', () => {
  it(
    'holds in random games',
    async () => {
      const rules = await loadRuleset('thiercelieux');
      let explained = 0;
      await fc.assert(
        fc.asyncProperty(gameArb(rules), async (g) => {
          const { states } = statesUpTo(rules, setupOf(rules, g), `${g.seed}-barred`, 200, g.invocations);
          for (const s of states) {
            const call = headCall(rules, s);
            if (!call || call.inert !== null || call.prompt.kind !== 'players' || !EXPLAINED.has(call.step)) continue;
            const prompt = call.prompt;
            for (const id of s.order) {
              if (prompt.candidates.includes(id)) continue;
              const why = prompt.barred?.[id];
              expect(why, `${call.step}: no reason for ${s.players[id]!.name}`).toBeDefined();
              expect(readAnswer(s, prompt, [id])).toEqual({
                ok: false,
                reason: why!.reason,
                ...(why!.rule ? { rule: why!.rule } : {}),
              });
              explained++;
            }
          }
        }),
        { numRuns: runs(40, 400), seed: 21 },
      );
      // The games did reach calls with seats left out: a property that saw none could not fail.
      expect(explained).toBeGreaterThan(50);
    },
    TIMEOUT,
  );
});
