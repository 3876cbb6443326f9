/**
 * When the guided night starts without « Reprendre » (issue 21): the run
 * waits for the MJ's tap (browsers refuse speech before one; the MJ starts
 * when the table is ready), unless that tap just led here: « Commencer » on
 * the new-game screen (src/ui/voice/startRun.ts), or the answer to the day's
 * last call, which brings the night. A game opened again from the list
 * still opens paused, and a run the MJ stopped stays stopped.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentCall, typo } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { appendAnswer, createStoredGame } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import { DEFAULT_VOICE, saveDefaultSettings } from '../../src/ui/voice/settings';
import { markStartedByTap } from '../../src/ui/voice/startRun';
import { playTo, qbVoiceSetup } from '../../e2e/fixtures/games';
import { FR_VOICE, stubSpeech, type Said } from '../support/speech-stub';
import { play, rules, storeGame, withFreshDB } from './helpers';

const bar = (): Element | null => document.querySelector('.voice-bar');
const flat = (t: string): string => t.replace(/\s+/g, ' ').trim();
const heard = (said: Said[]): string => flat(said.map((u) => u.text).join(' '));
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** Quinte-bourg, mode V, 12 players, at the last call of day 0 (« Tout est prêt »): night 1 follows. */
async function storeDayEnd(): Promise<string> {
  const { answers } = playTo(quintebourg, qbVoiceSetup(), [], 'depart');
  const gameId = await createStoredGame(qbVoiceSetup(), 'Fin du jour 0', 'Jour 0');
  for (const [seq, a] of answers.entries()) await appendAnswer(gameId, seq, a);
  return gameId;
}
/** What the voice says first at nightfall: the line of Quinte-bourg's night 1 first call. */
const nightfall = (): string => {
  const { state } = playTo(quintebourg, qbVoiceSetup(), [], 'tombee');
  return flat(typo(currentCall(quintebourg, state)!.line));
};

describe('la nuit guidée démarre au toucher du MJ', () => {
  withFreshDB();
  let said: Said[] = [];
  beforeEach(() => {
    said = stubSpeech([FR_VOICE], { endAfter: 0 });
    saveDefaultSettings({ ...DEFAULT_VOICE, mode: 'guided', pauseMin: 0, pauseMax: 0 });
  });
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(window, 'speechSynthesis');
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('une partie lancée par « Commencer » lit son premier appel sans « Reprendre »', async () => {
    const gameId = await storeGame([]);
    markStartedByTap(gameId);
    render(<GameScreen gameId={gameId} />);
    // The first call (« C’est la nuit… ») is read and, having nothing to decide, runs: Cupidon's call waits.
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('deciding'), { timeout: 10_000 });
    expect(heard(said).startsWith(flat(typo(currentCall(rules, play([]).state)!.line)))).toBe(true);
    expect(document.querySelector('.call-title')!.textContent).toBe('Cupidon');
    expect(screen.queryByRole('button', { name: 'Reprendre' })).toBeNull();
  });

  it('une partie rouverte depuis la liste s’ouvre en pause, et rien n’est dit', async () => {
    const gameId = await storeGame([]);
    render(<GameScreen gameId={gameId} />);
    await screen.findByRole('button', { name: 'Reprendre' }, { timeout: 10_000 });
    await wait(100);
    expect(bar()?.getAttribute('data-state')).toBe('paused');
    expect(said).toEqual([]);
  });

  it('sans geste de l’utilisateur sur la page (rechargée), la partie lancée reste en pause', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    const gameId = await storeGame([]);
    markStartedByTap(gameId);
    render(<GameScreen gameId={gameId} />);
    await screen.findByRole('button', { name: 'Reprendre' }, { timeout: 10_000 });
    await wait(100);
    expect(bar()?.getAttribute('data-state')).toBe('paused');
    expect(said).toEqual([]);
  });

  it('la nuit qu’amène la réponse du MJ au dernier appel du jour démarre seule', async () => {
    const user = userEvent.setup();
    const gameId = await storeDayEnd();
    render(<GameScreen gameId={gameId} />);
    // Opened during the day: paused, the day's call not read.
    await screen.findByRole('button', { name: 'Reprendre' }, { timeout: 10_000 });
    expect(said).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // Both in one wait: the line is said as the run sets « speaking », which the bar shows at React's next render.
    await waitFor(
      () => {
        expect(heard(said).startsWith(nightfall())).toBe(true);
        expect(bar()?.getAttribute('data-state')).not.toBe('paused');
      },
      { timeout: 10_000 },
    );
  });

  it('après « Retour », la nuit ne démarre pas seule : le MJ avait arrêté la voix', async () => {
    const user = userEvent.setup();
    const gameId = await storeDayEnd();
    render(<GameScreen gameId={gameId} />);
    await screen.findByRole('button', { name: 'Reprendre' }, { timeout: 10_000 });
    // « Retour », then « Rejouer »: the same day's last call, and the MJ's own stop stands.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(await screen.findByRole('button', { name: 'Rejouer' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }, { timeout: 10_000 }));
    await waitFor(() => expect(document.querySelector('h1')!.textContent).toMatch(/^Nuit 1/), { timeout: 10_000 });
    await wait(100);
    expect(bar()?.getAttribute('data-state')).toBe('paused');
    expect(said).toEqual([]);
  });
});
