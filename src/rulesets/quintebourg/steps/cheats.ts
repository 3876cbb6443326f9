/**
 * Row S: the Tricheur, the Brigand and the Hackeur, each on their own nights
 * (000_a045abd3825f1297.txt:389-397, 755, 779, 803): the larcin takes half the
 * coins of a house or a room, rounded up, and may hand some on at once; the
 * trucage turns the C, Q and M's votes against a target at the next vote.
 */
import type { Json, PlayerId } from '../../../engine';
import { act, first, game, type QStep } from '../common';
import { moveCoins } from '../coins';
import { at } from '../night-map';
import { CHEATS, cardName } from '../roles';
import { believedAlive, effectHolder, type QGame } from '../state';
import { coins, name } from '../text';
import { cardInert, cardStep } from './call';
import { showResult } from './result';
import { POT } from './mc';
import { parsePlace, placeName, placeOptions } from './scientists';

/** Take `n` coins from the occupants, one at a time from the richest (ties in seating order). */
function steal(ctx: Parameters<QStep['resolve']>[0], thief: PlayerId, from: PlayerId[], n: number): number {
  let taken = 0;
  for (; taken < n; taken++) {
    const s = game(ctx);
    const richest = [...from].sort((a, b) => s.players[b]!.money - s.players[a]!.money || s.order.indexOf(a) - s.order.indexOf(b))[0];
    if (!richest || s.players[richest]!.money === 0) break;
    moveCoins(ctx, richest, thief, 1, 'larcin');
  }
  return taken;
}

