/**
 * Cassandra, la Tueuse de Loups-Garous (004:110-114): a silver bullet a night
 * if she wants; her tally (two wolves, two mistakes) is kept by `kill`.
 */
import { choose } from '../../../../engine';
import { count, firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

function tally(s: TGame): string {
  const id = holder(s, 'cassandra')!;
  return `Loups abattus : ${count(s, id, 'cassandraLoups')} sur 2 ; innocents abattus : ${count(s, id, 'cassandraErreurs')} sur 2.`;
}

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('cassandra'));

export const cassandra = roleStep('cassandra', {
  id: 'cassandra',
  title: 'Cassandra',
  line: () =>
    'Cassandra, la Tueuse de Loups-Garous, se réveille et m’indique si elle veut se servir de son arme cette nuit.',
  notes: (s) => [tally(s)],
  wakes: (s) => [holder(s, 'cassandra')!],
  prompt: (s) => choose(s, { label: 'Cible de la balle en argent (ou personne)', min: 0, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) return;
    ctx.editEntry('night', { cassandra: target });
    ctx.emit(
      'cassandra',
      { to: 'players', ids: [holder(s, 'cassandra')!] },
      () => `Cassandra tire sur ${name(s, target)}.`,
      {
        target,
      },
    );
  },
});
