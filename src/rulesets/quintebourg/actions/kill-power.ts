/**
 * A one-time kill (→ Q) by the holder of a party card (000_a045abd3825f1297.txt:288,
 * 295, 317), invoked with a raised arm: only while the holder can act, I or B
 * and not in a heavy sleep (000:168, 697).
 */
import { choose, eligible, type Bar, type Bars, type PlayerId } from '../../../engine';
import { HARMABLE } from '../barred';
import { first, spend } from '../common';
import { strike } from '../harm';
import { available, canUse, looksReptilien, partyHolder } from '../queries';
import { name } from '../text';
import type { QGame } from '../types';
import { action, canKill, NOT_SELF } from './timing';

export interface KillPower<A> {
  id: A;
  title: string;
  /** The party card whose holder kills. */
  card: string;
  /** Whom he may strike, as bars (the call's argument: the holder); made once (a module constant). */
  bars: Bars<QGame, PlayerId>;
  /** The health cause logged (CAUSES). */
  cause: string;
  /** What the MJ reads. */
  line: string;
}

/** A kill power that rids its holder of a Reptilien, Seth included, who looks one (000:288, 317; line: the card's). */
export function reptiliensOnly(line: string): Bars<QGame, PlayerId> {
  const reptilien: Bar<QGame, PlayerId> = {
    test: (s, id) => !looksReptilien(s, id),
    why: (s, id) => `${name(s, id)} n’a rien d’un Reptilien : ce pouvoir ne vise qu’un Reptilien.`,
    line,
  };
  return [...HARMABLE, NOT_SELF, reptilien];
}

export function killPower<A extends 'seth' | 'rouge' | 'fennec'>({ id, title, card, bars, cause, line }: KillPower<A>) {
  const holder = (s: QGame) => partyHolder(s, card);
  return action({
    id,
    title,
    available: (s) => {
      const me = holder(s);
      return (
        canKill(s) &&
        me !== null &&
        available(s, me) &&
        canUse(s, me, 'mise-a-mort') &&
        eligible(s, bars, me).length > 0
      );
    },
    line: () => line,
    prompt: (s) => choose(s, { label: 'Cible', min: 1, max: 1 }, bars, holder(s)!),
    resolve(ctx, value) {
      const s = ctx.s;
      const me = holder(s)!;
      const target = first(value)!;
      spend(ctx, me, 'mise-a-mort');
      strike(ctx, { actor: me, power: id, target, cause });
      ctx.emit(id, { to: 'mj' }, () => `${title} : ${name(s, target)} passe Q.`, { target });
    },
  });
}
