/**
 * The public projection's generic mechanism, on a tiny inline ruleset shaped
 * like the rule books (a health ladder whose Q looks dead, a week with a
 * Sunday fête, a law of the day, marriages, a shop, an auction, a vote whose
 * counts only are public), each added to the board as a generic block.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  publicTimer,
  publicView,
  publicVote,
  startGame,
  stepsOf,
  tableOf,
  type Answer,
  type Effect,
  type GameState,
  type Json,
  type PlayerId,
  type PublicBlock,
  type Ruleset,
} from '../../src/engine';
import type { HealthModel } from '../../src/engine/health';
import { toy } from '../../src/rulesets/toy';

type Village = {
  attacked: PlayerId | null;
  law: string | null;
};

type VillageTypes = {
  rs: Village;
  markers: { amoureux: boolean };
  steps: { attaque: undefined; aube: undefined; loi: undefined; fete: undefined; vote: undefined };
  actions: never;
};

const step = stepsOf<VillageTypes>();

/** Quinte-bourg's ladder: I, B, C, Q, M; a Q player looks dead to everyone (000_a045abd3825f1297.txt:78). */
const LADDER: HealthModel = {
  states: [
    { id: 'I', label: 'Indemne', alive: true, canAct: true },
    { id: 'B', label: 'Blessé', alive: true, canAct: true },
    { id: 'C', label: 'Coma', alive: true, canAct: false },
    { id: 'Q', label: 'Quasi-mort', alive: true, canAct: false, publicAs: 'M' },
    { id: 'M', label: 'Mort', alive: false, canAct: false },
  ],
  initial: 'I',
};

const village: Ruleset<VillageTypes> = {
  id: 'village-jouet',
  name: 'Village jouet',
  description: 'Pour tester l’écran public.',
  minPlayers: 3,
  maxPlayers: 6,
  options: [],
  camps: [
    { id: 'village', name: 'Villageois' },
    { id: 'reptiliens', name: 'Reptiliens' },
  ],
  roles: [
    { id: 'reptilien', name: 'Reptilien', camp: 'reptiliens', summary: 'Attaque.' },
    { id: 'medecin', name: 'Médecin', camp: 'village', summary: 'Soigne.' },
    { id: 'habitant', name: 'Habitant', camp: 'village', max: 4, summary: 'Rien.' },
  ],
  markers: { amoureux: { label: 'Amoureux' } },
  health: LADDER,
  // Day 1 is a Saturday: day 2 is the Sunday fête.
  calendar: { day1: 'samedi' },
  callInert: () => true,
  suggestComposition: (n) => ['reptilien', 'medecin', ...Array.from({ length: n - 2 }, () => 'habitant')],
  init: () => ({ attacked: null, law: null }),
  steps: tableOf([
    step({
      id: 'attaque',
      title: 'Les Reptiliens',
      phase: 'night',
      line: () => 'Les Reptiliens désignent leur cible.',
      timer: () => 30,
      prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: s.order }),
      resolve(ctx, [id]) {
        ctx.setHealth(id!, 'Q', 'attaque');
        ctx.s.players[id!]!.markers.amoureux = true;
        ctx.s.rs.attacked = id!;
        ctx.emit('attaque', { to: 'mj' }, `Les Reptiliens attaquent ${ctx.base.players[id!]!.name}.`);
      },
    }),
    step({
      id: 'aube',
      title: 'L’aube',
      phase: 'dawn',
      line: () => 'Annoncez les morts.',
      prompt: () => ({ kind: 'ack' }),
      resolve(ctx) {
        const id = ctx.base.rs.attacked;
        // The MJ tells the truth (Q): the table still sees a death.
        if (id) ctx.announce(id, { health: 'Q' }, `${ctx.base.players[id]!.name} a été retrouvé mort.`);
        ctx.s.rs.attacked = null;
      },
    }),
    step({
      id: 'loi',
      title: 'La loi du jour',
      phase: 'day',
      line: () => 'Le Sénateur accepte-t-il la loi ?',
      prompt: () => ({ kind: 'text', label: 'Loi', maxLength: 200 }),
      resolve(ctx, law) {
        ctx.s.rs.law = law;
      },
    }),
    step({
      id: 'fete',
      title: 'La fête',
      phase: 'day',
      line: () => 'C’est la fête au village.',
      timer: () => 600,
      prompt: () => ({ kind: 'ack' }),
      resolve() {},
    }),
    step({
      id: 'vote',
      title: 'Le vote',
      phase: 'day',
      line: () => 'Votez.',
      // The first player holds a secret bonus vote: its weight must not show.
      prompt: (s) => ({
        kind: 'ballots',
        label: 'Votes',
        voters: s.order.map((id, i) => ({ id, weight: i === 0 ? 3 : 1 })),
        candidates: s.order,
        allowBlank: true,
      }),
      resolve(ctx) {
        ctx.s.rs.law = null;
      },
    }),
  ]),
  nextPhase(s) {
    const { phase, day } = s.clock;
    if (phase === 'setup' || phase === 'day')
      return { phase: 'night', day: phase === 'setup' ? 1 : day + 1, agenda: [{ step: 'attaque' }] };
    if (phase === 'night') return { phase: 'dawn', day, agenda: [{ step: 'aube' }] };
    return { phase: 'day', day, agenda: day === 2 ? [{ step: 'fete' }] : [{ step: 'loi' }, { step: 'vote' }] };
  },
  checkEnd: () => null,
  campOf: (s, id) => (s.players[id]!.role === 'reptilien' ? 'reptiliens' : 'village'),
  publicPosts: { president: 'Président' },
  publicity: {
    // Secret ballots: only the counts, one voice each (a bonus vote stays secret).
    vote: () => ({ show: 'counts', weighted: false }),
    timer: (s, step) => (step === 'fete' ? 'Fête au village' : null),
    blocks(s) {
      const out: PublicBlock[] = [];
      if (s.clock.phase === 'day' && s.clock.day === 2) {
        out.push({
          kind: 'banner',
          title: 'Dimanche : fête au village',
          text: 'Pas de mort, pas d’exécution : chacun va où il veut.',
        });
      }
      if (s.rs.law) out.push({ kind: 'lines', title: 'Loi du jour', lines: [s.rs.law] });
      out.push({ kind: 'holders', title: 'Mariages', rows: [{ players: ['a', 'b'] }] });
      out.push({ kind: 'tally', title: 'Boutique', rows: [{ label: 'Tonneau de bière', count: 2 }] });
      out.push({
        kind: 'tally',
        title: 'Enchère : Boule de cristal',
        rows: [{ label: 'Chloé', count: 3 }],
        note: 'Enchère ouverte',
      });
      return out;
    },
  },
};

