/**
 * Who a card may designate, declared once as the call's bars
 * (`engine/bars.ts`): the seats no bar catches are the candidates, and a
 * refused answer naming one left out (a scenario, the CLI, a stale screen)
 * gets the first bar's reason and line. Every card's bars start with the
 * shared ones (`AWAY`: dead, dead in a night an eclipse hides, gone with the
 * Mage), then the call's own (himself, protected last night…). Each list is
 * made once, when its module loads: a prompt is built on every call of every
 * playout.
 */
import type { Bar, Bars } from '../../../engine';
import { roleDef } from '../roles';
import { AWAY, holder, name } from '../state';
import type { TGame } from '../types';

/** A call's bars: the shared ones (`AWAY`), then `own` in the order their reasons take precedence. */
export function awayAnd<A = unknown>(...own: Bar<TGame, A>[]): Bars<TGame, A> {
  return [...AWAY, ...own];
}

/** A card that never designates its own holder (`line`: the book's word for it, else the call's line). */
export function notHolder(role: string, line?: string): Bar<TGame> {
  return {
    test: (s, id) => id === holder(s, role),
    why: (s, id) =>
      `${name(s, id)} a la carte ${roleDef(role).name} : cette carte ne désigne jamais celui ou celle qui la tient.`,
    ...(line ? { line } : {}),
  };
}
