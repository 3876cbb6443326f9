/** The toy's step helper: infers each step's prompt and types its answer. */
import { stepsOf } from '../../../engine';
import type { ToyTypes } from '../types';

export const step = stepsOf<ToyTypes>();
