/** The ruleset's step helper: infers each step's prompt and types its answer. */
import { stepsOf } from '../../../engine';
import type { TTypes } from '../types';

export const step = stepsOf<TTypes>();
