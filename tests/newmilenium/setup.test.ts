/**
 * The deal (003_7860fbf4cb88296e.txt:3, 26-49, 68): natures from the
 * composition, two roles drawn with the book's weights out of 200, six
 * targets per Assassin, secret numbers for the holders of a night role held
 * by several; the opening messages; the MJ's own draw entered card by card.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  grimoire,
  heldCards,
  promptFor,
  type GameSetup,
  type GameState,
  type Json,
} from '../../src/engine';
import { seedRng, weightedKey } from '../../src/engine/random';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { NIGHT_ROLES, ROLE_IDS, WEIGHTS } from '../../src/rulesets/newmilenium/roles';
import { suggestComposition, validateSetup } from '../../src/rulesets/newmilenium/setup';
import type { NState, RoleId } from '../../src/rulesets/newmilenium/types';
import { playerNames } from '../../src/cli/simulate';
import { plain } from './driver';
import { table } from './fixtures';

function setupOf(players: number, seed: string, options = {}): GameSetup {
  return {
    rulesetId: 'newmilenium',
    options,
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: suggestComposition(players),
    seed,
  };
}

function game(players: number, seed: string, options = {}): GameState<NState> {
  const g = createGame<NState>(newmilenium, setupOf(players, seed, options));
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** Pearson's chi-square of observed counts against expected ones. */
function chiSquare(observed: Record<string, number>, expected: Record<string, number>): number {
  return Object.keys(expected).reduce((sum, k) => sum + ((observed[k] ?? 0) - expected[k]!) ** 2 / expected[k]!, 0);
}

/** Chi-square with 19 degrees of freedom (20 roles): above this, p < 0.001. */
const CRITICAL_19 = 43.82;

describe('the weights (003:26-47)', () => {
  it('list twenty roles whose weights sum to 200', () => {
    expect(ROLE_IDS).toHaveLength(20);
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(200);
    expect(WEIGHTS['croque-mort']).toBe(17);
    expect(WEIGHTS.vengeur).toBe(4);
  });

  it('drive the draw: 40 000 seeded draws fit them (chi-square < 43.82, p = 0.001, 19 degrees of freedom)', () => {
    const rng = seedRng('poids');
    const n = 40_000;
    const seen: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const r = weightedKey(rng, WEIGHTS);
      seen[r] = (seen[r] ?? 0) + 1;
    }
    const expected = Object.fromEntries(ROLE_IDS.map((r) => [r, (n * WEIGHTS[r]) / 200]));
    expect(chiSquare(seen, expected)).toBeLessThan(CRITICAL_19);
    // The test can fail: the same draws are far from equal weights.
    const uniform = Object.fromEntries(ROLE_IDS.map((r) => [r, n / 20]));
    expect(chiSquare(seen, uniform)).toBeGreaterThan(10 * CRITICAL_19);
  });

  it('drive the deal itself: first roles follow the weights, second roles the weights without the first (300 games of 40)', () => {
    const first: Record<string, number> = {};
    const second: Record<string, number> = {};
    let dealt = 0;
    for (let g = 0; g < 300; g++) {
      const s = game(40, `tirage-${g}`);
      for (const id of s.order) {
        const [a, b] = s.rs.hands[id]!.roles;
        first[a] = (first[a] ?? 0) + 1;
        second[b] = (second[b] ?? 0) + 1;
        dealt++;
      }
    }
    const p = (r: RoleId) => WEIGHTS[r] / 200;
    expect(chiSquare(first, Object.fromEntries(ROLE_IDS.map((r) => [r, dealt * p(r)])))).toBeLessThan(CRITICAL_19);
    // A second role equal to the first is drawn again: P(b) = Σ over a ≠ b of P(a)·P(b)/(1 − P(a)).
    const pSecond = (b: RoleId) =>
      ROLE_IDS.filter((a) => a !== b).reduce((sum, a) => sum + (p(a) * p(b)) / (1 - p(a)), 0);
    expect(chiSquare(second, Object.fromEntries(ROLE_IDS.map((r) => [r, dealt * pSecond(r)])))).toBeLessThan(
      CRITICAL_19,
    );
  });
});

