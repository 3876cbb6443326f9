/** The red Reptilienne sends a Reptilien (or Seth) to Q, once (000_a045abd3825f1297.txt:317). */
import { killPower, reptiliensOnly } from './kill-power';

export const rouge = killPower({
  id: 'rouge',
  title: 'La Reptilienne rouge élimine un Reptilien',
  card: 'reptilienne-rouge',
  bars: reptiliensOnly('000:317'),
  cause: 'mise-a-mort',
  line: 'La Reptilienne rouge lève le bras : les autres ferment les yeux. Elle désigne le Reptilien dont elle se débarrasse : sa victime tombe quasi-morte.',
});
