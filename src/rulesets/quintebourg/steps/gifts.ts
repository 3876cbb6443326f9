/**
 * The two taps after « Don de pièces »: to whom, how many (000_a045abd3825f1297.txt:561),
 * the family's gift calls (quintebourg-family/coin-steps.ts). The beneficiaries
 * are those the table believes alive, so a refusal never tells the donor of a
 * fall not yet announced (000:78); coins given to a secret Q wait for the
 * Notaire, since a Q holds none (000:126).
 */
import { COIN_STEPS } from '../family';

export const { donA, donMontant } = COIN_STEPS;
