/**
 * Le Transformiste (004:564-567): each night a card drawn at random from his
 * pile, played until his next call, with fresh uses (limits do not apply to
 * him) and that card's own win conditions.
 */
import { putCard } from '../../cards';
import { startingMarkers } from '../../markers';
import { buildPile, pileNow, transformist } from '../../pile';
import { roleDef } from '../../roles';
import { playerInert } from '../../state';
import type { TGame } from '../../types';
import { step } from '../step';
import { playerIn } from '../../../../engine';

function inert(s: TGame): string | null {
  const id = transformist(s);
  if (id === null) return 'carte retirée par la bénédiction du Prêtre';
  return playerInert(s, id) ?? (pileNow(s).length === 0 ? 'son tas est vide' : null);
}

export const transformiste = step({
  id: 'transformiste',
  title: 'Le Transformiste',
  role: 'transformiste',
  when: (s) => transformist(s) !== null || s.rs.removed.includes('transformiste'),
  inert,
  enter(ctx) {
    const s = ctx.base;
    const pile = s.rs.pile ?? buildPile(s);
    if (s.rs.pile === null) ctx.s.rs.pile = pile.slice();
    ctx.s.rs.transformDraw = ctx.pick(pile, 'carte du Transformiste', (r) => roleDef(r).name);
  },
  line: (s) =>
    `Le Transformiste se réveille et découvre le personnage qu’il incarnera cette nuit et demain : ${roleDef(s.rs.transformDraw ?? 'villageois').name}.`,
  notes: (s) => [
    `Tas du Transformiste : ${pileNow(s)
      .map((r) => roleDef(r).name)
      .join(', ')}.`,
  ],
  wakes: (s) => [transformist(s)!],
  prompt: () => ({ kind: 'ack', label: 'Carte montrée' }),
  resolve(ctx) {
    const s = ctx.base;
    const id = transformist(s)!;
    const card = s.rs.transformDraw!;
    putCard(playerIn(ctx.s.players, id), card, { ...startingMarkers(card), transformiste: true });
    ctx.s.rs.transformDraw = null;
    ctx.emit(
      'transformiste',
      { to: 'players', ids: [id] },
      () => `Le Transformiste incarne cette nuit : ${roleDef(card).name}.`,
      { player: id, role: card },
    );
  },
});