const NAMES = ['Ana', 'Bruno', 'Chloé', 'David'];

/** A game and the effects of its current call. */
interface Played {
  s: GameState<Village>;
  effects: Effect[];
}

function start(): Played {
  const created = startGame<Village>(village, {
    rulesetId: 'village-jouet',
    options: {},
    players: NAMES.map((name, i) => ({ id: 'abcd'[i]!, name })),
    composition: ['reptilien', 'medecin', 'habitant', 'habitant'],
    deal: { a: 'reptilien', b: 'medecin', c: 'habitant', d: 'habitant' },
    seed: 'public',
  });
  if (!created.ok) throw new Error(created.error);
  return { s: created.value.state, effects: created.value.effects };
}

function play(from: Played, ...answers: [string, Json][]): Played {
  let { s, effects } = from;
  for (const [step, value] of answers) {
    const answer: Answer = { kind: 'answer', step, value };
    const r = apply<Village>(village, s, answer);
    if (r.kind !== 'accepted') throw new Error(`${step}: ${r.reason}`);
    s = r.state;
    effects = r.effects;
  }
  return { s, effects };
}

describe('the public projection of a ruleset with a health ladder, a week and public sections', () => {
  it('shows a Q player as dead once announced, never the Q itself nor the night’s attack (000_a045abd3825f1297.txt:78, :106)', () => {
    const night = play(start(), ['attaque', ['b']]).s;
    expect(night.players.b!.health).toBe('Q');
    expect(publicView(village, night).players[1]).toMatchObject({
      name: 'Bruno',
      health: 'I',
      healthLabel: 'Indemne',
      alive: true,
    });
    expect(JSON.stringify(publicView(village, night))).not.toContain('attaquent');

    const dawn = play({ s: night, effects: [] }, ['aube', null]).s;
    const view = publicView(village, dawn);
    expect(view.players[1]).toMatchObject({
      name: 'Bruno',
      health: 'M',
      healthLabel: 'Mort',
      alive: false,
      role: null,
    });
    const text = JSON.stringify(view);
    for (const secret of ['Quasi', '"Q"', 'Médecin', 'Reptilien', 'amoureux', 'Amoureux'])
      expect(text).not.toContain(secret);
  });

  it('groups the announcements by phase, without the phase changes', () => {
    const { s } = play(start(), ['attaque', ['b']], ['aube', null]);
    expect(publicView(village, s).announcements).toEqual([
      { day: 1, phase: 'dawn', title: 'Aube du jour 1', lines: ['Bruno a été retrouvé mort.'] },
    ]);
    expect(publicView(village, s).heading).toBe('Jour 1');
  });

  it('adds the ruleset’s blocks: the Sunday fête with its countdown, the law of the day, marriages, the shop, the auction', () => {
    const saturday = play(start(), ['attaque', ['b']], ['aube', null], ['loi', 'Le vote blanc est interdit']);
    const sat = publicView(village, saturday.s);
    expect(sat.weekday).toBe('samedi');
    expect(sat.blocks.map((x) => x.kind)).toEqual(['lines', 'holders', 'tally', 'tally']);
    expect(sat.blocks[0]).toEqual({ kind: 'lines', title: 'Loi du jour', lines: ['Le vote blanc est interdit'] });
    expect(publicTimer(saturday.effects)).toBeNull();

    const sunday = play(saturday, ['vote', { a: 'c', b: 'c', c: 'a', d: null }], ['attaque', ['c']], ['aube', null]);
    const sun = publicView(village, sunday.s);
    expect(sun.weekday).toBe('dimanche');
    expect(sun.blocks[0]).toMatchObject({ kind: 'banner', title: 'Dimanche : fête au village' });
    expect(publicTimer(sunday.effects)).toEqual({ label: 'Fête au village', seconds: 600 });
  });

  it('keeps a night call’s timer off the public screen unless the ruleset shows it', () => {
    const night = start();
    expect(night.effects).toContainEqual({ type: 'timer', seconds: 30, label: 'Les Reptiliens', publicLabel: null });
    expect(publicTimer(night.effects)).toBeNull();
  });

  it('shows only the counts of a secret vote, one voice each, with no voter and no bonus weight', () => {
    const { s } = play(start(), ['attaque', ['b']], ['aube', null], ['loi', 'Aucune']);
    const vote = publicVote(village, s, { a: 'c', b: 'c', c: null, d: 'zz', intrus: 'a' });
    expect(vote).toEqual({
      title: 'Le vote',
      label: 'Votes',
      show: 'counts',
      voters: [],
      ranking: [{ id: 'c', votes: 2 }],
      leaders: ['c'],
      blank: 1,
      cast: 3,
      total: 4,
    });
    // At night the MJ's selection (the Reptiliens' target) is never a public vote.
    expect(publicVote(village, start().s, ['b'])).toBeNull();
  });
});

