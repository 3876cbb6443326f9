/**
 * The one-time kills (001:79, 81, 94): Seth and the red Reptilienne each kill
 * a Reptilien of their choice (the red one may kill Seth, a Reptilien too),
 * the Fennec anyone. Invoked with a raised arm, at any moment.
 */
import type { PlayerId } from '../../../engine';
import { name } from '../../quintebourg-family/text';
import { act, action, canUse, first, spend } from '../common';
import { kill } from '../deaths';
import { cardHolder, isReptilien } from '../queries';
import type { RGame } from '../types';
import { canKill, mayInvoke, others } from './timing';

interface KillPower<A> {
  id: A;
  title: string;
  card: string;
  power: 'repticide' | 'morsure';
  targets: (s: RGame, me: PlayerId) => PlayerId[];
  line: string;
}

function killPower<A extends 'seth' | 'rouge' | 'fennec'>({ id, title, card, power, targets, line }: KillPower<A>) {
  const holder = (s: RGame) => cardHolder(s, card);
  return action({
    id,
    title,
    available: (s) => {
      const me = holder(s);
      return canKill(s) && mayInvoke(s, me) && canUse(s, me, power) && targets(s, me).length > 0;
    },
    line: () => line,
    prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: targets(s, holder(s)!) }),
    resolve(ctx, value) {
      const s = ctx.s;
      const me = holder(s)!;
      const target = first(value)!;
      spend(ctx, me, power);
      act(ctx, me, id);
      ctx.emit(id, { to: 'mj' }, `${title} : ${name(s, target)}.`, { target });
      kill(ctx, target, power);
    },
  });
}

const reptiliens = (s: RGame, me: PlayerId) => others(s, me).filter((id) => isReptilien(s, id));

export const seth = killPower({
  id: 'seth',
  title: 'Seth : le repticide',
  card: 'seth',
  power: 'repticide',
  targets: reptiliens,
  line: 'Seth lève le bras : les autres ferment les yeux. Il désigne le Reptilien qu’il tue.',
});
export const rouge = killPower({
  id: 'rouge',
  title: 'La Reptilienne rouge : le repticide',
  card: 'reptilienne-rouge',
  power: 'repticide',
  targets: reptiliens,
  line: 'La Reptilienne rouge lève le bras : les autres ferment les yeux. Elle désigne le Reptilien qu’elle tue.',
});
export const fennec = killPower({
  id: 'fennec',
  title: 'Le Fennec : la morsure',
  card: 'fennec',
  power: 'morsure',
  targets: others,
  line: 'Le Fennec lève le bras : les autres ferment les yeux. Il désigne qui il mord à mort.',
});
