/** Actions the MJ may take at any moment, by id: one missing or unknown fails the typecheck. */
import { tableOf, type ActionTable } from '../../../engine';
import type { TTypes } from '../types';
import { ameEnPeine } from './ame-en-peine';
import { detective } from './detective';
import { espion } from './espion';
import { ajoutEvenement } from './evenement';
import { exclusion } from './exclusion';

export const actions: ActionTable<TTypes> = tableOf([exclusion, ameEnPeine, espion, detective, ajoutEvenement]);
