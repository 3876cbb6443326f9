/**
 * The three d10 tables (000_a045abd3825f1297.txt:699-720), as data read by
 * the engine's `rollOnTable` (the face and the row are logged for the MJ).
 */
import type { DiceTable } from './dice-table';
import type { Health } from './health';
import { word } from './health-words';

const D10 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Table 1, attackers outnumbering (000:701-704); also every assassination attempt (000:435). */
export const TABLE_1: DiceTable<Health> = {
  id: 'table-1',
  name: 'Attaquants en surnombre',
  says: word,
  faces: D10,
  rows: [
    { result: 'I', faces: [0] },
    { result: 'B', faces: [1] },
    { result: 'C', faces: [2, 3, 4] },
    { result: 'Q', faces: [5, 6, 7, 8] },
    { result: 'M', faces: [9] },
  ],
};

/** Table 2, attackers not outnumbering, or a defender striking back (000:706-709). */
export const TABLE_2: DiceTable<Health> = {
  id: 'table-2',
  name: 'Sans surnombre, ou riposte',
  says: word,
  faces: D10,
  rows: [
    { result: 'I', faces: [0] },
    { result: 'B', faces: [1] },
    { result: 'C', faces: [2, 3, 4, 5, 6, 7] },
    { result: 'Q', faces: [8, 9] },
  ],
};

/** Table 3, the hated ones' fight: the host's result, then the visitor's (000:711-714). */
export type FightResult = 'B-C' | 'I-B' | 'I-I' | 'B-B' | 'B-I' | 'C-B';

export const TABLE_3: DiceTable<FightResult> = {
  id: 'table-3',
  name: 'Combat de haineux',
  says: fightWords,
  faces: D10,
  rows: [
    { result: 'B-C', faces: [0] },
    { result: 'I-B', faces: [1, 2, 3] },
    { result: 'I-I', faces: [4] },
    { result: 'B-B', faces: [5] },
    { result: 'B-I', faces: [6, 7, 8] },
    { result: 'C-B', faces: [9] },
  ],
};

/** Each fight result as the host's health, then the visitor's. */
const FIGHT: Record<FightResult, [Health, Health]> = {
  'B-C': ['B', 'C'],
  'I-B': ['I', 'B'],
  'I-I': ['I', 'I'],
  'B-B': ['B', 'B'],
  'B-I': ['B', 'I'],
  'C-B': ['C', 'B'],
};

export function fightHealths(r: FightResult): [Health, Health] {
  const [a, b] = FIGHT[r];
  return [a, b];
}

/** A fight's row in words: « Blessé chez lui, Coma pour le visiteur ». */
function fightWords(r: FightResult): string {
  const [host, visitor] = fightHealths(r);
  return `${word(host)} pour l’hôte, ${word(visitor)} pour le visiteur`;
}
