import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeOptions } from '../../src/engine';
import { Timer } from '../../src/ui/game/Timer';
import GameScreen from '../../src/ui/screens/GameScreen';
import { loadAll } from '../../src/rulesets/registry';
import { appendAnswer, createStoredGame } from '../../src/storage';
import { answer, NIGHT_1, rules, sampleSetup, withFreshDB } from './helpers';

describe('le minuteur', () => {
  const vibrate = vi.fn(() => true);
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    vibrate.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  const time = () => screen.getByRole('timer').textContent;

  it('démarre, se met en pause, reprend, sonne à zéro, se remet à zéro', () => {
    render(<Timer seconds={3} label="Le débat" />);
    expect(time()).toBe('0:03');
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe('0:02');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(time()).toBe('0:02');

    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(vibrate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe('0:00');
    expect(screen.getByRole('alert').textContent).toBe('Temps écoulé\u00a0!');
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Reprendre' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remettre à zéro' }));
    expect(time()).toBe('0:03');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('le minuteur d’une étape', () => {
  withFreshDB();

  it('le débat avec l’option « durée du débat » affiche un minuteur de cette durée', async () => {
    const options = normalizeOptions(rules, { dureeDebat: 180 });
    if (!options.ok) throw new Error(options.error);
    const id = await createStoredGame({ ...sampleSetup(), options: options.value }, 'Débat minuté', '');
    const answers = [
      ...NIGHT_1,
      answer('aube', null),
      answer('election', { j1: 'j4', j2: 'j4', j4: 'j4', j5: 'j4', j6: 'j4', j7: 'j4', j8: 'j4' }),
    ];
    for (const [seq, a] of answers.entries()) await appendAnswer(id, seq, a);
    render(<GameScreen gameId={id} />);
    await screen.findByText('Le village débat : qui sont les loups ? Quand le débat est clos, passez au vote.');
    expect(screen.getByRole('region', { name: 'Minuteur\u00a0: Le débat' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('3:00');
    expect(document.querySelector('.submit-hint')?.textContent).toBe('Passer au vote');
  });
});

describe('une seule unité pour les minuteurs', () => {
  it('every ruleset states its durations in seconds, with the same wording', async () => {
    // The debate (Thiercelieux, Quinte-bourg) and the Sunday fête (Quinte-bourg): the MJ types seconds everywhere.
    const durations = (await loadAll()).flatMap((r) =>
      r.options.filter((o) => o.id.startsWith('duree')).map((o) => ({ ruleset: r.id, label: o.label, type: o.type })),
    );
    expect(durations.map((d) => d.ruleset)).toEqual(expect.arrayContaining(['thiercelieux', 'quintebourg']));
    for (const d of durations) {
      expect(d.type).toBe('number');
      expect(d.label).toMatch(/\(secondes(, 0\u00a0: pas de minuteur)?\)$/);
    }
  });
});
