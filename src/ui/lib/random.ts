const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A short, readable random seed ("k7m2-xq9d") the MJ can note down to replay a deal. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = [...bytes].map((b) => SEED_ALPHABET[b % SEED_ALPHABET.length]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
