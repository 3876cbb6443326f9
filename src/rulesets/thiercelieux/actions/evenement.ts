/**
 * The MJ types the event cards in (Pleine Lune's cards are not described:
 * rules README line 39). Each new card goes to a random place in the deck
 * (a logged draw), so the deck is shuffled as it is built.
 */
import { eventsInPlay } from '../state';
import { deckNotes, describeCard, parseEventCard } from '../steps/recueil/evenements';
import { action } from './action';

/** A place in a deck of `size` cards, as the draw's log names it: the top, the bottom, or the n-th card. */
function placeName(i: number, size: number): string {
  if (i === 0) return 'dessus';
  return i === size ? 'dessous' : `${i + 1}e`;
}

export const ajoutEvenement = action({
  id: 'evenement',
  title: 'Ajouter une carte événement',
  available: (s) => eventsInPlay(s),
  line: (s) =>
    `Tapez la carte : son titre, puis « : » et son effet. Elle est glissée au hasard dans la pioche. ${deckNotes(s)[0]}`,
  prompt: () => ({ kind: 'text', label: 'Titre : effet', maxLength: 400 }),
  resolve(ctx, value) {
    const card = parseEventCard(value);
    const deck = ctx.base.rs.deck;
    const places = Array.from({ length: deck.length + 1 }, (_, i) => i);
    const at =
      deck.length === 0 ? 0 : ctx.pick(places, 'place de la carte dans la pioche', (i) => placeName(i, deck.length));
    ctx.s.rs.deck = [...deck.slice(0, at), card, ...deck.slice(at)];
    ctx.emit('evenement', { to: 'mj' }, () => `Carte ajoutée à la pioche : ${describeCard(card)}.`, { card, at });
  },
});
