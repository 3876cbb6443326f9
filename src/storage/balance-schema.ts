/**
 * The shape of a balance run read back from the database (valibot, French
 * messages), like every other row Veilleur reads: a row another version
 * wrote, or one damaged on the device, is set aside rather than shown wrong.
 */
import * as v from 'valibot';
import { isSafeId } from '../engine/names';
import type { BalanceSetup } from '../balance/games';
import type { CardTally, Tally } from '../balance/tally';
import { idSchema } from './savefile-schema';

/** A key of counts: a camp, camps joined by « + », a number of nights; never one of Object's own. */
const key = v.pipe(
  v.string(),
  v.maxLength(1000),
  v.check((s: string) => !(s in Object.prototype), 'Clé illisible.'),
);
const count = v.pipe(v.number('Compte illisible.'), v.integer('Compte illisible.'), v.minValue(0, 'Compte illisible.'));
const counts = v.record(key, count, 'Comptes illisibles.');

const optionValue = v.union(
  [v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite()), v.boolean()],
  'Valeur d’option illisible.',
);

export const balanceSetupSchema = v.object(
  {
    rulesetId: idSchema,
    options: v.record(
      v.pipe(
        v.string(),
        v.check((s: string) => isSafeId(s), 'Option illisible.'),
      ),
      optionValue,
      'Options illisibles.',
    ),
    players: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    cards: v.nullable(v.array(idSchema, 'Cartes illisibles.')),
    seed: v.pipe(v.string('Graine illisible.'), v.maxLength(1000)),
    policy: v.picklist(['random', 'informed'], 'Joueurs simulés inconnus.'),
    invokeRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  },
  'Configuration illisible.',
);

const cardSchema = v.object(
  { dealt: count, survived: count, present: count, presentWins: count, absent: count, absentWins: count },
  'Carte illisible.',
);

export const tallySchema = v.object(
  {
    games: count,
    finished: count,
    withProblems: count,
    outcomes: counts,
    wins: counts,
    nights: counts,
    nightsTotal: count,
    cards: v.record(
      v.pipe(
        v.string(),
        v.check((s: string) => isSafeId(s), 'Carte illisible.'),
      ),
      cardSchema,
      'Cartes illisibles.',
    ),
    samples: v.array(v.object({ index: count, problems: v.array(v.string()) }), 'Exemples illisibles.'),
  },
  'Comptes illisibles.',
);

export const storedRunSchema = v.object(
  {
    id: v.string('Identifiant illisible.'),
    key: v.string('Clé illisible.'),
    setup: balanceSetupSchema,
    games: count,
    tally: tallySchema,
    at: v.pipe(v.number('Date illisible.'), v.finite()),
    seconds: v.pipe(v.number('Durée illisible.'), v.finite(), v.minValue(0)),
  },
  'Résultat illisible.',
);

// The schemas' outputs are the balance module's types: a compile-time check that they stay so.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSetup: Same<v.InferOutput<typeof balanceSetupSchema>, BalanceSetup> = true;
const sameTally: Same<v.InferOutput<typeof tallySchema>, Tally> = true;
const sameCard: Same<v.InferOutput<typeof cardSchema>, CardTally> = true;
void sameSetup;
void sameTally;
void sameCard;
