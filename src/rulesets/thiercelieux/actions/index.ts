/** Actions the MJ may take at any moment. */
import type { ActionDef } from '../../../engine';
import type { TState } from '../state';
import { ameEnPeine } from './ame-en-peine';
import { detective } from './detective';
import { espion } from './espion';
import { ajoutEvenement } from './evenement';
import { exclusion } from './exclusion';

export const actions: Record<string, ActionDef<TState>> = Object.fromEntries(
  [exclusion, ameEnPeine, espion, detective, ajoutEvenement].map((a) => [a.id, a]),
);

export { exclusion };
