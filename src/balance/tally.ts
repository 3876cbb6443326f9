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

export interface Tally {
  games: number;
  finished: number;
  /** Games with an internal error or a broken invariant. */
  withProblems: number;
  /** Games per outcome: the winning camps joined with « + », `personne` when nobody wins. */
  outcomes: Record<string, number>;
  /** Games each camp won (alone or with others). */
  wins: Record<string, number>;
  /** Games per number of nights. */
  nights: Record<string, number>;
  nightsTotal: number;
  cards: Record<string, CardTally>;
  /** The first problems met, by game index (to replay them). */
  samples: { index: number; problems: string[] }[];
}

const SAMPLES = 5;

export function emptyTally(): Tally {
  return {
    games: 0,
    finished: 0,
    withProblems: 0,
    outcomes: {},
    wins: {},
    nights: {},
    nightsTotal: 0,
    cards: {},
    samples: [],
  };
}

const add = (counts: Record<string, number>, key: string, n = 1): void => {
  counts[key] = (counts[key] ?? 0) + n;
};

const emptyCard = (): CardTally => ({ dealt: 0, survived: 0, present: 0, presentWins: 0, absent: 0, absentWins: 0 });

/** The key of a game's outcome in `outcomes` (and in the command line's report). */
export function outcomeKey(record: GameRecord): string | null {
  if (!record.finished) return null;
  return record.camps.length ? record.camps.join('+') : 'personne';
}

/** Count one game in (changes `t`). Every role of the ruleset gets its present/absent counts. */
export function count(t: Tally, rules: AnyRuleset, g: GameRecord): void {
  t.games++;
  const problems = [...g.errors, ...g.violations];
  if (problems.length > 0) {
    t.withProblems++;
    if (t.samples.length < SAMPLES) t.samples.push({ index: g.index, problems });
  }
  const key = outcomeKey(g);
  if (key !== null) {
    t.finished++;
    add(t.outcomes, key);
    for (const camp of new Set(g.camps)) add(t.wins, camp);
  }
  add(t.nights, String(g.nights));
  t.nightsTotal += g.nights;
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

const sum = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const out = { ...a };
  for (const [k, n] of Object.entries(b)) add(out, k, n);
  return out;
};

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
  return {
    games: a.games + b.games,
    finished: a.finished + b.finished,
    withProblems: a.withProblems + b.withProblems,
    outcomes: sum(a.outcomes, b.outcomes),
    wins: sum(a.wins, b.wins),
    nights: sum(a.nights, b.nights),
    nightsTotal: a.nightsTotal + b.nightsTotal,
    cards,
    samples: [...a.samples, ...b.samples].sort((x, y) => x.index - y.index).slice(0, SAMPLES),
  };
}
