/**
 * A balance run's counts, built game by game and merged by addition: two
 * halves counted apart (two workers) give the very counts of one thread.
 */
import type { AnyRuleset } from '../engine';
import type { GameRecord } from './games';

export interface CardTally {
  /** Seats dealt this card, and those alive at the end. */
  dealt: number;
  survived: number;
  /** Games with the card in the composition, and those its camp won. */
  present: number;
  presentWins: number;
  /** Games without it, and those its camp won. */
  absent: number;
  absentWins: number;
}

/**
 * What every run counts, whole games (« Équilibre », `Tally`) or games played
 * on from a call (« Pronostic », `OddsTally`): one way to count and add them.
 */
export interface RunCounts {
  games: number;
  finished: number;
  /** Games with an internal error or a broken invariant. */
  withProblems: number;
  /** Games per outcome: the winning camps joined with « + », `personne` when nobody wins. */
  outcomes: Record<string, number>;
  /** Games each camp won (alone or with others). */
  wins: Record<string, number>;
  nightsTotal: number;
  /** The first problems met, by game index (to replay them). */
  samples: { index: number; problems: string[] }[];
}

export interface Tally extends RunCounts {
  /** Games per number of nights. */
  nights: Record<string, number>;
  cards: Record<string, CardTally>;
}

/** The outcome key when the game ends with no winner. */
export const NOBODY = 'personne';

const SAMPLES = 5;

export function emptyRunCounts(): RunCounts {
  return { games: 0, finished: 0, withProblems: 0, outcomes: {}, wins: {}, nightsTotal: 0, samples: [] };
}

export function emptyTally(): Tally {
  return { ...emptyRunCounts(), nights: {}, cards: {} };
}

const add = (counts: Record<string, number>, key: string, n = 1): void => {
  counts[key] = (counts[key] ?? 0) + n;
};

const emptyCard = (): CardTally => ({ dealt: 0, survived: 0, present: 0, presentWins: 0, absent: 0, absentWins: 0 });

/** The outcome key of a finished game's winning camps. */
export const outcomeOf = (camps: readonly string[]): string => (camps.length ? camps.join('+') : NOBODY);

/**
 * Count one game in (changes `t`): its problems, and, when it finished, its
 * outcome and each camp it made a winner.
 */
export function countRun(
  t: RunCounts,
  game: { index: number; camps: readonly string[]; finished: boolean; nights: number },
  problems: string[],
): void {
  t.games++;
  if (problems.length > 0) {
    t.withProblems++;
    if (t.samples.length < SAMPLES) t.samples.push({ index: game.index, problems });
  }
  if (game.finished) {
    t.finished++;
    add(t.outcomes, outcomeOf(game.camps));
    for (const camp of new Set(game.camps)) add(t.wins, camp);
  }
  t.nightsTotal += game.nights;
}

/** Per-key counts added together. */
export function sumCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [k, n] of Object.entries(b)) add(out, k, n);
  return out;
}

/** Two runs' counts added together; the samples are the first ones by game index. */
export function mergeRuns(a: RunCounts, b: RunCounts): RunCounts {
  return {
    games: a.games + b.games,
    finished: a.finished + b.finished,
    withProblems: a.withProblems + b.withProblems,
    outcomes: sumCounts(a.outcomes, b.outcomes),
    wins: sumCounts(a.wins, b.wins),
    nightsTotal: a.nightsTotal + b.nightsTotal,
    samples: [...a.samples, ...b.samples].sort((x, y) => x.index - y.index).slice(0, SAMPLES),
  };
}

/** The key of a game's outcome in `outcomes` (and in the command line's report). */
export function outcomeKey(record: GameRecord): string | null {
  return record.finished ? outcomeOf(record.camps) : null;
}

/** Count one game in (changes `t`). Every role of the ruleset gets its present/absent counts. */
export function count(t: Tally, rules: AnyRuleset, g: GameRecord): void {
  countRun(t, g, [...g.errors, ...g.violations]);
  add(t.nights, String(g.nights));
  g.dealt.forEach((card, seat) => {
    const c = (t.cards[card] ??= emptyCard());
    c.dealt++;
    if (g.survived[seat]) c.survived++;
  });
  const present = new Set(g.composition);
  for (const role of rules.roles) {
    const c = (t.cards[role.id] ??= emptyCard());
    const won = g.camps.includes(role.camp) ? 1 : 0;
    if (present.has(role.id)) {
      c.present++;
      c.presentWins += won;
    } else {
      c.absent++;
      c.absentWins += won;
    }
  }
}

/** Two tallies added together; the samples are the first ones by game index. */
export function merge(a: Tally, b: Tally): Tally {
  const cards: Record<string, CardTally> = {};
  for (const id of new Set([...Object.keys(a.cards), ...Object.keys(b.cards)])) {
    const x = a.cards[id] ?? emptyCard();
    const y = b.cards[id] ?? emptyCard();
    cards[id] = {
      dealt: x.dealt + y.dealt,
      survived: x.survived + y.survived,
      present: x.present + y.present,
      presentWins: x.presentWins + y.presentWins,
      absent: x.absent + y.absent,
      absentWins: x.absentWins + y.absentWins,
    };
  }
  return { ...mergeRuns(a, b), nights: sumCounts(a.nights, b.nights), cards };
}
