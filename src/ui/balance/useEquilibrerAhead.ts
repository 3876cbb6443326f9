/**
 * « Équilibrer »'s search played ahead while the MJ reads the results of the
 * cards chosen (issue 25: « Équilibrer » in 15 s at most): once the screen
 * has been quiet a second, the workers play the games the search would play
 * next (`nextRequests`: its first round, then each later round once the one
 * before is known), a few pieces at a time, and the games are kept with the
 * screen's (`Played`), so that the search, when tapped, goes on from them
 * (game i of a setup is always the same game, and each round is judged on
 * exactly its games: the answer is the one it gives without them). Any tap
 * or key stops it after the pieces under way; a run or « Équilibrer » tapped
 * then waits for those (`settled`), whose games count.
 */
import { useCallback, useEffect, useRef } from 'react';
import { whileQuiet } from '../lib/quiet';
import type { RunRange, RunResult } from './pool';
import { LAB_QUIET_MS } from './useLabAhead';

/**
 * How long the results of one setup may play ahead in all (ms), across quiet
 * moments: Thiercelieux's whole search takes some 10 s of the two cores here,
 * Quinte-bourg's first round alone (226 compositions) some 20 s; a slower
 * tablet, or a larger table, stops there rather than run its cores for
 * minutes nobody asked for.
 */
export const EQUILIBRER_AHEAD_MS = 30_000;

/**
 * Games of a composition handed to the workers at once, at most: a tap waits
 * for the pieces under way (`chunk` of them), a fraction of a second even in
 * Quinte-bourg, where a later round asks 1 500 games of a composition.
 */
export const AHEAD_PIECE = 60;

/** Games `from` to `to` cut into stretches of `AHEAD_PIECE` games at most, in order. */
export function piecesOf(from: number, to: number, piece = AHEAD_PIECE): [number, number][] {
  const out: [number, number][] = [];
  for (let at = from; at < to; at += piece) out.push([at, Math.min(to, at + piece)]);
  return out;
}

export interface AheadRounds {
  /** The games the search would play next, in pieces (none: its whole answer is known). */
  left(): RunRange[];
  /** Compositions handed to the workers at once: what a tap waits for, at most. */
  chunk: number;
  /** Play runs on the workers (`Pool.runMany`). */
  play(runs: RunRange[]): Promise<RunResult[]>;
  /** Keep their games with the screen's. */
  keep(runs: RunRange[], results: RunResult[]): void;
}

/**
 * Play `rounds` ahead whenever the screen is quiet (nothing while it is null:
 * no results of chosen cards on screen, a run under way); `key` names what
 * it plays (a new key starts afresh). Returns `settled`: resolves once the
 * compositions handed to the workers are played.
 */
export function useEquilibrerAhead(key: string | null, rounds: AheadRounds | null): () => Promise<void> {
  const now = useRef(rounds);
  now.current = rounds;
  const inFlight = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (key === null) return;
    // Each quiet moment's loop has its number; a tap (or the next quiet moment) ends the one before.
    let turn = 0;
    // The time spent playing ahead for this key, across quiet moments: capped, the MJ never asked for these games.
    let spent = 0;
    const loop = async (mine: number): Promise<void> => {
      while (mine === turn && now.current && spent < EQUILIBRER_AHEAD_MS) {
        const r = now.current;
        const runs = r.left().slice(0, r.chunk);
        if (runs.length === 0) return;
        const began = performance.now();
        const played = r.play(runs);
        inFlight.current = played;
        try {
          r.keep(runs, await played);
        } catch {
          // A run cancelled or failed: nothing kept; « Équilibrer » plays those games itself and says what is wrong.
          return;
        } finally {
          spent += performance.now() - began;
          if (inFlight.current === played) inFlight.current = null;
        }
      }
    };
    return whileQuiet(
      LAB_QUIET_MS,
      () => {
        const mine = ++turn;
        void inFlightDone(inFlight.current).then(() => loop(mine));
      },
      () => void turn++,
    );
  }, [key]);
  return useCallback(() => inFlightDone(inFlight.current), []);
}

/** Resolves once `p` is over, whatever its end. */
function inFlightDone(p: Promise<unknown> | null): Promise<void> {
  return p
    ? p.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
