/** Each row of the night, by its key (003:51-63). */
import type { PlayerId } from '../../../engine';
import type { NCtx, Rank } from '../types';
import { runAraignee } from './araignee';
import { runAssassin } from './assassin';
import { runCorbeau } from './corbeau';
import { runDetective } from './detective';
import { runLoups } from './loups';
import { runNecromancienne } from './necromancienne';
import { runPlanque } from './planque';
import { runSalbatar } from './salbatar';
import { runSalvateur } from './salvateur';
import { runSorcier } from './sorcier';
import { runSwaps } from './swaps';
import { runVoyante } from './voyante';

/** Carry out one turn: the row's order from its actor (the pack for the wolves, every pair for the swaps). */
export const RUN: Record<Rank, (ctx: NCtx, actor: PlayerId) => void> = {
  planque: runPlanque,
  echanges: (ctx) => runSwaps(ctx),
  salbatar: runSalbatar,
  voyante: runVoyante,
  sorcier: runSorcier,
  salvateur: runSalvateur,
  loups: (ctx) => runLoups(ctx),
  assassin: runAssassin,
  necromancienne: runNecromancienne,
  corbeau: runCorbeau,
  araignee: runAraignee,
  detective: runDetective,
};
