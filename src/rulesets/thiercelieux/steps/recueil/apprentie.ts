/**
 * L'Apprentie Voyante (004:67-70): the target's card shuffled with his two
 * neighbours'; when she is his neighbour, her own two neighbours and his other
 * one; unusable with three players or fewer around the table besides her.
 */
import type { PlayerId } from '../../../../engine';
import { playerRead, de, choose } from '../../../../engine';
import { roleDef } from '../../roles';
import { aroundTable, firstOf, holder, name } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { awayAnd, notHolder } from '../barred';

/** The three seats whose cards she is shown (seating order around the living table). */
export function apprenticeSeats(s: TGame, seer: PlayerId, target: PlayerId): PlayerId[] {
  const ring = aroundTable(s);
  const at = (id: PlayerId, step: number) => ring[(ring.indexOf(id) + step + ring.length) % ring.length]!;
  const left = at(target, -1);
  const right = at(target, 1);
  if (left === seer) return [at(seer, -1), target, right];
  if (right === seer) return [left, target, at(seer, 1)];
  return [left, target, right];
}

function tooFew(s: TGame): boolean {
  const seer = holder(s, 'apprentie-voyante');
  return aroundTable(s).filter((id) => id !== seer).length <= 3;
}

/** The card never designates its own holder. */
const BARS = awayAnd(notHolder('apprentie-voyante'));

export const apprentieVoyante = roleStep('apprentie-voyante', {
  id: 'apprentie-voyante',
  title: 'L’Apprentie Voyante',
  inert: (s) => (tooFew(s) ? 'trois joueurs ou moins autour d’elle' : null),
  line: () => 'L’Apprentie Voyante se réveille et me désigne le joueur dont elle cherche l’identité.',
  wakes: (s) => [holder(s, 'apprentie-voyante')!],
  prompt: (s) => choose(s, { label: 'Joueur visé', min: 1, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const seer = holder(s, 'apprentie-voyante')!;
    const target = firstOf(value)!;
    const seats = apprenticeSeats(s, seer, target);
    const cards = ctx.shuffle(
      seats.map((id) => playerRead(s.players, id).role),
      'cartes montrées à l’Apprentie Voyante',
    );
    const shown = cards.map((r) => roleDef(r).name).join(', ');
    ctx.emit(
      'apprentie-voyante',
      { to: 'players', ids: [seer] },
      () => `L’Apprentie Voyante vise ${name(s, target)} : on lui montre, mélangées, ${shown}.`,
      {
        target,
        seats,
        cards,
      },
    );
    ctx.react('montrer', {
      title: 'L’Apprentie Voyante',
      line: `Prenez les cartes ${de(seats.map((id) => name(s, id)).join(', '))}, mélangez-les et montrez-les : ${shown}. Puis remettez chacune à sa place.`,
    });
  },
});