describe('a random deal', () => {
  it('gives each player two different roles, logged for the MJ only (003:3, 48)', () => {
    const s = game(20, 'donne');
    for (const id of s.order) expect(new Set(s.rs.hands[id]!.roles).size).toBe(2);
    const draws = s.events.filter(
      (e) => e.type === 'draw' && String((e.data as { purpose: string }).purpose).startsWith('rôle'),
    );
    expect(draws.length).toBeGreaterThanOrEqual(40);
    expect(draws.every((e) => e.vis.to === 'mj')).toBe(true);
  });

  it('gives each Assassin six distinct targets, never himself (003:68)', () => {
    const s = game(20, 'cibles');
    const assassins = s.order.filter((id) => s.players[id]!.role === 'assassin');
    expect(assassins.length).toBeGreaterThan(0);
    for (const a of assassins) {
      const t = s.rs.hands[a]!.targets;
      expect(t).toHaveLength(6);
      expect(new Set(t).size).toBe(6);
      expect(t).not.toContain(a);
    }
    // Five players: every other player is a target.
    const small = game(5, 'petit', {});
    expect(
      small.order
        .filter((id) => small.rs.hands[id]!.targets.length > 0)
        .every((id) => small.rs.hands[id]!.targets.length <= 4),
    ).toBe(true);
  });

  it('draws distinct secret numbers from 1 to 50 for each night role held by several, none for a lone holder (003:3, 49)', () => {
    for (const seed of ['n1', 'n2', 'n3']) {
      const s = game(30, seed);
      for (const role of NIGHT_ROLES) {
        const held = s.order.filter((id) => s.rs.hands[id]!.roles.includes(role));
        const numbers = s.rs.numbers[role] ?? {};
        if (held.length < 2) expect(numbers).toEqual({});
        else {
          expect(Object.keys(numbers).sort()).toEqual([...held].sort());
          const values = Object.values(numbers);
          expect(new Set(values).size).toBe(values.length);
          expect(values.every((n) => n >= 1 && n <= 50)).toBe(true);
        }
      }
      expect(
        s.events
          .filter((e) => (e.data as { purpose?: string } | undefined)?.purpose?.startsWith('numéro'))
          .every((e) => e.vis.to === 'mj'),
      ).toBe(true);
    }
  });

  it('counts the uses of limited powers from the roles and the nature (003:68, 73, 77-78, 94-95, 126-127)', () => {
    const s = game(30, 'usages');
    for (const id of s.order) {
      const roles = s.rs.hands[id]!.roles;
      const u = s.rs.uses[id]!;
      expect(u.planque).toBe(roles.includes('planque') ? 3 : 0);
      expect(u.rituel).toBe(roles.includes('sorcier') ? 1 : 0);
      expect(u.potion).toBe(roles.includes('necromancienne') ? 1 : 0);
      expect(u.meurtre).toBe(s.players[id]!.role === 'assassin' ? 1 : 0);
    }
  });
});

describe('the setup', () => {
  it('suggests a composition of natures only, with at least a wolf and a villager; the counts are the MJ’s (003:131)', () => {
    expect(suggestComposition(8)).toEqual([
      'loup',
      'loup',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
    ]);
    const twelve = suggestComposition(12);
    expect(twelve.filter((c) => c === 'assassin')).toHaveLength(1);
    expect(twelve.filter((c) => c === 'loup')).toHaveLength(3);
    for (let n = 5; n <= 40; n++) expect(suggestComposition(n)).toHaveLength(n);
  });

  it('refuses a drawn role among the cards, and a game without wolf or villager', () => {
    const base = setupOf(8, 'x');
    expect(validateSetup({ ...base, composition: [...base.composition.slice(1), 'voyante'] })).toMatch(
      /ne compte que des natures/,
    );
    expect(validateSetup({ ...base, composition: base.composition.map(() => 'villageois') })).toBe(
      'Il faut au moins un loup.',
    );
    expect(createGame(newmilenium, { ...base, composition: [...base.composition.slice(1), 'voyante'] }).ok).toBe(false);
  });

  it('tells each player his nature and roles, the wolves their pack, an Assassin his targets; never a secret number', () => {
    const t = table({ hands: { Ana: ['voyante', 'corbeau'], Emma: ['voyante', 'lache'] } });
    t.numbers('voyante', { Ana: 12, Emma: 40 });
    expect(t.step).toBe('depart');
    expect(t.text('pm-p1')).toContain('Votre nature : loup.');
    expect(t.text('pm-p1')).toContain('Les autres loups, avec qui vous parlez la nuit : Bruno.');
    expect(t.text('pm-p1')).toContain('Vos deux rôles : Voyante et Corbeau.');
    expect(t.text('pm-p10')).toContain('Vos cibles : Chloé, David, Emma, Farid, Gaëlle et Hugo.');
    expect(t.text('pm-p5')).not.toContain('loup');
    for (const d of t.documents) expect(t.text(d.id)).not.toMatch(/\b(12|40)\b/);
    expect(t.text('ouverture')).toContain('élisez le Maire');
  });

  it('shows the MJ both roles with their numbers, the targets and the uses left', () => {
    const t = table({ hands: { Ana: ['voyante', 'planque'], Emma: ['voyante', 'lache'] } });
    t.numbers('voyante', { Ana: 12, Emma: 40 });
    const ana = grimoire(newmilenium, t.state).find((r) => r.name === 'Ana')!;
    expect(ana.roleName).toBe('Loup');
    expect(ana.markers.map(plain)).toEqual(['Voyante (n° 12)', 'Planqué', 'Reste : 3 planques']);
    const jules = grimoire(newmilenium, t.state).find((r) => r.name === 'Jules')!;
    expect(jules.markers.map(plain)).toContain('Cibles : Chloé, David, Emma, Farid, Gaëlle et Hugo');
    expect(heldCards(newmilenium, t.state, t.id('Ana'))).toEqual(['Loup', 'Voyante', 'Planqué']);
  });
});

