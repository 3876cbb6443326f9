/**
 * Marriage requests (000_a045abd3825f1297.txt:626-634, 535-541): the family's
 * marriage calls (quintebourg-family/marriage.ts) with this book's rules
 * (family.ts): the Prêtre cupide or the Prêtre odieux, who may force a
 * marriage; without a priest able to celebrate, two witnesses.
 */
import { MARRIAGE_STEPS } from '../family';

export const {
  mariages,
  mariagePartenaire,
  mariageAccord,
  mariageTarif,
  mariagePaiement,
  mariageTemoins,
  mariageMaison,
} = MARRIAGE_STEPS;
