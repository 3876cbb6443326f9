import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  currentCall,
  publicView,
  replay,
  startGame,
  undo,
  push,
  type Answer,
  type GameSetup,
  type GameState,
} from '../../src/engine';
import { typo } from '../../src/engine/french';
import { toy } from '../../src/rulesets/toy';
import type { ToyState as Toy } from '../../src/rulesets/toy/types';

const setup = (over: Partial<GameSetup> = {}): GameSetup => ({
  rulesetId: 'toy',
  options: {},
  players: ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name })),
  composition: ['chef', 'pion', 'pion', 'pion'],
  deal: { p1: 'chef', p2: 'pion', p3: 'pion', p4: 'pion' },
  seed: 'graine',
  ...over,
});

function start(over: Partial<GameSetup> = {}): GameState<Toy> {
  const g = createGame<Toy>(toy, setup(over));
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

function answer(s: GameState<Toy>, a: Answer): GameState<Toy> {
  const r = apply<Toy>(toy, s, a);
  if (r.kind !== 'accepted') throw new Error(r.reason);
  return r.state;
}

const pick = (step: string, ...ids: string[]): Answer => ({ kind: 'answer', step, value: ids });
const ack = (step: string): Answer => ({ kind: 'answer', step, value: null });

describe('engine core', () => {
  it('starts on the first call that waits for the MJ, after running automatic steps', () => {
    const s = start();
    expect(s.clock).toEqual({ day: 1, phase: 'night' });
    expect(currentCall(toy, s)?.step).toBe('designer');
    // The automatic die was rolled (and logged with its purpose) before the first call.
    const roll = s.events.find((e) => e.type === 'roll');
    expect(roll?.data).toMatchObject({ sides: 6, purpose: 'dé de la nuit' });
    expect(s.rs.lastRoll).toBe((roll!.data as { result: number }).result);
  });

  it('plays the same game from the same seed, and another from another seed', () => {
    const rolls = (seed: string) => {
      let s = start({ seed });
      const out: number[] = [];
      for (let night = 0; night < 2; night++) {
        out.push(s.rs.lastRoll!);
        s = answer(s, pick('designer', night === 0 ? 'p2' : 'p3'));
        s = answer(s, ack('annonce'));
        s = answer(s, { kind: 'answer', step: 'ordres', value: { close: true } });
      }
      return out;
    };
    expect(rolls('a')).toEqual(rolls('a'));
    expect(new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => rolls(seed).join())).size).toBeGreaterThan(1);
  });

  it('deals from the seed when no deal is given, and logs the shuffle', () => {
    const a = start({ deal: undefined, seed: 'x' });
    const b = start({ deal: undefined, seed: 'x' });
    expect(a.order.map((id) => a.players[id]!.role)).toEqual(b.order.map((id) => b.players[id]!.role));
    expect(a.order.map((id) => a.players[id]!.role).sort()).toEqual(['chef', 'pion', 'pion', 'pion']);
    expect(a.events[0]).toMatchObject({ type: 'shuffle', vis: { to: 'mj' } });
    // The order the cards were listed in does not matter, only the seed.
    const c = start({ deal: undefined, seed: 'x', composition: ['pion', 'pion', 'chef', 'pion'] });
    expect(c.order.map((id) => c.players[id]!.role)).toEqual(a.order.map((id) => a.players[id]!.role));
  });

  it('refuses bad input with a French reason and leaves the state untouched', () => {
    const s = start();
    const frozen = JSON.stringify(s);
    const cases: [Answer, string][] = [
      [pick('designer', 'p9'), 'Joueur inconnu : « p9 ».'],
      [pick('designer', 'p2', 'p3'), 'Désignez exactement un joueur.'],
      [pick('designer', 'p1'), 'Le Chef ne peut pas se désigner.'],
      [ack('annonce'), 'Cette réponse vise « Annonce », mais l’appel en cours est « Le Chef ».'],
      [{ kind: 'invoke', action: 'vol', value: null }, 'Action inconnue : « vol ».'],
    ];
    for (const [a, message] of cases) {
      const r = apply(toy, s, a);
      expect(r.kind === 'accepted' ? null : r.reason).toBe(message);
    }
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('replays a log to the very same state', () => {
    let s = start();
    const log: Answer[] = [
      pick('designer', 'p2'),
      ack('annonce'),
      { kind: 'answer', step: 'ordres', value: { close: true } },
      pick('designer', 'p4'),
    ];
    for (const a of log) s = answer(s, a);
    const r = replay<Toy>(toy, setup(), log);
    expect(r.ok && r.value.state).toEqual(s);
  });

  it('undo drops the last answer and replays, from checkpoints too', () => {
    const r = replay<Toy>(toy, setup(), []);
    if (!r.ok) throw new Error(r.error);
    let tl = r.value;
    const before = tl.state;
    const next = push(toy, tl, pick('designer', 'p2'));
    if (!next.ok) throw new Error(next.outcome.reason);
    tl = undo(toy, next.value);
    expect(tl.state).toEqual(before);
    expect(tl.answers).toEqual([]);
  });

  it('reactions run right after the call that set them off, then the end is checked', () => {
    let s = start({
      players: ['Ana', 'Bruno', 'Chloé'].map((name, i) => ({ id: `p${i + 1}`, name })),
      composition: ['chef', 'pion', 'pion'],
      deal: { p1: 'chef', p2: 'pion', p3: 'pion' },
    });
    s = answer(s, pick('designer', 'p2'));
    expect(currentCall(toy, s)).toMatchObject({ step: 'annonce', reaction: true, line: 'Annoncez : Bruno.' });
    s = answer(s, ack('annonce'));
    s = answer(s, { kind: 'answer', step: 'ordres', value: { close: true } });
    s = answer(s, pick('designer', 'p3'));
    s = answer(s, ack('annonce'));
    expect(s.ended).toEqual({ camps: ['a'], winners: ['p1'], reason: 'Il ne reste qu’un survivant.' });
    expect(s.clock.phase).toBe('end');
    expect(apply(toy, s, ack('annonce'))).toEqual({
      kind: 'stale',
      reason: 'La partie est terminée.',
      current: { step: null, seq: 5 },
    });
  });

  it('returns the effects the UI must run, computed once for the new call: what to announce, players to wake, a timer', () => {
    const s = start();
    const r = apply(toy, s, pick('designer', 'p2'));
    expect(r.kind).toBe('accepted');
    const r2 = apply(toy, (r as { state: GameState<Toy> }).state, ack('annonce'));
    expect(r2.kind === 'accepted' && r2.effects).toEqual([
      { type: 'announce', lines: ['Bruno est mort.'] },
      { type: 'timer', seconds: 15, label: 'Ordres', publicLabel: 'Ordres' },
    ]);
    expect(apply(toy, start(), pick('designer', 'p3'))).toMatchObject({ kind: 'accepted', effects: [] });
    const created = startGame<Toy>(toy, setup());
    expect(created.ok && created.value.effects).toEqual([{ type: 'wake', players: ['p1'] }]);
    // The call view says what to read and answer; what to do (wake, timer) comes only with the effects.
    expect(currentCall(toy, start())).not.toHaveProperty('wakes');
  });

  it('tells a refusal, a stale answer and an internal error apart by kind', () => {
    const s = start();
    expect(apply(toy, s, pick('designer', 'p1'))).toEqual({
      kind: 'refused',
      reason: 'Le Chef ne peut pas se désigner.',
    });
    expect(apply(toy, s, pick('designer', 'p9'))).toEqual({ kind: 'refused', reason: 'Joueur inconnu : « p9 ».' });
    // Meant for another call: stale, whatever its value.
    expect(apply(toy, s, ack('annonce'))).toMatchObject({ kind: 'stale', current: { step: 'designer', seq: 0 } });
    // Meant for another length of game: the sender had seen one answer, the game has none.
    expect(apply(toy, s, { ...pick('designer', 'p2'), seq: 1 })).toMatchObject({
      kind: 'stale',
      current: { step: 'designer', seq: 0 },
    });
    expect(apply(toy, s, { ...pick('designer', 'p2'), seq: 0 }).kind).toBe('accepted');
    // A resolver that throws is a bug: reported with the step and the answer, the state untouched.
    const broken = {
      ...toy,
      steps: {
        ...toy.steps,
        designer: {
          ...toy.steps.designer,
          resolve: () => {
            throw new Error('boum');
          },
        },
      },
    };
    expect(apply(broken, s, pick('designer', 'p2'))).toEqual({
      kind: 'internal',
      reason: 'Erreur interne des règles : boum',
      error: 'boum',
      step: 'designer',
      answer: pick('designer', 'p2'),
    });
    // A step id that is an Object.prototype key is an unknown step, not a crash.
    expect(apply(toy, s, ack('constructor'))).toMatchObject({
      kind: 'stale',
      reason: 'Cette réponse vise « constructor », mais l’appel en cours est « Le Chef ».',
    });
    expect(apply(toy, s, { kind: 'invoke', action: 'toString', value: null })).toEqual({
      kind: 'refused',
      reason: 'Action inconnue : « toString ».',
    });
  });

  it('a refusal may name the rule it applies', () => {
    const ruled = {
      ...toy,
      steps: { ...toy.steps, designer: { ...toy.steps.designer, validate: () => ({ reason: 'Non.', rule: '000:1' }) } },
    };
    expect(apply(ruled, start(), pick('designer', 'p2'))).toEqual({ kind: 'refused', reason: 'Non.', rule: '000:1' });
  });

  it('an inert call is still read but only accepts « Suivant »', () => {
    let s = start();
    s = answer(s, { kind: 'invoke', action: 'reveil', value: ['p2'] });
    expect(s.events.at(-1)).toMatchObject({ type: 'reveil', vis: { to: 'players', ids: ['p2'] } });
    // The toy cannot kill its Chef: build that state by hand to look at the inert call.
    const dead = { ...s, players: { ...s.players, p1: { ...s.players.p1!, health: 'mort' } } } as GameState<Toy>;
    const call = currentCall(toy, dead)!;
    expect(call.inert).toBe('le Chef est mort');
    expect(call.prompt).toEqual({ kind: 'ack' });
    expect(apply(toy, dead, pick('designer', 'p2'))).toEqual({
      kind: 'refused',
      reason: 'Cet appel est sans effet (le Chef est mort) : touchez seulement « Suivant ».',
    });
    const r = apply(toy, dead, ack('designer'));
    expect(r.kind === 'accepted' && r.state.events.find((e) => e.type === 'inert')?.text).toBe(
      'Le Chef : appel sans effet (le Chef est mort).',
    );
  });

  it('collects forum orders in any order until the MJ closes the book, then resolves them in the fixed order', () => {
    let s = start();
    s = answer(s, pick('designer', 'p2'));
    s = answer(s, ack('annonce'));
    expect(currentCall(toy, s)?.step).toBe('ordres');
    const order = (value: unknown) => ({ kind: 'answer', step: 'ordres', value }) as Answer;
    s = answer(s, order({ put: { player: 'p3', kind: 'vote', value: ['p4'] } }));
    s = answer(s, order({ put: { player: 'p4', kind: 'don', value: 3 } }));
    s = answer(s, order({ put: { player: 'p3', kind: 'vote', value: ['p1'] } }));
    expect(currentCall(toy, s)?.step).toBe('ordres');
    expect(s.rs.book.orders).toHaveLength(2);
    expect(apply(toy, s, order({ put: { player: 'p1', kind: 'don', value: 2 } }))).toEqual({
      kind: 'refused',
      reason: 'Le Chef ne donne rien.',
    });
    expect(apply(toy, s, order({ put: { player: 'p2', kind: 'vote', value: ['p3'] } }))).toEqual({
      kind: 'refused',
      reason: 'Bruno ne peut pas donner d’ordre.',
    });
    expect(apply(toy, s, order({ put: { player: 'p3', kind: 'don', value: 12 } }))).toEqual({
      kind: 'refused',
      reason: 'Entrez un nombre entre 1 et 9.',
    });
    s = answer(s, order({ close: true }));
    expect(s.events.find((e) => e.type === 'ordres')?.text).toBe('Résolution : don:p4 vote:p3');
    expect(s.clock).toEqual({ day: 2, phase: 'night' });
  });

  it('the public projection holds announced facts only', () => {
    let s = start();
    s = answer(s, pick('designer', 'p2'));
    let pub = publicView(toy, s);
    // Bruno is marked (secret) but not yet announced: alive for everyone.
    expect(pub.players.find((p) => p.id === 'p2')).toMatchObject({ alive: true, role: null });
    expect(JSON.stringify(pub)).not.toContain('marqué');
    s = answer(s, ack('annonce'));
    pub = publicView(toy, s);
    expect(pub.players.find((p) => p.id === 'p2')).toMatchObject({ alive: false, healthLabel: 'Mort', role: null });
    expect(pub.log.map((l) => l.text)).toEqual(['Nuit 1', 'Bruno est mort.', 'Deadline du jour 1']);
    expect(pub.weekday).toBe('lundi');
  });

  it('checks the setup and explains what is wrong, in French', () => {
    const bad: [Partial<GameSetup>, string][] = [
      [{ players: [{ id: 'p1', name: 'Ana' }] }, 'Jeu jouet se joue de 3 à 6 joueurs (ici 1).'],
      [{ composition: ['chef', 'chef', 'pion', 'pion'] }, 'Chef : 2 cartes, au plus 1.'],
      [{ composition: ['chef', 'pion', 'pion'] }, 'La composition compte 3 cartes ; il en faut 4.'],
      [{ composition: ['chef', 'pion', 'pion', 'fou'] }, 'Rôle inconnu : « fou ».'],
      [{ options: { couleur: 'bleu' } }, 'Option inconnue : « couleur ».'],
      [{ options: { nightsToWin: 12 } }, 'Nuits\u00a0: un nombre entier de 1 à 9 est attendu.'],
      [{ deal: { p1: 'chef', p2: 'pion', p3: 'pion' } }, 'Aucune carte n’est attribuée à David.'],
      [
        { players: ['Ana', 'ana', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name })) },
        typo('Joueurs n° 1 et n° 2 : deux joueurs s’appellent « ana ».'),
      ],
      [{ seed: '' }, 'La graine du hasard est vide.'],
    ];
    for (const [over, message] of bad) expect(createGame(toy, setup(over))).toEqual({ ok: false, error: message });
    expect(start().setup.options).toEqual({ nightsToWin: 3 });
  });
});

