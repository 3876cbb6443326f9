/**
 * Whether a piece of a game may still change under its identity. Rulesets
 * cache some answers by object identity (who holds which card, per `players`
 * object): that is sound for a finished state, which never changes, and
 * unsound for an immer draft, or for the private copies a playout's
 * resolution writes (`copy-on-access.ts`), which change under one identity.
 */
import { isDraft } from 'immer';

/** Resolutions running on private copies right now (a count: they may nest). */
let copies = 0;

/** True for an immer draft, and for everything while a resolution writes private copies. Never cache by identity then. */
export function mayChange(value: unknown): boolean {
  return copies > 0 || isDraft(value);
}

/** Whether a resolution on private copies is under way: outside one, no record of the game is a copy-on-read proxy. */
export function writingCopies(): boolean {
  return copies > 0;
}

/** Run `f` (a resolution on private copies) with identity caches off. */
export function withoutIdentityCaches<T>(f: () => T): T {
  copies++;
  try {
    return f();
  } finally {
    copies--;
  }
}
