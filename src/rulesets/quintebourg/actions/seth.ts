/** Seth sends a Reptilien to Q, once (000_a045abd3825f1297.txt:288). */
import { looksReptilien } from '../queries';
import { killPower } from './kill-power';
import { others } from './timing';

export const seth = killPower({
  id: 'seth',
  title: 'Seth élimine un Reptilien',
  card: 'seth',
  targets: (s, me) => others(s, me).filter((id) => looksReptilien(s, id)),
  cause: 'mise-a-mort',
  line: 'Seth lève le bras : les autres ferment les yeux. Il désigne le Reptilien dont il se débarrasse : sa victime tombe quasi-morte.',
});
