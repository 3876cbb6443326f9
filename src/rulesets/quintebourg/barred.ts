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

/** A quasi-dead before anyone came back from Q: nobody may harm him yet (000:104). */
export const Q_UNTOUCHABLE: Bar<QGame> = {
  test: (s, id) => s.players[id]!.health === 'Q' && !s.rs.returned,
  why: (s, id) =>
    `${name(s, id)} est quasi-mort·e : tant que personne n’est revenu de Q, nul ne peut l’attaquer ni dégrader sa santé.`,
  line: '000:104',
};

/** Anyone who may still be harmed: not dead, not a quasi-dead before the first return (000:79, 104). */
export const HARMABLE: Bars<QGame> = [DEAD, Q_UNTOUCHABLE];

/** In a coma: no longer acts, nor votes (000:77). */
export const COMA: Bar<QGame> = {
  test: (s, id) => s.players[id]!.health === 'C',
  why: (s, id) => `${name(s, id)} est dans le coma : il ou elle ne peut plus agir.`,
  line: '000:77',
};

/** Only the I and the B left: the dead, the quasi-dead and the comatose out (000:77-79). */
export const NOT_STANDING: Bars<QGame> = [DEAD, QUASI_DEAD, COMA];

/** No bar: anyone may be chosen, the dead too (a call the book leaves open). */
export const ANYONE: Bars<QGame> = [];

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
