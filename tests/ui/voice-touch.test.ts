/**
 * The guided night's calls where the MJ only touches players (issue 21's
 * last goal): with the voice setting « touchAlone » (on by default) they run
 * by themselves like the calls with nothing to decide; off, they wait for
 * the MJ as before. Never a call where he shows a card, wakes someone by
 * hand, swaps a card, or has something to decide, time or copy.
 */
import { describe, expect, it } from 'vitest';
import { currentCall, effectsOf, type AnyRuleset, type CallView, type Effect, type GameState } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quietCall, touchOnly } from '../../src/ui/game/quietCall';
import { runsAlone, runsByItself } from '../../src/ui/voice/autorun';
import { publicSentences } from '../../src/ui/voice/utterances';
import { playTo, qbVoiceSetup } from '../../e2e/fixtures/games';
import { NIGHT_1, play, rules } from './helpers';

const at = (state: GameState, r: AnyRuleset = rules) => ({
  call: currentCall(r, state)!,
  effects: effectsOf(r, state),
});

const call = (patch: Partial<CallView> = {}): CallView => ({
  step: 'x',
  title: 'Titre',
  line: 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.',
  notes: ['Amoureux : Alice et Bruno.'],
  inert: null,
  prompt: { kind: 'ack' },
  reaction: false,
  ...patch,
});
const wake: Effect[] = [{ type: 'wake', players: ['p1', 'p2'] }];

describe('Quinte-bourg : les couples mariés, que le MJ appelle et touche (000:634)', () => {
  const couples = call({
    line: 'J’appelle les couples mariés l’un après l’autre et touche la tête de ceux qui ont dormi au domicile conjugal.',
    notes: ['Alice et Bruno : tous deux à la maison.'],
  });

  it('« et touche la tête » est un geste du MJ : l’appel attend, sauf réglage « toucher seulement »', () => {
    expect(quietCall(couples, wake)).toBe(false);
    expect(touchOnly(couples, wake)).toBe(true);
    expect(runsByItself(couples, wake, 'night', true)).toBe(true);
    expect(runsByItself(couples, wake, 'night', false)).toBe(false);
  });
});

describe('Thiercelieux : les Amoureux, que le MJ touche (004:606, 004:511)', () => {
  const lovers = at(play(NIGHT_1.slice(0, 2)).state);

  it('passent seuls en nuit guidée, le réglage allumé ; attendent le MJ, éteint', () => {
    expect(lovers.call.step).toBe('amoureux');
    // Not a call with nothing to do (the MJ's hands touch two heads): only the setting lets it run.
    expect(quietCall(lovers.call, lovers.effects)).toBe(false);
    expect(touchOnly(lovers.call, lovers.effects)).toBe(true);
    expect(runsByItself(lovers.call, lovers.effects, 'night', true)).toBe(true);
    expect(runsByItself(lovers.call, lovers.effects, 'night', false)).toBe(false);
    // Its line is said whole (« Les Amoureux » is the call's title), so it runs alone once read.
    const whole = publicSentences(rules, play(NIGHT_1.slice(0, 2)).state, lovers.call).wholeLine;
    expect(runsAlone(lovers.call, lovers.effects, 'night', whole, true)).toBe(true);
    expect(runsAlone(lovers.call, lovers.effects, 'night', whole, false)).toBe(false);
  });

  it('les joueurs à toucher sont sur l’écran du MJ : réveillés par l’appel, nommés dans ses notes', () => {
    // Cupidon united Gaëlle (j7) and Hugo (j8) in NIGHT_1.
    expect(lovers.effects).toContainEqual({ type: 'wake', players: ['j7', 'j8'] });
    expect(lovers.call.notes.join(' ')).toMatch(/Gaëlle.*Hugo/);
  });

  it('jamais la carte que le MJ montre à la Voyante (« Montrez »)', () => {
    const shown = at(play(NIGHT_1.slice(0, 4)).state);
    expect(shown.call.step).toBe('montrer');
    expect(runsByItself(shown.call, shown.effects, 'night', true)).toBe(false);
  });

  it('jamais le jour', () => {
    expect(runsByItself(lovers.call, lovers.effects, 'day', true)).toBe(false);
  });
});

describe('ce qui n’est pas « toucher seulement »', () => {
  it('un appel où le MJ touche et n’a rien d’autre à faire : oui', () => {
    expect(touchOnly(call(), wake)).toBe(true);
    expect(
      touchOnly(call({ line: 'Ils ouvrent les yeux.', notes: ['Je touche la tête d’Alice et Bruno.'] }), wake),
    ).toBe(true);
    expect(touchOnly(call({ line: 'Touchez Alice : il ou elle ne se réveillera pas cette nuit.' }), [])).toBe(true);
  });
  it('montrer, réveiller, remplacer une carte, dire : non', () => {
    const lines = [
      'Touchez Alice : il ou elle se réveille et je lui montre sa « victime », Bruno.',
      'Montrez au Prêtre la carte de Bruno, puis touchez Bruno dans le dos.',
      'Je touche Alice. Réveillez Bruno.',
      'Les loups rendormis, remplacez discrètement sa carte par un Loup-Garou et touchez-le.',
      'Touchez-les : ils se réveillent, je le leur dis en silence, et ils se rendorment.',
      'Je touche Alice et je la réveille.',
    ];
    for (const line of lines) expect(touchOnly(call({ line, notes: [] }), wake), line).toBe(false);
    expect(touchOnly(call({ notes: ['Montrez-leur la carte du Loup.'] }), wake)).toBe(false);
  });
  it('une décision, un minuteur, un document, une sonnerie, une annonce, une carte des lieux : non', () => {
    const players = { kind: 'players', min: 1, max: 1, candidates: ['p1'], label: 'Cible' } as CallView['prompt'];
    expect(touchOnly(call({ prompt: players }), wake)).toBe(false);
    expect(touchOnly(call({ prompt: { kind: 'ack', label: 'Après le mime' } }), wake)).toBe(false);
    expect(touchOnly(call({ places: [] }), wake)).toBe(false);
    const extra: Effect[] = [
      { type: 'timer', seconds: 20, label: 'Mime', publicLabel: null },
      { type: 'documents', docs: [] },
      { type: 'ring' },
      { type: 'announce', lines: ['Alice est morte.'] },
    ];
    for (const fx of extra) expect(touchOnly(call(), [...wake, fx]), fx.type).toBe(false);
  });
  it('un appel sans toucher, ou sans effet, n’en est pas un (le reste de quietCall décide)', () => {
    expect(touchOnly(call({ line: 'La Voyante se réveille.', notes: [] }), wake)).toBe(false);
    expect(touchOnly(call({ inert: 'Cupidon n’a uni personne' }), [])).toBe(false);
  });
});

describe('Quinte-bourg : les haineux et les plans-cul que le MJ touche (000:423, 000:427)', () => {
  it('suivent la même règle : seuls avec le réglage, le MJ sinon', () => {
    const { state } = playTo(quintebourg, qbVoiceSetup(), [], 'resultat');
    const touched = at(state, quintebourg);
    expect(touched.call.notes.join(' ')).toMatch(/^Je touche la tête/);
    expect(runsByItself(touched.call, touched.effects, 'night', true)).toBe(true);
    expect(runsByItself(touched.call, touched.effects, 'night', false)).toBe(false);
    expect(publicSentences(quintebourg, state, touched.call).wholeLine).toBe(true);
  });
});
