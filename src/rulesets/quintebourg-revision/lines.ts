/**
 * The book line each call and each invoked action applies
 * (001_47f38bdc018e2680.txt, headings restored by the rules README): a refusal
 * of its prompt (a player who may not be chosen, too many, a ballot missing)
 * names it in the MJ's « Pourquoi ? ». A record over every id: a new call
 * without its line fails the typecheck.
 */
import type { StepId } from '../../engine';
import type { RActions, RTypes } from './types';

export const STEP_LINES: Record<StepId<RTypes>, string> = {
  // The deal and the evening before night 1 (001:25, 66, 103-120, 139).
  'carte-specialite': '001:25',
  objectifs: '001:103-120',
  'poste-depart': '001:139',
  presentation: '001:66',
  cupidon: '001:66',
  depart: '001:179',
  tombee: '001:217-218',
  // The Monday/Thursday night table (001:219-238) and each role's rule.
  fantomes: '001:197-198',
  'milice-egalite': '001:148',
  reptiliens: '001:87-88',
  amoureux: '001:67-68',
  'marchand-de-sable': '001:129',
  reporter: '001:125',
  cambrioleur: '001:127',
  psychopathe: '001:130',
  querelle: '001:134',
  allumeuse: '001:136',
  'duel-lieu': '001:134-136',
  sculpture: '001:132',
  cortex: '001:84-85',
  minus: '001:84-85',
  adoration: '001:137',
  farce: '001:135',
  caricature: '001:133',
  orphee: '001:98',
  sirene: '001:99',
  laura: '001:131',
  'amoureux-nuit': '001:68',
  carte: '001:188-189',
  rapace: '001:126',
  attaque: '001:183-190',
  ingenieure: '001:121-124',
  invention: '001:121-124',
  reve: '001:217',
  cauchemar: '001:218',
  resultat: '001:121-124',
  aube: '001:235',
  couples: '001:194',
  // A death (001:195-216).
  'mort-carte': '001:195',
  'mort-devenir': '001:195-216',
  'legs-choix': '001:212-213',
  'legs-specialite': '001:211-213',
  'legs-renonce': '001:214-215',
  // Dawn and the day (001:132-178).
  charmes: '001:97',
  echanges: '001:84-85',
  rotation: '001:135',
  admiration: '001:137',
  demission: '001:133',
  demenagement: '001:132',
  'camera-procureur': '001:155',
  'camera-adjoint': '001:170-175',
  bilan: '001:147',
  succession: '001:144-145',
  heritage: '001:157',
  candidatures: '001:167',
  arbitrage: '001:146',
  session: '001:149',
  loi: '001:158-164',
  'loi-votants': '001:158-165',
  senat: '001:165',
  debat: '001:150-151',
  vote: '001:150-151',
  condamne: '001:178',
  bourreau: '001:178',
  depouillement: '001:151',
  egalite: '001:151',
  'tribunal-choix': '001:154',
  tribunal: '001:154',
  'show-qui': '001:111',
  'show-devine': '001:111',
  'show-reponse': '001:111',
  mariages: '001:191',
  'mariage-partenaire': '001:191',
  'mariage-accord': '001:191',
  'mariage-tarif': '001:168-169',
  'mariage-paiement': '001:168',
  'mariage-temoins': '001:191',
  'mariage-maison': '001:192',
  pickpocket: '001:176-177',
  'plus-riche': '001:182',
  fete: '001:3',
  'don-a': '001:179-180',
  'don-montant': '001:179-180',
  'larcin-don': '001:127',
  'larcin-montant': '001:127',
  // The MJ's own edit of the week: the book has only the Monday/Thursday table (001:219).
  // The week editor answers « N nuits par semaine » (001:121-137); an edit the table refuses names 001:219.
  semaine: '001:121-137',
  'semaine-appel': '001:121-137',
  'semaine-jours': '001:121-137',
};

export const ACTION_LINES: Record<RActions, string> = {
  don: '001:179-180',
  semaine: '001:121-137',
  'retrait-poste': '001:166',
  sheherazade: '001:72-75',
  prophete: '001:76',
  seth: '001:79',
  rouge: '001:94',
  fennec: '001:81',
  noire: '001:92-93',
  assassin: '001:128',
  enquete: '001:156',
  show: '001:111',
};

/** The lines of the rules a call's bars share (bars.ts): who is out of reach whatever the call. */
export const BAR_LINES = {
  /** The dead leave the table for the corner of the dead (001:195). */
  dead: '001:195',
  /** The ghosts' and the spirits' fate (001:196-210): a dead player without a ghost's post is out of the posts' game. */
  ghost: '001:196-205',
} as const;
