/**
 * Killed, but still in play: l'Immortel draws blind between his card and a
 * Loup-Garou (004:288), l'Imposteur takes a living player's card, whose holder
 * is eliminated (004:298). Both are reactions to `kill`.
 */
import { choose, playerIn, playerRead, de, type PlayerId } from '../../../../engine';
import { putCard } from '../../cards';
import { kill } from '../../deaths';
import { cardMarkers } from '../../markers';
import { roleDef } from '../../roles';
import { firstOf, name } from '../../state';
import { awayAnd } from '../barred';
import { step } from '../step';

/** L'Imposteur takes the card of another player still alive (004:298); the call's argument: the Imposteur. */
const IMPOSTOR_BARS = awayAnd<PlayerId>({
  test: (_s, id, self) => id === self,
  why: (s, id) => `${name(s, id)} est l’Imposteur : il prend la carte d’un autre joueur.`,
  line: '004:298',
});

export const immortel = step({
  id: 'immortel',
  title: 'L’Immortel',
  line: (s, { id }) =>
    `${name(s, id)} est l’Immortel. Prenez sa carte et une carte Loup-Garou, mélangez-les et présentez-les face cachée : il en tire une et la regarde en secret.`,
  wakes: (_s, { id }) => [id],
  prompt: () => ({
    kind: 'choice',
    label: 'Carte tirée par l’Immortel',
    options: [
      { value: 'immortel', label: 'L’Immortel : il reste villageois' },
      { value: 'loup-garou', label: 'Le Loup-Garou : il rejoint les loups' },
    ],
  }),
  resolve(ctx, value, { id }) {
    if (value === 'loup-garou') {
      const p = playerIn(ctx.s.players, id);
      putCard(p, 'loup-garou');
      p.markers.exImmortel = true;
    }
    ctx.emit(
      'immortel',
      { to: 'players', ids: [id] },
      () =>
        `${name(ctx.base, id)} tire ${value === 'loup-garou' ? 'le Loup-Garou : il joue désormais avec les loups' : 'l’Immortel : il reste villageois'}.`,
      {
        player: id,
        card: value,
      },
    );
  },
});

export const imposteur = step({
  id: 'imposteur',
  title: 'L’Imposteur',
  line: (s, { id }) =>
    `${name(s, id)} est l’Imposteur : il désigne un joueur en vie, dont il prend la carte en secret. Ce joueur est éliminé.`,
  wakes: (_s, { id }) => [id],
  prompt: (s, { id: self }) => {
    const prompt = choose(s, { label: 'Joueur dont il prend la carte', min: 1, max: 1 }, IMPOSTOR_BARS, self);
    return prompt.candidates.length === 0 ? { kind: 'ack', label: 'Plus personne : il meurt' } : prompt;
  },
  resolve(ctx, value, { id, night, cause }) {
    const s = ctx.base;
    const target = firstOf(value);
    if (!target) {
      // Nobody left to rob: he dies of his own death after all.
      kill(ctx, id, cause, { night });
      return;
    }
    const card = playerRead(s.players, target).role;
    putCard(playerIn(ctx.s.players, id), card, cardMarkers(playerIn(s.players, target).markers));
    ctx.emit(
      'imposteur',
      { to: 'players', ids: [id] },
      () => `L’Imposteur prend la carte ${de(name(s, target))} : ${roleDef(card).name}.`,
      { player: id, target, role: card },
    );
    kill(ctx, target, 'imposteur', { night });
  },
});
