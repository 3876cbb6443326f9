/**
 * The texts a forum MJ copies: a public post made of a phase's public events,
 * one private message per player made of the events addressed to him (not
 * yet handed at a stop of the night), and the MJ's record of a night's
 * resolution, step by step.
 */
import { type Block, type GameEvent, type PhaseId, type PlayerId, type TextDoc, typo } from '../../engine';
import { name } from './queries/people';
import type { NGame } from './types';

export interface PostSpec {
  id: string;
  title: string;
  day: number;
  phases: readonly PhaseId[];
  /** Lines after the events. */
  extra?: string[];
}

const paragraph = (t: string): Block => ({ kind: 'paragraph', text: [typo(t)] });

/** A public post: a heading, the public events of those phases, then `extra`. */
export function publicPost(s: NGame, { id, title, day, phases, extra = [] }: PostSpec): TextDoc {
  const lines = s.events
    .filter((e) => e.vis.to === 'public' && e.type !== 'phase' && e.day === day && phases.includes(e.phase))
    .map((e) => e.text);
  const body = lines.length > 0 ? lines : ['Rien à signaler.'];
  return {
    id,
    title: typo(`Post public : ${title}`),
    audience: { to: 'public' },
    blocks: [{ kind: 'heading', text: [title] }, ...body.map(paragraph), ...extra.map(paragraph)],
  };
}

function pmText(e: GameEvent): string {
  const d = e.data;
  const pm = d && typeof d === 'object' && !Array.isArray(d) ? d.pm : undefined;
  return typeof pm === 'string' ? pm : e.text;
}

/** The private lines each player has not been handed yet, from event `from` on. */
export function pendingLines(s: NGame, from: number, only?: readonly PlayerId[]): Map<PlayerId, string[]> {
  const out = new Map<PlayerId, string[]>();
  for (let i = from; i < s.events.length; i++) {
    const e = s.events[i]!;
    if (e.vis.to !== 'players') continue;
    for (const id of e.vis.ids) {
      if ((only && !only.includes(id)) || i < (s.rs.delivered[id] ?? 0)) continue;
      out.set(id, [...(out.get(id) ?? []), pmText(e)]);
    }
  }
  return out;
}

/** One private message per player, in seating order. */
export function privateDocs(s: NGame, from: number, only?: readonly PlayerId[]): TextDoc[] {
  const lines = pendingLines(s, from, only);
  return s.order
    .filter((id) => lines.has(id))
    .map((id) => ({
      id: `pm-${id}`,
      title: typo(`Message privé à ${name(s, id)}`),
      audience: { to: 'players', ids: [id] },
      blocks: lines.get(id)!.map(paragraph),
    }));
}

/** The MJ's record of night `day`: every line of its resolution, in order, private ones with their reader. */
export function resolutionDoc(s: NGame, day: number): TextDoc {
  const items = s.events
    .filter(
      (e) => e.day === day && e.phase === 'night' && (e.type === 'nuit' || e.type === 'draw' || e.type === 'health'),
    )
    .map((e) => [
      e.vis.to === 'players' ? typo(`${e.text} (message à ${e.vis.ids.map((id) => name(s, id)).join(', ')})`) : e.text,
    ]);
  const blocks: Block[] = items.length > 0 ? [{ kind: 'list', items }] : [paragraph('Aucune action cette nuit.')];
  return { id: 'resolution', title: typo(`Résolution de la nuit ${day} (pour le MJ)`), audience: { to: 'mj' }, blocks };
}
