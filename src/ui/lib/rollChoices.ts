import type { PendingRoll } from '../store/session';

/**
 * The buttons of a roll: the names of a draw by lot (sent as their rank, 1 to
 * n), the faces a die shows as printed (a d10 reads 0–9: the MJ taps the face
 * he sees, the engine reads it), else 1 to its number of sides.
 */
export function rollChoices(need: PendingRoll['need']): { value: number; label: string }[] {
  if (need.among) return need.among.map((label, i) => ({ value: i + 1, label }));
  const faces = need.faces ?? Array.from({ length: need.sides }, (_, i) => i + 1);
  return faces.map((face) => ({ value: face, label: String(face) }));
}
