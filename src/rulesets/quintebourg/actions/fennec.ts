/** The Fennec bites anyone, once (→ Q, 000_a045abd3825f1297.txt:295). */
import { killPower } from './kill-power';
import { OTHERS } from './timing';

export const fennec = killPower({
  id: 'fennec',
  title: 'Le Fennec mord',
  card: 'fennec',
  bars: OTHERS,
  cause: 'morsure',
  line: 'Le Fennec lève le bras : les autres ferment les yeux. Il désigne qui il mord : sa victime tombe quasi-morte.',
});
