/**
 * Le Tavernier (004:536-541): twice a game, any number of other players (at
 * least one) meet him at the Taverne in the morning; the list is announced at
 * dawn in a shuffled order (see dawn.ts).
 */
import { ALL, choose } from '../../../../engine';
import { count, holder, names } from '../../state';
import { roleStep } from '../common';
import { notHolder, awayAnd } from '../barred';
import { playerIn } from '../../../../engine';

/** The Tavernier serves the others, not himself. */
const BARS = awayAnd(notHolder('tavernier'));

export const tavernier = roleStep('tavernier', {
  id: 'tavernier',
  title: 'Le Tavernier',
  // Both uses spent, he is no longer called (004:536).
  when: (s) => count(s, holder(s, 'tavernier')!, 'taverne') < 2,
  line: () =>
    'Le Tavernier se réveille et m’indique si des clients viennent à la Taverne ce matin : il me les désigne un à un.',
  notes: () => ['Ne rien choisir : la Taverne reste fermée (l’usage n’est pas compté).'],
  wakes: (s) => [holder(s, 'tavernier')!],
  prompt: (s) => choose(s, { label: 'Clients de la Taverne (ou personne)', min: 0, max: ALL }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const guests = value;
    if (guests.length === 0) return;
    const self = holder(s, 'tavernier')!;
    ctx.editEntry('night', { tavern: guests });
    playerIn(ctx.s.players, self).markers.taverne = count(s, self, 'taverne') + 1;
    ctx.emit(
      'tavernier',
      { to: 'players', ids: [self] },
      () => `Le Tavernier invite à la Taverne : ${names(s, guests)}.`,
      {
        guests,
      },
    );
  },
});