describe('the MJ’s own draw, card by card', () => {
  const manual = (options = {}) => {
    const g = createGame<NState>(
      newmilenium,
      setupOf(10, 'main', { distributionRoles: 'manuelle', ciblesAssassin: 'manuelle', ...options }),
    );
    if (!g.ok) throw new Error(g.error);
    return g.value;
  };

  it('waits for the roles at the first call, refusing the same role twice', async () => {
    const { apply } = await import('../../src/engine');
    let s = manual();
    expect(s.agenda[0]!.step).toBe('tirage');
    const put = (player: string, kind: string, value: Json) =>
      apply(newmilenium, s, { kind: 'answer', step: 'tirage', value: { put: { player, kind, value } } });
    let out = put('p1', 'role-1', 'voyante');
    if (out.kind !== 'accepted') throw new Error(out.reason);
    s = out.state as GameState<NState>;
    out = put('p1', 'role-2', 'voyante');
    expect(out.kind).toBe('refused');
    expect(out.kind === 'refused' && plain(out.reason)).toBe(
      'Ana a déjà ce rôle : le second tirage d’un même rôle se refait.',
    );
    out = apply(newmilenium, s, { kind: 'answer', step: 'tirage', value: { close: true } });
    if (out.kind !== 'accepted') throw new Error(out.reason);
    const done = out.state as GameState<NState>;
    // What was entered stays; the rest is drawn, logged.
    expect(done.rs.hands.p1!.roles[0]).toBe('voyante');
    expect(done.rs.hands.p1!.roles[1]).not.toBe('voyante');
    for (const id of done.order) expect(done.rs.hands[id]!.roles).toHaveLength(2);
    expect(
      done.events.some((e) => e.type === 'draw' && (e.data as { purpose: string }).purpose === 'rôle 2 d’Ana'),
    ).toBe(true);
    expect(done.agenda[0]!.step).toBe('depart');
  });

  it('never offers an Assassin himself as a target, and refuses it (003:8: he wins alive, his targets dead; 003:68)', () => {
    const t = table();
    expect(t.state.rs.hands[t.id('Jules')]!.targets).toHaveLength(6);
    const fresh = manual();
    const assassin = fresh.order.find((id) => fresh.players[id]!.role === 'assassin')!;
    const others = fresh.order.filter((id) => id !== assassin).slice(0, 5);
    const prompt = newmilenium.steps.tirage.prompt(fresh, undefined);
    const kind = prompt.kind === 'orders' ? prompt.kinds.find((k) => k.id === 'cibles')! : undefined;
    expect(kind?.players).toEqual([assassin]);
    const own = promptFor(kind!, assassin);
    expect(own.kind === 'players' && own.candidates).toEqual(fresh.order.filter((id) => id !== assassin));
    const out = apply(newmilenium, fresh, {
      kind: 'answer',
      step: 'tirage',
      value: { put: { player: assassin, kind: 'cibles', value: [assassin, ...others] } },
    });
    expect(out).toMatchObject({ kind: 'refused', reason: 'Un Assassin n’est pas sa propre cible.', rule: '003:8' });
  });

  it('draws the numbers once the roles are all known', () => {
    const t = table({
      hands: { Ana: ['voyante', 'planque'], Emma: ['voyante', 'lache'], Farid: ['detective', 'planque'] },
    });
    expect(Object.keys(t.rs.numbers.voyante ?? {}).sort()).toEqual([t.id('Ana'), t.id('Emma')]);
    expect(Object.keys(t.rs.numbers.planque ?? {}).sort()).toEqual([t.id('Ana'), t.id('Farid')]);
    expect(t.rs.numbers.detective).toBeUndefined();
    const lache = Object.keys(t.rs.numbers).includes('lache');
    expect(lache).toBe(false);
  });

  it('needs no entry when only the targets are the MJ’s: the roles are drawn, the targets entered', () => {
    const s = manual({ distributionRoles: 'hasard' });
    expect(s.agenda[0]!.step).toBe('tirage');
    const prompt = newmilenium.steps.tirage.prompt(s, undefined);
    expect(prompt.kind === 'orders' && prompt.kinds.map((k) => k.id)).toEqual(['cibles']);
  });
});
