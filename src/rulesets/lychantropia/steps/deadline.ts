/**
 * The deadline, in the book's order (002_8a15d59d81dc3fa5.txt:19-24): the
 * Pigeons (pigeons.ts), the auction, the bûcher (bucher.ts), the items of the
 * day's dead, the troc and the theft (troc.ts), then the recap post.
 */
import { auctionItem, topBid } from '../day-orders';
import { settleDeadItems } from '../deaths';
import { describeItems, itemName } from '../items';
import { alive, name } from '../state';
import { give, shopTakeKind } from '../stock';
import { postsLine, privateTexts, publicPost } from '../texts';
import { ack, act, AUTO, step } from './step';

/** The auction: the highest bidder takes the item and as many votes against them (lines 21, 61-69). */
export const enchere = step({
  id: 'enchere',
  title: 'L’enchère',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.clock.day > 0 && auctionItem(s) !== null,
  resolve(ctx) {
    const s = ctx.s;
    const item = auctionItem(s)!;
    const top = topBid(s);
    if (!top || !alive(s, top.player)) {
      ctx.emit(
        'enchere',
        { to: 'public' },
        () => `Enchère : personne n’a misé, « ${itemName(item)} » reste en boutique.`,
      );
      return;
    }
    const inst = shopTakeKind(ctx, item);
    if (!inst) throw new Error(`auctioned item ${item} is not in the shop`);
    act(ctx, top.player, 'enchere');
    ctx.s.rs.day.auction = { winner: top.player, item, amount: top.amount };
    ctx.emit(
      'enchere',
      { to: 'public' },
      () =>
        `Enchère : ${name(s, top.player)} remporte « ${itemName(item)} » pour ${top.amount} voix, comptées contre lui ou elle au bûcher.`,
      {
        winner: top.player,
        item,
        amount: top.amount,
      },
    );
    give(ctx, top.player, [inst]);
  },
});

/** The items of the day's dead are lost and listed (lines 40, 74). */
export const pertes = step({
  id: 'pertes',
  title: 'Les objets des morts',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.rs.pending.length > 0,
  resolve(ctx) {
    const s = ctx.base;
    for (const { id, items } of settleDeadItems(ctx, false)) {
      const text =
        items && items.length > 0
          ? `Objets perdus par ${name(s, id)} : ${describeItems(items)}.`
          : `${name(s, id)} ne laisse aucun objet.`;
      ctx.emit('objets-perdus', { to: 'public' }, text, { player: id, items });
    }
  },
});

export const recapDeadline = step({
  id: 'recap-deadline',
  title: 'Le récapitulatif de la deadline',
  phase: 'deadline',
  line: (s) =>
    s.clock.day === 0
      ? 'Publiez les résultats de l’élection et envoyez les messages privés.'
      : 'Publiez le récapitulatif du bûcher et envoyez les messages privés.',
  documents: (s) => [
    publicPost(s, {
      id: 'deadline',
      title: s.clock.day === 0 ? 'Fin de la journée 0' : `Bûcher du jour ${s.clock.day}`,
      day: s.clock.day,
      phases: ['deadline'],
      extra: [postsLine(s)],
    }),
    ...privateTexts(s, s.clock.day, ['deadline']),
  ],
  prompt: () => ack('Publié'),
  resolve(ctx) {
    ctx.s.rs.moment = 'bucher';
  },
});

/** After a checkpoint (dawn, bûcher), the end of the game is no longer checked. */
export const finConstat = step({
  id: 'fin-constat',
  title: 'Fin du constat',
  ...AUTO,
  resolve(ctx) {
    ctx.s.rs.moment = null;
  },
});
