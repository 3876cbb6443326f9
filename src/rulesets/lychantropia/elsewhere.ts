/**
 * Orders a book does not take, each with the rule that says where they belong
 * (002_8a15d59d81dc3fa5.txt:15-38): a day's order given at night, a night's
 * order given by day, the Pipot sent by Pigeon. Listed among the book's shut
 * kinds, such an order is refused with its real cause, never as an unknown
 * kind (the night's `don:pipot` and a second night's `fleches` once were).
 */
import type { ClosedOrderKind } from '../../engine';
import { DAY_KINDS } from './day-orders';
import { ITEM_LINE, itemName } from './items';
import { NIGHT_KINDS } from './night-orders';

/** Items no Pigeon carries: the Pipot (line 89); a Nid de pigeons turns into three Pigeons as soon as it is received (line 97). */
const NEVER_BY_PIGEON: ClosedOrderKind[] = [
  {
    id: 'don:pipot',
    label: `Pigeon\u00a0: envoyer «\u00a0${itemName('pipot')}\u00a0»`,
    reason: 'Le Pipot ne se donne pas par Pigeon (ni ne se troque).',
    rule: ITEM_LINE.pipot,
  },
  {
    id: 'don:nid',
    label: `Pigeon\u00a0: envoyer «\u00a0${itemName('nid')}\u00a0»`,
    reason: 'Un Nid de pigeons devient trois Pigeons dès qu’on le reçoit : ce sont des Pigeons qu’on envoie.',
    rule: ITEM_LINE.nid,
  },
];

/** The day's orders, refused at night: gifts go by Pigeon during the day (line 95), the lovers' own gifts at night (line 80). */
export const NOT_AT_NIGHT: readonly ClosedOrderKind[] = [
  ...DAY_KINDS.map((k) =>
    k.id.startsWith('don:')
      ? {
          id: k.id,
          label: k.label,
          reason:
            'Un objet s’envoie par Pigeon pendant la journée ; la nuit, seuls les amoureux se donnent des objets.',
          rule: '002:95',
        }
      : {
          id: k.id,
          label: k.label,
          reason: `« ${k.label} » est un ordre de la journée, pas de la nuit.`,
          rule: '002:18',
        },
  ),
  ...NEVER_BY_PIGEON,
];

/** The night's orders, refused by day: they are sent to the MJ by private message during the night (line 26). */
export const NOT_BY_DAY: readonly ClosedOrderKind[] = [
  ...NIGHT_KINDS.map((k) =>
    k.id.startsWith('amoureux:')
      ? {
          id: k.id,
          label: k.label,
          reason: 'Les amoureux se donnent des objets la nuit ; de jour, un objet s’envoie par Pigeon.',
          rule: '002:80',
        }
      : {
          id: k.id,
          label: k.label,
          reason: `« ${k.label} » est un ordre de la nuit, pas de la journée.`,
          rule: '002:26',
        },
  ),
  ...NEVER_BY_PIGEON,
];

/** Before the game starts, the MJ enters only the items each player drew (line 42). */
export const NOT_AT_DEAL: readonly ClosedOrderKind[] = [...DAY_KINDS, ...NIGHT_KINDS, ...NEVER_BY_PIGEON].map((k) => ({
  id: k.id,
  label: k.label,
  reason: 'La partie n’a pas commencé : saisissez d’abord les deux objets tirés par chaque joueur.',
  rule: '002:42',
}));