describe('dice rolled at the table (the MJ’s physical dice)', () => {
  // The toy's night starts with an automatic d6 (src/rulesets/toy/steps/de.ts): closing the orders sets it off.
  const toNight2 = (s: GameState<Toy>) => answer(answer(s, pick('designer', 'p2')), ack('annonce'));
  const close = (rolls?: number[]): Answer => ({
    kind: 'answer',
    step: 'ordres',
    value: { close: true },
    ...(rolls ? { rolls } : {}),
  });

  it('takes the dice an answer carries, in order, logs them as entered by hand, and leaves the generator alone', () => {
    const s = toNight2(start());
    const r = apply(toy, s, close([5]));
    if (r.kind !== 'accepted') throw new Error(r.reason);
    expect(r.state.rs.lastRoll).toBe(5);
    expect(r.state.events.filter((e) => e.type === 'roll').at(-1)).toMatchObject({
      text: 'Dé à 6 faces (dé de la nuit) : 5 (saisi à la main)',
      data: { sides: 6, result: 5, byHand: true },
    });
    expect(r.state.rng).toEqual(s.rng);
  });

  it('refuses a face the die cannot show, and a die that nothing rolls', () => {
    const s = toNight2(start());
    expect(apply(toy, s, close([7]))).toEqual({
      kind: 'refused',
      reason: 'Le dé saisi (7) ne peut pas sortir d’un dé à 6 faces (dé de la nuit).',
    });
    expect(apply(toy, s, close([2, 3]))).toEqual({
      kind: 'refused',
      reason: 'Un dé saisi à la main n’a pas servi : cette réponse n’en lance pas autant.',
    });
    expect(apply(toy, start(), { ...pick('designer', 'p2'), rolls: [1] }).kind).toBe('refused');
  });

  it('with physical dice, asks for each die the answer needs, then takes the answer with it', () => {
    const s = toNight2(start({ handDice: true }));
    expect(apply(toy, s, close())).toEqual({
      kind: 'needs-roll',
      reason: 'Lancez un dé à 6 faces à la table (dé de la nuit) et saisissez le résultat.',
      sides: 6,
      purpose: 'dé de la nuit',
      given: 0,
    });
    const r = apply(toy, s, close([2]));
    expect(r.kind === 'accepted' && r.state.rs.lastRoll).toBe(2);
  });

  it('draws by lot by hand: the rank of the one drawn', () => {
    const lot = {
      ...toy,
      steps: {
        ...toy.steps,
        designer: {
          ...toy.steps.designer,
          validate: () => null,
          resolve: (ctx: Parameters<typeof toy.steps.designer.resolve>[0]) =>
            void ctx.pick(['p2', 'p3', 'p4'], 'au sort'),
        },
      },
    };
    const s = start({ handDice: true });
    expect(apply(lot, s, pick('designer', 'p2'))).toMatchObject({
      kind: 'needs-roll',
      sides: 3,
      among: ['Bruno', 'Chloé', 'David'],
    });
    const r = apply(lot, s, { ...pick('designer', 'p2'), rolls: [3] });
    expect(r.kind === 'accepted' && r.state.events.find((e) => e.type === 'draw')?.data).toMatchObject({
      result: 'p4',
      byHand: true,
    });
  });
});
