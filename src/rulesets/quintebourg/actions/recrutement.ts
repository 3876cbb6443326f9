/** With the MJ's leave, a boss of the mafia takes a new sbire (000_a045abd3825f1297.txt:443-449). */
import { act, tell } from '../common';
import { available, effectHolder, isStanding } from '../queries';
import { de, name } from '../text';
import type { BossCard, QGame } from '../types';
import { splitPair, type BossAndSbire } from './elimination';
import { action, started } from './timing';
import { playerIn } from '../../../engine';

const BOSSES: BossCard[] = ['parrain', 'bras-droit'];

function recruitOptions(s: QGame): { value: BossAndSbire; label: string }[] {
  return BOSSES.flatMap((c) => {
    const boss = effectHolder(s, c);
    if (!boss || !available(s, boss)) return [];
    return s.order
      .filter(
        (id) =>
          id !== boss &&
          id !== effectHolder(s, 'parrain') &&
          playerIn(s.players, id).role !== 'medecin' &&
          !(id in s.rs.sbires) &&
          isStanding(s, id),
      )
      .map((id): { value: BossAndSbire; label: string } => ({
        value: `${boss}>${id}`,
        label: `${name(s, boss)} recrute ${name(s, id)}`,
      }));
  });
}

export const recrutement = action({
  id: 'recrutement',
  title: 'Un chef recrute un sbire (accord du MJ)',
  // A boss in a heavy sleep does not act that night (000:401).
  // Offered only while someone can still be recruited.
  available: (s) => started(s) && recruitOptions(s).length > 0,
  line: () => 'Le MJ autorise un chef de la mafia à recruter un nouveau sbire.',
  prompt: (s) => ({ kind: 'choice', label: 'Chef et recrue', options: recruitOptions(s) }),
  resolve(ctx, value) {
    const [boss, id] = splitPair(value);
    act(ctx, boss, 'recrutement');
    ctx.s.rs.sbires[id] = boss;
    tell(ctx, {
      to: [boss, id],
      type: 'sbires',
      text: `${name(ctx.s, id)} devient sbire ${de(name(ctx.s, boss))}.`,
    });
  },
});
