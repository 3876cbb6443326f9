/** The game is JSON: an object here is a plain record or an array, never `null`. */
export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** A plain record: an object that is not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> => isObject(v) && !Array.isArray(v);
