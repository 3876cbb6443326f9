/** The ruleset's step helper (it infers each step's prompt and types its answer), and what many steps share. */
import { stepsOf, typo } from '../../../engine';
import type { NTypes } from '../types';

export const step = stepsOf<NTypes>();

export const ack = (label: string) => ({ kind: 'ack' as const, label: typo(label) });

/** A bookkeeping row: it resolves by itself when reached, with nothing to read aloud. */
export const AUTO = { auto: true as const, line: () => '', prompt: () => ({ kind: 'ack' as const }) };
