/**
 * The seating as a kept answer's input. A playout's resolution that merely
 * reads `s.order` hands back a copy of it (`copy-on-access.ts`): the same
 * seats under a new identity, which made the end checks kept by identity
 * (`latest`) work out again after many answers that changed nothing they
 * read. Here a finished seating with the same seats as the last one seen
 * stands for it (the engine's `lastValid`: never a seating that may change).
 */
import { lastValid, type PlayerId, sameItems } from '../../engine';

type Seating = readonly PlayerId[];

/** A keeper for one kept answer: it gives back the last finished seating it saw while the seats are the same. */
export function seatingKeeper(): (order: Seating) => Seating {
  // One compute function per keeper: `lastValid` keeps one answer per function.
  const self = (order: Seating): Seating => order;
  const same = (last: Seating, order: Seating): boolean => last === order || sameItems(last, order);
  return (order) => lastValid(self, order, same);
}
