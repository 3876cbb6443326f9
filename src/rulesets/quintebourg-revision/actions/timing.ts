/**
 * When the invoked powers may be used (001:3, 7-10): at any moment of the
 * game, by a living player able to act (the Prophète as a ghost too); no
 * death on Sunday, the fête (001:3).
 */
import type { PlayerId } from '../../../engine';
import { started } from '../common';
import { available } from '../queries';
import type { RGame } from '../types';
import { DAYS } from '../week';

export { started } from '../common';

/** A power that kills: not before the first night, nor on Sunday. */
export const canKill = (s: RGame): boolean => started(s) && !DAYS.isSunday(s.clock.day);

/** The holder can raise his arm now: alive and not in a heavy sleep (001:10, 129). */
export const mayInvoke = (s: RGame, id: PlayerId | null): id is PlayerId => id !== null && available(s, id);
