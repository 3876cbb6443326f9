import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
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
import { ToyTable, toyAnswer } from '../toy/table';

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

/** The Chef designates `ids`, as the engine takes it. */
const designate = (...ids: string[]) => toyAnswer('designer', ids);

describe('engine core', () => {
  it('starts on the first call that waits for the MJ, after running automatic steps', () => {
    const t = new ToyTable();
    expect(t.state.clock).toEqual({ day: 1, phase: 'night' });
    expect(t.step).toBe('designer');
    // The automatic die was rolled (and logged with its purpose) before the first call.
    const roll = t.events('roll')[0];
    expect(roll?.data).toMatchObject({ sides: 6, purpose: 'dé de la nuit' });
    expect(t.rs.lastRoll).toBe((roll!.data as { result: number }).result);
  });

  it('plays the same game from the same seed, and another from another seed', () => {
    const rolls = (seed: string) => {
      const t = new ToyTable(undefined, { seed });
      const out: number[] = [];
      for (let night = 0; night < 2; night++) {
        out.push(t.rs.lastRoll!);
        t.play('designer', [night === 0 ? 'Bruno' : 'Chloé'])
          .play('annonce')
          .play('ordres', { close: true });
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
      [designate('p9'), 'Joueur inconnu : « p9 ».'],
      [designate('p2', 'p3'), 'Désignez exactement un joueur.'],
      [designate('p1'), 'Le Chef ne peut pas se désigner.'],
      [toyAnswer('annonce'), 'Cette réponse vise « Annonce », mais l’appel en cours est « Le Chef ».'],
      // No action of the toy: sent as the engine takes it, past the compiler, to test the engine's own check.
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
      designate('p2'),
      toyAnswer('annonce'),
      toyAnswer('ordres', { close: true }),
      designate('p4'),
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
    const next = push(toy, tl, designate('p2'));
    if (!next.ok) throw new Error(next.outcome.reason);
    tl = undo(toy, next.value);
    expect(tl.state).toEqual(before);
    expect(tl.answers).toEqual([]);
  });

  it('reactions run right after the call that set them off, then the end is checked', () => {
    const t = new ToyTable(['chef', 'pion', 'pion']).play('designer', ['Bruno']);
    expect(t.call).toMatchObject({ step: 'annonce', reaction: true, line: 'Annoncez : Bruno.' });
    t.play('annonce').play('ordres', { close: true }).play('designer', ['Chloé']).play('annonce');
    expect(t.state.ended).toEqual({ camps: ['a'], winners: ['p1'], reason: 'Il ne reste qu’un survivant.' });
    expect(t.state.clock.phase).toBe('end');
    expect(t.rejection('annonce', null)).toEqual({
      kind: 'stale',
      reason: 'La partie est terminée.',
      current: { step: null, seq: 5 },
    });
  });

  it('returns the effects the UI must run, computed once for the new call: what to announce, players to wake, a timer', () => {
    const t = new ToyTable().play('designer', ['Bruno']).play('annonce');
    expect(t.effects).toEqual([
      { type: 'announce', lines: ['Bruno est mort.'] },
      { type: 'timer', seconds: 15, label: 'Ordres', publicLabel: 'Ordres' },
    ]);
    expect(apply(toy, start(), designate('p3'))).toMatchObject({ kind: 'accepted', effects: [] });
    const created = startGame<Toy>(toy, setup());
    expect(created.ok && created.value.effects).toEqual([{ type: 'wake', players: ['p1'] }]);
    // The call view says what to read and answer; what to do (wake, timer) comes only with the effects.
    expect(new ToyTable().call).not.toHaveProperty('wakes');
  });

  it('tells a refusal, a stale answer and an internal error apart by kind', () => {
    const s = start();
    expect(apply(toy, s, designate('p1'))).toEqual({
      kind: 'refused',
      reason: 'Le Chef ne peut pas se désigner.',
    });
    expect(apply(toy, s, designate('p9'))).toEqual({ kind: 'refused', reason: 'Joueur inconnu : « p9 ».' });
    // Meant for another call: stale, whatever its value.
    expect(apply(toy, s, toyAnswer('annonce'))).toMatchObject({
      kind: 'stale',
      current: { step: 'designer', seq: 0 },
    });
    // Meant for another length of game: the sender had seen one answer, the game has none.
    expect(apply(toy, s, { ...designate('p2'), seq: 1 })).toMatchObject({
      kind: 'stale',
      current: { step: 'designer', seq: 0 },
    });
    expect(apply(toy, s, { ...designate('p2'), seq: 0 }).kind).toBe('accepted');
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
    expect(apply(broken, s, designate('p2'))).toEqual({
      kind: 'internal',
      reason: 'Erreur interne des règles : boum',
      error: 'boum',
      step: 'designer',
      answer: designate('p2'),
    });
    // A step id that is an Object.prototype key is an unknown step, not a crash.
    // (No step of the toy: sent past the compiler, as a hostile client would.)
    expect(apply(toy, s, { kind: 'answer', step: 'constructor', value: null })).toMatchObject({
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
    expect(apply(ruled, start(), designate('p2'))).toEqual({ kind: 'refused', reason: 'Non.', rule: '000:1' });
  });

  it('an inert call is still read but only accepts « Suivant »', () => {
    const t = new ToyTable().invoke('reveil', ['Bruno']);
    expect(t.state.events.at(-1)).toMatchObject({ type: 'reveil', vis: { to: 'players', ids: ['p2'] } });
    // The toy cannot kill its Chef: build that state by hand to look at the inert call.
    const s = t.state;
    t.setState({ ...s, players: { ...s.players, p1: { ...s.players.p1!, health: 'mort' } } });
    expect(t.call.inert).toBe('le Chef est mort');
    expect(t.call.prompt).toEqual({ kind: 'ack' });
    expect(t.rejection('designer', ['Bruno'])).toEqual({
      kind: 'refused',
      reason: 'Cet appel est sans effet (le Chef est mort) : touchez seulement « Suivant ».',
    });
    t.pass('designer');
    expect(t.texts('inert')).toEqual(['Le Chef : appel sans effet (le Chef est mort).']);
  });

  it('collects forum orders in any order until the MJ closes the book, then resolves them in the fixed order', () => {
    const t = new ToyTable().play('designer', ['Bruno']).play('annonce');
    expect(t.step).toBe('ordres');
    t.play('ordres', { put: { player: 'Chloé', kind: 'vote', value: ['David'] } })
      .play('ordres', { put: { player: 'David', kind: 'don', value: 3 } })
      .play('ordres', { put: { player: 'Chloé', kind: 'vote', value: ['Ana'] } });
    expect(t.step).toBe('ordres');
    expect(t.rs.book.orders).toHaveLength(2);
    expect(t.rejection('ordres', { put: { player: 'Ana', kind: 'don', value: 2 } })).toEqual({
      kind: 'refused',
      reason: 'Le Chef ne donne rien.',
    });
    expect(t.rejection('ordres', { put: { player: 'Bruno', kind: 'vote', value: ['Chloé'] } })).toEqual({
      kind: 'refused',
      reason: 'Bruno ne peut pas donner d’ordre.',
    });
    expect(t.rejection('ordres', { put: { player: 'Chloé', kind: 'don', value: 12 } })).toEqual({
      kind: 'refused',
      reason: 'Entrez un nombre entre 1 et 9.',
    });
    t.play('ordres', { close: true });
    expect(t.texts('ordres')).toEqual(['Résolution : don:p4 vote:p3']);
    expect(t.state.clock).toEqual({ day: 2, phase: 'night' });
  });

  it('the public projection holds announced facts only', () => {
    const t = new ToyTable().play('designer', ['Bruno']);
    let pub = t.publicView();
    // Bruno is marked (secret) but not yet announced: alive for everyone.
    expect(pub.players.find((p) => p.id === 'p2')).toMatchObject({ alive: true, role: null });
    expect(JSON.stringify(pub)).not.toContain('marqué');
    t.play('annonce');
    pub = t.publicView();
    expect(pub.players.find((p) => p.id === 'p2')).toMatchObject({ alive: false, healthLabel: 'Mort', role: null });
    expect(pub.log.map((l) => l.text)).toEqual(['Nuit 1', 'Bruno est mort.', 'Deadline du jour 1']);
    expect(pub.weekday).toBe('lundi');
  });

  it('checks the setup and explains what is wrong, in French', () => {
    const bad: [Partial<GameSetup>, string][] = [
      [{ players: [{ id: 'p1', name: 'Ana' }] }, 'Jeu jouet se joue de 3 à 6 joueurs (ici 1).'],
      [{ composition: ['chef', 'chef', 'pion', 'pion'] }, 'Chef\u00a0: 2 cartes, au plus 1.'],
      [{ composition: ['chef', 'pion', 'pion'] }, 'La composition compte 3 cartes\u00a0; il en faut 4.'],
      [{ composition: ['chef', 'pion', 'pion', 'fou'] }, typo('Rôle inconnu : « fou ».')],
      [{ options: { couleur: 'bleu' } }, typo('Option inconnue : « couleur ».')],
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
  const toNight2 = (s: GameState<Toy>) => answer(answer(s, designate('p2')), toyAnswer('annonce'));
  const close = (rolls?: number[]): Answer => ({
    ...toyAnswer('ordres', { close: true }),
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
    expect(apply(toy, start(), { ...designate('p2'), rolls: [1] }).kind).toBe('refused');
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
    expect(apply(lot, s, designate('p2'))).toMatchObject({
      kind: 'needs-roll',
      sides: 3,
      among: ['Bruno', 'Chloé', 'David'],
    });
    const r = apply(lot, s, { ...designate('p2'), rolls: [3] });
    expect(r.kind === 'accepted' && r.state.events.find((e) => e.type === 'draw')?.data).toMatchObject({
      result: 'p4',
      byHand: true,
    });
  });
});
