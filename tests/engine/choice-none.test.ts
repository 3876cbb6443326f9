/**
 * Every choice that offers « nothing » says which option it is
 * (`ChoicePrompt.none`): the screen answers it for a player who does nothing
 * (the guided night's « Rien (n appels) », `src/ui/game/quietSeries.ts`), and
 * must never guess it from the option's value. Random games of the five
 * rulesets, every option set drawn (`option-sets.ts`), every choice met:
 * one whose options include a value the rulesets spell « nothing » with
 * declares it, and a declared `none` is one of its options.
 */
import { describe, expect, it } from 'vitest';
import type { ChoicePrompt, Prompt } from '../../src/engine';
import type { Policy } from '../../src/engine/policy';
import { balanceSetup } from '../../src/cli/simulate';
import { playGame } from '../../src/balance/games';
import { loadRuleset } from '../../src/rulesets/registry';
import { drawnArgs } from '../property/option-sets';
import { runs } from '../property/runs';

/** How the rulesets spell the « nothing » option's value. */
const NOTHING = new Set(['rien', 'aucun', 'aucune', 'personne', 'non']);

/** The choices of a prompt, an order book's kinds included. */
function choicesOf(prompt: Prompt): ChoicePrompt[] {
  if (prompt.kind === 'choice') return [prompt];
  if (prompt.kind === 'orders') return prompt.kinds.flatMap((k) => choicesOf(k.prompt));
  return [];
}

/** What is wrong with a choice's `none`, or null. */
function problem(step: string, c: ChoicePrompt): string | null {
  const spelled = c.options.filter((o) => NOTHING.has(o.value)).map((o) => o.value);
  if (c.none !== undefined && !c.options.some((o) => o.value === c.none))
    return `${step} « ${c.label} »: none ${c.none} is not an option`;
  if (spelled.length > 0 && c.none === undefined) return `${step} « ${c.label} »: ${spelled[0]} offered, no none`;
  if (spelled.length > 0 && !spelled.includes(c.none!))
    return `${step} « ${c.label} »: none ${c.none} but ${spelled[0]}`;
  return null;
}

describe('the « nothing » option of a choice (ChoicePrompt.none)', () => {
  for (const id of ['thiercelieux', 'quintebourg', 'quintebourg-revision', 'lychantropia', 'newmilenium']) {
    it(`${id}: every choice met in random games names its « nothing » option`, async () => {
      const rules = await loadRuleset(id);
      const found = new Set<string>();
      let choices = 0;
      const watch: Policy = {
        id: 'random',
        answer(_s, call) {
          for (const c of choicesOf(call.prompt)) {
            choices++;
            const p = problem(call.step, c);
            if (p) found.add(p);
          }
          return undefined;
        },
      };
      for (let k = 0; k < runs(12, 400); k++) {
        const args = drawnArgs(rules, k);
        playGame(rules, balanceSetup(rules, args, 'random'), 0, watch);
      }
      expect(choices).toBeGreaterThan(0);
      expect([...found].sort()).toEqual([]);
    }, 300_000);
  }
});
