/**
 * Setup options: the book's modes (carnage 001:190, MJ courageux 001:194),
 * what it leaves to the MJ (the optional posts 001:166, talking about roles
 * 001:63), and the readings where it contradicts itself
 * (docs/rulesets/quintebourg-revision.md).
 */
import type { OptionDef } from '../../engine';

export const OPTIONS: OptionDef[] = [
  {
    id: 'carnage',
    label: 'Mode carnage',
    help: 'Tous les Reptiliens éveillés attaquent la maison où ils se trouvent\u00a0: plusieurs victimes possibles (001:190).',
    type: 'boolean',
    default: false,
  },
  {
    id: 'mjCourageux',
    label: 'Mode MJ courageux\u00a0: bilan des couples mariés chaque nuit',
    help: 'Le MJ touche la tête des époux restés au domicile conjugal (001:24, 194).',
    type: 'boolean',
    default: false,
  },
  {
    id: 'parlerRoles',
    label: 'Les joueurs peuvent parler de leurs rôles',
    help: 'Sans montrer leurs cartes ni parler du jeu de cartes utilisé (001:63).',
    type: 'boolean',
    default: false,
  },
  {
    id: 'idealistes',
    label: 'Victoire des Idéalistes',
    help: 'La table des camps dit «\u00a0une majorité de vivants\u00a0» (001:41), le texte du camp «\u00a0au moins la moitié\u00a0» des joueurs du début (001:71).',
    type: 'choice',
    default: 'moitie',
    choices: [
      { value: 'moitie', label: 'Au moins la moitié des joueurs du début en vie' },
      { value: 'majorite', label: 'Plus de la moitié des joueurs du début en vie' },
    ],
  },
  {
    id: 'pieces',
    label: 'Pièces de chaque joueur au départ',
    help: 'Une pièce chacun selon le livre (001:179).',
    type: 'number',
    default: 1,
    min: 0,
    max: 10,
  },
  {
    id: 'pretre',
    label: 'Prêtre (un au plus)',
    help: 'Le livre parle d’un seul prêtre, dont les futurs époux doivent obtenir l’accord (001:191)\u00a0: capitaliste (001:168) ou odieux, le même qui peut en plus forcer un mariage (001:169). Sans prêtre, deux témoins consentants suffisent.',
    type: 'choice',
    default: 'capitaliste',
    choices: [
      { value: 'aucun', label: 'Pas de prêtre (deux témoins suffisent)' },
      { value: 'capitaliste', label: 'Un Prêtre capitaliste' },
      { value: 'odieux', label: 'Un Prêtre odieux (peut aussi forcer un mariage)' },
    ],
  },
  {
    id: 'adjoints',
    label: 'Adjoints Randy et Armish (le Procureur enquête au lieu de filmer)',
    type: 'boolean',
    default: false,
  },
  { id: 'pickpockets', label: 'Pickpockets Mirko et Mirka', type: 'boolean', default: true },
  { id: 'bourreau', label: 'Poste de Bourreau (peut gracier une fois)', type: 'boolean', default: true },
  {
    id: 'senateurFantome',
    label: 'Un Sénateur devenu fantôme garde son poste',
    help: 'Les postes sont tenus par des vivants, «\u00a0à l’exception du Chef de la milice fantôme ou éventuellement du Sénateur\u00a0» (001:138).',
    type: 'boolean',
    default: true,
  },
  {
    id: 'reporter',
    label: 'Le Reporter retourne',
    help: 'Son texte dit «\u00a0la carte\u00a0» d’un voisin (001:125), le tableau de nuit «\u00a0les cartes du voisin\u00a0» (001:225).',
    type: 'choice',
    default: 'une',
    choices: [
      { value: 'une', label: 'Une carte d’un voisin, au choix' },
      { value: 'deux', label: 'Les deux cartes d’un voisin' },
    ],
  },
  {
    id: 'assassinHerite',
    label: 'Assassin reçu en héritage',
    help: 'Le livre écarte pour l’héritier la clause «\u00a0premier assassinat, et chaque balle coûte 2 pièces\u00a0»\u00a0; le guillemet fermant manque (001:128).',
    type: 'choice',
    default: 'deux-pieces',
    choices: [
      { value: 'deux-pieces', label: 'Pas d’échange contre sa fortune\u00a0: chaque balle coûte 2 pièces' },
      { value: 'gratuit', label: 'Aucun coût\u00a0: les balles sont gratuites' },
    ],
  },
  {
    id: 'dureeDebat',
    label: 'Durée du débat (secondes, 0\u00a0: pas de minuteur)',
    type: 'number',
    default: 180,
    min: 0,
    max: 1800,
  },
  {
    id: 'dureeFete',
    label: 'Durée de la fête du dimanche (secondes)',
    type: 'number',
    default: 600,
    min: 0,
    max: 3600,
  },
];

/** A boolean option as the rules read it (the engine completed the setup's options). */
export const flag = (options: Readonly<Record<string, unknown>>, id: string): boolean => options[id] === true;

/** A choice option's value. */
export const choice = (options: Readonly<Record<string, unknown>>, id: string): string => {
  const v = options[id];
  return typeof v === 'string' ? v : '';
};

/** A number option's value. */
export const count = (options: Readonly<Record<string, unknown>>, id: string): number => {
  const v = options[id];
  return typeof v === 'number' ? v : 0;
};
