/**
 * The other invoked powers: the Prophète raises a ghost, himself included,
 * alive or as a ghost (001:9, 76); the Assassin kills anyone, if he can pay
 * (001:128); the Procureur with an adjoint pays a coin to see the cards of a
 * post holder (001:156); Poirot's show (001:111), in the day, when every
 * player can answer.
 */
import { choose, eligible, type Bar, type Bars, type PlayerId } from '../../../engine';
import { burnCoins, coinsOf } from '../../quintebourg-family/coins';
import { DEAD, notMe } from '../bars';
import { name } from '../../quintebourg-family/text';
import { act, action, canUse, first, spend, tell } from '../common';
import { kill, raise } from '../deaths';
import { nextGuess } from '../steps/show';
import { choice } from '../options';
import { hasAdjoint, post, POSTS } from '../posts';
import { available, cardHolder, cardsHeld, ghosts, hasGoal, isGhost, specialtyHolder } from '../queries';
import { cardName } from '../roles';
import type { RGame } from '../types';
import { DAYS } from '../week';
import { canKill, mayInvoke, started } from './timing';

/** Only a ghost is raised (001:76); the call's argument, the ghosts first dead first, is the order they are offered in. */
const GHOST: Bar<RGame, readonly PlayerId[]> = {
  test: (s, id) => !isGhost(s, id),
  why: (s, id) => `${name(s, id)} n’est pas un fantôme.`,
  line: '001:76',
  pass: (_s, list) => list,
};
const GHOST_BARS: Bars<RGame, readonly PlayerId[]> = [GHOST];

export const prophete = action({
  id: 'prophete',
  title: 'Le Prophète\u00a0: la résurrection',
  available: (s) => {
    const me = cardHolder(s, 'prophete');
    return (
      started(s) &&
      me !== null &&
      (available(s, me) || isGhost(s, me)) &&
      canUse(s, me, 'resurrection') &&
      ghosts(s).length > 0
    );
  },
  line: () =>
    'Le Prophète lève le bras (ou se manifeste, s’il est un fantôme) : les autres ferment les yeux. Il désigne le fantôme qu’il ressuscite.',
  prompt: (s) => choose(s, { label: 'Fantôme ressuscité', min: 1, max: 1 }, GHOST_BARS, ghosts(s)),
  resolve(ctx, value) {
    const me = cardHolder(ctx.s, 'prophete')!;
    spend(ctx, me, 'resurrection');
    act(ctx, me, 'resurrection');
    raise(ctx, first(value)!);
  },
});

/** What the next bullet costs (001:128): his whole fortune the first time, 2 coins after; an heir never trades his fortune, and with option `assassinHerite` = gratuit pays nothing. */
export function bulletCost(s: RGame, me: string): 'fortune' | number {
  if ((s.rs.inherited[me] ?? []).includes('assassin'))
    return choice(s.setup.options, 'assassinHerite') === 'gratuit' ? 0 : 2;
  return s.rs.armed ? 2 : 'fortune';
}

/** Whether he has the means: some fortune to trade the first time, 2 coins after. */
const affords = (s: RGame, me: string): boolean => {
  const cost = bulletCost(s, me);
  return cost === 'fortune' ? coinsOf(s, me) > 0 : coinsOf(s, me) >= cost;
};

