/** Coins given at any moment of the day (000_a045abd3825f1297.txt:561), in three taps: who gives, to whom (don-a), how many (don-montant): the family's gift (quintebourg-family/coin-steps.ts). */
import { COIN_STEPS } from '../family';

export const { don } = COIN_STEPS;
