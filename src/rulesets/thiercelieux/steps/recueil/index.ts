/** The recueil's steps (004_d59078fd8312dd78.txt), one card or idea per file. */
import { apprentieVoyante } from './apprentie';
import { astrologue, eclipseLune, nuitEclipse } from './astrologue';
import { cassandra } from './cassandra';
import { corbeau } from './corbeau';
import { coucheTard } from './couche-tard';
import { devin } from './devin';
import { diseuse, evenement, maitreDuDestin } from './evenements';
import { graphologue } from './graphologue';
import { hommeDesBois } from './homme-des-bois';
import { hypnose, hypnotiseur } from './hypnotiseur';
import { jekyll } from './jekyll';
import { justicierJour, justicierNuit } from './justicier';
import { lectrice, lectriceMime } from './lectrice';
import { mage } from './mage';
import { magistrat } from './magistrat';
import { maire, reveilMaire } from './maire';
import { marchandDeSable } from './marchand';
import { mathematicien } from './mathematicien';
import { assassin, ennemis, mauvaisEsprit, pretre } from './preparation';
import { immortel, imposteur } from './revenants';
import { tavernier } from './tavernier';
import { transformiste } from './transformiste';
import { piege, trappeur } from './trappeur';

export const RECUEIL_STEPS = [
  maire,
  reveilMaire,
  pretre,
  mauvaisEsprit,
  ennemis,
  assassin,
  justicierJour,
  transformiste,
  marchandDeSable,
  mage,
  lectrice,
  lectriceMime,
  apprentieVoyante,
  mathematicien,
  coucheTard,
  trappeur,
  devin,
  piege,
  hommeDesBois,
  cassandra,
  jekyll,
  astrologue,
  nuitEclipse,
  eclipseLune,
  hypnotiseur,
  hypnose,
  diseuse,
  maitreDuDestin,
  magistrat,
  tavernier,
  justicierNuit,
  corbeau,
  evenement,
  graphologue,
  immortel,
  imposteur,
] as const;
