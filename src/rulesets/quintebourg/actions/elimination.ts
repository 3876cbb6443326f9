/** Unless in a coma, a boss kills one of his sbires; from Q or M he haunts them to suicide (000_a045abd3825f1297.txt:443, 595). */
import type { PlayerId } from '../../../engine';
import { sbiresOf } from '../attack';

import { harmable, strike } from '../harm';
import { asleep, health, isStanding } from '../queries';
import { name } from '../text';
import type { QGame } from '../types';
import { action, canKill } from './timing';

/** A boss and one of his sbires, as a choice names them: « boss>sbire ». */
export type BossAndSbire = `${PlayerId}>${PlayerId}`;

/** « p1>p4 » → the boss and the sbire. */
export function splitPair(value: BossAndSbire): [PlayerId, PlayerId] {
  const [boss = '', sbire = ''] = value.split('>');
  return [boss, sbire];
}

/** A boss and his sbires, as « boss>sbire » options. */
function bossPairs(s: QGame, filter: (boss: PlayerId) => boolean): { value: BossAndSbire; label: string }[] {
  const out: { value: BossAndSbire; label: string }[] = [];
  // The Bras droit counts as one of the Parrain's sbires (000:449).
  for (const boss of s.order.filter((id) => ['parrain', 'bras-droit'].includes(s.rs.cards[id]!.effect) && filter(id))) {
    for (const sbire of sbiresOf(s, boss)) {
      if (health(s, sbire) === 'M' || !harmable(s, sbire) || health(s, sbire) === 'Q') continue;
      out.push({ value: `${boss}>${sbire}`, label: `${name(s, boss)} élimine ${name(s, sbire)}` });
    }
  }
  return out;
}

/** A boss who may kill: not in a coma, nor asleep if standing (from Q or M he haunts, 000:595). */
const killerBoss = (s: QGame) => (boss: PlayerId) =>
  health(s, boss) !== 'C' && !(isStanding(s, boss) && asleep(s, boss));

export const elimination = action({
  id: 'elimination',
  title: 'Un chef élimine un sbire',
  available: (s) => canKill(s) && bossPairs(s, killerBoss(s)).length > 0,
  line: () =>
    'Le Parrain ou le Bras droit lève le bras (ou revient hanter, s’il est mort) : il désigne le sbire qu’il élimine, qui tombe quasi-mort.',
  prompt: (s) => ({ kind: 'choice', label: 'Chef et sbire', options: bossPairs(s, killerBoss(s)) }),
  resolve(ctx, value) {
    const [boss, sbire] = splitPair(value);
    const haunts = ['Q', 'M'].includes(health(ctx.s, boss));
    strike(ctx, {
      actor: boss,
      power: haunts ? 'hantise' : 'elimination',
      target: sbire,
      cause: haunts ? 'hantise' : 'sbire',
    });
  },
});
