import { type Ctx, type Game, type NightEdits, type PlayerId, type Weekday } from '../../engine';
/**
 * The types the Quinte-bourg family's shared modules work on: the slice of a
 * ruleset's state each one owns, the coins marker, the steps and the action
 * they declare. A ruleset of the family declares its own bundle as a superset
 * (its `rs` holds these fields, its steps these ids), so that the shared steps
 * sit in its step table and the shared functions read its games.
 */

export type Pair = [PlayerId, PlayerId];

/** Where the coins are that no player holds: what the start dealt, what rules removed, a vote's pot, the estates waiting for the Notaire (coins.ts). */
export type Treasury = { total: number; removed: number; pot: number; estates: Record<PlayerId, number> };

/** A married couple and the house they live in (000:630, 001:192). */
export type Marriage = { pair: Pair; home: PlayerId };

/** A marriage request as its taps go (000:626-634, 001:191-194). */
export type Couple = { asker: PlayerId; partner: PlayerId };

/** The way the votes after the Président's own are announced (000:509, 001:151). */
export type Direction = 'horaire' | 'antihoraire';

/** A vote's ranking row: a candidate and his votes (session.ts). */
export type RankRow = { id: PlayerId; votes: number };

/**
 * What the night did to the posts, done at dawn (dawn-posts.ts): a rotation of
 * every post (Éris, 000:425, 001:135), an admired player who may swap his post
 * (000:431, 001:137), resignations (the artist, 000:419, 001:133) and the posts
 * they left, the house a sculpture makes its owner leave (000:417, 001:132).
 */
export type DawnPosts = {
  rotation: Direction | null;
  admired: PlayerId | null;
  resign: PlayerId[];
  harassed: PlayerId | null;
  /** Posts the resignations left this dawn, post → who left it: the Scrutateur names the successor (000:485, 001:143). */
  left?: Record<string, PlayerId>;
};

/** The week being edited (week-steps.ts): the call and the nights ticked so far. */
export type WeekDraft = { step: string; days: Weekday[] };

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
  /** dawn-posts.ts */
  dawn: DawnPosts;
  /** week-steps.ts: a call whose nights the MJ is editing (the revision only). */
  weekDraft?: WeekDraft | null;
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
  // The Président's session, the law, the vote's tie and the tribunal (session-steps.ts, tribunal.ts)
  session: undefined;
  senat: undefined;
  debat: undefined;
  egalite: { tied: PlayerId[]; ranking: RankRow[] };
  'tribunal-choix': { sure: PlayerId[]; tied: PlayerId[]; need: number };
  tribunal: { id: PlayerId };
  // The night's and the day's reports (couples.ts, cameras.ts)
  couples: undefined;
  'camera-procureur': undefined;
  'camera-adjoint': undefined;
  // The end of the day and Sunday (evening.ts)
  pickpocket: undefined;
  'plus-riche': undefined;
  fete: undefined;
  // A thief's loot handed on (loot-steps.ts)
  'larcin-don': { thief: PlayerId; left: number };
  'larcin-montant': { thief: PlayerId; left: number; to: PlayerId };
  // The posts at dawn (dawn-posts.ts)
  rotation: undefined;
  admiration: undefined;
  demission: undefined;
  demenagement: undefined;
  // The week's nights edited by the MJ (week-steps.ts)
  semaine: undefined;
  'semaine-appel': undefined;
  'semaine-jours': undefined;
};

export type FamilyTypes = {
  rs: FamilyRs;
  markers: FamilyMarkers;
  steps: FamilySteps;
  actions: 'don' | 'semaine' | 'retrait-poste';
};

export type FamilyGame = Game<FamilyTypes>;
export type FamilyCtx = Ctx<FamilyTypes>;

/** The family's two books: the original edition (000) and its revision (001). */
export type FamilyBook = 'original' | 'revision';

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
  /** Which of the family's two books the ruleset plays: a shared step names its rule on that book's line. */
  book: FamilyBook;
  standing(s: FamilyGame, id: PlayerId): boolean;
  available(s: FamilyGame, id: PlayerId): boolean;
  /** Why `id` cannot act now (« David est dans le coma »), or null. */
  unavailable(s: FamilyGame, id: PlayerId): string | null;
  /** Short state for « n’est plus debout (C) » (original: the health letter; revision: « mort »). */
  state(s: FamilyGame, id: PlayerId): string;
  believedAlive(s: FamilyGame, id: PlayerId): boolean;
  act(ctx: FamilyCtx, actor: PlayerId, power: string): void;
}
