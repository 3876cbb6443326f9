/**
 * « Pronostic » started at the MJ's tap, while the dialog's code is still
 * loading (about a third of a second on this 2-core machine): the workers
 * start and the first run (the dialog's default, from the call the game is
 * at) is under way at once; the dialog then takes the pool and that run, with
 * the progress made so far, instead of starting them itself. Kept small: the
 * game screen imports it.
 */
import type { Answer, GameState } from '../../engine';
import { oddsSeed, type OddsTally } from '../../balance/odds';
import { defaultOddsPolicy } from '../../balance/odds-players';
import type { PolicyId } from '../../balance/games';
import { answerKeys, loadOddsRun, saveOddsRun, type OddsRunData } from '../../storage';
import { poolWorker } from '../lib/workers';
import { workersFor } from '../lib/pool';
import { OddsCancelled, OddsPool, type OddsWorkerLike, type PoolRun } from './pool';
import type { FromOddsWorker, ToOddsWorker } from './protocol';

/** Games of the dialog's first run (it offers 500, 2 000 and 10 000). */
export const DEFAULT_GAMES = 2000;

/** A Web Worker (`worker.ts`, bundled by Vite and precached for offline use) as the run sees it. */
export function createWorker(): OddsWorkerLike {
  return poolWorker<ToOddsWorker, FromOddsWorker>(
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
  );
}

/** A run started at the tap, until the dialog takes it. */
export interface EarlyRun {
  pool: OddsPool;
  run: PoolRun;
  state: GameState;
  seed: string;
  policy: PolicyId;
  games: number;
  /** Games done so far. */
  done: number;
  /** performance.now() at the tap. */
  started: number;
  /** The dialog's progress, once it has taken the run. */
  onProgress: ((done: number) => void) | null;
  /** Read back from the game (`keepWholeRun`): played whole at this call before, not now. */
  kept: boolean;
}

let early: EarlyRun | null = null;

/**
 * How long the workers warm up when « Outils » opens (ms), at most: stopped
 * at once by the tap on « Pronostic », whose run counts the games played.
 * Two seconds covers the MJ reading the menu; a menu opened for another
 * tool costs no more than that.
 */
export const WARM_MS = 2000;

/**
 * The workers « Pronostic » takes at the tap, kept for the game screen: warmed
 * ahead while the screen is quiet (`useOddsAhead`), as « Outils » opens, and
 * handed back by the dialog when it closes, so that they stay hot (the pool
 * knows which call its warm-up plays: `OddsPool.warm`).
 */
let warmed: { pool: OddsPool; rulesetId: string } | null = null;

/**
 * Warm the workers up for `ms` at most on the games of the run the tap would
 * start from `state` (the call the game is at, its seed, the default number
 * of games), so that the tap finds their code and the rules loaded and
 * compiled hot (a cold worker's first games run at about half pace) and those
 * games already played (`OddsPool.warm`). Called as « Outils » opens and when
 * the game screen has been quiet a while. At the same call, the warm-up goes
 * on after the games already played; at another call, the same workers play
 * that call's games. Once they have played them all, the run is kept with the
 * game (`keepWholeRun`); at a call whose run is kept, nothing is warmed. (The
 * game screen loads the dialog's code as the menu opens: this module stays
 * free of it.)
 */
export function warmOdds(state: GameState, create: () => OddsWorkerLike = createWorker, ms = WARM_MS): void {
  // The run kept with the game still being read: the warm-up waits for it (it may spare the games).
  if (reading !== null && open?.state === state) {
    void reading.then(() => open?.state === state && warmOdds(state, create, ms));
    return;
  }
  // The tap's run is kept with the game for this call: its games need no playing, nor the workers warming.
  if (keptFor(state) !== null) return;
  const same = warmed?.rulesetId === state.rulesetId ? warmed.pool : null;
  if (!same) dropWarmOdds();
  const pool = same ?? new OddsPool(workersFor(navigator.hardwareConcurrency), create);
  try {
    const job = { state, seed: oddsSeed(state), policy: defaultOddsPolicy(state.rulesetId) };
    const whole = pool.warmWhole(job, ms, DEFAULT_GAMES);
    warming = whole.then(settled, settled);
    void whole.then(({ counts }) => counts && keepWholeRun(state, { ...job, counts }));
  } catch {
    // No worker to be had here (none in this context): no warm-up, and the tap says what is wrong if it fails too.
    pool.close();
    warmed = null;
    return;
  }
  warmed = { pool, rulesetId: state.rulesetId };
}

