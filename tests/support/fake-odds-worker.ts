/**
 * An odds worker played in-process for the tests of « Pronostic »: each
 * message handled on a later turn, as a real worker would, and through JSON,
 * as a structured clone would (the worker gets a copy of the state).
 */
import type { OddsWorkerLike } from '../../src/ui/odds/pool';
import type { FromOddsWorker, ToOddsWorker } from '../../src/ui/odds/protocol';
import { workOdds } from '../../src/ui/odds/work';

export function fakeWorker(): OddsWorkerLike {
  const w: OddsWorkerLike = {
    onmessage: null,
    postMessage(message: ToOddsWorker) {
      const copy = JSON.parse(JSON.stringify(message)) as ToOddsWorker;
      setTimeout(() => void workOdds(copy, (m: FromOddsWorker) => setTimeout(() => w.onmessage?.({ data: m }))));
    },
    terminate() {
      w.onmessage = null;
    },
  };
  return w;
}
