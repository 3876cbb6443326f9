/**
 * The one-time kills (001:79, 81, 94): Seth and the red Reptilienne each kill
 * a Reptilien of their choice (the red one may kill Seth, a Reptilien too),
 * the Fennec anyone. Invoked with a raised arm, at any moment.
 */
import { choose, eligible, type Bar, type Bars, type PlayerId } from '../../../engine';
import { name } from '../../quintebourg-family/text';
import { DEAD, notMe } from '../bars';
import { act, action, canUse, first, spend } from '../common';
import { kill } from '../deaths';
import { cardHolder, isReptilien } from '../queries';
import type { RGame } from '../types';
import { canKill, mayInvoke } from './timing';

interface KillPower<A> {
  id: A;
  title: string;
  card: string;
  power: 'repticide' | 'morsure';
  /** Who may be killed: the living but the killer (his argument), and the power's own rule. */
  targets: Bars<RGame, PlayerId | null>;
  line: string;
}

function killPower<A extends 'seth' | 'rouge' | 'fennec'>({ id, title, card, power, targets, line }: KillPower<A>) {
  const holder = (s: RGame) => cardHolder(s, card);
  return action({
    id,
    title,
    available: (s) => {
      const me = holder(s);
      return canKill(s) && mayInvoke(s, me) && canUse(s, me, power) && eligible(s, targets, me).length > 0;
    },
    line: () => line,
    prompt: (s) => choose(s, { label: 'Cible', min: 1, max: 1 }, targets, holder(s)),
    resolve(ctx, value) {
      const s = ctx.s;
      const me = holder(s)!;
      const target = first(value)!;
      spend(ctx, me, power);
      act(ctx, me, id);
      ctx.emit(id, { to: 'mj' }, () => `${title} : ${name(s, target)}.`, { target });
      kill(ctx, target, power);
    },
  });
}

/** The killer never kills himself with his own power. */
const SELF = notMe((s, id) => `${name(s, id)} ne peut pas se tuer lui-même.`);

/** A repticide kills a Reptilien (001:79, 94): Seth, a Reptilien too, is one for the red Reptilienne. */
const reptilien = (line: string): Bar<RGame> => ({
  test: (s, id) => !isReptilien(s, id),
  why: (s, id) => `${name(s, id)} n’est pas un Reptilien.`,
  line,
});

export const seth = killPower({
  id: 'seth',
  title: 'Seth\u00a0: le repticide',
  card: 'seth',
  power: 'repticide',
  targets: [DEAD, SELF, reptilien('001:79')],
  line: 'Seth lève le bras : les autres ferment les yeux. Il désigne le Reptilien qu’il tue.',
});
export const rouge = killPower({
  id: 'rouge',
  title: 'La Reptilienne rouge\u00a0: le repticide',
  card: 'reptilienne-rouge',
  power: 'repticide',
  targets: [DEAD, SELF, reptilien('001:94')],
  line: 'La Reptilienne rouge lève le bras : les autres ferment les yeux. Elle désigne le Reptilien qu’elle tue.',
});
export const fennec = killPower({
  id: 'fennec',
  title: 'Le Fennec\u00a0: la morsure',
  card: 'fennec',
  power: 'morsure',
  targets: [DEAD, SELF],
  line: 'Le Fennec lève le bras : les autres ferment les yeux. Il désigne qui il mord à mort.',
});
