/** Every action the MJ may take at any moment, by id. */
import { tableOf, type ActionTable } from '../../../engine';
import type { LTypes } from '../types';
import { exclusion } from './exclusion';

export const actions: ActionTable<LTypes> = tableOf([exclusion]);
