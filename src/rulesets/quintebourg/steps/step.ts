/** Quinte-bourg's step helper: infers each step's prompt and types its answer (docs/rulesets/anatomy.md). */
import { stepsOf } from '../../../engine';
import type { QTypes } from '../types';

export const step = stepsOf<QTypes>();
