/**
 * Who plays for whom, and when the game ends: the flute player first, then
 * the last camp standing (a mixed couple is a camp of its own).
 */
import type { GameEnd, PlayerId } from '../../engine';
import { roleDef } from './roles';
import { alive, holder, isWolf, living, names, opt, partnerOf, type TGame } from './state';

function baseCamp(s: TGame, id: PlayerId): string {
  return roleDef(s.players[id]!.role).camp;
}

function mixedCouple(s: TGame): boolean {
  const l = s.rs.lovers;
  return l !== null && baseCamp(s, l[0]) !== baseCamp(s, l[1]);
}

export function campOf(s: TGame, id: PlayerId): string {
  if (mixedCouple(s)) {
    if (partnerOf(s, id) !== null) return 'amoureux';
    if (opt<boolean>(s, 'cupidonGagneAvecCouple') && s.players[id]!.role === 'cupidon') return 'amoureux';
  }
  return baseCamp(s, id);
}

function winnersOf(s: TGame, camp: string): PlayerId[] {
  return s.order.filter((id) => campOf(s, id) === camp);
}

const REASONS: Record<string, string> = {
  village: 'Les villageois ont éliminé tous leurs ennemis : le village gagne !',
  loups: 'Les Loups-Garous ont dévoré le village : les loups gagnent !',
  amoureux: 'Les amoureux sont les derniers survivants : l’amour triomphe !',
  flute: 'Tous les survivants sont charmés : le Joueur de Flûte gagne !',
};

export function checkEnd(s: TGame): GameEnd | null {
  const alivePlayers = living(s);
  if (alivePlayers.length === 0) return { camps: [], winners: [], reason: 'Tout le village a péri : personne ne gagne.' };

  // The flute player wins as soon as every other survivor is charmed (his lover excepted).
  const piper = holder(s, 'joueur-de-flute');
  if (piper && alive(s, piper)) {
    const partner = partnerOf(s, piper);
    const others = alivePlayers.filter((id) => id !== piper && id !== partner);
    if (others.length > 0 && others.every((id) => s.players[id]!.markers.charme === true)) {
      const camp = campOf(s, piper);
      const winners = camp === 'amoureux' ? winnersOf(s, 'amoureux') : [piper];
      return { camps: [camp === 'amoureux' ? 'amoureux' : 'flute'], winners, reason: REASONS.flute! };
    }
  }

  const camps = new Set(alivePlayers.map((id) => campOf(s, id)));
  if (camps.size === 1) {
    const camp = [...camps][0]!;
    return { camps: [camp], winners: winnersOf(s, camp), reason: REASONS[camp] ?? `Le camp ${camp} gagne.` };
  }

  if (opt<string>(s, 'victoireLoups') === 'parite' && [...camps].every((c) => c === 'loups' || c === 'village')) {
    const wolves = alivePlayers.filter((id) => isWolf(s, id)).length;
    if (wolves >= alivePlayers.length - wolves) {
      return {
        camps: ['loups'],
        winners: winnersOf(s, 'loups'),
        reason: `Les loups (${wolves}) sont aussi nombreux que les autres survivants : les loups gagnent !`,
      };
    }
  }
  return null;
}

export function describeWinners(s: TGame, end: GameEnd): string {
  return end.winners.length ? `Vainqueurs : ${names(s, end.winners)}.` : 'Aucun vainqueur.';
}
