/**
 * Setup: the cards of each mode, the deal, the coins, the posts, the médecin
 * shown to all (000_a045abd3825f1297.txt:112-149, 243-247, 471-557, 561).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, currentCall, heldCards, type GameSetup } from '../../src/engine';
import { playerNames } from '../../src/cli/simulate';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { checkTable } from '../../src/rulesets/quintebourg/dice-table';
import { coinsOf } from '../../src/rulesets/quintebourg/coins';
import { TABLE_1, TABLE_2, TABLE_3 } from '../../src/rulesets/quintebourg/dice';
import type { QState } from '../../src/rulesets/quintebourg/types';
import { MODE_CAMPS } from '../../src/rulesets/quintebourg/modes';
import { curiousTargets } from '../../src/rulesets/quintebourg/steps/curious';
import { BASIC_V } from './fixtures';
import { QuintebourgTable as Table } from './table';

function setupOf(n: number, mode: string, over: Partial<GameSetup> = {}): GameSetup {
  return {
    rulesetId: 'quintebourg',
    options: { mode },
    players: playerNames(n).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: quintebourg.suggestComposition(n, { mode }),
    seed: 's',
    ...over,
  };
}

describe('the cards and the modes (000:112-149)', () => {
  it('suggests a valid game for every mode and every size from 6 to 21', () => {
    for (const mode of ['V', 'M', 'E']) {
      for (let n = 6; n <= 21; n++) {
        const g = createGame(quintebourg, setupOf(n, mode));
        expect({ mode, n, ok: g.ok, error: g.ok ? null : g.error }).toEqual({ mode, n, ok: true, error: null });
      }
    }
  });

  it('refuses a camp the mode does not play, a missing required camp, a lone lover, a math camp without its leader', () => {
    const base = setupOf(8, 'V');
    const check = (composition: string[], mode = 'V') => {
      const g = createGame(quintebourg, { ...base, options: { mode }, composition });
      return g.ok ? null : g.error;
    };
    const effects = Array.from({ length: 8 }, () => 'sans-effet');
    expect(
      check([
        'reptilien',
        'algebriste',
        'k-hess',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        ...effects,
      ]),
    ).toBe('Algébriste ne joue pas en mode Villageois.');
    expect(
      check(
        ['reptilien', ...Array.from({ length: 7 }, () => 'villageois'), ...effects].map((c) =>
          c === 'reptilien' ? 'villageois' : c,
        ),
      ),
    ).toBe('Le mode Villageois demande au moins un joueur du camp Reptiliens.');
    expect(
      check(['reptilien', 'amoureux', ...Array.from({ length: 7 }, () => 'villageois'), ...effects.slice(1)]),
    ).toMatch(/Il faut exactement un rôle à effet par joueur|amoureux vont par deux/);
    expect(
      check(
        ['geometre', 'j-pach', 'algebriste', 'analyste', 'j-rappaz', 'geometre', 'analyste', 'algebriste', ...effects],
        'M',
      ),
    ).toBe('Les Algébristes ont besoin de leur leader (K Hess).');
    expect(
      check([
        'reptilienne-alpha',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        'villageois',
        ...effects.slice(1),
        'sans-effet',
      ]),
    ).toBeNull();
  });

  it('deals one party and one effect card to each, an alibi to each lover, all at random from the seed', () => {
    const composition = [
      'reptilienne-alpha',
      'reptilien',
      'amoureux',
      'amoureux',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'reptilien',
      ...['curieux', 'assassin', 'laura', 'coriace', 'eris', 'cupidon', 'artiste', 'sans-effet'],
    ];
    const g = createGame<QState>(quintebourg, setupOf(8, 'V', { composition }));
    if (!g.ok) throw new Error(g.error);
    const s = g.value;
    const party = s.order.map((id) => s.players[id]!.role);
    expect(party.filter((c) => c === 'amoureux')).toHaveLength(2);
    expect(s.order.map((id) => s.rs.cards[id]!.effect).sort()).toEqual([
      'artiste',
      'assassin',
      'coriace',
      'cupidon',
      'curieux',
      'eris',
      'laura',
      'sans-effet',
    ]);
    for (const id of s.order) {
      const alibi = s.rs.cards[id]!.alibi;
      expect(alibi !== null).toBe(s.players[id]!.role === 'amoureux');
      // A lover plays for the lovers first, and for the alibi's camp too (000:118).
      if (alibi) expect(s.rs.camps[id]![0]).toBe('amoureux');
      expect(heldCards(quintebourg, s, id).length).toBe(alibi ? 3 : 2);
    }
    expect([...party, ...s.order.map((id) => s.rs.cards[id]!.alibi).filter(Boolean)].sort()).toEqual(
      composition.slice(0, 10).sort(),
    );
  });

  it('gives each player the starting coins; shows the médecin to all as the Bourreau (000:247, 493, 561)', () => {
    const t = new Table({ seats: BASIC_V, options: { pieces: 4 } });
    expect(t.state.order.map((id) => coinsOf(t.state, id))).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(t.state.posts.bourreau).toBe(t.id('Chloé'));
    expect(t.publicView().players.find((p) => p.name === 'Chloé')!.roleName).toBe('Médecin');
    expect(t.publicView().players.filter((p) => p.roleName !== null)).toHaveLength(1);
  });

  it('hands out the mandatory posts and the optional ones the options keep, the Scrutateur last (000:471-557)', () => {
    const t = new Table({
      seats: BASIC_V,
      posts: {
        notaire: 'Ana',
        president: 'Bruno',
        senateur: 'David',
        procureur: 'Emma',
        chef: 'Farid',
        'pretre-cupide': 'Gaëlle',
        mirko: 'Hugo',
        scrutateur: 'Ana',
      },
    });
    const holder = (p: string) => (t.state.posts[p] ? t.name(t.state.posts[p]!) : null);
    expect(Object.keys(t.state.posts).sort()).toEqual([
      'bourreau',
      'chef',
      'mirka',
      'mirko',
      'notaire',
      'president',
      'pretre-cupide',
      'procureur',
      'scrutateur',
      'senateur',
    ]);
    expect(
      ['notaire', 'president', 'senateur', 'procureur', 'chef', 'pretre-cupide', 'mirko', 'mirka', 'scrutateur'].map(
        holder,
      ),
    ).toEqual(['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', null, 'Ana']);
    expect(t.state.clock).toEqual({ day: 1, phase: 'night' });
  });
});

describe('the d10 tables, as data (000:699-714)', () => {
  it('keeps the tables complete, with the book’s rows', () => {
    for (const table of [TABLE_1, TABLE_2, TABLE_3]) expect(checkTable(table)).toEqual([]);
    expect(TABLE_1.rows.map((r) => [r.result, r.faces])).toEqual([
      ['I', [0]],
      ['B', [1]],
      ['C', [2, 3, 4]],
      ['Q', [5, 6, 7, 8]],
      ['M', [9]],
    ]);
    expect(TABLE_2.rows.map((r) => [r.result, r.faces])).toEqual([
      ['I', [0]],
      ['B', [1]],
      ['C', [2, 3, 4, 5, 6, 7]],
      ['Q', [8, 9]],
    ]);
    expect(TABLE_3.rows.map((r) => r.result)).toEqual(['B-C', 'I-B', 'I-I', 'B-B', 'B-I', 'C-B']);
  });
});

describe('the mode table (000:138-149)', () => {
  const effects = (n: number) => Array.from({ length: n }, () => 'sans-effet');
  const check = (party: string[], mode: string) => {
    const g = createGame(quintebourg, {
      ...setupOf(party.length, mode),
      composition: [...party, ...effects(party.length)],
    });
    return g.ok ? null : g.error;
  };
  const V = [
    'reptilienne-alpha',
    'reptilien',
    'medecin',
    'villageois',
    'villageois',
    'villageois',
    'villageois',
    'villageois',
  ];
  const M = ['k-hess', 'algebriste', 'medecin', 'j-pach', 'geometre', 'j-rappaz', 'analyste', 'nobel'];
  const E = ['reptilienne-alpha', 'reptilien', 'k-hess', 'j-pach', 'j-rappaz', 'medecin', 'algebriste', 'nobel'];

  it('reads X as a camp the mode requires and (x) as one it allows', () => {
    expect(MODE_CAMPS).toEqual({
      V: { required: ['reptiliens', 'villageois'], allowed: ['amoureux', 'idealistes', 'mc', 'setheux', 'skadi'] },
      M: { required: ['geometres', 'algebristes', 'analystes'], allowed: ['amoureux', 'idealistes', 'nobel', 'skadi'] },
      E: {
        required: ['reptiliens', 'geometres', 'algebristes', 'analystes'],
        allowed: ['amoureux', 'idealistes', 'mc', 'setheux', 'nobel', 'skadi'],
      },
    });
    expect([check(V, 'V'), check(M, 'M'), check(E, 'E')]).toEqual([null, null, null]);
  });

  it('mode V: no Nobel, no mathematician; the village is required (000:145-149)', () => {
    expect(check([...V.slice(0, 7), 'nobel'], 'V')).toBe('A Nobel ne joue pas en mode Villageois.');
    expect(check([...V.slice(0, 7), 'k-hess'], 'V')).toBe('K Hess ne joue pas en mode Villageois.');
    expect(
      check(['reptilienne-alpha', 'reptilien', 'medecin', 'sesiano', 'cortex', 'minus', 'seth', 'fennec'], 'V'),
    ).toBe('Le mode Villageois demande au moins un joueur du camp Villageois.');
  });

  it('mode M: no Reptilien, no villager, no Minus & Cortex, no Setheux; each school is required (000:141-149)', () => {
    expect(check([...M.slice(0, 7), 'reptilien'], 'M')).toBe('Reptilien ne joue pas en mode Mathématiciens.');
    expect(check([...M.slice(0, 7), 'villageois'], 'M')).toBe('Villageois ne joue pas en mode Mathématiciens.');
    expect(check([...M.slice(0, 6), 'cortex', 'minus'], 'M')).toBe('Cortex ne joue pas en mode Mathématiciens.');
    expect(check([...M.slice(0, 7), 'seth'], 'M')).toBe('Seth ne joue pas en mode Mathématiciens.');
    expect(
      check(['k-hess', 'algebriste', 'medecin', 'j-pach', 'geometre', 'geometre', 'algebriste', 'nobel'], 'M'),
    ).toBe('Le mode Mathématiciens demande au moins un joueur du camp Analystes.');
  });

  it('mode E: no villager; the Reptiliens and the three schools are required (000:144-149)', () => {
    expect(check([...E.slice(0, 7), 'villageois'], 'E')).toBe('Villageois ne joue pas en mode Étranges.');
    expect(check(['k-hess', 'algebriste', 'medecin', 'j-pach', 'geometre', 'j-rappaz', 'analyste', 'nobel'], 'E')).toBe(
      'Le mode Étranges demande au moins un joueur du camp Reptiliens.',
    );
  });

  it('Skadi, the lovers and the Idéalistes play in every mode (000:138-139, 331)', () => {
    expect(check([...V.slice(0, 7), 'skadi'], 'V')).toBeNull();
    expect(check([...M.slice(0, 7), 'skadi'], 'M')).toBeNull();
    expect(check([...E.slice(0, 7), 'sesiano'], 'E')).toBeNull();
  });

  it('a camp that needs its head: the Reptiliens their alpha, a school its leader, the Fennec Seth, the Bras droit a Parrain (000:207, 293, 313, 449, 581)', () => {
    expect(check(['reptilien', ...V.slice(1)], 'V')).toBe(
      'Les Reptiliens ont besoin de leur cheffe, la Reptilienne alpha\u00a0: sans elle, pas d’attaque.',
    );
    expect(check([...V.slice(0, 7), 'fennec'], 'V')).toBe('Le Fennec joue pour Seth\u00a0: pas de Fennec sans Seth.');
    expect(check([...V.slice(0, 6), 'fennec', 'seth'], 'V')).toBeNull();
    const g = createGame(quintebourg, { ...setupOf(8, 'V'), composition: [...V, 'bras-droit', ...effects(7)] });
    expect(g.ok ? null : g.error).toBe('Le Bras droit a besoin d’un Parrain.');
  });
});

describe('the deal by hand (000:116-118, 229)', () => {
  const party = [
    'reptilienne-alpha',
    'reptilien',
    'medecin',
    'amoureux',
    'amoureux',
    'villageois',
    'villageois',
    'villageois',
  ];
  const setup = (alibis: string[]): GameSetup => ({
    ...setupOf(8, 'V'),
    composition: [...party, ...alibis, 'curieux', 'assassin', ...Array.from({ length: 6 }, () => 'sans-effet')],
    deal: Object.fromEntries(party.map((c, i) => [`p${i + 1}`, c])),
  });

  it('asks each player’s effect card, and each lover’s alibi among the plain cards set aside; a lover plays for the lovers first, then the alibi’s camp', () => {
    const g = createGame<QState>(quintebourg, setup(['reptilien', 'villageois']));
    if (!g.ok) throw new Error(g.error);
    let s = g.value;
    const play = (step: string, value: unknown) => {
      const c = currentCall(quintebourg, s)!;
      expect(c.step).toBe(step);
      const r = apply<QState>(quintebourg, s, { kind: 'answer', step, value: value as never });
      if (r.kind !== 'accepted') throw new Error(r.reason);
      s = r.state;
    };
    for (let i = 1; i <= 3; i++) play('carte-effet', i === 1 ? 'curieux' : i === 2 ? 'assassin' : 'sans-effet');
    play('carte-effet', 'sans-effet');
    // David (p4) is a lover: his alibi is asked right after his effect card.
    const c = currentCall(quintebourg, s)!;
    expect(c.step).toBe('carte-alibi');
    expect(c.prompt.kind === 'choice' && c.prompt.options.map((o) => o.value)).toEqual(['reptilien', 'villageois']);
    const bad = apply(quintebourg, s, { kind: 'answer', step: 'carte-alibi', value: 'medecin' });
    expect(bad.kind).toBe('refused');
    play('carte-alibi', 'reptilien');
    expect(s.rs.camps.p4).toEqual(['amoureux', 'reptiliens']);
    expect(s.rs.cards.p4).toEqual({ effect: 'sans-effet', alibi: 'reptilien' });
    play('carte-effet', 'sans-effet');
    const d = currentCall(quintebourg, s)!;
    expect(d.prompt.kind === 'choice' && d.prompt.options.map((o) => o.value)).toEqual(['villageois']);
  });

  it('refuses a deal that leaves a lover without a plain card for alibi (000:229)', () => {
    const g = createGame(quintebourg, { ...setup(['sesiano', 'villageois']) });
    expect(g.ok ? null : g.error).toBe(
      'Les cartes de parti non distribuées servent d’alibis et doivent être des cartes simples (ici\u00a0: Prophète Sesiano, Villageois).',
    );
  });
});

describe('the seats (000:385, 425, 487)', () => {
  it('keeps the setup’s seating order, clockwise; the first and the last players are neighbours', () => {
    const t = new Table({
      seats: BASIC_V.map(([p], i) => [p, i === 0 ? 'curieux' : 'sans-effet'] as [string, string]),
    });
    expect(t.state.order.map((id) => t.name(id))).toEqual([
      'Ana',
      'Bruno',
      'Chloé',
      'David',
      'Emma',
      'Farid',
      'Gaëlle',
      'Hugo',
    ]);
    expect(curiousTargets(t.state, t.id('Ana')).map((id) => t.name(id))).toEqual(['Bruno', 'Hugo']);
  });
});
