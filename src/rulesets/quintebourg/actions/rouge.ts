/** The red Reptilienne sends a Reptilien (or Seth) to Q, once (000_a045abd3825f1297.txt:317). */
import { looksReptilien } from '../queries';
import { killPower } from './kill-power';
import { others } from './timing';

export const rouge = killPower({
  id: 'rouge',
  title: 'La Reptilienne rouge élimine un Reptilien',
  card: 'reptilienne-rouge',
  targets: (s, me) => others(s, me).filter((id) => looksReptilien(s, id)),
  cause: 'mise-a-mort',
  line: 'La Reptilienne rouge lève le bras : les autres ferment les yeux. Elle désigne le Reptilien dont elle se débarrasse : sa victime tombe quasi-morte.',
});
