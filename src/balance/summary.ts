/**
 * The figures of a balance run, from its counts: each camp's win rate with
 * its 95 % interval, the length of the games in nights, each card's survival,
 * and (random compositions) each card's effect on its own camp's chances.
 */
import type { AnyRuleset } from '../engine';
import { wilson, type Interval } from './interval';
import type { Tally } from './tally';

export interface CampRate extends Interval {
  camp: string;
  name: string;
  wins: number;
}

export interface CardRate extends Interval {
  card: string;
  name: string;
  dealt: number;
  survived: number;
}

/** A card's camp won this often with the card in play, and this often without it. */
export interface CardEffect {
  card: string;
  name: string;
  camp: string;
  campName: string;
  present: Interval & { games: number };
  absent: Interval & { games: number };
  /** Present rate minus absent rate (in points of probability, -1 to 1). */
  delta: number;
}

export interface Summary {
  games: number;
  finished: number;
  withProblems: number;
  /** The camp most seats start in (the village): the one « Équilibrer » aims at 50 %. */
  village: string;
  camps: CampRate[];
  /** Games per number of nights, from the shortest to the longest. */
  nights: { nights: number; games: number }[];
  meanNights: number;
  cards: CardRate[];
  /** Only for random compositions (a fixed one holds the same cards every game). */
  effects: CardEffect[];
}

const campName = (rules: AnyRuleset, camp: string): string => rules.camps.find((c) => c.id === camp)?.name ?? camp;
const roleOf = (rules: AnyRuleset, card: string) => rules.roles.find((r) => r.id === card);

/**
 * The village of a ruleset: the camp it declares (`CampDef.village`), else
 * the camp holding the most of `seats` (seats per camp; ties: the ruleset's
 * first camp listed).
 */
export function villageAmong(rules: AnyRuleset, seats: Readonly<Record<string, number>>): string {
  const declared = rules.camps.find((c) => c.village);
  if (declared) return declared.id;
  let best = rules.camps[0]?.id ?? '';
  for (const camp of rules.camps) if ((seats[camp.id] ?? 0) > (seats[best] ?? 0)) best = camp.id;
  return best;
}

/** The village of a run (`villageAmong` its dealt seats). */
export function villageOf(rules: AnyRuleset, t: Tally): string {
  const seats: Record<string, number> = {};
  for (const [card, c] of Object.entries(t.cards)) {
    const camp = roleOf(rules, card)?.camp;
    if (camp !== undefined) seats[camp] = (seats[camp] ?? 0) + c.dealt;
  }
  return villageAmong(rules, seats);
}

export function summarize(rules: AnyRuleset, t: Tally, randomCards: boolean): Summary {
  const camps: CampRate[] = rules.camps
    .map((c) => ({ camp: c.id, name: c.name, wins: t.wins[c.id] ?? 0, ...wilson(t.wins[c.id] ?? 0, t.games) }))
    .filter((c) => c.wins > 0)
    .sort((a, b) => b.wins - a.wins);
  const nobody = t.outcomes.personne ?? 0;
  if (nobody > 0) camps.push({ camp: 'personne', name: 'Personne', wins: nobody, ...wilson(nobody, t.games) });
  const nights = Object.entries(t.nights)
    .map(([n, games]) => ({ nights: Number(n), games }))
    .sort((a, b) => a.nights - b.nights);
  const cards: CardRate[] = Object.entries(t.cards)
    .filter(([, c]) => c.dealt > 0)
    .map(([card, c]) => ({
      card,
      name: roleOf(rules, card)?.name ?? card,
      dealt: c.dealt,
      survived: c.survived,
      ...wilson(c.survived, c.dealt),
    }))
    .sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name, 'fr'));
  const effects: CardEffect[] = randomCards
    ? Object.entries(t.cards)
        .filter(([, c]) => c.present > 0 && c.absent > 0)
        .map(([card, c]) => {
          const camp = roleOf(rules, card)?.camp ?? '';
          const present = { games: c.present, ...wilson(c.presentWins, c.present) };
          const absent = { games: c.absent, ...wilson(c.absentWins, c.absent) };
          return {
            card,
            name: roleOf(rules, card)?.name ?? card,
            camp,
            campName: campName(rules, camp),
            present,
            absent,
            delta: present.rate - absent.rate,
          };
        })
        .sort((a, b) => b.delta - a.delta)
    : [];
  return {
    games: t.games,
    finished: t.finished,
    withProblems: t.withProblems,
    village: villageOf(rules, t),
    camps,
    nights,
    meanNights: t.games ? t.nightsTotal / t.games : 0,
    cards,
    effects,
  };
}

/** The village's win rate in a run (the figure « Équilibrer » brings to 50 %). */
export function villageRate(rules: AnyRuleset, t: Tally, village = villageOf(rules, t)): Interval {
  return wilson(t.wins[village] ?? 0, t.games);
}
