/**
 * Day 0: the effect cards and alibis when the MJ deals by hand, the posts
 * handed out (000_a045abd3825f1297.txt:471-557), the médecin shown to all
 * as the Bourreau (000:245-247, 493).
 */
import type { Ctx, PlayerId } from '../../engine';
import { ack, game, type QStep } from './common';
import { assign, free, isOptional, postName } from './posts';
import { cardName, EFFECT_ROLES, isEffect, isParty } from './roles';
import { ALIBIS, campsFromCards } from './setup';
import { partyHolder, type QGame, type QState } from './state';
import { name } from './text';

/** The médecin's card is shown to all and he is the Bourreau for good (000:247, 493). */
export function announceMedecin(ctx: Ctx<QState>, rs: QState): void {
  const s = ctx.s as unknown as QGame;
  const medecin = partyHolder({ ...s, rs } as QGame, 'medecin');
  if (!medecin) return;
  ctx.announce(medecin, { role: 'medecin' }, `${name(s, medecin)} est le médecin du village : il montre sa carte et sera le Bourreau.`);
  ctx.s.posts.bourreau = medecin;
  ctx.emit('poste', { to: 'public' }, `${name(s, medecin)} devient Bourreau (le médecin).`, { post: 'bourreau', holder: medecin });
}

/** Effect cards still in the pile (the MJ deals by hand). */
function effectsLeft(s: QGame): string[] {
  const left = s.spare.filter(isEffect);
  for (const id of s.order) {
    const e = s.rs.cards[id]!.effect;
    if (e) left.splice(left.indexOf(e), 1);
  }
  return left;
}

function alibisLeft(s: QGame): string[] {
  const left = s.spare.filter(isParty);
  for (const id of s.order) {
    const a = s.rs.cards[id]!.alibi;
    if (a) left.splice(left.indexOf(a), 1);
  }
  return left.filter((c) => ALIBIS.has(c));
}

const distinct = (cards: string[]) => [...new Set(cards)].sort((a, b) => cardName(a).localeCompare(cardName(b), 'fr'));

export const carteEffet: QStep = {
  id: 'carte-effet',
  title: 'Rôle à effet',
  line: (s, args) => `Quel rôle à effet ${name(s, (args as { id: PlayerId }).id)} a-t-il tiré ?`,
  prompt: (s) => ({ kind: 'choice', label: 'Rôle à effet', options: distinct(effectsLeft(s)).map((c) => ({ value: c, label: cardName(c) })) }),
  resolve(ctx, value, args) {
    const id = (args as { id: PlayerId }).id;
    ctx.s.rs.cards[id]!.effect = value as string;
    ctx.emit('carte', { to: 'mj' }, `${name(game(ctx), id)} : ${cardName(value as string)}.`);
  },
};

export const carteAlibi: QStep = {
  id: 'carte-alibi',
  title: 'Alibi de l’amoureux',
  line: (s, args) => `Quelle carte d’alibi l’amoureux ${name(s, (args as { id: PlayerId }).id)} a-t-il reçue ?`,
  prompt: (s) => ({ kind: 'choice', label: 'Alibi', options: distinct(alibisLeft(s)).map((c) => ({ value: c, label: cardName(c) })) }),
  resolve(ctx, value, args) {
    const id = (args as { id: PlayerId }).id;
    const s = game(ctx);
    ctx.s.rs.cards[id]!.alibi = value as string;
    ctx.s.rs.camps[id] = campsFromCards(s.players[id]!.role, value as string);
    ctx.emit('carte', { to: 'mj' }, `${name(s, id)} : alibi ${cardName(value as string)}.`);
  },
};

export const posteDepart: QStep = {
  id: 'poste-depart',
  title: 'Postes publics',
  line: (s, args) => `Qui reçoit le poste de ${postName((args as { post: string }).post)} ?`,
  notes: () => ['Un poste public par joueur au plus (000:471).'],
  prompt: (s, args) => {
    const p = (args as { post: string }).post;
    const candidates = startCandidates(s, p);
    return { kind: 'players', label: postName(p), min: candidates.length > 0 && !isOptional(p) ? 1 : 0, max: 1, candidates };
  },
  resolve(ctx, value, args) {
    const p = (args as { post: string }).post;
    const id = (value as PlayerId[])[0] ?? null;
    assign(ctx, p, id, 'début de partie');
    if (p === 'president') ctx.s.rs.firstPresident = id;
  },
};

/** One post each; the Scrutateur, handed out last, may go to a post holder when everyone has one (000:473). */
function startCandidates(s: QGame, p: string): PlayerId[] {
  const open = free(s);
  return p === 'scrutateur' && open.length === 0 ? s.order.slice() : open;
}

export const depart: QStep = {
  id: 'depart',
  title: 'Début de la partie',
  line: () => 'Tout est prêt : chacun connaît ses cartes, les postes sont attribués. La première nuit commence.',
  notes: (s) => [`Pièces de départ : ${s.setup.options.pieces} chacun.`, `Rôles à effet en jeu : ${EFFECT_ROLES.filter((r) => s.order.some((id) => s.rs.cards[id]!.effect === r.id)).map((r) => r.name).join(', ') || 'aucun'}.`],
  prompt: () => ack(),
  resolve() {},
};

