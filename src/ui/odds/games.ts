/** Games per charted call: enough to see a move of a few points, quick enough for a whole game (and to run in idle time). */
export const GAMES_PER_CALL = 300;
