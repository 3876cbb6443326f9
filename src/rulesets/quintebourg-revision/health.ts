/** Alive or dead only (001:195): no health ladder, no hospital, no dice tables. */
import { type HealthModel } from '../../engine';
import { ALIVE, DEAD } from './queries';
import { CAUSES } from './deaths';

export const HEALTH: HealthModel = {
  states: [
    { id: ALIVE, label: 'Vivant', alive: true, canAct: true },
    { id: DEAD, label: 'Mort', alive: false, canAct: false },
  ],
  initial: ALIVE,
  causeLabels: CAUSES,
};
