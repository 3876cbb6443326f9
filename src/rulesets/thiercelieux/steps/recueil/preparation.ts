/**
 * The recueil's preparation-turn calls (004:596-609): le Prêtre, le Mauvais
 * Esprit and his enemies, l'Assassin.
 */
import { playerIn, playerRead, de, choose, eligible } from '../../../../engine';
import { putCard } from '../../cards';
import { dissolveCouple } from '../../deaths';
import { roleDef } from '../../roles';
import { AWAY, called, holder, holders, isWolfRole, name, names, partnerOf, wolfCardsInPlay } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { step } from '../step';
import { awayAnd, notHolder } from '../barred';

/** The Prêtre never blesses himself. */
const PRIEST_BARS = awayAnd(notHolder('pretre'));

/** Le Prêtre (004:523-526): the blessed player's card becomes a Simple Villageois; he escapes his first death unless he was a wolf or the Homme des Bois. */
export const pretre = roleStep('pretre', {
  id: 'pretre',
  title: 'Le Prêtre',
  when: (s) => s.clock.day === 1,
  line: () => 'Le Prêtre se réveille et désigne le joueur qui recevra la grâce de Dieu.',
  wakes: (s) => [holder(s, 'pretre')!],
  prompt: (s) => choose(s, { label: 'Joueur béni', min: 1, max: 1 }, PRIEST_BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = value[0]!;
    const card = playerRead(s.players, target).role;
    const eligible = !isWolfRole(card) && card !== 'homme-des-bois';
    const p = playerIn(ctx.s.players, target);
    putCard(p, 'villageois');
    p.markers.beni = { eligible, used: false };
    // A power card taken out is still called, in the void (004:525).
    if (card !== 'villageois' && !isWolfRole(card) && holders(s, card).length === 1 && !ctx.s.rs.removed.includes(card))
      ctx.s.rs.removed.push(card);
    ctx.emit(
      'pretre',
      { to: 'players', ids: [holder(s, 'pretre')!, target] },
      () => `Le Prêtre bénit ${name(s, target)} (${roleDef(card).name}), désormais Simple Villageois.`,
      {
        target,
        role: card,
        eligible,
      },
    );
    ctx.react('montrer', {
      title: 'Le Prêtre',
      line: `Montrez au Prêtre la carte ${de(name(s, target))} : ${roleDef(card).name}. Remplacez-la par un Simple Villageois ; le Prêtre se rendort, puis touchez ${name(s, target)} dans le dos : il ou elle est désormais un simple villageois.`,
    });
  },
});

/** Le Mauvais Esprit (004:511-513): two enemies (himself allowed); the very lovers, and both spells cancel. */
export const mauvaisEsprit = roleStep('mauvais-esprit', {
  id: 'mauvais-esprit',
  title: 'Le Mauvais Esprit',
  when: (s) => s.clock.day === 1,
  line: () =>
    'Le Mauvais Esprit se réveille et me désigne deux joueurs qui vont se détester (lui compris, s’il le veut).',
  wakes: (s) => [holder(s, 'mauvais-esprit')!],
  prompt: (s) => choose(s, { label: 'Les deux ennemis', min: 2, max: 2 }, AWAY),
  resolve(ctx, value) {
    const s = ctx.base;
    const [a, b] = [value[0]!, value[1]!];
    const self = holder(s, 'mauvais-esprit')!;
    if (partnerOf(s, a) === b) {
      dissolveCouple(ctx);
      ctx.emit(
        'ennemis',
        { to: 'players', ids: [self, a, b] },
        () => `Le Mauvais Esprit désigne les amoureux ${names(s, [a, b])} : amour et haine s’annulent.`,
        { enemies: [a, b] },
      );
      ctx.react('montrer', {
        title: 'Le Mauvais Esprit',
        line: `${names(s, [a, b])} sont les amoureux : les deux sorts s’annulent, il n’y a ni amoureux ni ennemis. Touchez-les : ils se réveillent, je le leur dis en silence, et ils se rendorment.`,
      });
      return;
    }
    ctx.s.rs.enemies = [a, b];
    playerIn(ctx.s.players, a).markers.ennemi = b;
    playerIn(ctx.s.players, b).markers.ennemi = a;
    ctx.emit(
      'ennemis',
      { to: 'players', ids: [self] },
      () => `Le Mauvais Esprit fait ${de(names(s, [a, b]))} des ennemis.`,
      {
        enemies: [a, b],
      },
    );
  },
});

export const ennemis = step({
  id: 'ennemis',
  title: 'Les Ennemis',
  role: 'mauvais-esprit',
  when: (s) => s.clock.day === 1 && called(s, 'mauvais-esprit'),
  inert: (s) => (s.rs.enemies === null ? 'pas d’ennemis' : null),
  line: () =>
    'Je frôle deux joueurs : ils se réveillent, se reconnaissent, puis se rendorment. Ils se détesteront jusqu’à la fin de la partie.',
  notes: (s) => [`Ennemis : ${names(s, s.rs.enemies!)}.`],
  wakes: (s) => [...s.rs.enemies!],
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    const e = ctx.base.rs.enemies!;
    ctx.emit('ennemis', { to: 'players', ids: [...e] }, () => `${names(ctx.base, e)} se savent ennemis.`);
  },
});

/** The Assassin never names himself, nor his lover (004:84). */
const ASSASSIN_BARS = awayAnd(notHolder('assassin', '004:80'), {
  test: (s, id) => id === partnerOf(s, holder(s, 'assassin')!),
  why: (s, id) => `${name(s, id)} est en couple avec l’Assassin : un amoureux ne figure jamais parmi ses victimes.`,
  line: '004:84',
});

/** How many victims he names: one per wolf card brought in, plus one, as far as there are players to name. */
function victimsWanted(s: TGame): number {
  return Math.min(wolfCardsInPlay(s) + 1, eligible(s, ASSASSIN_BARS, undefined).length);
}

/** L'Assassin (004:80-84): as many players as wolf cards brought in, plus one (the Chef de Meute counts, the Homme des Bois does not). */
export const assassin = roleStep('assassin', {
  id: 'assassin',
  title: 'L’Assassin',
  when: (s) => s.clock.day === 1,
  line: (s) =>
    `L’Assassin se réveille et me montre les ${victimsWanted(s)} joueurs dont il veut la mort au cours de la partie.`,
  wakes: (s) => [holder(s, 'assassin')!],
  prompt: (s) => {
    const k = victimsWanted(s);
    return choose(s, { label: 'Cibles de l’Assassin', min: k, max: k }, ASSASSIN_BARS);
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const targets = s.order.filter((id) => value.includes(id));
    ctx.s.rs.assassinTargets = targets;
    ctx.s.rs.assassinBy = holder(s, 'assassin');
    for (const id of targets) playerIn(ctx.s.players, id).markers.cibleAssassin = true;
    ctx.emit(
      'assassin',
      { to: 'players', ids: [holder(s, 'assassin')!] },
      () => `L’Assassin veut la mort ${de(names(s, targets))}.`,
      { targets },
    );
  },
});
