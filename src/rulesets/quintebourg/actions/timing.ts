/**
 * When the powers invoked at any moment may be (000_a045abd3825f1297.txt:168):
 * from the first night on; no kill on Sunday, the fête has no death (000:56).
 */
import { actionsOf, eligible, type Bar, type Bars, type PlayerId } from '../../../engine';
import { HARMABLE } from '../barred';
import { name } from '../text';
import type { QGame, QTypes } from '../types';
import { isSunday } from '../week';

/** Quinte-bourg's action helper: infers each action's prompt and types its answer. */
export const action = actionsOf<QTypes>();

export const started = (s: QGame): boolean => s.clock.day >= 1 && s.clock.phase !== 'setup';
export const canKill = (s: QGame): boolean => started(s) && !isSunday(s.clock.day);

/** The one who acts (the call's argument) aims at someone else. */
export const NOT_SELF: Bar<QGame, PlayerId> = {
  test: (_s, id, me) => id === me,
  why: (s, id) => `${name(s, id)} est la personne qui agit : elle vise quelqu’un d’autre.`,
};

/** Anyone but `me` (the call's argument) who may still be harmed (a Q only after the first return, 000:104). */
export const OTHERS: Bars<QGame, PlayerId> = [...HARMABLE, NOT_SELF];

export const others = (s: QGame, me: PlayerId): PlayerId[] => eligible(s, OTHERS, me);
