/**
 * The night's resolution, one row per line of the book's order
 * (002_8a15d59d81dc3fa5.txt:26-39): a player killed by an earlier row does not
 * act in a later one, and the Tonneau de bière stops every row after it.
 */
import type { PlayerId, StepId } from '../../../engine';
import { familyOrders, ordersOf } from '../book';
import { kill, settleDeadItems } from '../deaths';
import { count, hand, holds } from '../holdings';
import { describeItems, itemName } from '../items';
import { analphabetisme, arbalete, boule, chaudron, crossbowTargets, fleches, loupBlanc, loups, loverGifts, mort, pipot, tonneau, vie } from '../night-orders';
import { flag } from '../options';
import { alive, charmed, de, illiterate, isWolf, living, name, names, partnerOf, que } from '../state';
import { give, mint, noteUse, transfer, useUp } from '../stock';
import type { LCtx, LGame, LTypes } from '../types';
import { act, AUTO, step } from './step';
import { wolfChoice } from './night-book';

const tell = (ctx: LCtx, ids: PlayerId[], text: string, pm: string) => ctx.emit('nuit', { to: 'players', ids }, text, { pm });
const mj = (ctx: LCtx, text: string) => ctx.emit('nuit', { to: 'mj' }, text);

interface RowSpec<K extends StepId<LTypes>, V> {
  id: K;
  title: string;
  /** The orders the row carries out, in arrival order. */
  orders(s: LGame): V[];
  run(ctx: LCtx, o: V): void;
  /** False: the Tonneau de bière does not stop this row (the Flèches d'amour come before it). */
  soberOnly?: boolean;
}

/** A row of the night: its orders, from players still alive and sober. */
function row<K extends StepId<LTypes>, V extends { player: PlayerId }>({ id, title, orders: of, run, soberOnly = true }: RowSpec<K, V>) {
  return step({
    id,
    title,
    phase: 'night',
    ...AUTO,
    when: (s) => of(s).length > 0,
    resolve(ctx) {
      for (const o of of(ctx.base)) {
        const s = ctx.s;
        if (!alive(s, o.player)) mj(ctx, `${title} : ${name(s, o.player)} est mort·e plus tôt dans la nuit, sans effet.`);
        else if (soberOnly && s.rs.night.drunk) mj(ctx, `${title} : ${name(s, o.player)} est ivre (Tonneau de bière), sans effet.`);
        else run(ctx, o);
      }
    },
  });
}

/** The potions burn a Pigeon (lines 76-78, 96). */
function burnPigeon(ctx: LCtx, id: PlayerId, what: string): boolean {
  const s = ctx.s;
  const literate = !illiterate(s, id) || flag(s, 'analphabetePotions');
  if (!literate || !holds(s, id, 'pigeon')) {
    mj(ctx, `${what} : ${name(s, id)} n’a pas de Pigeon à brûler, la potion n’est pas utilisée.`);
    return false;
  }
  return useUp(ctx, id, 'pigeon', `Pigeon brûlé par ${name(s, id)} (${what})`);
}

// --- Flèches d'amour (lines 27, 79-81) -------------------------------------------------------------

export const rFleches = row({
  id: 'r-fleches',
  title: 'Flèches d’amour',
  orders: (s) => ordersOf(s, fleches),
  soberOnly: false,
  run: (ctx, o) => {
    const s = ctx.s;
    const shooter = o.player;
    const ids = o.value;
    if (s.clock.day !== 1 || !holds(s, shooter, 'fleches') || ids.some((id) => !alive(s, id))) return;
    act(ctx, shooter, 'fleches');
    useUp(ctx, shooter, 'fleches', `Flèches d’amour ${de(name(s, shooter))}`);
    if (isWolf(s, shooter)) {
      ctx.s.rs.whiteWolf = shooter;
      ctx.s.players[shooter]!.markers.loupBlanc = true;
      tell(ctx, [shooter], `${name(s, shooter)} devient le loup blanc.`, 'Vous plantez les Flèches d’amour dans votre propre cœur : vous devenez le loup blanc. Vous gagnerez seul, en dernier survivant ; les nuits paires, vous pouvez tuer un loup.');
      return;
    }
    const a = ids[0]!;
    const b = ids[1]!;
    ctx.s.rs.lovers = [a, b];
    ctx.s.players[a]!.markers.amoureux = b;
    ctx.s.players[b]!.markers.amoureux = a;
    tell(ctx, [shooter], `Les Flèches d’amour ${de(name(s, shooter))} touchent ${names(s, [a, b])}.`, `Vos Flèches d’amour touchent ${names(s, [a, b])}.`);
    for (const [x, y] of [[a, b], [b, a]] as const) {
      tell(ctx, [x], `${name(s, x)} tombe amoureux·se ${de(name(s, y))}.`, `Vous tombez amoureux·se ${de(name(s, y))}. Si l’un de vous meurt, l’autre le suit ; vous pouvez vous parler et vous donner des objets la nuit.`);
    }
  },
});

// --- Tonneau de bière (lines 28, 101) ------------------------------------------------------------

export const rTonneau = row({
  id: 'r-tonneau',
  title: 'Tonneau de bière',
  orders: (s) => ordersOf(s, tonneau),
  run: (ctx, o) => {
    const s = ctx.s;
    if (!holds(s, o.player, 'tonneau')) return;
    act(ctx, o.player, 'tonneau');
    useUp(ctx, o.player, 'tonneau', `Tonneau de bière ${de(name(s, o.player))}`);
    ctx.s.rs.night.drunk = true;
    mj(ctx, `${name(s, o.player)} met le Tonneau de bière en perce : plus personne n’agit cette nuit.`);
  },
});

