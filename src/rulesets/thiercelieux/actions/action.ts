/** The ruleset's action helper: infers each action's prompt and types its answer. */
import { actionsOf } from '../../../engine';
import type { TTypes } from '../types';

export const action = actionsOf<TTypes>();
