/**
 * A call read before the device's voices are loaded (Chrome fills
 * `getVoices()` a moment after the page, then fires `voiceschanged`): the
 * voice bar must not stay on « Lecture… » for a reading that never started.
 * The run waits, paused, and reads the call once the voices come.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import GameScreen from '../../src/ui/screens/GameScreen';
import { DEFAULT_VOICE, saveDefaultSettings } from '../../src/ui/voice/settings';
import { FR_VOICE, stubSpeech, type Said } from '../support/speech-stub';
import { currentCall, effectsOf } from '../../src/engine';
import { utterancesAt } from '../../src/ui/voice/utterances';
import { NIGHT_1, play, rules, storeGame, withFreshDB } from './helpers';

const bar = (): Element | null => document.querySelector('.voice-bar');

describe('les voix de l’appareil chargées après l’appel', () => {
  withFreshDB();
  let said: Said[] = [];
  const voices: object[] = [];
  const listeners: (() => void)[] = [];
  beforeEach(() => {
    voices.length = 0;
    listeners.length = 0;
    said = stubSpeech(voices, { endAfter: 0 });
    const synth = window.speechSynthesis as unknown as Record<string, unknown>;
    // A new array at each call, as browsers give.
    synth.getVoices = () => [...voices];
    synth.addEventListener = (type: string, l: () => void) => type === 'voiceschanged' && listeners.push(l);
    synth.removeEventListener = () => undefined;
    saveDefaultSettings({ ...DEFAULT_VOICE, mode: 'read' });
  });
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('la barre ne reste pas sur « Lecture… » ; l’appel est lu quand les voix arrivent', async () => {
    const user = userEvent.setup();
    const gameId = await storeGame(NIGHT_1.slice(0, 2));
    render(<GameScreen gameId={gameId} />);
    // « Les Amoureux »: the MJ's « Suivant » brings the Voyante's call, which the voice should read.
    await user.click(await screen.findByRole('button', { name: 'Suivant' }, { timeout: 10_000 }));
    await waitFor(() => expect(document.querySelector('.call-title')!.textContent).toBe('La Voyante'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(bar()?.getAttribute('data-state')).not.toBe('speaking');
    expect(said).toEqual([]);
    // The voices come: the call on screen is read, then it is the MJ's turn.
    voices.push(FR_VOICE);
    act(() => listeners.forEach((l) => l()));
    await waitFor(() => expect(bar()?.getAttribute('data-state')).toBe('deciding'));
    const voyante = play(NIGHT_1.slice(0, 3)).state;
    const expected = utterancesAt(rules, voyante, currentCall(rules, voyante), effectsOf(rules, voyante)).lines;
    expect(expected.length).toBeGreaterThan(0);
    expect(said.map((u) => u.text)).toEqual(expected);
    expect(screen.getByRole('status').textContent).toContain('À vous');
  });
});
