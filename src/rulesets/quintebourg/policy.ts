/**
 * Informed Quinte-bourg players (the engine's `informed.ts`, configured): the
 * Reptiliens never attack the house or the room of one of their own and vote
 * as one; the others vote against a Reptilien the Curieux (or the Procureur's
 * enquête) revealed, while that player still stands.
 */
import { findingsIn, informedPolicy } from '../../engine';
import { health, inCamp } from './queries';
import type { QGame } from './types';

/** The events that tell a seer a card: the Curieux's, the Procureur's enquête (one list, not one per vote). */
const FINDINGS: readonly string[] = ['curieux', 'enquete'];

export const informed = informedPolicy<QGame>({
  killer: (s, id) => inCamp(s, id, 'reptiliens'),
  attacks: ['reptiliens'],
  // « house:p3 » or « room:p3 »: the attack aims at p3 (`attackers.ts`); « aucune » at nobody.
  aimedAt: (value) =>
    typeof value === 'string' && /^(house|room):/.test(value) ? value.slice(value.indexOf(':') + 1) : null,
  votes: ['vote'],
  findings: (s) => findingsIn(s, FINDINGS),
  lives: (s, id) => health(s, id) !== 'M',
});
