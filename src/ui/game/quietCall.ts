/**
 * Whether a call gives the MJ nothing to do but read it (issue 21): the
 * calls the guided night runs by itself and the calls that may share a
 * screen by hand. A call « sans effet » (a dead, absent or sleeping role
 * called anyway, so that the table cannot tell), or a bare « Suivant » with
 * no hint under the button, nobody to wake, no document to copy, no map, no
 * timer, no ring, and neither its line nor its notes asking the MJ's hands
 * for anything (to touch, show or wake). A note that only informs (« Le
 * médecin avance ses recherches », « Rien à mettre à jour ») is read on
 * screen while the call runs: Veilleur has already applied it.
 */
import { effectOf, type CallView, type Effect } from '../../engine';

/** The MJ touches, shows or wakes someone (« Je touche… », « Montrez à la Voyante… », « Réveillez… »). */
const MJ_ACTS =
  /(?<![\p{L}])(?:je touche|touchez|je (?:lui|leur) montre|montrez|je (?:le |la |les )?réveille|réveillez)(?![\p{L}])/iu;

/** Whether `text` asks the MJ's hands for something. */
export function asksTheMJ(text: string): boolean {
  return MJ_ACTS.test(text);
}

export function quietCall(call: CallView, effects: readonly Effect[]): boolean {
  if (call.inert !== null) return true;
  if (call.prompt.kind !== 'ack' || call.prompt.label || call.places) return false;
  if (asksTheMJ(call.line) || call.notes.some(asksTheMJ)) return false;
  return !(['wake', 'documents', 'timer', 'ring', 'announce', 'gameOver'] as const).some((t) => effectOf(effects, t));
}