const settled = (): void => {};

/** The last warm-up started (ahead, or as « Outils » opens), settled once it has played its games or was rested. */
let warming: Promise<void> = Promise.resolve();

/**
 * Settled once the warm-up under way stops: the background odds wait for it
 * (`GameScreen`), so that the games a tap would start have the cores first.
 */
export function warmingSettled(): Promise<void> {
  return warming;
}

/** The call « Pronostic » was last tapped at: the screen's quiet moments do not play its games again. */
let tapped: GameState | null = null;

/**
 * The game screen quiet a while (`useOddsAhead`): `warmOdds` on the call the
 * game is at, unless « Pronostic » was already tapped there (its games were
 * played then; the MJ who asks again waits as for « Recalculer »).
 */
export function warmAhead(state: GameState, create: () => OddsWorkerLike, ms: number): void {
  if (state !== tapped) warmOdds(state, create, ms);
}

/** The game on the game screen: where a run played whole is kept (`keepWholeRun`). */
let open: { gameId: string; state: GameState; answers: readonly Answer[] } | null = null;

/** The run played whole at the call the open game is at, read back from the game or just played. */
let kept: { state: GameState; run: OddsRunData } | null = null;

/**
 * The read of the run kept with the game, under way since the game opened:
 * a tap (or « Outils ») made meanwhile waits for it, a few milliseconds,
 * rather than start the games the read may spare.
 */
let reading: Promise<void> | null = null;

/**
 * The game screen shows `state`, after `answers`, of game `gameId`. When the
 * game is opened, the run kept with it (`storage/odds-run.ts`) is read back:
 * if it was played from this very call, the tap shows it at once (a game
 * reopened, after a reload or another day, where the MJ had left it). The
 * same call reached again (« Retour », then the same answer: a new state
 * object) keeps it. Resolves once the read is over.
 */
export function followGame(gameId: string, state: GameState, answers: readonly Answer[]): Promise<void> {
  const opened = open?.gameId !== gameId;
  open = { gameId, state, answers };
  if (!opened) {
    const run = kept?.run;
    if (run && kept!.state !== state && run.seq === answers.length && answerKeys(answers)[run.seq] === run.key)
      kept = { state, run };
    return reading ?? Promise.resolve();
  }
  kept = null;
  const read = loadOddsRun(gameId, answers).then(
    (run) => {
      if (run && open?.state === state) kept = { state, run };
    },
    // Not read: the tap plays the games, as for a call never computed.
    () => {},
  );
  reading = read;
  void read.then(() => {
    if (reading === read) reading = null;
  });
  return read;
}

/** The run kept for `state` when it is the one the tap would start (its seed, players and games). */
function keptFor(state: GameState): OddsRunData | null {
  const run = kept?.state === state ? kept.run : null;
  return run &&
    run.seed === oddsSeed(state) &&
    run.policy === defaultOddsPolicy(state.rulesetId) &&
    run.counts.games === DEFAULT_GAMES
    ? run
    : null;
}

/**
 * The run the tap starts, played whole at `state` (by the dialog, or ahead by
 * the workers): kept with the game, so that the next tap at this call, even
 * after a reload, shows it without playing its games again. Nothing is kept
 * for a call the game has left. When the disk refuses, only this screen
 * keeps it (a cache: a reopened game then plays the games). Resolves once
 * written (or refused).
 */
