/**
 * Read-only selectors the UI renders: the current call, the night's progress,
 * the grimoire. One place answers "what is called now" (never the UI). What
 * the app must do at a call (wake, timer, documents) is not here: it comes
 * with the answer that led to the call (`effects.ts`).
 */
import { healthState, isAlive } from './health';
import { own } from './lookup';
import type { PlaceRow } from './places';
import type { Prompt } from './prompts';
import type { AnyRuleset } from './ruleset';
import { roleName } from './setup';
import { inertReason, isCalled, stepDef } from './steps';
import type { MjToken } from './tokens';
import type { GameState, PlayerId } from './types';
import { typesetter } from './typeset';

export interface CallView {
  step: string;
  title: string;
  line: string;
  notes: string[];
  /** Why the call has no effect (read it anyway), or null. */
  inert: string | null;
  prompt: Prompt;
  reaction: boolean;
  /** The night's map (who spends the night where); absent when the call shows none. */
  places?: PlaceRow[];
  /** The book line(s) the call applies, for the MJ's « Pourquoi ? » (never in the text read aloud); absent when the ruleset gives none. */
  rule?: string;
}

export function currentCall<R>(rules: AnyRuleset, s: GameState<R>): CallView | null {
  const head = s.agenda[0];
  if (!head || s.ended) return null;
  const def = stepDef(rules, head.step);
  const inert = inertReason(rules, s, head);
  const places = inert === null ? def.places?.(s, head.args) : undefined;
  const set = typesetter(rules);
  return {
    ...(places && places.length > 0 ? { places } : {}),
    ...(def.rule ? { rule: def.rule } : {}),
    step: head.step,
    title: def.title,
    line: set(def.line(s, head.args)),
    notes: inert === null ? (def.notes?.(s, head.args) ?? []).map(set) : [],
    inert: inert === null ? null : set(inert),
    prompt: inert === null ? def.prompt(s, head.args) : { kind: 'ack' },
    reaction: head.reaction === true,
  };
}

/** Just the current step and its prompt (the simulator needs no text). */
export function currentPrompt<R>(rules: AnyRuleset, s: GameState<R>): { step: string; prompt: Prompt } | null {
  const call = headCall(rules, s);
  return call && { step: call.step, prompt: call.prompt };
}

/** The current step, why it has no effect (or null), and its prompt (an inert call's is « Suivant »). */
export interface HeadCall {
  step: string;
  inert: string | null;
  prompt: Prompt;
}

/** `currentPrompt` with the call's inert reason: a playout hands both to `applyWith`, which need not build them again. */
export function headCall<R>(rules: AnyRuleset, s: GameState<R>): HeadCall | null {
  const head = s.agenda[0];
  if (!head || s.ended) return null;
  const inert = inertReason(rules, s, head);
  return {
    step: head.step,
    inert,
    prompt: inert === null ? stepDef(rules, head.step).prompt(s, head.args) : { kind: 'ack' },
  };
}

export interface ProgressItem {
  title: string;
  status: 'done' | 'current' | 'next';
}

/** Calls answered in this phase, the current one, and those still to come (as far as known now). */
export function phaseProgress<R>(rules: AnyRuleset, s: GameState<R>): ProgressItem[] {
  const out: ProgressItem[] = s.done.map((title) => ({ title, status: 'done' as const }));
  s.agenda.forEach((item, i) => {
    if (i > 0 && !isCalled(rules, s, item)) return;
    out.push({ title: stepDef(rules, item.step).title, status: i === 0 ? 'current' : 'next' });
  });
  return out;
}

export interface ActionView {
  id: string;
  title: string;
}

/** What the MJ sees when invoking an action: its line and prompt (null when not available now). */
export interface ActionCallView extends ActionView {
  line: string;
  prompt: Prompt;
}

export function actionCall<R>(rules: AnyRuleset, s: GameState<R>, id: string): ActionCallView | null {
  const def = own(rules.actions ?? {}, id);
  if (s.ended || !def || !def.available(s)) return null;
  return { id, title: def.title, line: typesetter(rules)(def.line(s)), prompt: def.prompt(s) };
}

/** The ruleset's invoked actions available now (the engine's own MJ tokens are not among them: the grimoire offers those). */
export function availableActions<R>(rules: AnyRuleset, s: GameState<R>): ActionView[] {
  if (s.ended || !rules.actions) return [];
  return Object.values(rules.actions)
    .filter((a) => a.available(s))
    .map((a) => ({ id: a.id, title: a.title }));
}

/** The names of every card a player holds, the main one first (the ruleset's `cardsOf`, else just the role). */
export function heldCards<R>(rules: AnyRuleset, s: GameState<R>, id: PlayerId): string[] {
  const cards = rules.cardsOf ? rules.cardsOf(s, id) : [s.players[id]!.role];
  return cards.map((card) => roleName(rules, card));
}

export interface GrimoireRow {
  id: PlayerId;
  name: string;
  seat: number;
  role: string;
  roleName: string;
  camp: string;
  campName: string;
  health: string;
  healthLabel: string;
  /**
   * How bad the health is, from 0 (the ladder's best rung) to 1 (death): the
   * app colours the label by it, for any ladder (alive/dead, or five rungs).
   */
  healthSeverity: number;
  alive: boolean;
  posts: string[];
  markers: string[];
  /** The MJ's own reminder tokens (`tokens.ts`). */
  tokens: MjToken[];
}

function severity(rules: AnyRuleset, health: string): number {
  const states = rules.health.states;
  const rungs = states.length - 1;
  return rungs > 0 ? states.findIndex((h) => h.id === health) / rungs : 0;
}

/** Everything the MJ sees about each player, in seating order. */
export function grimoire<R>(rules: AnyRuleset, s: GameState<R>): GrimoireRow[] {
  const set = typesetter(rules);
  return s.order.map((id) => {
    const p = s.players[id]!;
    const camp = rules.campOf(s, id);
    const markers: string[] = [];
    for (const [key, value] of Object.entries(p.markers)) {
      if (value === null || value === false || value === undefined) continue;
      const def = own(rules.markers, key);
      if (def?.hidden) continue;
      markers.push(def ? (def.describe ? def.describe(value, s) : def.label) : key);
    }
    markers.push(...(rules.describePlayer?.(s, id) ?? []));
    const posts = Object.entries(s.posts)
      .filter(([, holder]) => holder === id)
      .map(([post]) => rules.publicPosts?.[post] ?? post);
    return {
      id,
      name: p.name,
      seat: p.seat,
      role: p.role,
      roleName: roleName(rules, p.role),
      camp,
      campName: rules.camps.find((c) => c.id === camp)?.name ?? camp,
      health: p.health,
      healthLabel: healthState(rules.health, p.health).label,
      healthSeverity: severity(rules, p.health),
      alive: isAlive(rules.health, p.health),
      posts,
      markers: markers.map(set),
      tokens: s.tokens?.[id] ?? [],
    };
  });
}
