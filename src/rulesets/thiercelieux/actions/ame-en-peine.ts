/**
 * Calling the Ame en peine (004:50-57): during a day, before the vote, a
 * living player says the formula and names a living player; she tells what
 * she knows of him, then leaves the game for good.
 */
import type { PlayerId } from '../../../engine';
import { playerIn, playerRead, de, choose } from '../../../engine';
import { name, DEAD_ONLY } from '../state';
import type { TGame } from '../types';
import { action } from './action';

/** The dead Ame en peine waiting to be called (at most one). */
export function restlessSoul(s: TGame): PlayerId | null {
  return s.order.find((id) => playerRead(s.players, id).markers.ame === 'attend') ?? null;
}

/** The day's calls before the vote (never during nor after it: 004:50). */
const BEFORE_VOTE = ['evenement', 'election', 'debat', 'eclipse-lune'];

export const ameEnPeine = action({
  id: 'ame-en-peine',
  title: 'Invoquer l’Ame en peine',
  available: (s) =>
    s.clock.phase === 'day' && BEFORE_VOTE.includes(s.agenda[0]?.step ?? '') && restlessSoul(s) !== null,
  line: (s) =>
    `Un joueur en vie a prononcé la formule exacte et nommé un vivant. ${name(s, restlessSoul(s)!)}, l’Ame en peine, dit à voix haute tout ce qu’elle sait de lui dans cette partie, sans mentir ni parler d’un autre joueur, puis trouve le repos : elle quitte le jeu.`,
  prompt: (s) => choose(s, { label: 'Joueur sur qui elle parle', min: 1, max: 1 }, DEAD_ONLY),
  resolve(ctx, value) {
    const s = ctx.base;
    const soul = restlessSoul(s)!;
    const about = value[0]!;
    playerIn(ctx.s.players, soul).markers.ame = 'appelee';
    ctx.emit(
      'ame-en-peine',
      { to: 'public' },
      () => `L’Ame en peine (${name(s, soul)}) parle ${de(name(s, about))}, puis trouve le repos éternel.`,
      { soul, about },
    );
  },
});
