/** Every step of the ruleset, by id: one missing or unknown fails the typecheck. */
import { tableOf, type StepTable } from '../../../engine';
import type { QTypes } from '../types';
import { algebristes, analystes, attaque, dodo, geometres, reptiliens } from './attackers';
import { arbitrage, bilan, candidatures, heritage, succession } from './bilan';
import { anesthesiste, brancardier, chirurgien, infirmier, pharmacien, soin } from './carers';
import { brigand, hacker, larcin, larcinDon, larcinMontant, trucage, tricheur } from './cheats';
import { couples } from './couples';
import { commere, curieux, fouineur, fureteur, indiscret } from './curious';
import { admiration, aube, cameraProcureur, camerasAdjoints, charmes, demenagement, demission, rotation } from './dawn';
import { morts, mortsGestes, mortsGestesTemps, mortsNom, mortsPorte } from './dead';
import {
  amoureuxLieu,
  amoureuxNuit,
  cupidonPlans,
  erisHaine,
  haineuxCombat,
  haineuxLieu,
  plansLieu,
  plansNuit,
} from './duos';
import { cameraAdjoint, fete, pickpocket, plusRiche } from './evening';
import { donA, donMontant } from './gifts';
import { presentation, sbires, tombee } from './intro';
import { brasDroit, corruption, corruptionCible, faction, parrain } from './mafia';
import {
  mariageAccord,
  mariageMaison,
  mariagePaiement,
  mariagePartenaire,
  mariages,
  mariageTarif,
  mariageTemoins,
} from './marriage';
import { cortex, cortexMinus, minus } from './mc';
import { artisteDemission, artisteSculpture, cupidonAdmiration, erisPostes } from './post-powers';
import { resultat } from './result';
import { bourreau, medecinRemede, medecinSoins } from './row-a';
import { bricoleur, chercheur, geek, ingenieur, invention, scientifique } from './scientists';
import { sesiano } from './sesiano';
import { debat, loi, senat, session } from './session';
import { skadi, skadiEquipe } from './skadi';
import { chefRonde, laura, marchandDeSable, morphee } from './sleepers';
import { carteAlibi, carteEffet, depart, posteDepart } from './start';
import { majDebut, majFin } from './updates';
import { depouillement, egalite, paiement, tribunalChoix, tribunalVote, vote } from './vote';

export const steps: StepTable<QTypes> = tableOf([
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
  curieux,
  fouineur,
  indiscret,
  fureteur,
  commere,
  erisPostes,
  cupidonAdmiration,
  artisteDemission,
  infirmier,
  pharmacien,
  chirurgien,
  brancardier,
  anesthesiste,
  soin,
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
  scientifique,
  geek,
  chercheur,
  bricoleur,
  ingenieur,
  invention,
  resultat,
  tricheur,
  hacker,
  brigand,
  larcin,
  trucage,
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
]);
