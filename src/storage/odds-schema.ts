/**
 * The shape of the odds kept with a game (issue 24), read back from the
 * database and from an imported file (valibot, French messages). Shape only:
 * whether a point still belongs to the game's answers is its key's business
 * (`odds.ts`), checked after.
 */
import * as v from 'valibot';
import { ANSWERS_MAX } from './savefile-schema';

/** More points than this is not a game's evolution (a point per dawn and day, and the moves' refinements). */
export const ODDS_POINTS_MAX = 20_000;

const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ANSWERS_MAX));
const label = v.pipe(v.string(), v.maxLength(200));
const BAD_CHANCE = 'Une chance du pronostic est illisible (un nombre de 0 à 1 attendu).';
const chance = v.pipe(v.number(BAD_CHANCE), v.finite(BAD_CHANCE), v.minValue(0, BAD_CHANCE), v.maxValue(1, BAD_CHANCE));
/** A camp or a lone winner's card: never one of Object's own keys. */
const campKey = v.pipe(
  v.string(),
  v.maxLength(200),
  v.check((s: string) => !(s in Object.prototype), 'Camp illisible.'),
);
const camps = v.record(campKey, chance, 'Chances illisibles.');
const key = v.pipe(v.string(), v.maxLength(100));
const games = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000));
const policy = v.picklist(['random', 'informed'], 'Joueurs simulés inconnus.');

export const oddsPointSchema = v.object(
  { seq, key, games, policy, label, camps, text: v.nullable(v.pipe(v.string(), v.maxLength(5000))) },
  'Point de pronostic illisible.',
);

const chartPoint = v.object({ seq, label, camps }, 'Point de l’évolution illisible.');
const move = v.object(
  { answer: seq, label, text: v.pipe(v.string(), v.maxLength(5000)), camp: campKey, from: chance, to: chance },
  'Moment de l’évolution illisible.',
);

export const evolutionSchema = v.object(
  {
    key,
    games,
    policy,
    points: v.pipe(v.array(chartPoint), v.maxLength(ODDS_POINTS_MAX)),
    moves: v.pipe(v.array(move), v.maxLength(10)),
    now: v.optional(v.boolean()),
  },
  'Évolution des chances illisible.',
);

const BAD_COUNT = 'Un décompte du pronostic gardé est illisible (un nombre entier positif attendu).';
const count = v.pipe(
  v.number(BAD_COUNT),
  v.integer(BAD_COUNT),
  v.minValue(0, BAD_COUNT),
  v.maxValue(10_000_000, BAD_COUNT),
);
const counts = v.record(campKey, count, BAD_COUNT);

/**
 * The last « Pronostic » run played to its end at the call the game was at
 * (issue 24), with its counts: a game reopened shows it at the tap instead of
 * playing the same games again. The save file carries it too (optional).
 */
export const oddsRunSchema = v.object(
  {
    seq,
    key,
    seed: v.pipe(v.string(), v.maxLength(300)),
    policy,
    counts: v.object({
      games,
      finished: count,
      withProblems: count,
      outcomes: counts,
      wins: counts,
      nightsTotal: v.pipe(v.number(BAD_COUNT), v.integer(BAD_COUNT), v.minValue(0, BAD_COUNT)),
      samples: v.pipe(
        v.array(
          v.object({
            index: count,
            problems: v.pipe(v.array(v.pipe(v.string(), v.maxLength(5000))), v.maxLength(100)),
          }),
        ),
        v.maxLength(10),
      ),
    }),
  },
  'Pronostic gardé illisible.',
);

/** What travels in a save file (optional there: older files and games never computed have none). */
export const savedOddsSchema = v.object(
  {
    points: v.pipe(v.array(oddsPointSchema, 'Les pronostics sont illisibles.'), v.maxLength(ODDS_POINTS_MAX)),
    evolution: v.nullable(evolutionSchema),
    run: v.optional(oddsRunSchema),
  },
  'Les pronostics de la partie sont illisibles.',
);

export const storedOddsPointSchema = v.object({ ...oddsPointSchema.entries, gameId: v.string() });
export const storedOddsRunSchema = v.object({ ...oddsRunSchema.entries, gameId: v.string() });
export const storedEvolutionSchema = v.object({ ...evolutionSchema.entries, gameId: v.string() });

export type OddsPointData = v.InferOutput<typeof oddsPointSchema>;
export type EvolutionData = v.InferOutput<typeof evolutionSchema>;
export type SavedOdds = v.InferOutput<typeof savedOddsSchema>;
export type StoredOddsPoint = v.InferOutput<typeof storedOddsPointSchema>;
export type StoredEvolution = v.InferOutput<typeof storedEvolutionSchema>;
export type OddsRunData = v.InferOutput<typeof oddsRunSchema>;
export type StoredOddsRun = v.InferOutput<typeof storedOddsRunSchema>;
