/**
 * Dice tables as data (Quinte-bourg's d10 tables 1–3) with pure lookups; a roll
 * on a table is logged with the row it landed on so the MJ sees why.
 */
import type { Ctx, RulesetTypes } from '../../engine';

export interface DiceRow<T extends string = string> {
  result: T;
  /** Faces (as printed on the die) that give this row. */
  faces: number[];
}

export interface DiceTable<T extends string = string> {
  id: string;
  name: string;
  /** Faces printed on the die, in order (a d10 reads 0–9, a d6 reads 1–6). */
  faces: number[];
  rows: DiceRow<T>[];
  /** A row's result as the MJ reads it (« Coma » for `C`); the result itself when absent. */
  says?(result: T): string;
}

/** Problems with a table: faces not covered or covered twice. */
export function checkTable(table: DiceTable): string[] {
  const problems: string[] = [];
  for (const f of table.faces) {
    const n = table.rows.filter((r) => r.faces.includes(f)).length;
    if (n !== 1) problems.push(`${table.id}: face ${f} is covered ${n} times`);
  }
  for (const r of table.rows)
    for (const f of r.faces) if (!table.faces.includes(f)) problems.push(`${table.id}: face ${f} is not on the die`);
  return problems;
}

export function lookup<T extends string>(table: DiceTable<T>, face: number): T {
  const row = table.rows.find((r) => r.faces.includes(face));
  if (!row) throw new Error(`${table.id}: no row for face ${face}`);
  return row.result;
}

/**
 * Roll the table's die, log the face and the row, return the row's result. A
 * die rolled at the table is entered as the face it shows (0 to 9 on a d10).
 * The event's data: the table, the face, the row's faces, the result.
 */
export function rollOnTable<T extends string>(
  ctx: Pick<Ctx<RulesetTypes>, 'roll' | 'emit'>,
  table: DiceTable<T>,
  purpose: string,
): { face: number; result: T } {
  const face = table.faces[ctx.roll(table.faces.length, `${table.name} — ${purpose}`, table.faces) - 1]!;
  const row = table.rows.find((r) => r.faces.includes(face));
  if (!row) throw new Error(`${table.id}: no row for face ${face}`);
  const result = row.result;
  const says = table.says ? table.says(result) : result;
  ctx.emit('table', { to: 'mj' }, () => `${table.name}, ${purpose} : le dé donne ${face}, soit ${says}.`, {
    table: table.id,
    face,
    row: [...row.faces],
    result,
    purpose,
  });
  return { face, result };
}
