/** Every step of the ruleset, by id. */
import type { QStep } from '../common';
import { carteAlibi, carteEffet, depart, posteDepart } from '../start';
import { algebristes, analystes, attaque, dodo, geometres, reptiliens } from './attackers';
import { arbitrage, bilan, candidatures, heritage, succession } from './bilan';
import { carerSteps } from './carers';
import { cheatSteps, larcinDon, larcinMontant } from './cheats';
import { couples } from './couples';
import { curiousSteps } from './curious';
import { admiration, aube, cameraProcureur, camerasAdjoints, charmes, demenagement, demission, rotation } from './dawn';
import { morts, mortsGestes, mortsGestesTemps, mortsNom, mortsPorte } from './dead';
import { amoureuxLieu, amoureuxNuit, cupidonPlans, erisHaine, haineuxCombat, haineuxLieu, plansLieu, plansNuit } from './duos';
import { cameraAdjoint, fete, pickpocket, plusRiche } from './evening';
import { donA, donMontant } from './gifts';
import { presentation, sbires, tombee } from './intro';
import { brasDroit, corruption, corruptionCible, faction, parrain } from './mafia';
import { mariageAccord, mariageMaison, mariagePaiement, mariagePartenaire, mariages, mariageTarif, mariageTemoins } from './marriage';
import { cortex, cortexMinus, minus, skadi, skadiEquipe } from './mc';
import { artisteDemission, artisteSculpture, cupidonAdmiration, erisPostes } from './post-powers';
import { bourreau, medecinRemede, medecinSoins } from './row-a';
import { resultat } from './result';
import { scientistSteps } from './scientists';
import { sesiano } from './sesiano';
import { debat, loi, senat, session } from './session';
import { chefRonde, laura, marchandDeSable, morphee } from './sleepers';
import { majDebut, majFin } from './updates';
import { depouillement, egalite, paiement, tribunalChoix, tribunalVote, vote } from './vote';

const ALL: QStep[] = [
  carteEffet,
  carteAlibi,
  posteDepart,
  depart,
  presentation,
  sbires,
  tombee,
  bourreau,
  medecinSoins,
  medecinRemede,
  majDebut,
  cortex,
  cortexMinus,
  minus,
  skadi,
  skadiEquipe,
  reptiliens,
  algebristes,
  analystes,
  geometres,
  amoureuxLieu,
  erisHaine,
  cupidonPlans,
  haineuxLieu,
  plansLieu,
  marchandDeSable,
  morphee,
  ...curiousSteps,
  erisPostes,
  cupidonAdmiration,
  artisteDemission,
  ...carerSteps,
  artisteSculpture,
  haineuxCombat,
  plansNuit,
  amoureuxNuit,
  laura,
  parrain,
  brasDroit,
  corruption,
  corruptionCible,
  faction,
  chefRonde,
  dodo,
  attaque,
  ...scientistSteps,
  resultat,
  ...cheatSteps,
  larcinDon,
  larcinMontant,
  couples,
  sesiano,
  morts,
  mortsNom,
  mortsGestes,
  mortsGestesTemps,
  mortsPorte,
  majFin,
  aube,
  cameraProcureur,
  camerasAdjoints,
  charmes,
  rotation,
  admiration,
  demission,
  demenagement,
  bilan,
  succession,
  heritage,
  candidatures,
  arbitrage,
  session,
  loi,
  senat,
  debat,
  vote,
  paiement,
  depouillement,
  egalite,
  tribunalChoix,
  tribunalVote,
  mariages,
  mariagePartenaire,
  mariageAccord,
  mariageTarif,
  mariagePaiement,
  mariageTemoins,
  mariageMaison,
  pickpocket,
  plusRiche,
  cameraAdjoint,
  fete,
  donA,
  donMontant,
];

export const steps: Record<string, QStep> = Object.fromEntries(ALL.map((step) => [step.id, step]));
