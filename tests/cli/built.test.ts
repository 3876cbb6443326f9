/**
 * The built CLI (`npm run build:cli`: dist-cli/veilleur.mjs, what `npm run cli`
 * runs): several scenario files in one run, one JSON line each; `next` and
 * `step` from the command line; exit statuses.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cut, scenario } from './support';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['dist-cli/veilleur.mjs', ...args], { encoding: 'utf8' });

describe('the built CLI', () => {
  let dir = '';
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/cli-build.mjs'], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    dir = mkdtempSync(join(tmpdir(), 'veilleur-cli-'));
  }, 60000);

  it('plays several files, one JSON report a line, and exits 1 when one stops early', () => {
    const bad = cut(scenario('premiere-nuit'), 1, { step: 'cupidon', value: ['Chloé'] });
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const run = cli('play', 'docs/scenarios/premiere-nuit.json', join(dir, 'bad.json'), join(dir, 'missing.json'));
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.file.split('/').at(-1), l.ok])).toEqual([
      ['premiere-nuit.json', true],
      ['bad.json', false],
      ['missing.json', false],
    ]);
    expect(lines[0].winner.camps).toEqual(['village']);
    expect(lines[1].error).toBe('Réponse n° 2 (cupidon) refusée : Désignez exactement 2 joueurs. (004:605)');
    expect(lines[2].error).toBe(`Fichier introuvable ou illisible : « ${join(dir, 'missing.json')} ».`);
    expect(run.status).toBe(1);
  });

  it('prints only the waiting call with next, and the step’s description with step', () => {
    writeFileSync(join(dir, 'cut.json'), JSON.stringify(cut(scenario('premiere-nuit'), 5)));
    const next = cli('next', join(dir, 'cut.json'));
    expect(next.status).toBe(0);
    expect(JSON.parse(next.stdout)).toMatchObject({
      step: 'loups',
      prompt: { kind: 'players', candidates: ['Bruno', 'Chloé', 'David', 'Farid', 'Gaëlle', 'Hugo'] },
    });
    const step = cli('step', 'thiercelieux', 'corbeau');
    expect(step.status).toBe(0);
    expect(JSON.parse(step.stdout)).toMatchObject({ id: 'corbeau', onEntry: true, book: ['004:136-140'] });
  });

  it('names an unknown ruleset and a missing argument in French', () => {
    expect(cli('step', 'loups', 'voyante').stderr.trim()).toBe('Règles inconnues : « loups ».');
    const run = cli('step', 'thiercelieux');
    expect([run.status, run.stderr.trim()]).toEqual([
      1,
      'Indiquez les règles et l’appel : step RÈGLES APPEL (par exemple : step thiercelieux voyante).',
    ]);
  });
});