export function keepWholeRun(
  state: GameState,
  run: { seed: string; policy: PolicyId; counts: OddsTally },
): Promise<void> {
  const game = open;
  if (!game || game.state !== state || state.seq !== game.answers.length || keptFor(state)) return Promise.resolve();
  const { seed, policy, counts } = run;
  if (seed !== oddsSeed(state) || policy !== defaultOddsPolicy(state.rulesetId) || counts.games !== DEFAULT_GAMES)
    return Promise.resolve();
  const whole: OddsRunData = { seq: state.seq, key: answerKeys(game.answers)[state.seq]!, seed, policy, counts };
  kept = { state, run: whole };
  return saveOddsRun(game.gameId, whole).catch(() => {});
}

/** A tap on the game screen: the warm-up under way stops, its workers and games are kept (`OddsPool.rest`). */
export function restOdds(): void {
  warmed?.pool.rest();
}

/**
 * The dialog closed: its workers, hot from its runs, are kept for the next
 * « Pronostic » of the screen (a run under way is stopped). Ended if others
 * are kept already.
 */
export function keepOdds(pool: OddsPool, rulesetId: string): void {
  pool.stop();
  if (!held || (warmed && warmed.pool !== pool)) {
    pool.close();
    return;
  }
  warmed = { pool, rulesetId };
}

/** Whether a game screen is open (`holdWarmOdds`): workers handed back after it closed are ended. */
let held = false;

/**
 * The game screen opened: workers may be kept for it; the cleanup it returns
 * (the screen left) ends those nobody took.
 */
export function holdWarmOdds(): () => void {
  held = true;
  return () => {
    held = false;
    open = null;
    kept = null;
    reading = null;
    dropWarmOdds();
  };
}

/** Warm workers nobody took are ended. */
export function dropWarmOdds(): void {
  warmed?.pool.close();
  warmed = null;
}

/** The warm workers for `rulesetId`, taken (once); others are ended. */
function takeWarm(rulesetId: string): OddsPool | null {
  const w = warmed;
  warmed = null;
  if (w && w.rulesetId === rulesetId) return w.pool;
  w?.pool.close();
  return null;
}

/** The tap on « Pronostic »: the workers (warm if « Outils » started them) and the dialog's first run start now. */
export function startOdds(state: GameState, create: () => OddsWorkerLike = createWorker): void {
  early?.pool.close();
  tapped = state;
  const pool = takeWarm(state.rulesetId) ?? new OddsPool(workersFor(navigator.hardwareConcurrency), create);
  const seed = oddsSeed(state);
  const policy = defaultOddsPolicy(state.rulesetId);
  const e: EarlyRun = {
    pool,
    state,
    seed,
    policy,
    games: DEFAULT_GAMES,
    done: 0,
    started: performance.now(),
    onProgress: null,
    kept: false,
    run: null!,
  };
  const begin = (): PoolRun => {
    const whole = keptFor(state);
    if (!whole)
      return pool.run({ state, seed, policy }, DEFAULT_GAMES, {
        progress: (done) => {
          e.done = done;
          e.onProgress?.(done);
        },
      });
    // Played whole at this call already: its counts, no game played again (the pool waits for « Recalculer »).
    e.done = DEFAULT_GAMES;
    e.kept = true;
    return { done: Promise.resolve(whole.counts), reused: Promise.resolve(DEFAULT_GAMES), cancel: () => {} };
  };
  if (reading !== null && open?.state === state) {
    // The game just opened, its kept run still being read: the run starts once it is (a few milliseconds).
    let cancelled = false;
    const begun = reading.then(() => {
      if (cancelled) throw new OddsCancelled();
      return begin();
    });
    e.run = {
      done: begun.then((r) => r.done),
      reused: begun.then(
        (r) => r.reused,
        () => 0,
      ),
      cancel: () => {
        cancelled = true;
        void begun.then(
          (r) => r.cancel(),
          () => {},
        );
      },
    };
  } else e.run = begin();
  early = e;
}

/** The run started at the tap, for the dialog to take (once); null when there is none. */
export function takeEarly(): EarlyRun | null {
  const e = early;
  early = null;
  return e;
}
