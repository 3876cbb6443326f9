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
 *
 * The guided night may also run a call whose only task for the MJ is to
 * touch players (`touchOnly`, a voice setting): « Les Amoureux », where the
 * MJ touches the two heads named on screen. His hands are free while the
 * voice reads and pauses; there is nothing to decide.
 */
import { effectOf, type CallView, type Effect } from '../../engine';

/** The MJ touches, shows or wakes someone (« Je touche… », « Montrez à la Voyante… », « Réveillez… »). */
const MJ_ACTS =
  /(?<![\p{L}])(?:(?:je|et) touche|touchez|je (?:lui|leur) montre|montrez|je (?:le |la |les )?réveille|réveillez)(?![\p{L}])/iu;

/** Whether an effect asks something of the MJ beyond the answer: a document to copy, a timer, a ring, an announcement, the end. */
export function asksMoreOfTheMJ(effects: readonly Effect[]): boolean {
  return (['documents', 'timer', 'ring', 'announce', 'gameOver'] as const).some((t) => effectOf(effects, t));
}

/** Whether `text` asks the MJ's hands for something. */
export function asksTheMJ(text: string): boolean {
  return MJ_ACTS.test(text);
}

export function quietCall(call: CallView, effects: readonly Effect[]): boolean {
  if (call.inert !== null) return true;
  if (call.prompt.kind !== 'ack' || call.prompt.label || call.places) return false;
  if (asksTheMJ(call.line) || call.notes.some(asksTheMJ)) return false;
  return !effectOf(effects, 'wake') && !asksMoreOfTheMJ(effects);
}

/** The MJ touches players (« Je touche les deux amoureux », « J’appelle les couples… et touche la tête », « Touchez Alice »). */
const TOUCH = /(?<![\p{L}])(?:(?:je|et) touche|touchez)(?![\p{L}])/iu;

/**
 * Anything else the MJ does or says himself: an order to the MJ (a verb in « -ez »: « Montrez », « Réveillez »,
 * « Remplacez sa carte », « Demandez-lui »), but « Touchez » and what the table is told (« Fermez les yeux »), or the
 * MJ showing, waking, telling (« je lui montre », « je les réveille », « je le leur dis »).
 */
const OTHER_ACT =
  /(?<![\p{L}])(?:(?!(?:touchez|assez|fermez|ouvrez|levez|baissez|rendormez|réveillez-vous)(?![\p{L}]))\p{L}{3,}ez|je (?:(?:le|la|les) )?(?:(?:lui|leur) )?(?:montre|réveille|dis|murmure|chuchote|donne|échange|remplace|retourne))(?![\p{L}])/iu;

/**
 * A call whose only task for the MJ is to touch players, and nothing to decide: a bare « Suivant » (no hint under
 * the button, no map) whose line or notes ask him to touch someone and nothing else (never to show a card, wake
 * someone by hand, swap a card, tell), with no document, timer, ring, announcement or end of the game. The players
 * it wakes are those touched: the touch is how they wake.
 */
export function touchOnly(call: CallView, effects: readonly Effect[]): boolean {
  if (call.inert !== null || call.prompt.kind !== 'ack' || call.prompt.label || call.places) return false;
  const texts = [call.line, ...call.notes];
  if (!texts.some((t) => TOUCH.test(t)) || texts.some((t) => OTHER_ACT.test(t))) return false;
  return !asksMoreOfTheMJ(effects);
}
