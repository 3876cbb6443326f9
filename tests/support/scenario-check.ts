/**
 * Scenario files (docs/scenarios/*.json, tests/<id>/scenarios/*.json) stay
 * JSON: they are what `npx tsx src/cli/main.ts play FILE` reads and what
 * docs/scenarios.md documents, so a TypeScript table would no longer be the
 * thing users copy. The compiler cannot check them; this does, when a test
 * loads one: every step and action id is one of the ruleset's, each answer
 * comes at its step's call, and its value fits that call's prompt (the
 * engine's own check, read-answer.ts: the shape a compiler would check, and
 * the count and candidates it could not). A problem names the file, the
 * answer's number (from 1, as the CLI counts) and its step.
 *
 * Only what a typed table's compiler would refuse is reported: an answer a
 * rule refuses (a scenario cut short on purpose, a refusal to show) ends the
 * walk, as it ends the CLI's play, and is the test's own business.
 */
import { readFileSync } from 'node:fs';
import { readScenario } from '../../src/cli/play';
import { apply, createGame, currentCall, TOKEN_ACTION, type Answer, type AnyRuleset } from '../../src/engine';
import { checkPrompt } from '../../src/engine/read-answer';

const idOf = (a: Answer): string => (a.kind === 'answer' ? a.step : a.action);

/** What a typed table would not have compiled in this scenario's text, one line per problem (none: `[]`). */
export function scenarioProblems(file: string, text: string, load: (id: string) => AnyRuleset): string[] {
  const { setup, answers } = readScenario(text);
  const rules = load(setup.rulesetId);
  const at = (i: number, a: Answer) => `${file}, answer ${i + 1} (« ${idOf(a)} »)`;
  const problems: string[] = [];
  // Ids first, on every answer: a misspelt one is reported even after the walk stops.
  answers.forEach((a, i) => {
    if (a.kind === 'answer' && !Object.hasOwn(rules.steps, a.step))
      problems.push(`${at(i, a)}: ${rules.id} has no step « ${a.step} »`);
    if (a.kind === 'invoke' && a.action !== TOKEN_ACTION && !Object.hasOwn(rules.actions ?? {}, a.action))
      problems.push(`${at(i, a)}: ${rules.id} has no action « ${a.action} »`);
  });
  if (problems.length > 0) return problems;
  const created = createGame(rules, setup);
  if (!created.ok) return [`${file}: ${created.error}`];
  let state = created.value;
  for (const [i, a] of answers.entries()) {
    const call = currentCall(rules, state);
    if (a.kind === 'answer') {
      if (call?.step !== a.step) return [`${at(i, a)}: the call is « ${call?.step ?? 'none (game over)'} »`];
      const wrong = checkPrompt(state, call.prompt, a.value);
      if (wrong) return [`${at(i, a)}: the value does not fit its ${call.prompt.kind} prompt: ${wrong}`];
    }
    const out = apply(rules, state, a);
    if (out.kind !== 'accepted') break;
    state = out.state;
  }
  return [];
}

/** Read a scenario file, failing at once with its problems (`scenarioProblems`). */
export function checkedScenario(path: string, load: (id: string) => AnyRuleset): string {
  const text = readFileSync(path, 'utf8');
  const problems = scenarioProblems(path, text, load);
  if (problems.length > 0) throw new Error(`scenario file does not fit its ruleset:\n${problems.join('\n')}`);
  return text;
}