describe('the defaults, for a ruleset that says nothing of its public side', () => {
  const begin = () => {
    const created = createGame(toy, {
      rulesetId: 'toy',
      options: {},
      players: ['Ana', 'Bruno', 'Chloé'].map((name, i) => ({ id: `p${i}`, name })),
      composition: ['chef', 'pion', 'pion'],
      deal: { p0: 'chef', p1: 'pion', p2: 'pion' },
      seed: 'x',
    });
    if (!created.ok) throw new Error(created.error);
    return created.value;
  };

  it('shows a deadline’s timer under the call’s title, and no blocks', () => {
    let s = begin();
    let effects: Effect[] = [];
    for (const [step, value] of [
      ['designer', ['p1']],
      ['annonce', null],
    ] as [string, Json][]) {
      const r = apply(toy, s, { kind: 'answer', step, value });
      if (r.kind !== 'accepted') throw new Error(r.reason);
      s = r.state;
      effects = r.effects;
    }
    expect(s.clock.phase).toBe('deadline');
    expect(publicTimer(effects)).toEqual({ label: 'Ordres', seconds: 15 });
    expect(publicView(toy, s).blocks).toEqual([]);
    expect(publicView(toy, s).players[1]).toMatchObject({ alive: false, healthLabel: 'Mort' });
  });

  it('never shows a night selection as a vote', () => {
    expect(publicVote(toy, begin(), ['p1'])).toBeNull();
  });
});
