/** The black Reptilienne makes someone a Reptilien, once (000_a045abd3825f1297.txt:321-325). */
import { choose, eligible, type Bars } from '../../../engine';
import { DEAD } from '../barred';
import { act, first, spend, tell } from '../common';
import { available, canUse, isReptilien, partyHolder, sortCamps } from '../queries';
import { CAMP_ORDER, type CampId } from '../roles';
import { name } from '../text';
import type { QGame } from '../types';
import { action, started } from './timing';

/** Keep the camps ranked above the Reptiliens, drop the others, join the Reptiliens (000:323-325, 153-155). */
export function turnReptilien(camps: readonly CampId[]): CampId[] {
  const rank = CAMP_ORDER.indexOf('reptiliens');
  return sortCamps([...camps.filter((c) => CAMP_ORDER.indexOf(c) < rank), 'reptiliens']);
}

/** Whom the black Reptilienne may convert: anyone alive (000:79) not yet a Reptilien (000:323). */
const BARS: Bars<QGame> = [
  DEAD,
  {
    test: isReptilien,
    why: (s, id) => `${name(s, id)} est déjà Reptilien : la conversion en fait un de plus.`,
    line: '000:323',
  },
];

const convertibles = (s: QGame) => eligible(s, BARS, undefined);

export const noire = action({
  id: 'noire',
  title: 'La Reptilienne noire convertit',
  available: (s) => {
    const me = partyHolder(s, 'reptilienne-noire');
    return (
      started(s) && me !== null && available(s, me) && canUse(s, me, 'conversion-noire') && convertibles(s).length > 0
    );
  },
  line: () => 'La Reptilienne noire lève le bras : les autres ferment les yeux. Elle désigne qui devient Reptilien.',
  prompt: (s) => choose(s, { label: 'Converti·e', min: 1, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.s;
    const me = partyHolder(s, 'reptilienne-noire')!;
    const target = first(value)!;
    act(ctx, me, 'noire');
    spend(ctx, me, 'conversion-noire');
    ctx.s.rs.camps[target] = turnReptilien(s.rs.camps[target]!);
    tell(ctx, {
      to: [me, target],
      type: 'conversion',
      text: `${name(s, target)} devient Reptilien.`,
      data: { target },
    });
  },
});
