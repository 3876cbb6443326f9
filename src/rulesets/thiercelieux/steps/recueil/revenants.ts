/**
 * Killed, but still in play: l'Immortel draws blind between his card and a
 * Loup-Garou (004:288), l'Imposteur takes a living player's card, whose holder
 * is eliminated (004:298). Both are reactions to `kill`.
 */
import type { PlayerId } from '../../../../engine';
import { putCard } from '../../cards';
import { kill } from '../../deaths';
import { cardMarkers } from '../../markers';
import { roleDef } from '../../roles';
import { firstOf, name, present, type Cause } from '../../state';
import type { TStep } from '../common';

interface Args {
  id: PlayerId;
  night: boolean;
  cause?: Cause;
  [key: string]: string | boolean | undefined;
}

export const immortel: TStep = {
  id: 'immortel',
  title: 'L’Immortel',
  line: (s, args) =>
    `${name(s, (args as Args).id)} est l’Immortel. Prenez sa carte et une carte Loup-Garou, mélangez-les et présentez-les face cachée : il en tire une et la regarde en secret.`,
  wakes: (_s, args) => [(args as Args).id],
  prompt: () => ({
    kind: 'choice',
    label: 'Carte tirée par l’Immortel',
    options: [
      { value: 'immortel', label: 'L’Immortel : il reste villageois' },
      { value: 'loup-garou', label: 'Le Loup-Garou : il rejoint les loups' },
    ],
  }),
  resolve(ctx, value, args) {
    const id = (args as Args).id;
    if (value === 'loup-garou') {
      const p = ctx.s.players[id]!;
      putCard(p, 'loup-garou');
      p.markers.exImmortel = true;
    }
    ctx.emit('immortel', { to: 'players', ids: [id] }, `${name(ctx.base, id)} tire ${value === 'loup-garou' ? 'le Loup-Garou : il joue désormais avec les loups' : 'l’Immortel : il reste villageois'}.`, {
      player: id,
      card: value,
    });
  },
};

export const imposteur: TStep = {
  id: 'imposteur',
  title: 'L’Imposteur',
  line: (s, args) => `${name(s, (args as Args).id)} est l’Imposteur : il désigne un joueur en vie, dont il prend la carte en secret. Ce joueur est éliminé.`,
  wakes: (_s, args) => [(args as Args).id],
  prompt: (s, args) => {
    const candidates = present(s).filter((id) => id !== (args as Args).id);
    if (candidates.length === 0) return { kind: 'ack', label: 'Plus personne : il meurt' };
    return { kind: 'players', label: 'Joueur dont il prend la carte', min: 1, max: 1, candidates };
  },
  resolve(ctx, value, args) {
    const s = ctx.base;
    const { id, night } = args as Args;
    const target = firstOf(value);
    if (!target) {
      // Nobody left to rob: he dies of his own death after all.
      kill(ctx, id, (args as Args).cause ?? 'exclusion', { night });
      return;
    }
    const card = s.players[target]!.role;
    putCard(ctx.s.players[id]!, card, cardMarkers(s.players[target]!.markers));
    ctx.emit('imposteur', { to: 'players', ids: [id] }, `L’Imposteur prend la carte de ${name(s, target)} : ${roleDef(card).name}.`, { player: id, target, role: card });
    kill(ctx, target, 'imposteur', { night });
  },
};
