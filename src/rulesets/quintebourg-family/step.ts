/** The family's step and action helpers: its steps are typed by `FamilyTypes`, a subset of each family ruleset's types. */
import { actionsOf, stepsOf } from '../../engine';
import type { FamilyTypes } from './types';

export const step = stepsOf<FamilyTypes>();
export const action = actionsOf<FamilyTypes>();
