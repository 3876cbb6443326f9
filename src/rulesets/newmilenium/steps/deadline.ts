/**
 * The end of a day: the deaths of the deadline announced with their nature
 * (003:131), the recap post and the private messages; then the end of the
 * game is checked (003:9).
 */
import { asItStands, playerIn, typo } from '../../../engine';
import { name } from '../queries/people';
import { maire } from '../queries/votes';
import { privateDocs, publicPost } from '../texts';
import type { NGame } from '../types';
import { ack, AUTO, step } from './step';

export function maireLine(s: NGame): string {
  const m = maire(s);
  return typo(`Maire : ${m ? name(s, m) : 'personne'}.`);
}

export const bilan = step({
  id: 'bilan',
  title: 'Le récapitulatif de la deadline',
  phase: 'deadline',
  enter(ctx) {
    const s = ctx.s;
    // Read as they stand: the deaths are only read here.
    for (const d of asItStands(s.rs).deaths.filter(
      (x) => x.day === s.clock.day && x.phase === 'deadline' && !x.undone,
    )) {
      ctx.announce(
        d.id,
        { health: 'mort', role: playerIn(s.players, d.id).role },
        () => `${name(s, d.id)} est mort·e. Sa nature : ${playerIn(s.players, d.id).role}.`,
      );
    }
  },
  line: (s) =>
    typo(
      s.clock.day === 0
        ? 'Publiez le résultat de l’élection et envoyez les messages privés.'
        : 'Publiez le récapitulatif du bûcher et envoyez les messages privés.',
    ),
  documents: (s) => [
    publicPost(s, {
      id: 'deadline',
      title: s.clock.day === 0 ? 'Fin de la journée 0' : `Bûcher du jour ${s.clock.day}`,
      day: s.clock.day,
      phases: ['deadline'],
      extra: [maireLine(s)],
    }),
    ...privateDocs(s, s.rs.pmFrom),
  ],
  prompt: () => ack('Publié'),
  resolve(ctx) {
    ctx.s.rs.moment = 'bucher';
  },
});

/** After a checkpoint (dawn, bûcher), every death so far has been checked. */
export const finConstat = step({
  id: 'fin-constat',
  title: 'Fin du constat',
  ...AUTO,
  resolve(ctx) {
    ctx.s.rs.moment = null;
    ctx.s.rs.checked = ctx.s.rs.tick;
  },
});
