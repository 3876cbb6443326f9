/** The result of the vote announced (000_a045abd3825f1297.txt:509): the count's lines for the MJ, who is executed for the table. */

import { asItStands } from '../../../../engine';
import { names } from '../../text';
import { step } from '../step';
import { count } from './count';

export const depouillement = step({
  id: 'depouillement',
  title: 'Le dépouillement',
  when: (s) => s.rs.day.session !== 'annulee',
  // No ballot today (the urn is lost, or nobody may vote): the count still checks the corrupt (000:604).
  enter(ctx) {
    // Read as it stands: a count already made writes nothing here (`copy-on-access.ts`).
    if (asItStands(ctx.s.rs).day.count.length === 0) count(ctx);
  },
  line: (s) => {
    const executed = s.rs.day.executed;
    if (executed.length === 0) return 'Annoncez le résultat du vote.';
    return `Annoncez le résultat : ${names(s, executed)} ${executed.length > 1 ? 'sont exécutés' : 'est exécuté·e'}.`;
  },
  notes: (s) => s.rs.day.count,
  prompt: () => ({ kind: 'ack' }),
  resolve() {},
});
