/**
 * L'Homme des Bois (004:261): bitten by the wolves, he lives and turns
 * into a wolf once they sleep; he wakes with them from the next night.
 */
import { putCard } from '../../cards';
import { trapSprung, wolvesTarget } from '../../outcome';
import { alive, name } from '../../state';
import type { TGame } from '../../types';
import { step } from '../step';
import { playerIn } from '../../../../engine';

/** The Homme des Bois the wolves really reached tonight (no protection, no trap, no caught Petite Fille). */
export function bitten(s: TGame): string | null {
  const n = s.rs.night;
  const v = wolvesTarget(s);
  if (v === null || n.littleGirlCaught || trapSprung(s) || !alive(s, v)) return null;
  if (
    playerIn(s.players, v).role !== 'homme-des-bois' ||
    n.protectedId === v ||
    playerIn(s.players, v).markers.disparu === true
  )
    return null;
  return v;
}

export const hommeDesBois = step({
  id: 'homme-des-bois',
  title: 'L’Homme des Bois mordu',
  role: 'homme-des-bois',
  when: (s) => bitten(s) !== null,
  line: (s) =>
    `Les loups ont choisi ${name(s, bitten(s)!)}, l’Homme des Bois : il survit et devient loup-garou. Les loups rendormis, remplacez discrètement sa carte par un Loup-Garou et touchez-le.`,
  wakes: (s) => [bitten(s)!],
  prompt: () => ({ kind: 'ack', label: 'Carte remplacée' }),
  resolve(ctx) {
    const id = bitten(ctx.base)!;
    const p = playerIn(ctx.s.players, id);
    putCard(p, 'loup-garou');
    p.markers.exHommeDesBois = true;
    ctx.editEntry('night', { converted: id });
    ctx.emit(
      'homme-des-bois',
      { to: 'players', ids: [id] },
      () => `${name(ctx.base, id)}, l’Homme des Bois, devient loup-garou.`,
      { player: id },
    );
  },
});
