/** Seth sends a Reptilien to Q, once (000_a045abd3825f1297.txt:288). */
import { killPower, reptiliensOnly } from './kill-power';

export const seth = killPower({
  id: 'seth',
  title: 'Seth élimine un Reptilien',
  card: 'seth',
  bars: reptiliensOnly('000:288'),
  cause: 'mise-a-mort',
  line: 'Seth lève le bras : les autres ferment les yeux. Il désigne le Reptilien dont il se débarrasse : sa victime tombe quasi-morte.',
});
