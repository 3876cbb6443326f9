/**
 * The texts a forum MJ posts: the public post of a dawn or a deadline, made
 * of the public events of that phase, and one private message per player,
 * made of the events addressed to them (002_8a15d59d81dc3fa5.txt:17, 40, 74).
 */
import { type Block, type GameEvent, type PhaseId, privateMessages, type TextDoc } from '../../engine';
import { describeShop } from './stock';
import { name, post } from './state';
import type { LGame } from './types';

function eventsOf(s: LGame, day: number, phases: readonly PhaseId[]): GameEvent[] {
  return s.events.filter((e) => e.day === day && phases.includes(e.phase) && e.type !== 'phase');
}

export function postsLine(s: LGame): string {
  const notary = post(s, 'notaire');
  const merchant = post(s, 'marchand');
  return `Notaire : ${notary ? name(s, notary) : 'personne'} — Marchand : ${merchant ? name(s, merchant) : 'personne'}.`;
}

export interface PostSpec {
  id: string;
  title: string;
  /** The day and phases whose public events the post tells. */
  day: number;
  phases: readonly PhaseId[];
  /** Lines after the events. */
  extra?: string[];
}

/** A public post: a heading, the phase's public events, then `extra` lines. */
export function publicPost(s: LGame, { id, title, day, phases, extra = [] }: PostSpec): TextDoc {
  const lines = eventsOf(s, day, phases)
    .filter((e) => e.vis.to === 'public')
    .map((e) => e.text);
  const body = lines.length > 0 ? lines : ['Rien à signaler.'];
  const blocks: Block[] = [
    { kind: 'heading', text: [title] },
    ...body.map((t): Block => ({ kind: 'paragraph', text: [t] })),
  ];
  for (const t of extra) blocks.push({ kind: 'paragraph', text: [t] });
  return { id, title: `Post public : ${title}`, audience: { to: 'public' }, blocks };
}

export function privateTexts(s: LGame, day: number, phases: readonly PhaseId[]): TextDoc[] {
  return privateMessages(eventsOf(s, day, phases), s.order, (id) => name(s, id));
}

export function shopLine(s: LGame): string {
  return `Boutique : ${describeShop(s.rs.shop)}.`;
}
