/**
 * Health as words with colours: the engine gives how bad a player's health is
 * (0 the ladder's best rung, 1 death), for any ladder; the app names the
 * colour class. Five steps, so a five-rung ladder (Indemne, Blessé, Coma,
 * Quasi-mort, Mort) gets five colours and alive/dead gets the two ends.
 */
export function healthClass(severity: number): string {
  return `health health-${Math.round(Math.min(1, Math.max(0, severity)) * 4)}`;
}
