/**
 * A worker's warm-up: games played and thrown away until a run comes, so
 * that the run's code is compiled hot when it starts (a worker's first
 * thousands of games run slower). Shared by « Équilibre »'s workers and
 * « Pronostic »'s; the pool's side is `WorkerPool.warm`.
 */

/** A warm-up's job runs to this game at most (any games will do: they are thrown away; the time given ends it first). */
export const WARM_GAMES = 1_000_000;

/** A warm-up looks at the worker's messages this often (ms): a run waits no longer for it. */
export const WARM_BATCH_MS = 15;

/** Games from the `from`-th on, played while `more()` says so (asked after each game); how many were played (0: none left). */
export type WarmBatch = (from: number, more: () => boolean) => number;

/** The next task: the worker's messages waiting (a run) are handled first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A channel's message rather than setTimeout, which browsers delay by 4 ms once nested.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Play games for `ms` at most (`prepare` loads what they need and gives the
 * batch to play), in batches of `WARM_BATCH_MS` with the worker's messages
 * looked at in between; stop as soon as `live()` says another message came
 * (a run, another warm-up). Resolves with the games played; a warm-up that
 * fails played none (the run says what is wrong).
 */
export async function warmUp(ms: number, prepare: () => Promise<WarmBatch>, live: () => boolean): Promise<number> {
  const end = performance.now() + ms;
  let games = 0;
  try {
    const play = await prepare();
    while (live() && performance.now() < end) {
      const stop = Math.min(end, performance.now() + WARM_BATCH_MS);
      const played = play(games, () => performance.now() < stop);
      if (played === 0) break;
      games += played;
      await nextTask();
    }
  } catch {
    // Nothing to undo: the games were thrown away.
  }
  return games;
}

/**
 * One worker's handler: a warm-up message goes to `warm` (told, through
 * `live`, when a later message stops it), any other to `work`.
 */
export function serveWithWarmUp<In extends { type: string }>(
  work: (message: In) => Promise<void>,
  warm: (message: Extract<In, { type: 'warm' }>, live: () => boolean) => Promise<void>,
): (message: In) => Promise<void> {
  let latest = 0;
  return (message) => {
    const mine = ++latest;
    return message.type === 'warm'
      ? warm(message as Extract<In, { type: 'warm' }>, () => mine === latest)
      : work(message);
  };
}