/** Row S, first tap: larcin, trucage or nothing (000:391). */
function cheat(card: (typeof CHEATS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : larcin (un lieu) ou trucage (une cible pour le vote de demain) ?`,
    prompt: () => ({
      kind: 'choice',
      label: 'Larcin ou trucage',
      options: [
        { value: 'rien', label: 'Rien cette nuit' },
        { value: 'larcin', label: 'Larcin : une maison ou une chambre' },
        { value: 'trucage', label: 'Trucage : une cible pour le vote de demain' },
      ],
    }),
    resolve(ctx, value) {
      if (value === 'larcin') ctx.react('larcin', { card });
      if (value === 'trucage') ctx.react('trucage', { card });
    },
  });
}

const cardOf = (args: Json | undefined): string => (args as { card: string }).card;

/** The larcin: half the coins of the place, rounded up (000:393). */
export const larcin: QStep = {
  id: 'larcin',
  title: 'Le larcin',
  // A power invoked between the two taps (000:168) may strike the cheat: his choice falls.
  inert: (s, args) => cardInert(s, cardOf(args)),
  line: () => 'Dans quelle maison ou quelle chambre se rend-il ?',
  notes: () => ['Le plus riche de la journée reste protégé, même si le larcin le dépouille (000:393).'],
  wakes: (s, args) => [effectHolder(s, cardOf(args))!],
  // The pot of a paying vote is open to the cheats too (« clepto », 000:687).
  prompt: (s) => ({
    kind: 'choice',
    label: 'Lieu du larcin',
    options: [...placeOptions(s), ...(s.rs.coins.pot > 0 ? [{ value: POT, label: `La cagnotte du vote (${coins(s.rs.coins.pot)})` }] : [])],
  }),
  resolve(ctx, value, args) {
    const s = game(ctx);
    const me = effectHolder(s, cardOf(args))!;
    act(ctx, me, 'larcin');
    if (value === POT) {
      // Half the pot, rounded up, like any place (000:393).
      const total = s.rs.coins.pot;
      const taken = Math.ceil(total / 2);
      ctx.s.rs.coins.pot -= taken;
      ctx.s.players[me]!.money += taken;
      ctx.emit('pieces', { to: 'mj' }, `${name(s, me)} prend ${coins(taken)} dans la cagnotte du vote (larcin).`, { to: me, coins: taken });
      showResult(ctx, me, 'larcin', `Larcin, la cagnotte : ${coins(taken)} sur ${total}.`, `Je lui indique son butin : ${coins(taken)}.`, { place: POT, taken });
      ctx.react('larcin-don', { thief: me, left: taken });
      return;
    }
    const place = parsePlace(s, value as string);
    // The coins of the place are those its occupants carry (000:561): a Q or M holds none (000:126).
    const here = at(s.rs.night.map ?? {}, place).filter((x) => x !== me);
    const total = here.reduce((sum, x) => sum + s.players[x]!.money, 0);
    const taken = steal(ctx, me, here, Math.ceil(total / 2));
    const text = `Larcin, ${placeName(s, place)} : ${coins(taken)} sur ${total}.`;
    showResult(ctx, me, 'larcin', text, `Je lui indique son butin : ${coins(taken)}.`, { place: value as string, taken });
    if (taken > 0) ctx.react('larcin-don', { thief: me, left: taken });
  },
};

/** The trucage: at the next vote every C, Q and M votes against the target (000:397). */
export const trucage: QStep = {
  id: 'trucage',
  title: 'Le trucage',
  inert: (s, args) => cardInert(s, cardOf(args)),
  line: () => 'Qui désigne-t-il ? Demain, à la fin du vote, les voix des C, Q et M iront toutes contre cette personne.',
  wakes: (s, args) => [effectHolder(s, cardOf(args))!],
  // Someone the table believes alive: the votes go against a living name.
  prompt: (s) => ({ kind: 'players', label: 'Cible du trucage', min: 1, max: 1, candidates: s.order.filter((id) => believedAlive(s, id)) }),
  resolve(ctx, value, args) {
    const s = game(ctx);
    const me = effectHolder(s, cardOf(args))!;
    const id = first(value)!;
    act(ctx, me, 'trucage');
    ctx.s.rs.trucage = id;
    ctx.emit('trucage', { to: 'mj' }, `Trucage : au prochain vote, les voix des C, Q et M iront contre ${name(s, id)}.`, { target: id });
  },
};

interface Loot {
  thief: PlayerId;
  /** Coins of the loot not handed on yet. */
  left: number;
}

/** The thief may hand on all or part of the loot at once, to anyone, one recipient after another (000:393). */
export const larcinDon: QStep = {
  id: 'larcin-don',
  title: 'Le larcin : un don',
  // The thief struck down meanwhile (a Q holds no coins, 000:126) has nothing left to hand on.
  inert: (s, args) => (most(s, args as unknown as Loot) > 0 ? null : 'le voleur n’a plus rien du butin'),
  line: (s, args) => `Veut-il redonner tout ou partie du butin (${coins(Math.min((args as unknown as Loot).left, s.players[(args as unknown as Loot).thief]!.money))}) à quelqu’un ?`,
  prompt: (s, args) => ({ kind: 'players', label: 'Bénéficiaire (ou personne)', min: 0, max: 1, candidates: s.order.filter((id) => id !== (args as unknown as Loot).thief && believedAlive(s, id)) }),
  resolve(ctx, value, args) {
    const to = first(value);
    if (to) ctx.react('larcin-montant', { ...(args as unknown as Loot), to } as unknown as Json);
  },
};

const most = (s: QGame, loot: Loot) => Math.min(loot.left, s.players[loot.thief]!.money);

export const larcinMontant: QStep = {
  id: 'larcin-montant',
  title: 'Le larcin : combien',
  inert: (s, args) => (most(s, args as unknown as Loot) > 0 ? null : 'le voleur n’a plus rien du butin'),
  line: (s, args) => `Combien de pièces pour ${name(s, (args as { to: PlayerId }).to)} ?`,
  prompt: (s, args) => ({ kind: 'number', label: 'Pièces données', min: 1, max: Math.max(1, most(s, args as unknown as Loot)) }),
  validate: (s, value, args) => ((value as number) > most(s, args as unknown as Loot) ? `Il ne reste que ${coins(most(s, args as unknown as Loot))} du butin à donner.` : null),
  resolve(ctx, value, args) {
    const { thief, to, left } = args as unknown as Loot & { to: PlayerId };
    const given = moveCoins(ctx, thief, to, value as number, 'don du butin');
    if (left - given > 0) ctx.react('larcin-don', { thief, left: left - given });
  },
};

/** Each cheat's call, then the two follow-ups (registered with them). */
export const cheatSteps: QStep[] = [...CHEATS.map(cheat), larcin, trucage];
