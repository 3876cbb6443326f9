/**
 * Why a player may not be designated at a call, for the refusal of an answer
 * that names him anyway (a scenario, the CLI, a stale screen): the health
 * ladder's reasons (000_a045abd3825f1297.txt:77-79) and each call's own.
 * Worked out only when a refusal reads them (`engine/lazy-barred.ts`): a
 * playout never pays; each reason is a plain function of the state, never a
 * closure made per prompt.
 */
import type { PlayerId, PlayersPrompt, Why } from '../../engine';
import { withBarred, type BarredBy, type PlayersFields } from '../../engine/lazy-barred';
import { believedAlive, health } from './queries';
import { name } from './text';
import type { QGame } from './types';

/** A call's own reason for leaving `id` out, or null. */
export type OwnBar = BarredBy<QGame>;

/** Dead, or quasi-dead (which the whole village takes for dead): out of every card's reach (000:78-79). */
export function outOfReach(s: QGame, id: PlayerId): Why | null {
  const h = health(s, id);
  if (h === 'M') return { reason: `${name(s, id)} est mort·e.`, rule: '000:79' };
  if (h === 'Q')
    return { reason: `${name(s, id)} est quasi-mort·e : le village entier croit à sa mort.`, rule: '000:78' };
  return null;
}

/** Announced dead or quasi-dead: the table believes it, whatever the truth (000:78). */
export function thoughtDead(s: QGame, id: PlayerId): Why | null {
  return believedAlive(s, id) ? null : { reason: `Tout le village croit ${name(s, id)} mort·e.`, rule: '000:78' };
}

/** `prompt`, with why each seat left out of its candidates may not be chosen: `first`, then `then`, the first that names one. */
export function designate(s: QGame, prompt: PlayersFields, first: OwnBar, then?: OwnBar): PlayersPrompt {
  return withBarred(s, prompt, first, then);
}
