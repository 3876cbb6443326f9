/**
 * The troc and the theft, the last two rows of the deadline
 * (002_8a15d59d81dc3fa5.txt:23-24, 44-58, 86).
 */
import type { PlayerId } from '../../../engine';
import { familyOrders, ordersOf } from '../book';
import { publicOffer, thefts } from '../day-orders';
import { count, holds } from '../holdings';
import { describeItems, itemName, kindOf, type ItemKind } from '../items';
import { formatOffer, parseOffer } from '../parse';
import { alive, de, name, post } from '../state';
import { give, shopTakeKind, takeFrom, transfer } from '../stock';
import type { LGame, Offer } from '../types';
import { act, AUTO, step } from './step';

/** Every offer the Marchand may rank: the public ones still standing, then those sent by Pigeon. */
export function offers(s: LGame): Offer[] {
  const merchant = post(s, 'marchand');
  const out: Offer[] = [];
  for (const o of ordersOf(s, publicOffer)) {
    const parsed = parseOffer(o.value);
    if (typeof parsed !== 'string' && o.player !== merchant)
      out.push({
        id: `public:${o.player}`,
        player: o.player,
        price: [...parsed.price],
        want: parsed.want,
        byPigeon: false,
      });
  }
  return [...out, ...s.rs.day.pigeonOffers.filter((o) => o.player !== merchant)];
}

/** Why an offer cannot be carried out now, or null (line 56). */
export function infeasible(s: LGame, o: Offer): string | null {
  if (!alive(s, o.player)) return `${name(s, o.player)} est mort·e`;
  if (o.player === post(s, 'marchand')) return `${name(s, o.player)} est le Marchand`;
  const need = new Map<ItemKind, number>();
  for (const k of o.price) need.set(k, (need.get(k) ?? 0) + 1);
  for (const [k, n] of need)
    if (count(s, o.player, k) < n) return `${name(s, o.player)} n’a pas ${n > 1 ? `${n} × ` : ''}« ${itemName(k)} »`;
  if (!s.rs.shop.some((i) => kindOf(i) === o.want)) return `${itemName(o.want)} n’est plus en boutique`;
  return null;
}

const label = (s: LGame, o: Offer) =>
  `${name(s, o.player)} (${o.byPigeon ? 'par Pigeon' : 'public'}) : ${formatOffer(o)}`;

const untried = (s: LGame) => offers(s).filter((o) => !s.rs.day.tried.includes(o.id));

const NONE = 'aucune';

