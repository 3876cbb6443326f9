/**
 * Le Corbeau (004:136-140): at the very end of the night after his death he
 * rolls a die and puts his card, face up, before a wolf or a villager of his
 * choice, by the cause of his death; a lover dead of grief takes his
 * partner's cause. The card is seen when the village wakes.
 */
import { choose, playerIn, playerRead, type Bars, type PlayerId } from '../../../../engine';
import { DEAD_BAR, firstOf, GONE_BAR, holders, isWolf, name, powered } from '../../state';
import type { Cause, TGame } from '../../types';
import { step } from '../step';

/** The dead Corbeau whose die is due tonight (he died before tonight and has not played yet). */
export function crowDue(s: TGame): PlayerId | null {
  for (const id of holders(s, 'corbeau')) {
    if (playerRead(s.players, id).markers.corbeauFait === true || !powered(s, id)) continue;
    const d = s.rs.deaths.find((x) => x.id === id);
    if (d && d.cause !== 'imposteur' && d.day < s.clock.day) return id;
  }
  return null;
}

/** The cause that counts: a grief death takes the partner's (004:140). */
export function crowCause(s: TGame, id: PlayerId): Cause {
  const d = s.rs.deaths.find((x) => x.id === id)!;
  return d.cause === 'chagrin' && d.source ? d.source : d.cause;
}

/** Before whom the card goes: by the wolves, 1-2 a villager and 3-6 a wolf; otherwise the reverse (004:138-139). */
export function crowSide(cause: Cause, roll: number): 'loups' | 'village' {
  const low = roll <= 2;
  if (cause === 'loups') return low ? 'village' : 'loups';
  return low ? 'loups' : 'village';
}

function side(s: TGame): 'loups' | 'village' {
  return crowSide(crowCause(s, crowDue(s)!), s.rs.night.corbeauRoll ?? 1);
}

/**
 * Someone around the table (alive, not gone with the Mage) on the side the
 * die gives (004:138-139); the call's argument: the die sends the card before
 * a wolf.
 */
const BARS: Bars<TGame, boolean> = [
  DEAD_BAR,
  GONE_BAR,
  {
    test: (s, id, wolves) => isWolf(s, id) !== wolves,
    why: (s, id, wolves) =>
      wolves
        ? `${name(s, id)} n’est pas un Loup-Garou : le dé du Corbeau envoie sa carte devant un loup.`
        : `${name(s, id)} est un Loup-Garou : le dé du Corbeau envoie sa carte devant un joueur du village.`,
    line: '004:138-139',
  },
];

export const corbeau = step({
  id: 'corbeau',
  title: 'Le Corbeau',
  role: 'corbeau',
  when: (s) => crowDue(s) !== null,
  enter(ctx) {
    ctx.editEntry('night', { corbeauRoll: ctx.roll(6, 'le Corbeau') });
  },
  line: (s) =>
    `Le Corbeau (${name(s, crowDue(s)!)}) lance le dé : ${s.rs.night.corbeauRoll}. Il pose sa carte, face visible, devant ${side(s) === 'loups' ? 'un Loup-Garou' : 'un joueur du village'} de son choix.`,
  notes: (s) => [
    `Cause retenue pour le Corbeau : ${crowCause(s, crowDue(s)!) === 'loups' ? 'tué par les loups' : 'tué par le village'}.`,
  ],
  wakes: (s) => [crowDue(s)!],
  prompt: (s) => {
    const prompt = choose(
      s,
      { label: 'Joueur devant qui le Corbeau pose sa carte', min: 1, max: 1 },
      BARS,
      side(s) === 'loups',
    );
    return prompt.candidates.length === 0 ? { kind: 'ack', label: 'Personne devant qui la poser' } : prompt;
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const crow = crowDue(s)!;
    playerIn(ctx.s.players, crow).markers.corbeauFait = true;
    const target = firstOf(value);
    if (!target) return;
    ctx.editEntry('night', { corbeauCard: target });
    ctx.emit('corbeau', { to: 'mj' }, () => `Le Corbeau (${name(s, crow)}) pose sa carte devant ${name(s, target)}.`, {
      player: target,
    });
  },
});
