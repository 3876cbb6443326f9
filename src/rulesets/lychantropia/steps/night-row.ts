/**
 * A row of the night's resolution (002_8a15d59d81dc3fa5.txt:26-39): its
 * orders in arrival order, from players still alive and sober; and what the
 * rows share (the MJ's and the players' lines, the Pigeon a potion burns).
 */
import type { PlayerId, StepId } from '../../../engine';
import { holds } from '../holdings';
import { flag } from '../options';
import { alive, illiterate, name } from '../state';
import { useUp } from '../stock';
import type { LCtx, LGame, LTypes } from '../types';
import { AUTO, step } from './step';

export const tell = (ctx: LCtx, ids: PlayerId[], text: string, pm: string) =>
  ctx.emit('nuit', { to: 'players', ids }, text, { pm });
export const mj = (ctx: LCtx, text: string) => ctx.emit('nuit', { to: 'mj' }, text);

export interface RowSpec<K extends StepId<LTypes>, V> {
  /** The row's id; its line in the book's night order (lines 27-38) is in lines.ts. */
  id: K;
  title: string;
  /** The orders the row carries out, in arrival order. */
  orders(s: LGame): V[];
  run(ctx: LCtx, o: V): void;
  /** False: the Tonneau de bière does not stop this row (the Flèches d'amour come before it). */
  soberOnly?: boolean;
}

/** A row of the night: its orders, from players still alive and sober. */
export function row<K extends StepId<LTypes>, V extends { player: PlayerId }>({
  id,
  title,
  orders: of,
  run,
  soberOnly = true,
}: RowSpec<K, V>) {
  return step({
    id,
    title,
    phase: 'night',
    ...AUTO,
    when: (s) => of(s).length > 0,
    resolve(ctx) {
      for (const o of of(ctx.base)) {
        const s = ctx.s;
        if (!alive(s, o.player))
          mj(ctx, `${title} : ${name(s, o.player)} est mort·e plus tôt dans la nuit, sans effet.`);
        else if (soberOnly && s.rs.night.drunk)
          mj(ctx, `${title} : ${name(s, o.player)} est ivre (Tonneau de bière), sans effet.`);
        else run(ctx, o);
      }
    },
  });
}

/** The potions burn a Pigeon (lines 76-78, 96). */
export function burnPigeon(ctx: LCtx, id: PlayerId, what: string): boolean {
  const s = ctx.s;
  const literate = !illiterate(s, id) || flag(s, 'analphabetePotions');
  if (!literate || !holds(s, id, 'pigeon')) {
    mj(ctx, `${what} : ${name(s, id)} n’a pas de Pigeon à brûler, la potion n’est pas utilisée.`);
    return false;
  }
  return useUp(ctx, id, 'pigeon', `Pigeon brûlé par ${name(s, id)} (${what})`);
}
