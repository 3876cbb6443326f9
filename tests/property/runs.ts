/**
 * How many random cases a property runs: a short mode for `npm test`, and the
 * long mode of `npm run test:long` (VEILLEUR_LONG=1), documented in README.
 */
export const LONG = process.env.VEILLEUR_LONG === '1';

export function runs(short: number, long: number): number {
  return LONG ? long : short;
}

/** A property's time limit: the long runs take minutes, not seconds. */
export const TIMEOUT = LONG ? 40 * 60_000 : 120_000;
