/**
 * A player's own projection, for his phone: what the table sees is on the
 * shared board; this is what the rules tell that player alone. It reads only
 * the card he was dealt, the other cards he holds (the ruleset's `cardsOf`
 * past the first: NewMilenium's two roles, Quinte-bourg's effect card and a
 * lover's alibi, which the rules hand him), the events whose visibility names
 * him, and the documents of the current call addressed to him; never the
 * state's true health, markers, other players' cards, the MJ's events or
 * other players' ones.
 */
import { clockLabel } from './calendar';
import { toPlain } from './documents';
import type { Effect } from './effects';
import type { AnyRuleset } from './ruleset';
import { roleName } from './setup';
import type { GameState, PhaseId, PlayerId } from './types';

export interface SeatView {
  player: { id: PlayerId; name: string; seat: number };
  /** « Nuit 2 », « Jour 1 »… */
  heading: string;
  /** The card he was dealt (its name). */
  card: string;
  /** The other cards he holds, by name (empty where the ruleset deals one card). */
  extra: string[];
  /** What the rules told him alone (or him among a few), oldest first. */
  told: { day: number; phase: PhaseId; text: string }[];
  /** The current call's documents addressed to him (a private message), as plain text. */
  documents: { id: string; title: string; text: string }[];
}

const names = (vis: { to: string; ids?: readonly PlayerId[] }, id: PlayerId): boolean =>
  vis.to === 'players' && (vis.ids?.includes(id) ?? false);

/** The projection for `id`'s phone, or null when he is not at the table. */
export function seatView<R>(
  rules: AnyRuleset,
  s: GameState<R>,
  id: PlayerId,
  effects: readonly Effect[],
): SeatView | null {
  const p = s.players[id];
  if (!p) return null;
  return {
    player: { id, name: p.name, seat: p.seat },
    heading: clockLabel(s.clock),
    card: roleName(rules, p.initialRole),
    // The first of `cardsOf` is the current role, which may have changed without his knowing: the dealt card stands.
    extra: (rules.cardsOf?.(s, id) ?? []).slice(1).map((card) => roleName(rules, card)),
    told: s.events.filter((e) => names(e.vis, id)).map((e) => ({ day: e.day, phase: e.phase, text: e.text })),
    documents: effects.flatMap((e) =>
      e.type === 'documents'
        ? e.docs.filter((d) => names(d.audience, id)).map((d) => ({ id: d.id, title: d.title, text: toPlain(d) }))
        : [],
    ),
  };
}
