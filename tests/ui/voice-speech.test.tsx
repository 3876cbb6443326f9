import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Timer } from '../../src/ui/game/Timer';
import { hush, say } from '../../src/ui/voice/speech';
import { setTimerVoice } from '../../src/ui/voice/timerVoice';
import { EN_VOICE as en, FR_VOICE as fr, stubSpeech } from '../support/speech-stub';

const stub = (voices: object[], stuck = false) => stubSpeech(voices, { stuck });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('la voix dit les lignes phrase par phrase', () => {
  it('une phrase par énoncé, dans l’ordre, avec la voix française et la vitesse choisies', async () => {
    const spoken = stub([en, fr]);
    const done = say(['Le village s’endort. Les loups se réveillent.', 'Alice est morte.'], { voice: null, rate: 1.2 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(spoken.map((u) => u.text)).toEqual(['Le village s’endort.', 'Les loups se réveillent.', 'Alice est morte.']);
    expect(spoken.every((u) => u.voice === fr && u.rate === 1.2)).toBe(true);
  });
  it('passe à la phrase suivante même si le moteur ne dit jamais « fini »', async () => {
    const spoken = stub([fr], true);
    const done = say(['Une. Deux.'], { voice: null, rate: 1 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(spoken.map((u) => u.text)).toEqual(['Une.', 'Deux.']);
  });
  it('« Pause » coupe net : la suite n’est pas dite', async () => {
    const spoken = stub([fr]);
    const done = say(['Une. Deux. Trois.'], { voice: null, rate: 1 });
    hush();
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(spoken.map((u) => u.text)).toEqual(['Une.']);
  });
  it('sans voix française, rien n’est dit', async () => {
    const spoken = stub([en]);
    await expect(say(['Bonjour.'], { voice: null, rate: 1 })).resolves.toBe(false);
    expect(spoken).toEqual([]);
  });
});

describe('les minuteurs parlent quand la voix est active', () => {
  it('« Plus qu’une minute. » puis « Temps écoulé. », et rien quand la voix est coupée', async () => {
    const spoken = stub([fr]);
    setTimerVoice({ voice: null, rate: 1 });
    const { unmount } = render(<Timer seconds={62} label="Le débat secret" />);
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(spoken).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(spoken.map((u) => u.text)).toEqual(['Plus qu’une minute.']);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(spoken.map((u) => u.text)).toEqual(['Plus qu’une minute.', 'Temps écoulé.']);
    unmount();

    setTimerVoice(null);
    render(<Timer seconds={2} label="Le débat" />);
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(spoken).toHaveLength(2);
  });
});
