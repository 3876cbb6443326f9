/**
 * Scenario files for the CLI tests: the documented examples, cut after some
 * answers or extended, played through the CLI's own `playScenario` with
 * every playable ruleset.
 */
import type { AnyRuleset } from '../../src/engine';
import { playScenario, type PlayReport } from '../../src/cli/play';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { checkedScenario } from '../support/scenario-check';

const RULESETS: Record<string, AnyRuleset> = {
  thiercelieux,
  quintebourg,
  'quintebourg-revision': quintebourgRevision,
  lychantropia,
  newmilenium,
};

export const load = (id: string): AnyRuleset => {
  const rules = RULESETS[id];
  if (!rules) throw new Error(`Règles inconnues : « ${id} ».`);
  return rules;
};

export type ScenarioFile = { answers: Record<string, unknown>[] } & Record<string, unknown>;

/** The files read so far, checked against their ruleset once (tests/support/scenario-check.ts). */
const checked = new Map<string, string>();

/** A documented scenario (docs/scenarios/NAME.json), as JSON to edit; one that does not fit its ruleset fails here. */
export function scenario(name: string): ScenarioFile {
  const path = `docs/scenarios/${name}.json`;
  const text = checked.get(path) ?? checkedScenario(path, load);
  checked.set(path, text);
  return JSON.parse(text);
}

/** The scenario with only its first `n` answers, then `more`. */
export function cut(file: ScenarioFile, n: number, ...more: Record<string, unknown>[]): ScenarioFile {
  return { ...file, answers: [...file.answers.slice(0, n), ...more] };
}

export function play(file: ScenarioFile): PlayReport {
  return playScenario(JSON.stringify(file), load);
}
