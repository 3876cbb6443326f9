/**
 * Row S: the Tricheur, the Brigand and the Hackeur, each on their own nights
 * (000_a045abd3825f1297.txt:389-397, 755, 779, 803): the larcin takes half the
 * coins of a house or a room, rounded up, and may hand some on at once; the
 * trucage turns the C, Q and M's votes against a target at the next vote.
 */
import type { PlayerId } from '../../../engine';
import type { Location } from '../../../engine/locations';
import { locationLabel } from '../../../engine/locations';
import { act, first, game, tell, type QStep } from '../common';
import { moveCoins } from '../coins';
import { at, housePlace, roomPlace } from '../night-map';
import { CHEATS, cardName } from '../roles';
import { atHospital, effectHolder, health, type QGame } from '../state';
import { coins, name } from '../text';
import { cardStep } from './call';

function options(s: QGame): { value: string; label: string }[] {
  const out = [{ value: 'rien', label: 'Rien cette nuit' }];
  for (const id of s.order) {
    if (health(s, id) === 'M') continue;
    out.push({ value: `house:${id}`, label: `Larcin : ${s.players[id]!.role === 'medecin' ? 'bunker' : 'maison'} de ${name(s, id)}` });
    if (atHospital(s, id)) out.push({ value: `room:${id}`, label: `Larcin : chambre de ${name(s, id)}` });
  }
  for (const id of s.order) if (health(s, id) !== 'M') out.push({ value: `trucage:${id}`, label: `Trucage contre ${name(s, id)}` });
  return out;
}

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

function cheat(card: (typeof CHEATS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : larcin (un lieu) ou trucage (une cible pour le vote de demain) ?`,
    notes: () => ['Le plus riche de la journée reste protégé, même si le larcin le dépouille (000:393).'],
    prompt: (s) => ({ kind: 'choice', label: 'Larcin ou trucage', options: options(s) }),
    resolve(ctx, value) {
      if (value === 'rien') return;
      const s = game(ctx);
      const me = effectHolder(s, card)!;
      const [what, id] = (value as string).split(':') as ['house' | 'room' | 'trucage', PlayerId];
      act(ctx, me, what === 'trucage' ? 'trucage' : 'larcin');
      if (what === 'trucage') {
        ctx.s.rs.trucage = id;
        ctx.emit('trucage', { to: 'mj' }, `Trucage : au prochain vote, les voix des C, Q et M iront contre ${name(s, id)}.`, { target: id });
        return;
      }
      const place: Location = what === 'house' ? housePlace(s, id) : roomPlace(s, id);
      const here = at(s.rs.night.map ?? {}, place).filter((x) => x !== me);
      const total = here.reduce((sum, x) => sum + s.players[x]!.money, 0);
      const taken = steal(ctx, me, here, Math.ceil(total / 2));
      tell(ctx, [me], 'larcin', `Larcin, ${locationLabel(s, place)} : ${coins(taken)} sur ${total}.`, { taken });
      if (taken > 0) ctx.react('larcin-don', { thief: me, taken });
    },
  });
}

export const cheatSteps: QStep[] = CHEATS.map(cheat);

export const larcinDon: QStep = {
  id: 'larcin-don',
  title: 'Le larcin : un don',
  line: () => 'Veut-il redonner tout ou partie du butin à quelqu’un ?',
  prompt: (s, args) => ({ kind: 'players', label: 'Bénéficiaire (ou personne)', min: 0, max: 1, candidates: s.order.filter((id) => id !== (args as { thief: PlayerId }).thief && health(s, id) !== 'M' && health(s, id) !== 'Q') }),
  resolve(ctx, value, args) {
    const to = first(value);
    if (to) ctx.react('larcin-montant', { ...(args as { thief: PlayerId; taken: number }), to });
  },
};

export const larcinMontant: QStep = {
  id: 'larcin-montant',
  title: 'Le larcin : combien',
  line: (s, args) => `Combien de pièces pour ${name(s, (args as { to: PlayerId }).to)} ?`,
  prompt: (s, args) => {
    const { thief, taken } = args as { thief: PlayerId; taken: number };
    return { kind: 'number', label: 'Pièces données', min: 1, max: Math.max(1, Math.min(taken, s.players[thief]!.money)) };
  },
  validate: (s, value, args) => ((value as number) > s.players[(args as { thief: PlayerId }).thief]!.money ? 'Il n’a pas autant de pièces.' : null),
  resolve(ctx, value, args) {
    const { thief, to } = args as { thief: PlayerId; to: PlayerId };
    moveCoins(ctx, thief, to, value as number, 'don du butin');
  },
};
