/**
 * « Les Amoureux » in the guided night (004:606; the MJ touches them,
 * 004:511): with the setting on (the default), the call is read and, after
 * its pause, answered with the MJ's own « Suivant » while he touches the two
 * heads named on screen; with it off, the call waits for him, as before.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDB } from '../../src/storage';
import GameScreen from '../../src/ui/screens/GameScreen';
import { DEFAULT_VOICE, saveDefaultSettings } from '../../src/ui/voice/settings';
import { markStartedByTap } from '../../src/ui/voice/startRun';
import { FR_VOICE, stubSpeech } from '../support/speech-stub';
import { NIGHT_1, storeGame, withFreshDB } from './helpers';

const bar = (): Element | null => document.querySelector('.voice-bar');
const title = (): string | null | undefined => document.querySelector('.call-title')?.textContent;
const answers = async (gameId: string) =>
  (await getDB().answers.where('gameId').equals(gameId).sortBy('seq')).map((a) => a.answer);

describe('nuit guidée : les Amoureux, que le MJ touche', () => {
  withFreshDB();
  beforeEach(() => stubSpeech([FR_VOICE], { endAfter: 0 }));
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('passent seuls avec le réglage par défaut : la réponse est le « Suivant » du MJ', async () => {
    saveDefaultSettings({ ...DEFAULT_VOICE, mode: 'guided', pauseMin: 0, pauseMax: 0 });
    const gameId = await storeGame(NIGHT_1.slice(0, 2));
    markStartedByTap(gameId);
    render(<GameScreen gameId={gameId} />);
    await waitFor(() => expect(title()).toBe('La Voyante'), { timeout: 10_000 });
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('deciding'));
    // (Stored with the count of answers its screen had seen: compared on the answer itself.)
    expect((await answers(gameId)).slice(2)).toMatchObject([NIGHT_1[2]]);
  });

  it('attendent le MJ, le réglage éteint ; les deux noms sont à l’écran', async () => {
    saveDefaultSettings({ ...DEFAULT_VOICE, mode: 'guided', pauseMin: 0, pauseMax: 0, touchAlone: false });
    const gameId = await storeGame(NIGHT_1.slice(0, 2));
    markStartedByTap(gameId);
    render(<GameScreen gameId={gameId} />);
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('deciding'), { timeout: 10_000 });
    expect(title()).toBe('Les Amoureux');
    // The MJ touches them (004:511): the header says to touch, not to wake.
    expect(document.querySelector('.call-wakes')?.textContent).toBe('À toucher\u00a0: Gaëlle, Hugo');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(await answers(gameId)).toHaveLength(2);
  });
});