// --- The wolves' target, then the Potion de vie and the attack (lines 5, 29-30, 39, 75-76, 88) ---

/** The target is settled before the Potion de vie's row: its holders were warned of it during the night. */
export const cibleLoups = step({
  id: 'cible-loups',
  title: 'La cible des loups',
  phase: 'night',
  auto: true,
  when: (s) => !s.rs.night.drunk && ordersOf(s, loups).length > 0,
  line: () => '',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    const s = ctx.s;
    const choice = wolfChoice(s);
    const target = choice.target ?? (choice.tied.length > 0 ? ctx.pick(choice.tied, 'égalité entre les cibles des loups') : null);
    ctx.s.rs.night.target = target;
    if (target) mj(ctx, `Les loups attaquent ${name(s, target)}.`);
  },
});

export const rVie = row({
  id: 'r-vie',
  title: 'Potion de vie',
  orders: (s) => ordersOf(s, vie),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = s.rs.night.target;
    if (!target || s.rs.night.prevented || !holds(s, o.player, 'potion-vie')) return;
    if (holds(s, target, 'chapeau')) {
      mj(ctx, `Potion de vie ${de(name(s, o.player))} : la cible porte le Chapeau de paille, elle ne peut pas être protégée.`);
      return;
    }
    if (!burnPigeon(ctx, o.player, 'Potion de vie')) return;
    act(ctx, o.player, 'vie');
    useUp(ctx, o.player, 'potion-vie', `Potion de vie ${de(name(s, o.player))}`);
    ctx.s.rs.night.prevented = true;
    tell(ctx, [o.player], `La Potion de vie ${de(name(s, o.player))} empêche l’attaque contre ${name(s, target)}.`, `Votre Potion de vie empêche l’attaque des loups contre ${name(s, target)}.`);
  },
});

export const rLoups = step({
  id: 'r-loups',
  title: 'L’attaque des loups',
  phase: 'night',
  auto: true,
  when: (s) => s.rs.night.target !== null,
  line: () => '',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    const s = ctx.s;
    const target = s.rs.night.target!;
    for (const o of ordersOf(s, loups)) if (alive(s, o.player)) act(ctx, o.player, 'loups');
    // A failed attack is not told to the wolves (line 39).
    if (s.rs.night.prevented) return mj(ctx, `L’attaque contre ${name(s, target)} est empêchée.`);
    if (!alive(s, target)) return mj(ctx, `${name(s, target)} est déjà mort·e.`);
    if (holds(s, target, 'chapeau')) {
      useUp(ctx, target, 'chapeau', `Chapeau de paille ${de(name(s, target))}`);
      ctx.s.players[target]!.role = 'loup';
      ctx.s.players[target]!.markers.converti = true;
      const pack = living(ctx.s).filter((id) => isWolf(ctx.s, id) && id !== target);
      tell(ctx, [target], `${name(s, target)} devient loup (Chapeau de paille).`, `Les loups vous ont attaqué·e, mais votre Chapeau de paille vous change en loup. La meute : ${names(s, pack)}.`);
      if (pack.length > 0) tell(ctx, pack, `La meute apprend ${que(name(s, target))} la rejoint.`, `${name(s, target)} rejoint la meute.`);
      return;
    }
    kill(ctx, target, 'loups');
  },
});

// --- Potion de mort, Arbalète, loup blanc (lines 31-33, 77, 81, 85) -------------------------------

export const rMort = row({
  id: 'r-mort',
  title: 'Potion de mort',
  orders: (s) => ordersOf(s, mort),
  run: (ctx, o) => {
    const s = ctx.s;
    const target = o.value[0]!;
    if (!holds(s, o.player, 'potion-mort')) return;
    if (!alive(s, target)) return mj(ctx, `Potion de mort ${de(name(s, o.player))} : ${name(s, target)} est déjà mort·e, la potion est gardée.`);
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
      ctx.s.players[id]!.markers.charme = true;
      tell(ctx, [id], `${name(s, id)} est charmé·e.`, 'Vous êtes charmé·e par le joueur de pipot.');
    }
    if (ids.length > 0) tell(ctx, [o.player], `Le pipot ${de(name(s, o.player))} charme ${names(s, ids)}.`, `Votre pipot charme ${names(s, ids)}.`);
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
    ctx.s.players[target]!.markers.analphabete = true;
    mj(ctx, `${name(s, o.player)} rend ${name(s, target)} analphabète.`);
    tell(ctx, [target], `${name(s, target)} devient analphabète.`, 'Vous êtes devenu·e analphabète : vous ne pouvez plus voter, ni envoyer ou recevoir de Pigeon ou de Testament.');
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
    tell(ctx, [o.player], `Le Chaudron ${de(name(s, o.player))} donne une ${itemName(potion)}.`, `Votre Chaudron vous donne une ${itemName(potion)}.`);
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
    tell(ctx, [o.player], `La Boule de cristal ${de(name(s, o.player))} sonde ${name(s, target)} : ${camp}, ${items}.`, `Votre Boule de cristal sonde ${name(s, target)} : ${camp}. Ses objets : ${items}.`);
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
    const moved = transfer(ctx, o.player, partner, kind, n);
    const what = describeItems(moved);
    tell(ctx, [partner], `${name(s, o.player)} donne ${what} à ${name(s, partner)}.`, `Votre amoureux·se, ${name(s, o.player)}, vous donne : ${what}.`);
  },
});

// --- End of the night: the magnet (line 87) ----------------------------------------------------------

export const finNuit = step({
  id: 'fin-nuit',
  title: 'La fin de la nuit',
  phase: 'night',
  auto: true,
  line: () => '',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    ctx.s.rs.night.lost = settleDeadItems(ctx, true);
    ctx.s.rs.crossbow = {};
  },
});

