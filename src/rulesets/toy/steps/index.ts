/** Every step of the toy, by id: one missing or unknown fails the typecheck. */
import { tableOf, type StepTable } from '../../../engine';
import type { ToyTypes } from '../types';
import { annonce, designer } from './chef';
import { de } from './de';
import { ordres } from './ordres';

export const steps: StepTable<ToyTypes> = tableOf([de, designer, annonce, ordres]);
