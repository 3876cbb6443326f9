/** The ruleset's step helper (it infers each step's prompt and types its answer), and what many steps share. */
import { byText, stepsOf, typo } from '../../../engine';
import type { NTypes } from '../types';

export const step = stepsOf<NTypes>();

/** A label typeset once per text (a call's prompt is made every time it is shown or an answer checked). */
export const ack = (label: string) => ({ kind: 'ack' as const, label: byText(typo, label) });

/** A bookkeeping row: it resolves by itself when reached, with nothing to read aloud. */
export const AUTO = { auto: true as const, line: () => '', prompt: () => ({ kind: 'ack' as const }) };
