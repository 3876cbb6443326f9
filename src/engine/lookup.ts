/**
 * Lookups by id that never reach `Object.prototype`: a player id, a ruleset id
 * or a key read from a file may be « constructor » or « toString ».
 */

/** Whether `key` is an own property of `record`. */
export function has(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** `record[key]` when it is an own property, else undefined. */
export function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return has(record, key) ? record[key] : undefined;
}
