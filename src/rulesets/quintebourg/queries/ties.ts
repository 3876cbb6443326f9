/** Pairs (lovers, hated ones, plans-cul) and marriages (000_a045abd3825f1297.txt:227-241, 421-431, 626-634): the family's pairs.ts. */
export { homeOf, partnerIn, spouseOf } from '../../quintebourg-family/pairs';
