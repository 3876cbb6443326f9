/**
 * How the grimoire shows each marker, and everything else the MJ keeps for a
 * player: both roles with their secret numbers, an Assassin's targets, where
 * he sleeps or hides tonight, uses left, the Sympathique's gifts in force.
 */
import { type MarkerTable, type PlayerId, typo } from '../../engine';
import { roleName } from './roles';
import { bed, isHidden } from './queries/houses';
import { name, names } from './queries/people';
import type { NGame, NMarkers, UseKey } from './types';

export const MARKERS: MarkerTable<NMarkers> = {
  salbatarise: { label: 'Salbatarisé', describe: (n) => `Salbatarisé (nuit et jour ${n})` },
  absent: { label: 'En fuite', describe: (n) => `En fuite jusqu’à la nuit ${n}` },
  muet: { label: 'Vote retiré par vengeance', describe: (n) => `Vote retiré par vengeance (jour ${n})` },
};

export const USE_LABEL: [UseKey, string][] = [
  ['planque', 'planque'],
  ['rituel', 'rituel'],
  ['potion', 'potion'],
  ['chatelain', 'annulation de bûcher'],
  ['vieux-chiant', 'résistance'],
  ['fuyard', 'fuite'],
  ['sympathique', 'cadeau'],
  ['meurtre', 'meurtre'],
];

export function describePlayer(s: NGame, id: PlayerId): string[] {
  const hand = s.rs.hands[id];
  if (!hand) return ['Rôles pas encore tirés'];
  // One line per role: a short pill each in the grimoire.
  const out = hand.roles.map((r) => {
    const n = s.rs.numbers[r]?.[id];
    return n === undefined ? roleName(r) : `${roleName(r)} (n° ${n})`;
  });
  const number = s.rs.numbers.assassin?.[id];
  if (hand.targets.length > 0)
    out.push(`Cibles${number === undefined ? '' : ` (n° ${number})`} : ${names(s, hand.targets)}`);
  const left = s.rs.uses[id];
  const uses = left
    ? USE_LABEL.filter(([k]) => left[k] > 0).map(([k, label]) => `${left[k]} ${label}${left[k] > 1 ? 's' : ''}`)
    : [];
  if (uses.length > 0) out.push(`Reste : ${uses.join(', ')}`);
  if (s.clock.phase === 'night') {
    const where = bed(s, id);
    if (where !== null && where !== id)
      out.push(isHidden(s, id) ? `Planqué chez ${name(s, where)}` : `Dort chez ${name(s, where)}`);
  }
  // A gift lasts its day and the night after; the Détective's waits for his next investigation (003:108).
  const gifts = (s.rs.boosts[id] ?? []).filter((b) => b.day >= s.clock.day - 1 || b.role === 'detective');
  if (gifts.length > 0) out.push(`Aidé par le Sympathique : ${gifts.map((b) => roleName(b.role)).join(', ')}`);
  return out.map((line) => typo(line));
}
