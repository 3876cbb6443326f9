/**
 * The night's rows after the wolves' attack, in the book's order
 * (002_8a15d59d81dc3fa5.txt:31-38): a player killed by an earlier row does
 * not act in a later one, and the Tonneau de bière stops every row. Then the
 * end of the night: the Aimant picks up the dead's items.
 */
import { familyOrders, ordersOf } from '../book';
import { kill, settleDeadItems } from '../deaths';
import { count, hand, holds } from '../holdings';
import { describeItems, itemName } from '../items';
import {
  analphabetisme,
  arbalete,
  boule,
  chaudron,
  crossbowTargets,
  loupBlanc,
  loverGifts,
  mort,
  pipot,
} from '../night-orders';
import { alive, charmed, de, isWolf, name, names, partnerOf } from '../state';
import { give, mint, noteUse, transfer, useUp } from '../stock';
import { act, AUTO, step } from './step';
import { burnPigeon, mj, row, tell } from './night-row';
import { playerIn } from '../../../engine';

// --- Potion de mort, Arbalète, loup blanc (lines 31-33, 77, 81, 85) -------------------------------

export const rMort = row({
  id: 'r-mort',
  title: 'Potion de mort',
  orders: (s) => ordersOf(s, mort),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (!holds(s, o.player, 'potion-mort')) return;
    if (!alive(s, target))
      return mj(
        ctx,
        `Potion de mort ${de(name(s, o.player))} : ${name(s, target)} est déjà mort·e, la potion est gardée.`,
      );
    if (!burnPigeon(ctx, o.player, 'Potion de mort')) return;
    act(ctx, o.player, 'mort');
    useUp(ctx, o.player, 'potion-mort', `Potion de mort ${de(name(s, o.player))}`);
    mj(ctx, `${name(s, o.player)} verse la Potion de mort à ${name(s, target)}.`);
    kill(ctx, target, 'potion');
  },
});

export const rArbalete = row({
  id: 'r-arbalete',
  title: 'Arbalète',
  orders: (s) => ordersOf(s, arbalete),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (!holds(s, o.player, 'arbalete') || !crossbowTargets(s, o.player).includes(target)) return;
    act(ctx, o.player, 'arbalete');
    noteUse(ctx, 'arbalete');
    const villager = !isWolf(s, target);
    mj(ctx, `${name(s, o.player)} tire à l’Arbalète sur ${name(s, target)}.`);
    kill(ctx, target, 'arbalete');
    if (villager && !alive(ctx.s, target) && alive(ctx.s, o.player)) {
      mj(ctx, `${name(s, target)} était villageois : ${name(s, o.player)} se donne la mort.`);
      kill(ctx, o.player, 'remords');
    }
  },
});

export const rLoupBlanc = row({
  id: 'r-loup-blanc',
  title: 'Le loup blanc',
  orders: (s) => ordersOf(s, loupBlanc),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (o.player !== s.rs.whiteWolf || s.clock.day % 2 !== 0 || !alive(s, target) || !isWolf(s, target)) return;
    act(ctx, o.player, 'loup-blanc');
    mj(ctx, `Le loup blanc, ${name(s, o.player)}, tue ${name(s, target)}.`);
    kill(ctx, target, 'loup-blanc');
  },
});

// --- Pipot, Potion d'analphabétisme, Chaudron, Boule de cristal (lines 34-37, 78, 82, 89, 100) ---

export const rPipot = row({
  id: 'r-pipot',
  title: 'Pipot',
  orders: (s) => ordersOf(s, pipot),
  run: (ctx, o) => {
    const s = ctx.s;
    if (!holds(s, o.player, 'pipot')) return;
    const ids = o.value.filter((id) => alive(s, id) && id !== o.player && !charmed(s, id));
    act(ctx, o.player, 'pipot');
    noteUse(ctx, 'pipot');
    for (const id of ids) {
      playerIn(ctx.s.players, id).markers.charme = true;
      tell(ctx, [id], `${name(s, id)} est charmé·e.`, 'Vous êtes charmé·e par le joueur de pipot.');
    }
    if (ids.length > 0)
      tell(
        ctx,
        [o.player],
        `Le pipot ${de(name(s, o.player))} charme ${names(s, ids)}.`,
        `Votre pipot charme ${names(s, ids)}.`,
      );
  },
});