export const troc = step({
  id: 'troc',
  title: 'Le troc du Marchand',
  phase: 'deadline',
  when: (s) => {
    const merchant = post(s, 'marchand');
    return (
      s.clock.day > 0 &&
      !s.rs.day.trocDone &&
      !s.rs.day.merchantDied &&
      merchant !== null &&
      alive(s, merchant) &&
      untried(s).length > 0
    );
  },
  line: (s) =>
    `Le Marchand, ${name(s, post(s, 'marchand')!)}, a classé les offres par MP. Désignez la première de sa liste pas encore examinée (ou « plus aucune »).`,
  notes: (s) =>
    s.rs.day.tried.map(
      (id) =>
        `Déjà examinée, irréalisable : ${label(
          s,
          offers(s).find((o) => o.id === id)!,
        )}.`,
    ),
  prompt: (s) => ({
    kind: 'choice',
    label: 'Offre suivante sur la liste du Marchand',
    options: [
      ...untried(s).map((o) => ({ value: o.id, label: label(s, o) })),
      { value: NONE, label: 'Plus aucune offre sur sa liste' },
    ],
    none: NONE,
  }),
  resolve(ctx, value) {
    const s = ctx.s;
    const merchant = post(s, 'marchand')!;
    if (value === NONE) {
      ctx.s.rs.day.trocDone = true;
      ctx.emit('troc', { to: 'mj' }, 'Aucun troc aujourd’hui.');
      return;
    }
    const o = offers(ctx.base).find((x) => x.id === value)!;
    const why = infeasible(s, o);
    if (why) {
      ctx.s.rs.day.tried.push(o.id);
      ctx.emit('troc', { to: 'mj' }, () => `Offre ${de(label(s, o))} irréalisable : ${why}.`);
      if (offers(ctx.base).every((x) => x.id === o.id || ctx.base.rs.day.tried.includes(x.id)))
        ctx.s.rs.day.trocDone = true;
      return;
    }
    // Price items go back to the shop at the next dawn, Sacs d'or to the Marchand (line 57).
    const paid: string[] = [];
    for (const k of o.price) paid.push(...takeFrom(ctx, o.player, k, 1));
    const sacs = paid.filter((i) => kindOf(i) === 'sac');
    ctx.s.rs.toShop.push(...paid.filter((i) => kindOf(i) !== 'sac'));
    if (sacs.length > 0) give(ctx, merchant, sacs);
    const bought = shopTakeKind(ctx, o.want)!;
    give(ctx, o.player, [bought]);
    act(ctx, o.player, 'troc');
    ctx.s.rs.day.trocDone = true;
    const price = describeItems(o.price);
    ctx.emit(
      'troc',
      { to: 'players', ids: [o.player] },
      () => `Troc : ${name(s, o.player)} donne ${price} et reçoit « ${itemName(o.want)} ».`,
      {
        pm: `Le Marchand accepte votre troc : vous donnez ${price} et recevez « ${itemName(o.want)} ».`,
      },
    );
    const back = sacs.length > 0 ? ` Vous recevez ${describeItems(sacs)}.` : '';
    ctx.emit('troc', { to: 'players', ids: [merchant] }, () => `Troc conclu par ${name(s, o.player)}.`, {
      pm: `Troc conclu avec ${name(s, o.player)} : ${price} contre « ${itemName(o.want)} ».${back}`,
    });
  },
  repeat: (s) => !s.rs.day.trocDone,
});

/** The Masque: after the troc, every copy of the named item changes hands, unless the victim won today's auction (line 86). */
export const vol = step({
  id: 'vol',
  title: 'Le vol',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.clock.day > 0 && s.rs.book.orders.some((o) => thefts.of(o.kind) !== undefined),
  resolve(ctx) {
    const s = ctx.s;
    for (const o of familyOrders(ctx.base, thefts)) {
      const thief = o.player;
      const victim = o.value[0]!;
      const kind = o.item;
      if (!alive(s, thief) || !holds(s, thief, 'masque')) continue;
      act(ctx, thief, 'vol');
      const tell = (text: string, pm: string, ids: PlayerId[] = [thief]) =>
        ctx.emit('vol', { to: 'players', ids }, text, { pm });
      if (!alive(s, victim)) {
        tell(
          `Vol ${de(name(s, thief))} : ${name(s, victim)} est mort·e.`,
          `${name(s, victim)} n’est plus là : rien n’est volé.`,
        );
      } else if (s.rs.day.auction?.winner === victim) {
        tell(
          `Vol ${de(name(s, thief))} : ${name(s, victim)} a gagné l’enchère du jour, intouchable.`,
          `${name(s, victim)} a remporté l’enchère du jour : on ne peut pas le voler aujourd’hui.`,
        );
      } else if (!holds(s, victim, kind)) {
        tell(
          `Vol ${de(name(s, thief))} : ${name(s, victim)} n’a pas « ${itemName(kind)} ».`,
          `${name(s, victim)} ne possède pas « ${itemName(kind)} » : rien n’est volé.`,
        );
      } else {
        const moved = transfer(ctx, { from: victim, to: thief, kind });
        const what = describeItems(moved);
        ctx.emit('vol', { to: 'players', ids: [thief] }, () => `${name(s, thief)} vole ${what} à ${name(s, victim)}.`, {
          pm: `Vous volez ${what} à ${name(s, victim)}.`,
        });
        ctx.emit('vol', { to: 'players', ids: [victim] }, () => `${name(s, victim)} se fait voler ${what}.`, {
          pm: `On vous a volé : ${what}.`,
        });
      }
    }
  },
});
