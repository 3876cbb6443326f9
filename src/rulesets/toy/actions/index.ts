/** Every invoked action of the toy, by id. */
import { tableOf, type ActionTable } from '../../../engine';
import type { ToyTypes } from '../types';
import { reveil } from './reveil';

export const actions: ActionTable<ToyTypes> = tableOf([reveil]);
