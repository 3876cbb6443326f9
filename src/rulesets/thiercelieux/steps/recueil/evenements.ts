/**
 * The event deck (Pleine Lune's cards, typed in by the MJ: rules README
 * line 39) and the cards that read it: the « Carte événement » turned over
 * after the village wakes (004:643), la Diseuse de bonne aventure (004:191),
 * le Maître du Destin (004:465-467).
 */
import { count, eventsInPlay, holder } from '../../state';
import type { EventCard, TGame } from '../../types';
import { roleStep } from '../common';
import { step } from '../step';
import { playerIn } from '../../../../engine';

export function describeCard(c: EventCard): string {
  return c.effect ? `« ${c.title} » (${c.effect})` : `« ${c.title} »`;
}

export function deckNotes(s: TGame): string[] {
  if (s.rs.deck.length === 0)
    return ['La pioche d’événements est vide : ajoutez des cartes (action « Ajouter une carte événement »).'];
  return [`Pioche d’événements, du dessus vers le dessous : ${s.rs.deck.map(describeCard).join(' ; ')}.`];
}

/** Read a card typed by the MJ: « Titre : effet » (or « Titre — effet », or the title alone). */
export function parseEventCard(text: string): EventCard {
  const t = text.trim();
  let cut = -1;
  let width = 0;
  for (const sep of ['\n', ' : ', ' — ', ' – ', ' - ', ':']) {
    const i = t.indexOf(sep);
    if (i > 0 && (cut < 0 || i < cut)) {
      cut = i;
      width = sep.length;
    }
  }
  if (cut < 0) return { title: t, effect: '' };
  return { title: t.slice(0, cut).trim(), effect: t.slice(cut + width).trim() };
}

export const evenement = step({
  id: 'evenement',
  title: 'La carte événement',
  phase: 'day',
  when: eventsInPlay,
  inert: (s) => (s.rs.deck.length === 0 ? 'la pioche d’événements est vide' : null),
  line: (s) =>
    s.rs.deck.length === 0
      ? 'Pas de carte événement : la pioche est vide.'
      : `Je retourne la carte événement du jour : ${describeCard(s.rs.deck[0]!)}.`,
  notes: (s) => deckNotes(s).slice(0, 1),
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx) {
    const [card, ...rest] = ctx.base.rs.deck;
    ctx.s.rs.deck = rest;
    ctx.s.rs.discard.push(card!);
    ctx.emit('evenement', { to: 'public' }, () => `Carte événement : ${describeCard(card!)}.`, { card: card! });
  },
});

export const diseuse = roleStep('diseuse', {
  id: 'diseuse',
  title: 'La Diseuse de bonne aventure',
  // Both readings spent, she is no longer called (004:191).
  when: (s) => count(s, holder(s, 'diseuse')!, 'lectures') < 2,
  line: () => 'La Diseuse de bonne aventure se réveille et m’indique si elle veut lire l’avenir.',
  notes: deckNotes,
  wakes: (s) => [holder(s, 'diseuse')!],
  prompt: (s) =>
    s.rs.deck.length === 0
      ? { kind: 'ack', label: 'Pioche vide : elle se rendort' }
      : { kind: 'yesno', label: 'Lire l’avenir', yes: 'Oui', no: 'Non' },
  resolve(ctx, value) {
    if (value !== true) return;
    const s = ctx.base;
    const self = holder(s, 'diseuse')!;
    const next = s.rs.deck.slice(0, 3);
    playerIn(ctx.s.players, self).markers.lectures = count(s, self, 'lectures') + 1;
    ctx.emit(
      'diseuse',
      { to: 'players', ids: [self] },
      () => `La Diseuse lit les prochaines cartes événement : ${next.map(describeCard).join(', ')}.`,
      { cards: next },
    );
    ctx.react('montrer', {
      title: 'La Diseuse de bonne aventure',
      line: `Montrez-lui, dans l’ordre, les ${next.length === 1 ? 'dernière carte' : `${next.length} prochaines cartes`} de la pioche : ${next.map(describeCard).join(', ')}. Puis reposez-les telles quelles.`,
    });
  },
});

export const maitreDuDestin = roleStep('maitre-du-destin', {
  id: 'maitre-du-destin',
  title: 'Le Maître du Destin',
  line: (s) =>
    s.rs.deck.length === 0
      ? 'Le Maître du Destin se réveille, mais la pioche d’événements est vide.'
      : `Le Maître du Destin se réveille et découvre la prochaine carte événement : ${describeCard(s.rs.deck[0]!)}. Pouce levé, elle reste dessus ; pouce baissé, elle passe sous la pile.`,
  notes: deckNotes,
  wakes: (s) => [holder(s, 'maitre-du-destin')!],
  prompt: (s) =>
    s.rs.deck.length === 0
      ? { kind: 'ack', label: 'Il se rendort' }
      : {
          kind: 'choice',
          label: 'Choix du Maître du Destin',
          options: [
            { value: 'dessus', label: 'Laisser dessus' },
            { value: 'dessous', label: 'Mettre dessous' },
          ],
        },
  resolve(ctx, value) {
    const s = ctx.base;
    if (value === null) return;
    const [top, ...rest] = s.rs.deck;
    if (value === 'dessous') ctx.s.rs.deck = [...rest, top!];
    ctx.emit(
      'maitre-du-destin',
      { to: 'players', ids: [holder(s, 'maitre-du-destin')!] },
      () =>
        `Le Maître du Destin ${value === 'dessous' ? 'glisse' : 'laisse'} ${describeCard(top!)} ${value === 'dessous' ? 'sous la pile' : 'sur la pile'}.`,
      { card: top!, choice: value },
    );
  },
});
