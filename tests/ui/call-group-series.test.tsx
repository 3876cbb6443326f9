/**
 * A woken role that does nothing at its consecutive calls passes them with
 * one tap (src/ui/game/quietSeries.ts, issue 21). The Sorcière is called
 * once in the night's order (004:631), and her two potions are two calls
 * that wake her alone: « Rien (2 appels) » gives each call the answer the MJ
 * would have tapped there (« Ne pas sauver », then « Personne »), each its
 * own answer in the log, so replay and export are those of the calls
 * answered one by one; « Retour » still undoes one answer.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apply, currentCall, effectsOf, type Answer, type GameState } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { getDB } from '../../src/storage';
import { quietSeries } from '../../src/ui/game/quietSeries';
import { utterancesAt } from '../../src/ui/voice/utterances';
import GameScreen from '../../src/ui/screens/GameScreen';
import { saveGameSettings, DEFAULT_VOICE } from '../../src/ui/voice/settings';
import { playTo, qbVoiceSetup } from '../../e2e/fixtures/games';
import { FR_VOICE, stubSpeech } from '../support/speech-stub';
import { answer, lineOf, NIGHT_1, play, rules, storeGame, withFreshDB } from './helpers';

/** Night 1 at the Sorcière's first call: the wolves ate Chloé. */
const AT_WITCH = NIGHT_1.slice(0, 6);
const steps = (s: GameState) => quietSeries(rules, s, effectsOf(rules, s));

/** The answers given by applying each in turn (refused: throws). */
function given(state: GameState, answers: readonly Answer[]): GameState {
  return answers.reduce((s, a) => {
    const r = apply(rules, s, a);
    if (r.kind !== 'accepted') throw new Error(`${JSON.stringify(a)}: ${r.kind}`);
    return r.state;
  }, state);
}

describe('les appels consécutifs d’un rôle réveillé qui ne fait rien', () => {
  it('la Sorcière sans potion : ses deux appels, chacun avec la réponse que le MJ y aurait touchée', () => {
    const { state } = play(AT_WITCH);
    const series = steps(state);
    expect(series.map((c) => [c.call.step, c.answer])).toEqual([
      ['sorciere-vie', false],
      ['sorciere-mort', []],
    ]);
    // The buttons of each call's own screen: what the MJ reads under « Rien (2 appels) ».
    expect(series.map((c) => c.label)).toEqual(['Ne pas sauver', 'Personne']);
    // The very answers of the night played call by call, and the same state after them.
    const oneByOne = NIGHT_1.slice(6, 8);
    expect(series.map((c) => ({ kind: 'answer', step: c.call.step, value: c.answer }))).toEqual(oneByOne);
    expect(given(state, oneByOne)).toEqual(play(NIGHT_1).state);
  });

  it('pas de série où le rôle doit choisir, ni quand l’appel suivant réveille d’autres joueurs', () => {
    // The wolves' call (004:625) names their victim: no « nothing » answer to give.
    expect(steps(play(NIGHT_1.slice(0, 5)).state)).toEqual([]);
    // She saves the victim: her second call is a bare « Suivant » (one potion a night), on its own.
    const saved = play([...AT_WITCH, answer('sorciere-vie', true)]).state;
    expect(currentCall(rules, saved)!.step).toBe('sorciere-mort');
    expect(steps(saved)).toEqual([]);
    // Quinte-bourg: Cortex may do nothing, but Minus's call comes next (another player): no series.
    const cortex = playTo(quintebourg, qbVoiceSetup(), [], 'cortex').state;
    expect(quietSeries(quintebourg, cortex, effectsOf(quintebourg, cortex))).toEqual([]);
  });
});

describe('l’écran de la Sorcière', () => {
  withFreshDB();
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('« Rien (2 appels) » enregistre les deux réponses du MJ, « Retour » n’en défait qu’une', async () => {
    const user = userEvent.setup();
    const gameId = await storeGame(AT_WITCH);
    render(<GameScreen gameId={gameId} />);
    const button = await screen.findByRole('button', { name: 'Rien (2 appels)' }, { timeout: 10_000 });
    // Under it, what it answers at each call; above it, the second call, read with the first.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      '«\u00a0Ne pas sauver\u00a0», puis «\u00a0Personne\u00a0»',
    );
    expect(screen.getByRole('region', { name: 'Puis, à la suite' }).textContent).toContain(
      'Veut-elle utiliser sa potion de mort',
    );
    await user.click(button);
    const stored = async () =>
      (await getDB().answers.where('gameId').equals(gameId).sortBy('seq')).map((a) => a.answer);
    await waitFor(async () => expect(await stored()).toHaveLength(8), { timeout: 10_000 });
    expect((await stored()).map(({ seq: _seq, ...a }) => a)).toEqual(NIGHT_1);
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(async () => expect(await stored()).toHaveLength(7), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'La Sorcière (potion de mort)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rien \(/ })).toBeNull();
  });

  it('la voix dit chaque appel dans l’ordre et à son rythme, même répondus d’un seul toucher', async () => {
    const user = userEvent.setup();
    const said = stubSpeech([FR_VOICE], { endAfter: 0 });
    const gameId = await storeGame(AT_WITCH);
    saveGameSettings(gameId, { ...DEFAULT_VOICE, mode: 'guided', pauseMin: 0.3, pauseMax: 0.3 });
    render(<GameScreen gameId={gameId} />);
    const heard = (): string => said.map((u) => u.text).join(' ');
    const bar = (): string | null => document.querySelector('.voice-bar')!.getAttribute('data-state');
    await user.click(await screen.findByRole('button', { name: 'Reprendre' }, { timeout: 10_000 }));
    // Her first call only, as when called one by one: reading the second with it would tell the table a series is
    // there (she is alive with both potions).
    const [vie, mort] = [AT_WITCH, NIGHT_1.slice(0, 7)].map((a) => lineOf(play(a).state));
    const dawn = play(NIGHT_1).state;
    const aube = utterancesAt(rules, dawn, currentCall(rules, dawn), effectsOf(rules, dawn)).lines;
    await waitFor(() => expect(bar()).toBe('deciding'));
    expect(heard()).toBe(vie);
    await user.click(screen.getByRole('button', { name: 'Rien (2 appels)' }));
    // Then the second call's line, and a call's pause (as the MJ's decision would take) before the dawn.
    await waitFor(() => expect(bar()).toBe('waiting'), { timeout: 10_000 });
    expect(heard()).toBe(`${vie} ${mort}`);
    await waitFor(() => expect(bar()).toBe('deciding'), { timeout: 10_000 });
    expect(heard()).toBe([vie, mort, ...aube].join(' '));
  });
});
