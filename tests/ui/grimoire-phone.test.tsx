/**
 * The grimoire shows which players have a phone (issue 22): a small marker
 * on the row of each player whose seat a paired phone holds in this game,
 * saying whether it is linked now; none for a phone of another game.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoom } from '../../src/ui/room/hub';
import { phoneOf } from '../../src/ui/room/usePhone';
import GameScreen from '../../src/ui/screens/GameScreen';
import { storeGame, withFreshDB } from './helpers';

const row = (name: string): HTMLElement =>
  within(screen.getByRole('region', { name: 'Grimoire' })).getByRole('listitem', { name });
const phoneIn = (name: string): string | null =>
  row(name).querySelector('.grimoire-phone')?.getAttribute('data-phone') ?? null;

const A = 'a1a1a1a1a1a1a1a1';
const B = 'b2b2b2b2b2b2b2b2';
const C = 'c3c3c3c3c3c3c3c3';

describe('the grimoire’s phone markers', () => {
  withFreshDB();
  const before = useRoom.getState();
  afterEach(() => useRoom.setState(before, true));

  it('marks the seats with a phone, linked or not, and no other', async () => {
    const id = await storeGame();
    useRoom.setState({
      pairings: {
        id: 'd4d4d4d4d4d4d4d4',
        devices: [
          { device: A, name: 'Tél. Emma', role: { kind: 'seat', gameId: id, player: 'j5' } },
          { device: B, name: 'Tél. Alice', role: { kind: 'seat', gameId: id, player: 'j1' } },
          { device: C, name: 'Tél. Bruno', role: { kind: 'seat', gameId: 'another-game', player: 'j2' } },
        ],
      },
      open: { [A]: true, [C]: true },
    });
    render(<GameScreen gameId={id} />);
    await screen.findByText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
    expect(phoneIn('Emma')).toBe('linked');
    expect(phoneIn('Alice')).toBe('away');
    expect(phoneIn('Bruno')).toBeNull();
    expect(phoneIn('Chloé')).toBeNull();
    // One test of the words the MJ's screen reader hears.
    expect(within(row('Emma')).getByText('Téléphone relié')).toBeTruthy();
    expect(within(row('Alice')).getByText('Téléphone déconnecté')).toBeTruthy();
  });

  it('phoneOf: the device holding that seat in that game', () => {
    const devices = [{ device: A, name: 'x', role: { kind: 'seat', gameId: 'g', player: 'j5' } } as const];
    expect(phoneOf(devices, { [A]: true }, 'g', 'j5')).toEqual({ name: 'x', linked: true });
    expect(phoneOf(devices, {}, 'g', 'j5')).toEqual({ name: 'x', linked: false });
    expect(phoneOf(devices, { [A]: true }, 'h', 'j5')).toBeNull();
    expect(phoneOf([{ device: A, name: 'x', role: { kind: 'board' } }], { [A]: true }, 'g', 'j5')).toBeNull();
  });
});
