/**
 * The types the Quinte-bourg family's shared modules work on: the slice of a
 * ruleset's state each one owns, the coins marker, the steps and the action
 * they declare. A ruleset of the family declares its own bundle as a superset
 * (its `rs` holds these fields, its steps these ids), so that the shared steps
 * sit in its step table and the shared functions read its games.
 */
import type { Ctx, Game, PlayerId } from '../../engine';
import type { NightEdits } from '../../engine/week';

export type Pair = [PlayerId, PlayerId];

/** Where the coins are that no player holds: what the start dealt, what rules removed, a vote's pot, the estates waiting for the Notaire (coins.ts). */
export type Treasury = { total: number; removed: number; pot: number; estates: Record<PlayerId, number> };

/** A married couple and the house they live in (000:630, 001:192). */
export type Marriage = { pair: Pair; home: PlayerId };

/** A marriage request as its taps go (000:626-634, 001:191-194). */
export type Couple = { asker: PlayerId; partner: PlayerId };

/** The way the votes after the Président's own are announced (000:509, 001:151). */
export type Direction = 'horaire' | 'antihoraire';

/** The family's slice of a ruleset's state: each field is owned by one shared module. */
export type FamilyRs = {
  /** coins.ts */
  coins: Treasury;
  /** marriage.ts */
  spouses: Marriage[];
  /** coins.ts: the strictly richest citizen at the end of the last day (000:563, 001:181). */
  richest: PlayerId | null;
  /** engine week.ts */
  weekly: Record<string, number[]>;
  nights?: NightEdits;
  /** session.ts: the day of the last special session (000:505, 001:149). */
  lastSpecial: number | null;
};

/** Each player's coins (coins.ts reads and writes them). */
export type FamilyMarkers = { coins: number };

/** The steps the family's modules declare, with their arguments. */
export type FamilySteps = {
  // Posts (post-steps.ts)
  succession: { post: string; resigned: PlayerId | null };
  candidatures: { post: string };
  arbitrage: { post: string; candidates: PlayerId[] };
  // Coins (coin-steps.ts)
  heritage: { from: PlayerId };
  'don-a': { from: PlayerId };
  'don-montant': { from: PlayerId; to: PlayerId };
  // Marriage (marriage.ts)
  mariages: undefined;
  'mariage-partenaire': { asker: PlayerId };
  'mariage-accord': Couple;
  'mariage-tarif': Couple & { forced: boolean };
  'mariage-paiement': Couple & { forced: boolean; fee: number };
  'mariage-temoins': Couple;
  'mariage-maison': Couple;
};

export type FamilyTypes = { rs: FamilyRs; markers: FamilyMarkers; steps: FamilySteps; actions: 'don' };

export type FamilyGame = Game<FamilyTypes>;
export type FamilyCtx = Ctx<FamilyTypes>;

/**
 * What every family module asks of the ruleset about a player: whether he
 * stands (original: I or B; revision: alive), whether he may act now
 * (standing and not in a heavy sleep), why not, whether the table believes
 * him alive, and how an act is recorded (the ruleset's invariants read it).
 *
 * Written as methods: each ruleset passes functions of its own game type,
 * which is a superset of `FamilyGame` (the engine's step tables rely on the
 * same method bivariance).
 */
export interface PlayerRules {
  standing(s: FamilyGame, id: PlayerId): boolean;
  available(s: FamilyGame, id: PlayerId): boolean;
  /** Why `id` cannot act now (« David est dans le coma »), or null. */
  unavailable(s: FamilyGame, id: PlayerId): string | null;
  /** Short state for « n’est plus debout (C) » (original: the health letter; revision: « mort »). */
  state(s: FamilyGame, id: PlayerId): string;
  believedAlive(s: FamilyGame, id: PlayerId): boolean;
  act(ctx: FamilyCtx, actor: PlayerId, power: string): void;
}
