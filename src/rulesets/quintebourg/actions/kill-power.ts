/**
 * A one-time kill (→ Q) by the holder of a party card (000_a045abd3825f1297.txt:288,
 * 295, 317), invoked with a raised arm: only while the holder can act, I or B
 * and not in a heavy sleep (000:168, 697).
 */
import type { PlayerId } from '../../../engine';
import { first, spend } from '../common';
import { strike } from '../harm';
import { available, canUse, partyHolder } from '../queries';
import { name } from '../text';
import type { QGame } from '../types';
import { action, canKill } from './timing';

export interface KillPower<A> {
  id: A;
  title: string;
  /** The party card whose holder kills. */
  card: string;
  /** Whom he may strike. */
  targets: (s: QGame, me: PlayerId) => PlayerId[];
  /** The health cause logged (CAUSES). */
  cause: string;
  /** What the MJ reads. */
  line: string;
}

export function killPower<A extends 'seth' | 'rouge' | 'fennec'>({
  id,
  title,
  card,
  targets,
  cause,
  line,
}: KillPower<A>) {
  const holder = (s: QGame) => partyHolder(s, card);
  return action({
    id,
    title,
    available: (s) => {
      const me = holder(s);
      return canKill(s) && me !== null && available(s, me) && canUse(s, me, 'mise-a-mort') && targets(s, me).length > 0;
    },
    line: () => line,
    prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: targets(s, holder(s)!) }),
    resolve(ctx, value) {
      const s = ctx.s;
      const me = holder(s)!;
      const target = first(value)!;
      spend(ctx, me, 'mise-a-mort');
      strike(ctx, { actor: me, power: id, target, cause });
      ctx.emit(id, { to: 'mj' }, `${title} : ${name(s, target)} passe Q.`, { target });
    },
  });
}
