/**
 * The cards of simulated games: the suggested composition, or a random one
 * drawn from every role (for each card's effect, present against absent),
 * and the seats' names. The simulator, the « Équilibre » screen and the
 * property tests draw them here, so one seed gives one game everywhere.
 */
import { checkSetup, type AnyRuleset, type Options, type RngState } from '../engine';
import { nextInt, seedRng, shuffled } from '../engine/random';

/** A random composition drawn from every role, with the suggested number of the first camp's killers. */
export function randomComposition(rules: AnyRuleset, players: number, options: Options, seed: string): string[] {
  const rng = seedRng(seed);
  const suggested = rules.suggestComposition(players, options);
  const wolves = suggested.filter((r) => r === suggested[0]).length;
  const cards = suggested.slice(0, wolves);
  const pool = shuffled(
    rng,
    rules.roles.flatMap((r) =>
      r.id === suggested[0] ? [] : Array.from({ length: Math.min(r.max ?? 1, 3) }, () => r.id),
    ),
  );
  while (cards.length < players && pool.length > 0) cards.push(pool.splice(nextInt(rng, pool.length), 1)[0]!);
  const spare = rules.spareCards?.(cards) ?? 0;
  const filler = fillerCard(rules, players) ?? suggested[suggested.length - 1]!;
  while (cards.length < players + spare) cards.push(filler);
  if (fits(rules, players, options, cards)) return cards;
  return swappedComposition(rules, players, options, suggested, rng);
}

/** The card a composition may hold any number of (the plain villager), if the ruleset has one. */
export function fillerCard(rules: AnyRuleset, players: number): string | undefined {
  return rules.roles.find((r) => (r.max ?? 1) > players)?.id;
}

/** The seats of a simulated game: `p1`… with first names. */
export function seats(players: number): { id: string; name: string }[] {
  return playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name }));
}

/** Whether these cards make a legal setup for `players` (the ruleset's own checks). */
export function fits(rules: AnyRuleset, players: number, options: Options, composition: readonly string[]): boolean {
  return checkSetup(rules, {
    rulesetId: rules.id,
    options,
    players: seats(players),
    composition: [...composition],
    seed: 'composition',
  }).ok;
}

/**
 * For a ruleset whose cards are of several kinds (Quinte-bourg's party and
 * effect cards, lovers' alibis), a draw from every role rarely fits: start
 * from the suggested composition and swap cards one at a time, keeping each
 * swap the ruleset's setup checks accept.
 */
function swappedComposition(
  rules: AnyRuleset,
  players: number,
  options: Options,
  suggested: string[],
  rng: RngState,
): string[] {
  const cards = [...suggested];
  const ids = rules.roles.map((r) => r.id);
  for (let i = 0; i < players * 10; i++) {
    const at = nextInt(rng, cards.length);
    const next = [...cards];
    next[at] = ids[nextInt(rng, ids.length)]!;
    if (fits(rules, players, options, next)) cards.splice(0, cards.length, ...next);
  }
  return cards;
}

const NAMES = [
  'Ana',
  'Bruno',
  'Chloé',
  'David',
  'Emma',
  'Farid',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jules',
  'Karim',
  'Léa',
  'Maël',
  'Nora',
  'Oscar',
  'Paula',
  'Quentin',
  'Rose',
  'Sami',
  'Théa',
];

export function playerNames(n: number): string[] {
  return Array.from(
    { length: n },
    (_, i) => NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''),
  );
}
