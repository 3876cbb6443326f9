/**
 * Every scenario file in the repository (docs/scenarios/*.json, the CLI's
 * documented examples, and tests/<id>/scenarios/*.json) fits its ruleset as
 * a typed table would: known step and action ids, each answer at its call,
 * each value of its prompt's shape (tests/support/scenario-check.ts). The
 * files stay JSON, the CLI's own input; this is their compiler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioProblems } from '../support/scenario-check';
import { cut, load, scenario, type ScenarioFile } from './support';

const FILES = [
  ...readdirSync('docs/scenarios')
    .filter((f) => f.endsWith('.json'))
    .map((f) => `docs/scenarios/${f}`),
  ...readdirSync('tests', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`tests/${d.name}`)
        .filter((f) => f === 'scenarios')
        .flatMap(() => readdirSync(`tests/${d.name}/scenarios`).map((f) => `tests/${d.name}/scenarios/${f}`)),
    )
    .filter((f) => f.endsWith('.json')),
];

describe('the scenario files fit their rulesets', () => {
  it('finds them all', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(FILES)('%s', (file) => {
    expect(scenarioProblems(file, readFileSync(file, 'utf8'), load)).toEqual([]);
  });
});

describe('a scenario file that does not fit is named with its answer and step', () => {
  const night = scenario('premiere-nuit');
  const problems = (file: ScenarioFile) => scenarioProblems('nuit.json', JSON.stringify(file), load);

  it('a step id the ruleset does not have, wherever it is', () => {
    expect(problems(cut(night, 3, { step: 'voyant', value: ['Ana'] }, { invoke: 'fusil' }))).toEqual([
      'nuit.json, answer 4 (« voyant »): thiercelieux has no step « voyant »',
      'nuit.json, answer 5 (« fusil »): thiercelieux has no action « fusil »',
    ]);
  });

  it('an answer at another step’s call', () => {
    expect(problems(cut(night, 3, { step: 'loups', value: ['Farid'] }))).toEqual([
      'nuit.json, answer 4 (« loups »): the call is « voyante »',
    ]);
  });

  it('a value of the wrong shape for its prompt', () => {
    const [wrong] = problems(cut(night, 3, { step: 'voyante', value: true }));
    expect(wrong).toMatch(/^nuit\.json, answer 4 \(« voyante »\): the value does not fit its players prompt: /);
  });

  it('a value the prompt refuses though its type is right (a count, a candidate): the engine’s own check', () => {
    expect(problems(cut(night, 1, { step: 'cupidon', value: ['Chloé'] }, { step: 'x' }))).toEqual([
      'nuit.json, answer 3 (« x »): thiercelieux has no step « x »',
    ]);
    expect(problems(cut(night, 1, { step: 'cupidon', value: ['Chloé'] }))).toEqual([
      'nuit.json, answer 2 (« cupidon »): the value does not fit its players prompt: Désignez exactement 2 joueurs.',
    ]);
  });
});
