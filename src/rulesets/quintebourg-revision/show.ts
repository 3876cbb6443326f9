/**
 * Poirot's show (001:111): he names, player after player, each one's camp
 * role, conversions taken into account. A wrong camp is a big error
 * (Reptilien for Seth), the right camp with the wrong card a plain one
 * (Reptilien for the red Reptilienne); a converted player or a lover is
 * named by his camp. Each player answers « ok », « erreur » or « grosse
 * erreur » within what the truth allows, the MJ checking it.
 */
import { playerRead, type PlayerId } from '../../engine';
import { dominant } from './queries';
import { CAMP_CARDS, campName, cardCamp, CAMP_ORDER } from './roles';
import type { RGame } from './types';

export type Verdict = 'ok' | 'erreur' | 'grosse';

/** What Poirot may say of a player: any camp card, or a camp (for a converted player or a lover). */
export function guessOptions(): { value: string; label: string }[] {
  const cards = [...new Set(CAMP_CARDS.map((c) => c.id))].map((id) => ({
    value: id,
    label: CAMP_CARDS.find((c) => c.id === id)!.name,
  }));
  const camps = CAMP_ORDER.map((c) => ({
    value: `camp:${c}`,
    label: `Camp ${campName(c)} (converti·e ou amoureux·se)`,
  }));
  return [...cards, ...camps];
}

/** The truth of a guess about `id`. */
export function verdict(s: RGame, id: PlayerId, guess: string): Verdict {
  const dom = dominant(s, id);
  const card = playerRead(s.players, id).role;
  const converted = dom !== cardCamp(card);
  const guessed = guess.startsWith('camp:') ? guess.slice('camp:'.length) : cardCamp(guess);
  if (guessed !== dom) return 'grosse';
  return (converted ? guess === `camp:${dom}` : guess === card) ? 'ok' : 'erreur';
}

/** The answers the truth allows (001:111): « ok » only when right; « erreur » or « ok » for an error; anything for a big one. */
export function allowed(truth: Verdict): Verdict[] {
  if (truth === 'ok') return ['ok'];
  return truth === 'erreur' ? ['erreur', 'ok'] : ['grosse', 'erreur', 'ok'];
}

/**
 * The show's end (001:111): a big error signalled, or more than four errors
 * made, and Poirot dies of shame; else at most one error signalled, and he
 * wins; else the game goes on (two to four errors signalled).
 */
export function outcome(show: { signaled: number; big: number; committed: number }): 'honte' | 'gagne' | 'continue' {
  if (show.big > 0 || show.committed > 4) return 'honte';
  return show.signaled <= 1 ? 'gagne' : 'continue';
}