export const rAnalphabetisme = row({
  id: 'r-analphabetisme',
  title: 'Potion d’analphabétisme',
  orders: (s) => ordersOf(s, analphabetisme),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (!holds(s, o.player, 'potion-analphabetisme') || !alive(s, target)) return;
    if (!burnPigeon(ctx, o.player, 'Potion d’analphabétisme')) return;
    act(ctx, o.player, 'analphabetisme');
    useUp(ctx, o.player, 'potion-analphabetisme', `Potion d’analphabétisme ${de(name(s, o.player))}`);
    playerIn(ctx.s.players, target).markers.analphabete = true;
    mj(ctx, `${name(s, o.player)} rend ${name(s, target)} analphabète.`);
    tell(
      ctx,
      [target],
      `${name(s, target)} devient analphabète.`,
      'Vous êtes devenu·e analphabète : vous ne pouvez plus voter, ni envoyer ou recevoir de Pigeon ou de Testament.',
    );
  },
});

export const rChaudron = row({
  id: 'r-chaudron',
  title: 'Chaudron',
  orders: (s) => ordersOf(s, chaudron),
  run: (ctx, o) => {
    const s = ctx.s;
    if (!holds(s, o.player, 'chaudron')) return;
    const potion = o.value;
    act(ctx, o.player, 'chaudron');
    useUp(ctx, o.player, 'chaudron', `Chaudron ${de(name(s, o.player))}`);
    give(ctx, o.player, [mint(ctx, potion)]);
    tell(
      ctx,
      [o.player],
      `Le Chaudron ${de(name(s, o.player))} donne une ${itemName(potion)}.`,
      `Votre Chaudron vous donne une ${itemName(potion)}.`,
    );
  },
});

export const rBoule = row({
  id: 'r-boule',
  title: 'Boule de cristal',
  orders: (s) => ordersOf(s, boule),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (!holds(s, o.player, 'boule') || !alive(s, target)) return;
    act(ctx, o.player, 'boule');
    noteUse(ctx, 'boule');
    const camp = isWolf(s, target) ? 'loup' : 'villageois';
    const items = describeItems(hand(s, target));
    tell(
      ctx,
      [o.player],
      `La Boule de cristal ${de(name(s, o.player))} sonde ${name(s, target)} : ${camp}, ${items}.`,
      `Votre Boule de cristal sonde ${name(s, target)} : ${camp}. Ses objets : ${items}.`,
    );
  },
});

// --- Lovers' gifts (lines 38, 80) ----------------------------------------------------------------

export const rDons = row({
  id: 'r-dons',
  title: 'Dons des amoureux',
  orders: (s) => familyOrders(s, loverGifts),
  run: (ctx, o) => {
    const s = ctx.s;
    const partner = partnerOf(s, o.player);
    const kind = o.item;
    const n = Math.min(o.value, count(s, o.player, kind));
    if (!partner || !alive(s, partner) || n === 0) return;
    act(ctx, o.player, 'don');
    const moved = transfer(ctx, { from: o.player, to: partner, kind, n });
    const what = describeItems(moved);
    tell(
      ctx,
      [partner],
      `${name(s, o.player)} donne ${what} à ${name(s, partner)}.`,
      `Votre amoureux·se, ${name(s, o.player)}, vous donne : ${what}.`,
    );
  },
});

// --- End of the night: the magnet (line 87) ----------------------------------------------------------

export const finNuit = step({
  id: 'fin-nuit',
  title: 'La fin de la nuit',
  phase: 'night',
  ...AUTO,
  resolve(ctx) {
    ctx.s.rs.night.lost = settleDeadItems(ctx, true);
    ctx.s.rs.crossbow = {};
  },
});
