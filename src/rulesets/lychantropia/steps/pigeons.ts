/**
 * The first row of the deadline: the day's Pigeons fly. Every message leaves
 * a Pigeon behind; targets reach the justicier, secret offers the Marchand,
 * gifts their recipients; an illiterate reader loses what is sent
 * (002_8a15d59d81dc3fa5.txt:19-20, 53, 78, 85, 91-95).
 */
import type { PlayerId } from '../../../engine';
import { gifts, pigeonCible, pigeonMessage, pigeonTroc } from '../day-orders';
import { count, holders } from '../holdings';
import { itemName, type ItemKind } from '../items';
import { parseOffer } from '../parse';
import { alive, de, illiterate, name, post } from '../state';
import { give, removeForGood, takeFrom, useUp } from '../stock';
import type { LCtx } from '../types';
import { act, AUTO, step } from './step';

function sendPigeon(ctx: LCtx, from: PlayerId): boolean {
  if (!useUp(ctx, from, 'pigeon', `Pigeon envoyé par ${name(ctx.s, from)}`)) {
    ctx.emit('pigeon', { to: 'mj' }, () => `${name(ctx.s, from)} n’a plus de Pigeon : envoi annulé.`);
    return false;
  }
  return true;
}

function messages(ctx: LCtx, from: PlayerId, to: readonly PlayerId[]): void {
  const s = ctx.s;
  for (const id of to) {
    if (!sendPigeon(ctx, from)) break;
    act(ctx, from, 'pigeon');
    const lost = illiterate(s, id) ? ' (analphabète : message perdu)' : '';
    ctx.emit('pigeon', { to: 'mj' }, () => `Pigeon ${de(name(s, from))} à ${name(s, id)}${lost}.`);
  }
}

function crossbowTargets(ctx: LCtx, from: PlayerId, targets: readonly PlayerId[]): void {
  const s = ctx.s;
  const justicier = holders(s, 'arbalete')[0] ?? null;
  for (const target of targets) {
    if (!sendPigeon(ctx, from)) break;
    act(ctx, from, 'pigeon');
    if (!justicier || justicier === from || illiterate(s, justicier)) {
      ctx.emit(
        'pigeon',
        { to: 'mj' },
        () =>
          `Le Pigeon ${de(name(s, from))} (cible ${name(s, target)}) ne trouve pas de justicier à qui parler : perdu.`,
      );
      continue;
    }
    ctx.s.rs.crossbow[justicier] = [...(ctx.s.rs.crossbow[justicier] ?? []), target];
    ctx.emit(
      'pigeon',
      { to: 'mj' },
      () => `${name(s, justicier)} reçoit par Pigeon la cible ${name(s, target)} (${de(name(s, from))}).`,
    );
  }
}

function secretOffer(ctx: LCtx, from: PlayerId, text: string): void {
  const s = ctx.s;
  const merchant = post(s, 'marchand');
  const offer = parseOffer(text);
  if (typeof offer === 'string' || !sendPigeon(ctx, from)) return;
  act(ctx, from, 'pigeon');
  if (!merchant || !alive(s, merchant) || illiterate(s, merchant)) {
    ctx.emit('pigeon', { to: 'mj' }, () => `L’offre secrète ${de(name(s, from))} n’atteint pas le Marchand : perdue.`);
    return;
  }
  ctx.s.rs.day.pigeonOffers.push({
    id: `pigeon:${from}`,
    player: from,
    price: [...offer.price],
    want: offer.want,
    byPigeon: true,
  });
}

function gift(ctx: LCtx, from: PlayerId, kind: ItemKind, to: readonly PlayerId[]): void {
  const s = ctx.s;
  for (const id of to) {
    if (count(s, from, kind) < (kind === 'pigeon' ? 2 : 1)) {
      ctx.emit('pigeon', { to: 'mj' }, () => `${name(s, from)} n’a plus « ${itemName(kind)} » à envoyer.`);
      break;
    }
    if (!sendPigeon(ctx, from)) break;
    act(ctx, from, 'pigeon');
    const [inst] = takeFrom(ctx, from, kind, 1);
    if (!alive(s, id) || illiterate(s, id)) {
      removeForGood(ctx, inst!, `perdu avec un Pigeon envoyé à ${name(s, id)}, analphabète`);
      ctx.emit(
        'pigeon',
        { to: 'mj' },
        () => `Le Pigeon ${de(name(s, from))} (${itemName(kind)}) se perd chez ${name(s, id)}, analphabète.`,
      );
      continue;
    }
    give(ctx, id, [inst!]);
    ctx.emit(
      'pigeon',
      { to: 'players', ids: [id] },
      () => `${name(s, id)} reçoit par Pigeon : ${itemName(kind)} (${de(name(s, from))}).`,
      {
        pm: `Un Pigeon vous apporte : ${itemName(kind)}.`,
      },
    );
  }
}

export const pigeons = step({
  id: 'pigeons',
  title: 'Les Pigeons',
  phase: 'deadline',
  ...AUTO,
  resolve(ctx) {
    const s = ctx.s;
    for (const o of [...ctx.base.rs.book.orders].sort((a, b) => a.seq - b.seq)) {
      const from = o.player;
      if (!alive(s, from) || illiterate(s, from)) continue;
      const sent = gifts.of(o.kind);
      if (o.kind === pigeonMessage.id) messages(ctx, from, pigeonMessage.read(o.value));
      else if (o.kind === pigeonCible.id) crossbowTargets(ctx, from, pigeonCible.read(o.value));
      else if (o.kind === pigeonTroc.id) secretOffer(ctx, from, pigeonTroc.read(o.value));
      else if (sent) gift(ctx, from, sent.item, sent.order.read(o.value));
    }
  },
});
