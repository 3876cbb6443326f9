/**
 * Who a call may designate, declared once as its bars (`engine/bars.ts`):
 * the health ladder's (000_a045abd3825f1297.txt:77-79) and each call's own.
 * The seats no bar catches are the candidates; an answer naming one left out
 * (a scenario, the CLI, a stale screen) is refused with the first bar's
 * reason and line. Each bar is a module constant, its test a plain function
 * of the state: a prompt is built on every call of every playout.
 */
import type { Bar, Bars } from '../../engine';
import { believedAlive } from './queries';
import { name } from './text';
import type { QGame } from './types';

/** Dead: out of every card's reach (000:79). */
export const DEAD: Bar<QGame> = {
  // The stored rung read as is (`health` checks it against the ladder): asked for every seat at every call.
  test: (s, id) => s.players[id]!.health === 'M',
  why: (s, id) => `${name(s, id)} est mort·e.`,
  line: '000:79',
};

/** Quasi-dead, which the whole village takes for dead (000:78). */
export const QUASI_DEAD: Bar<QGame> = {
  test: (s, id) => s.players[id]!.health === 'Q',
  why: (s, id) => `${name(s, id)} est quasi-mort·e : le village entier croit à sa mort.`,
  line: '000:78',
};

/** Only the dead left out (a card the book lets reach the quasi-dead too, 000:401). */
export const DEAD_ONLY: Bars<QGame> = [DEAD];

/** Dead or quasi-dead: out of reach where the awake are called (000:78-79). */
export const OUT_OF_REACH: Bars<QGame> = [DEAD, QUASI_DEAD];

/** Announced dead or quasi-dead: the table believes it, whatever the truth (000:78). */
export const THOUGHT_DEAD: Bars<QGame> = [
  {
    test: (s, id) => !believedAlive(s, id),
    why: (s, id) => `Tout le village croit ${name(s, id)} mort·e.`,
    line: '000:78',
  },
];
