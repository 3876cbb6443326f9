/**
 * The night's first rows, up to the wolves' attack (002_8a15d59d81dc3fa5.txt:
 * 5, 26-30, 39, 75-76, 79-81, 88, 101): the Flèches d'amour, the Tonneau de
 * bière, the wolves' target, the Potion de vie, the attack.
 */
import { ordersOf } from '../book';
import { kill } from '../deaths';
import { holds } from '../holdings';
import { fleches, loups, tonneau, vie } from '../night-orders';
import { alive, de, isWolf, living, name, names, que } from '../state';
import { useUp } from '../stock';
import { act, AUTO, step } from './step';
import { wolfChoice } from './night-book';
import { burnPigeon, mj, row, tell } from './night-row';
import { playerIn } from '../../../engine';

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
      playerIn(ctx.s.players, shooter).markers.loupBlanc = true;
      tell(
        ctx,
        [shooter],
        `${name(s, shooter)} devient le loup blanc.`,
        'Vous plantez les Flèches d’amour dans votre propre cœur : vous devenez le loup blanc. Vous gagnerez seul, en dernier survivant ; les nuits paires, vous pouvez tuer un loup.',
      );
      return;
    }
    const a = ids[0]!;
    const b = ids[1]!;
    ctx.s.rs.lovers = [a, b];
    playerIn(ctx.s.players, a).markers.amoureux = b;
    playerIn(ctx.s.players, b).markers.amoureux = a;
    tell(
      ctx,
      [shooter],
      `Les Flèches d’amour ${de(name(s, shooter))} touchent ${names(s, [a, b])}.`,
      `Vos Flèches d’amour touchent ${names(s, [a, b])}.`,
    );
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      tell(
        ctx,
        [x],
        `${name(s, x)} tombe amoureux·se ${de(name(s, y))}.`,
        `Vous tombez amoureux·se ${de(name(s, y))}. Si l’un de vous meurt, l’autre le suit ; vous pouvez vous parler et vous donner des objets la nuit.`,
      );
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
  ...AUTO,
  when: (s) => !s.rs.night.drunk && ordersOf(s, loups).length > 0,
  resolve(ctx) {
    const s = ctx.s;
    const choice = wolfChoice(s);
    const target =
      choice.target ?? (choice.tied.length > 0 ? ctx.pick(choice.tied, 'égalité entre les cibles des loups') : null);
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
      mj(
        ctx,
        `Potion de vie ${de(name(s, o.player))} : la cible porte le Chapeau de paille, elle ne peut pas être protégée.`,
      );
      return;
    }
    if (!burnPigeon(ctx, o.player, 'Potion de vie')) return;
    act(ctx, o.player, 'vie');
    useUp(ctx, o.player, 'potion-vie', `Potion de vie ${de(name(s, o.player))}`);
    ctx.s.rs.night.prevented = true;
    tell(
      ctx,
      [o.player],
      `La Potion de vie ${de(name(s, o.player))} empêche l’attaque contre ${name(s, target)}.`,
      `Votre Potion de vie empêche l’attaque des loups contre ${name(s, target)}.`,
    );
  },
});

export const rLoups = step({
  id: 'r-loups',
  title: 'L’attaque des loups',
  phase: 'night',
  ...AUTO,
  when: (s) => s.rs.night.target !== null,
  resolve(ctx) {
    const s = ctx.s;
    const target = s.rs.night.target!;
    for (const o of ordersOf(s, loups)) if (alive(s, o.player)) act(ctx, o.player, 'loups');
    // A failed attack is not told to the wolves (line 39).
    if (s.rs.night.prevented) return mj(ctx, `L’attaque contre ${name(s, target)} est empêchée.`);
    if (!alive(s, target)) return mj(ctx, `${name(s, target)} est déjà mort·e.`);
    if (holds(s, target, 'chapeau')) {
      useUp(ctx, target, 'chapeau', `Chapeau de paille ${de(name(s, target))}`);
      playerIn(ctx.s.players, target).role = 'loup';
      playerIn(ctx.s.players, target).markers.converti = true;
      const pack = living(ctx.s).filter((id) => isWolf(ctx.s, id) && id !== target);
      tell(
        ctx,
        [target],
        `${name(s, target)} devient loup (Chapeau de paille).`,
        `Les loups vous ont attaqué·e, mais votre Chapeau de paille vous change en loup. La meute : ${names(s, pack)}.`,
      );
      if (pack.length > 0)
        tell(ctx, pack, `La meute apprend ${que(name(s, target))} la rejoint.`, `${name(s, target)} rejoint la meute.`);
      return;
    }
    kill(ctx, target, 'loups');
  },
});
