/**
 * `simulate`'s flags (issue 15): `--policy random|informed`, `--csv` (one
 * line per game), `--compare` (two setups, one report), `--cards`; through
 * the built CLI as a person types them, and their parsing on its own.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { comparedSide, policyId } from '../../src/cli/simulate-flags';
import { parseCards } from '../../src/cli/simulate';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['dist-cli/veilleur.mjs', 'simulate', ...args], { encoding: 'utf8' });

describe('simulate on the command line', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/cli-build.mjs'], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  }, 60000);

  it('says which players produced a figure: --policy random (the default) or informed', () => {
    const random = JSON.parse(
      cli('--ruleset', 'thiercelieux', '--players', '8', '--games', '30', '--seed', 's').stdout,
    );
    const informed = JSON.parse(
      cli('--ruleset', 'thiercelieux', '--players', '8', '--games', '30', '--seed', 's', '--policy', 'informed').stdout,
    );
    expect(random.policy).toBe('random');
    expect(informed.policy).toBe('informed');
    expect(random.games).toBe(30);
    expect(random.camps.village.low).toBeLessThanOrEqual(random.camps.village.rate);
    expect(random.camps.village.high).toBeGreaterThanOrEqual(random.camps.village.rate);
    const none = cli('--ruleset', 'lychantropia', '--players', '8', '--games', '3', '--policy', 'informed');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('Pas de joueurs «\u00a0informés\u00a0» pour ces règles');
    expect(cli('--ruleset', 'thiercelieux', '--policy', 'malin').stderr).toContain(
      '--policy attend random ou informed (reçu «\u00a0malin\u00a0»).',
    );
  });

  it('prints one CSV line per game with --csv, the header first', () => {
    const run = cli('--ruleset', 'thiercelieux', '--players', '8', '--games', '12', '--seed', 'csv', '--csv');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('game,seed,policy,cards,winners,finished,nights,survivors,problems');
    expect(lines).toHaveLength(13);
    expect(lines[1]!.startsWith('0,csv-0,random,')).toBe(true);
    expect(lines[12]!.startsWith('11,csv-11,random,')).toBe(true);
    // The same games as the JSON report: the wins add up.
    const report = JSON.parse(
      cli('--ruleset', 'thiercelieux', '--players', '8', '--games', '12', '--seed', 'csv').stdout,
    );
    const villageLines = lines.slice(1).filter((l) => l.split(',')[4]!.split('+').includes('village')).length;
    expect(villageLines).toBe(report.camps.village?.wins ?? 0);
  });

  it('compares two setups in one report, camp by camp, with --compare', () => {
    const run = cli(
      '--ruleset',
      'thiercelieux',
      '--players',
      '8',
      '--games',
      '40',
      '--seed',
      'cmp',
      '--compare',
      'policy=informed;players=10',
    );
    expect(run.status).toBe(0);
    const r = JSON.parse(run.stdout);
    expect(r.a.policy).toBe('random');
    expect(r.b.policy).toBe('informed');
    const village = r.differences.find((d: { camp: string }) => d.camp === 'village');
    expect(village.a).toBe(r.a.camps.village.rate);
    expect(village.delta).toBeCloseTo(r.b.camps.village.rate - r.a.camps.village.rate, 10);
    expect(typeof village.significant).toBe('boolean');
    const csv = cli(
      '--ruleset',
      'thiercelieux',
      '--players',
      '8',
      '--games',
      '5',
      '--seed',
      'cmp',
      '--csv',
      '--compare',
      'policy=informed',
    );
    const lines = csv.stdout.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('setup,game,')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['a', 'a', 'a', 'a', 'a', 'b', 'b', 'b', 'b', 'b']);
  });

  it('plays a composition given card by card with --cards', () => {
    const r = JSON.parse(
      cli(
        '--ruleset',
        'thiercelieux',
        '--players',
        '6',
        '--games',
        '10',
        '--cards',
        'loup-garou*2,voyante,villageois*3',
      ).stdout,
    );
    expect(r.games).toBe(10);
    expect(cli('--ruleset', 'thiercelieux', '--players', '6', '--cards', 'loup*2').stderr).toContain(
      'Carte inconnue pour thiercelieux\u00a0: «\u00a0loup\u00a0».',
    );
  });
});

describe('simulate flags, parsed', () => {
  it('reads the policy, the cards and the changes of a comparison', () => {
    expect(policyId(undefined)).toBe('random');
    expect(policyId('informed')).toBe('informed');
    expect(parseCards(thiercelieux, 'loup-garou*2, voyante')).toEqual(['loup-garou', 'loup-garou', 'voyante']);
    expect(() => parseCards(thiercelieux, 'voyante*0')).toThrow(
      '«\u00a0voyante*0\u00a0»\u00a0: le nombre de cartes doit être un entier positif.',
    );
    const first = {
      args: { games: 10, players: 8, seed: 's', options: {}, cards: ['loup-garou', 'voyante'] },
      policy: 'random' as const,
    };
    const b = comparedSide(thiercelieux, first, 'policy=informed;players=9;option.victoireLoups=parite');
    expect(b.policy).toBe('informed');
    expect(b.args.players).toBe(9);
    expect(b.args.cards).toBeUndefined();
    expect(b.args.options).toEqual({ victoireLoups: 'parite' });
    expect(first.args.options).toEqual({});
    expect(comparedSide(thiercelieux, first, 'cards=voyante*2').args.cards).toEqual(['voyante', 'voyante']);
    expect(() => comparedSide(thiercelieux, first, 'couleur=rouge')).toThrow(
      '--compare\u00a0: «\u00a0couleur\u00a0» inconnu',
    );
    expect(() => comparedSide(thiercelieux, first, '')).toThrow('--compare attend au moins un changement');
  });
});
