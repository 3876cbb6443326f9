/**
 * The scenario format's dice rolled by hand, read after the parser's own
 * checks (scenario.ts), from the same JSON:
 *
 * - an answer's `"roll": 7` is the one die (or draw by lot) it sets off;
 *   `"rolls": [3, 5]` are several, used in order by the dice and draws it sets
 *   off, including those of the calls it leads to. A die is entered as the
 *   face it shows (0 to 9 on Quinte-bourg's d10), a draw by lot as the rank of
 *   the one drawn among those the log lists (1 to n). They become the engine's
 *   `Answer.rolls`, logged as entered by hand.
 * - the scenario's `"handDice": true` plays with physical dice: every die must
 *   then come with its answer, and a missing one stops the run with what to
 *   roll (the app's « dés physiques »).
 *
 * A vote's value may list only the voters who voted: that needs no reading
 * here, the engine takes it where the ruleset allows absent voters
 * (`BallotsPrompt.absent`) and otherwise names the missing voter.
 */
import { isRecord, type Answer, type Json } from '../engine';
import type { Scenario } from './scenario';

function fail(message: string): never {
  throw new Error(message);
}

/** The dice one raw answer carries (`roll` or `rolls`), or undefined when it carries none. */
export function rollsOf(raw: unknown, index: number): number[] | undefined {
  if (!isRecord(raw)) return undefined;
  const where = `Réponse n° ${index + 1}`;
  if (raw.roll !== undefined && raw.rolls !== undefined)
    fail(`${where} : « roll » et « rolls » ensemble ; gardez « rolls » pour plusieurs dés.`);
  if (raw.roll !== undefined) {
    if (typeof raw.roll !== 'number' || !Number.isInteger(raw.roll))
      fail(`${where} : « roll » attend un entier (la face du dé, ou le rang du tiré au sort).`);
    return [raw.roll];
  }
  if (raw.rolls !== undefined) {
    if (
      !Array.isArray(raw.rolls) ||
      raw.rolls.length === 0 ||
      !raw.rolls.every((r): r is number => typeof r === 'number' && Number.isInteger(r))
    ) {
      fail(`${where} : « rolls » attend une liste non vide d’entiers, dans l’ordre où les dés sont lancés.`);
    }
    return raw.rolls;
  }
  return undefined;
}

/** The parsed scenario with the dice its file gives by hand. `raw` is the file's JSON, already checked by the parser. */
export function withAnswerForms(raw: Json, scenario: Scenario): Scenario {
  if (!isRecord(raw)) return scenario;
  if (raw.handDice !== undefined && typeof raw.handDice !== 'boolean')
    fail('Le champ « handDice » attend true ou false.');
  const list = Array.isArray(raw.answers) ? raw.answers : [];
  const answers = scenario.answers.map((a, i): Answer => {
    const rolls = rollsOf(list[i], i);
    return rolls ? { ...a, rolls } : a;
  });
  const setup = raw.handDice === true ? { ...scenario.setup, handDice: true } : scenario.setup;
  return { setup, answers };
}
