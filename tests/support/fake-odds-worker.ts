/**
 * An odds worker played in-process for the tests of « Pronostic »: the real
 * worker's handler (`serveOdds`, warm-up included), each message handled on a
 * later turn, as a real worker would, and through JSON, as a structured clone
 * would (the worker gets a copy of the state). `terminated` says whether the
 * worker was ended.
 */
import type { OddsWorkerLike } from '../../src/ui/odds/pool';
import type { FromOddsWorker, ToOddsWorker } from '../../src/ui/odds/protocol';
import { serveOdds } from '../../src/ui/odds/work';

export function fakeWorker(answered?: (m: FromOddsWorker) => void): OddsWorkerLike & { terminated: boolean } {
  const handle = serveOdds((m) =>
    setTimeout(() => {
      if (w.terminated) return;
      answered?.(m);
      w.onmessage?.({ data: m });
    }),
  );
  const w: OddsWorkerLike & { terminated: boolean } = {
    onmessage: null,
    terminated: false,
    postMessage(message: ToOddsWorker) {
      // An ended worker takes nothing more (a real one would not play a game).
      if (w.terminated) return;
      const copy = JSON.parse(JSON.stringify(message)) as ToOddsWorker;
      setTimeout(() => void (w.terminated || handle(copy)));
    },
    terminate() {
      w.terminated = true;
      w.onmessage = null;
    },
  };
  return w;
}
