/** The vote's calls (000_a045abd3825f1297.txt:503-513): the ballots, the price, the result, a tie, the tribunal. */
export { depouillement } from './depouillement';
export { paiement } from './paiement';
export { egalite } from './tribunal';
export { tribunalChoix, tribunalVote } from './tribunal';
export { vote } from './vote';
