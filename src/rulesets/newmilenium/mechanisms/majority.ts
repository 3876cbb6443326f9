/**
 * A majority of orders (NewMilenium's wolves, 003_7860fbf4cb88296e.txt:20-21):
 * each sender names one choice; the most named wins, a tie is a logged draw
 * among the most named, and no choice at all gives none.
 */
import type { Ctx, RulesetTypes } from '../../../engine';

export interface Majority {
  /** How many times each choice was named, in the order first named. */
  counts: { choice: string; n: number }[];
  /** The most named (several on a tie, none when nothing was named). */
  leaders: string[];
}

export function majorityOf(choices: readonly string[]): Majority {
  const counts: { choice: string; n: number }[] = [];
  for (const c of choices) {
    const row = counts.find((x) => x.choice === c);
    if (row) row.n++;
    else counts.push({ choice: c, n: 1 });
  }
  const top = Math.max(0, ...counts.map((x) => x.n));
  return { counts, leaders: counts.filter((x) => x.n === top && top > 0).map((x) => x.choice) };
}

/** The winning choice, drawing among tied leaders (logged with `purpose`); null when nothing was named. */
export function settleMajority<T extends RulesetTypes>(
  ctx: Ctx<T>,
  choices: readonly string[],
  purpose: string,
  label?: (choice: string) => string,
): string | null {
  const { leaders } = majorityOf(choices);
  if (leaders.length === 0) return null;
  if (leaders.length === 1) return leaders[0]!;
  return ctx.pick(leaders, purpose, label);
}
