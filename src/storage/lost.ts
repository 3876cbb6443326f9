/**
 * Why this tab's database connection was closed for good, if it was: what a
 * refused write then means. Another tab deleted the database: nothing is
 * stored any more, the game on screen is the only copy. Another tab upgraded
 * it: every confirmed answer is stored, this tab must reload to go on.
 */
export type ClosedFor = 'deleted' | 'versionchange';

let closedFor: ClosedFor | null = null;

export function markClosedFor(why: ClosedFor): void {
  closedFor = why;
}

export function closedForGood(): ClosedFor | null {
  return closedFor;
}

/** A new connection replaced the closed one (setDB, reopenDB). */
export function clearClosedFor(): void {
  closedFor = null;
}