/** The Assassin's target: anyone alive but himself (001:128). */
const TARGET_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est l’Assassin : il ne se tire pas dessus.`),
];

export const assassin = action({
  id: 'assassin',
  title: 'L’Assassin',
  available: (s) => {
    const me = specialtyHolder(s, 'assassin');
    return canKill(s) && mayInvoke(s, me) && affords(s, me) && eligible(s, TARGET_BARS, me).length > 0;
  },
  // Only the means get their own refusal: the rest keeps the engine's « pas possible maintenant ».
  unavailable: (s) => {
    const me = specialtyHolder(s, 'assassin');
    if (!me || !canKill(s) || !mayInvoke(s, me) || affords(s, me)) return null;
    const cost = bulletCost(s, me);
    return {
      reason:
        cost === 'fortune'
          ? `${name(s, me)} n’a aucune pièce : l’Assassin paie son premier tir de toute sa fortune.`
          : `${name(s, me)} ${coinsOf(s, me) === 0 ? 'n’a aucune pièce' : 'n’a qu’une pièce'} : chaque balle de l’Assassin coûte ${cost} pièces.`,
      rule: '001:128',
    };
  },
  line: (s) => {
    const cost = bulletCost(s, specialtyHolder(s, 'assassin')!);
    return `L’Assassin lève le bras : les autres ferment les yeux. Il désigne sa cible (${cost === 'fortune' ? 'toute sa fortune, contre son équipement' : cost === 0 ? 'balle gratuite' : '2 pièces'}).`;
  },
  prompt: (s) => choose(s, { label: 'Cible', min: 1, max: 1 }, TARGET_BARS, specialtyHolder(s, 'assassin')),
  resolve(ctx, value) {
    const s = ctx.s;
    const me = specialtyHolder(s, 'assassin')!;
    const cost = bulletCost(s, me);
    act(ctx, me, 'assassinat');
    if (cost === 'fortune') {
      burnCoins(ctx, { from: me, coins: coinsOf(s, me), why: 'équipement de l’Assassin' });
      ctx.s.rs.armed = true;
    } else if (cost > 0) burnCoins(ctx, { from: me, coins: cost, why: 'balle de l’Assassin' });
    kill(ctx, first(value)!, 'assassinat');
  },
});

/** The holders of a post the Procureur may investigate: anyone else holding one, a ghost's included (001:156). */
const INVESTIGATED_BARS: Bars<RGame> = [
  {
    test: (s, id) => id === post(s, 'procureur'),
    why: (s, id) => `${name(s, id)} est le Procureur : il enquête sur quelqu’un d’autre.`,
  },
  {
    test: (s, id) => POSTS.postsOf(s, id).length === 0,
    why: (s, id) => `${name(s, id)} n’occupe aucun poste public.`,
    line: '001:156',
  },
];
const investigated = (s: RGame) => eligible(s, INVESTIGATED_BARS, undefined);

export const enquete = action({
  id: 'enquete',
  title: 'L’enquête du Procureur',
  available: (s) => {
    const p = post(s, 'procureur');
    return started(s) && hasAdjoint(s) && mayInvoke(s, p) && coinsOf(s, p) >= 1 && investigated(s).length > 0;
  },
  line: () =>
    'Le Procureur paie une pièce (retirée du jeu) pour enquêter sur un titulaire de poste public, qui lui montre ses cartes.',
  prompt: (s) => choose(s, { label: 'Enquête sur', min: 1, max: 1 }, INVESTIGATED_BARS),
  resolve(ctx, value) {
    const s = ctx.s;
    const p = post(s, 'procureur')!;
    const target = first(value)!;
    act(ctx, p, 'enquete');
    burnCoins(ctx, { from: p, coins: 1, why: 'enquête du Procureur' });
    tell(ctx, {
      to: [p],
      type: 'enquete',
      text: `Enquête sur ${name(s, target)} : ${cardsHeld(s, target).map(cardName).join(', ')}.`,
      data: { target },
    });
  },
});

export const show = action({
  id: 'show',
  title: 'Le show de Poirot',
  available: (s) => {
    const me = cardHolder(s, 'poirot');
    return (
      s.clock.phase === 'day' &&
      started(s) &&
      !DAYS.isSunday(s.clock.day) &&
      s.rs.show === null &&
      mayInvoke(s, me) &&
      hasGoal(s, me, 'showman') &&
      canUse(s, me, 'show')
    );
  },
  line: () =>
    'Poirot fait son show : il va annoncer, joueur après joueur dans l’ordre de son choix, le rôle de camp de chacun, morts compris.',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    const s = ctx.s;
    const me = cardHolder(s, 'poirot')!;
    spend(ctx, me, 'show');
    act(ctx, me, 'show');
    ctx.announce(me, { role: 'poirot' }, () => `${name(s, me)} se révèle : c’est Poirot, et il fait son show.`);
    // Everyone else, the dead included; Poirot names them in the order of his choice (001:111).
    const left = s.order.filter((id) => id !== me);
    ctx.s.rs.show = { poirot: me, left, total: left.length, signaled: 0, big: 0, committed: 0 };
    nextGuess(ctx);
  },
});
