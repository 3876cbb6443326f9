/**
 * What the players' shared screen shows beyond the generic projection: the
 * votes already added to today's bûcher, which the book makes public
 * (003:76, 130), and who is away (the Fuyard, 003:127). Nothing of the night
 * changes it: the votes are shown from dawn to the deadline only.
 */
import type { PublicBlock, PublicRules } from '../../engine';
import { absent, name } from './queries/people';
import type { NGame, NTypes } from './types';

function votesBlock(s: NGame): PublicBlock | null {
  if (s.clock.phase !== 'dawn' && s.clock.phase !== 'day' && s.clock.phase !== 'deadline') return null;
  // Dawn tells the Corbeaux' votes before its first call; a Vengeur's are told as he names them.
  const told = s.rs.extra.filter((x) => x.day === s.clock.day);
  const counts = new Map<string, number>();
  for (const x of told) counts.set(x.target, (counts.get(x.target) ?? 0) + x.n);
  if (counts.size === 0) return null;
  return {
    kind: 'tally',
    title: 'Voix ajoutées au bûcher du jour',
    rows: [...counts].map(([id, n]) => ({ label: name(s, id), count: n })),
  };
}

function awayBlock(s: NGame): PublicBlock | null {
  const away = s.order.filter((id) => absent(s, id));
  return away.length === 0
    ? null
    : { kind: 'holders', title: 'Hors du village', rows: [{ players: away, label: 'de retour à la nuit suivante' }] };
}

export const publicity: PublicRules<NTypes> = {
  blocks: (s) => [votesBlock(s), awayBlock(s)].filter((b): b is PublicBlock => b !== null),
};
