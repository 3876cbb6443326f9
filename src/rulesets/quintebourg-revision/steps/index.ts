/** Every step of the ruleset, by id: one missing or unknown fails the typecheck. */
import { own, tableOf, type StepTable } from '../../../engine';
import { weekSteps } from '../../quintebourg-family/week-steps';
import type { RTypes } from '../types';
import { EDITABLE, WEEK } from '../week';
import { arbitrage, bilan, candidatures, heritage, succession } from './bilan';
import {
  aube,
  cameraAdjoint,
  cameraProcureur,
  charmes,
  admiration,
  demenagement,
  demission,
  echanges,
  rotation,
} from './dawn';
import { legsChoix, legsRenonce, legsSpecialite, mortCarte, mortDevenir } from './death';
import { allumeuse, duelLieu, querelle } from './duels';
import {
  donA,
  donMontant,
  fete,
  mariageAccord,
  mariageMaison,
  mariagePaiement,
  mariagePartenaire,
  mariages,
  mariageTarif,
  mariageTemoins,
  pickpocket,
  plusRiche,
} from './evening';
import { cauchemar, fantomes, miliceEgalite, reve, tombee } from './ghosts';
import { amoureux, amoureuxNuit } from './lovers';
import { orphee, sirene } from './musicians';
import { attaque, carte, couples, ingenieure, invention, rapace } from './night-end';
import { adoration, caricature, cortex, farce, minus, sculpture } from './post-powers';
import { reporter } from './reporter';
import { reptiliens } from './reptiliens';
import { resultat } from './result';
import { debat, loi, loiVotants, senat, session } from './session';
import { showDevine, showQui, showReponse } from './show';
import { laura, marchandDeSable, psychopathe } from './sleepers';
import { carteSpecialite, cupidon, depart, objectifs, posteDepart, presentation } from './start';
import { cambrioleur, larcinDon, larcinMontant } from './thief';
import { bourreau, condamne, depouillement, egalite, tribunalChoix, tribunalVote, vote } from './vote';

/** The MJ changes which nights each call happens, at the setup and during the game (engine week.ts); a call is named by its title. */
export const WEEK_STEPS = weekSteps({
  week: WEEK,
  editable: EDITABLE,
  title: (id) => own(steps, id)?.title ?? id,
  editRule: '001:219',
});

export const steps: StepTable<RTypes> = tableOf([
  carteSpecialite,
  objectifs,
  posteDepart,
  presentation,
  cupidon,
  depart,
  WEEK_STEPS.semaine,
  WEEK_STEPS.semaineAppel,
  WEEK_STEPS.semaineJours,
  tombee,
  fantomes,
  miliceEgalite,
  reptiliens,
  amoureux,
  marchandDeSable,
  reporter,
  cambrioleur,
  larcinDon,
  larcinMontant,
  psychopathe,
  querelle,
  allumeuse,
  duelLieu,
  sculpture,
  cortex,
  minus,
  adoration,
  farce,
  caricature,
  orphee,
  sirene,
  laura,
  amoureuxNuit,
  carte,
  rapace,
  attaque,
  ingenieure,
  invention,
  couples,
  reve,
  cauchemar,
  resultat,
  aube,
  mortCarte,
  mortDevenir,
  legsChoix,
  legsSpecialite,
  legsRenonce,
  cameraProcureur,
  cameraAdjoint,
  charmes,
  echanges,
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
  loiVotants,
  senat,
  debat,
  vote,
  egalite,
  tribunalChoix,
  tribunalVote,
  condamne,
  bourreau,
  depouillement,
  mariages,
  mariagePartenaire,
  mariageAccord,
  mariageTarif,
  mariagePaiement,
  mariageTemoins,
  mariageMaison,
  pickpocket,
  plusRiche,
  fete,
  donA,
  donMontant,
  showQui,
  showDevine,
  showReponse,
]);
