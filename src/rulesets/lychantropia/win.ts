/**
 * Who plays for whom, and when the game ends (002_8a15d59d81dc3fa5.txt:3-14,
 * 80-81, 89). The end is checked at dawn and after the bûcher (line 5); the
 * alternative goals come first, the flute player before any camp (line 9).
 */
import type { GameEnd, PlayerId } from '../../engine';
import { piper } from './holdings';
import { charmed, isWolf, living, names, partnerOf } from './state';
import type { LGame } from './types';

/** A couple of two camps, or with the flute player in it, plays for itself (line 10). */
export function mixedCouple(s: LGame): boolean {
  const l = s.rs.lovers;
  if (!l) return false;
  const fp = piper(s);
  return isWolf(s, l[0]) !== isWolf(s, l[1]) || (fp !== null && l.includes(fp));
}

export function campOf(s: LGame, id: PlayerId): string {
  if (s.rs.whiteWolf === id) return 'loup-blanc';
  if (mixedCouple(s) && partnerOf(s, id) !== null) return 'amoureux';
  if (piper(s) === id) return 'flutiste';
  return isWolf(s, id) ? 'loups' : 'village';
}

const of = (s: LGame, camp: string) => s.order.filter((id) => campOf(s, id) === camp);

export function checkEnd(s: LGame): GameEnd | null {
  const moment = s.rs.moment;
  if (!moment) return null;
  const alive = living(s);
  if (alive.length === 0) return { camps: [], winners: [], reason: 'Plus personne n’est en vie : personne ne gagne.' };
  const white = s.rs.whiteWolf;
  if (alive.length === 1 && alive[0] === white) {
    return {
      camps: ['loup-blanc'],
      winners: [white],
      reason: `Le loup blanc, ${names(s, [white])}, est le dernier survivant : il gagne seul !`,
    };
  }
  const l = s.rs.lovers;
  const mixed = mixedCouple(s);
  if (l && mixed && alive.length === 2 && alive.includes(l[0]) && alive.includes(l[1])) {
    return {
      camps: ['amoureux'],
      winners: [...l],
      reason: `Les amoureux, ${names(s, l)}, sont les deux derniers survivants : ils gagnent !`,
    };
  }
  const fp = piper(s);
  if (moment === 'aube' && fp) {
    const partner = mixed ? partnerOf(s, fp) : null;
    if (alive.every((id) => id === fp || id === partner || charmed(s, id))) {
      if (partner)
        return {
          camps: ['amoureux'],
          winners: [fp, partner],
          reason: `Tous les autres survivants sont charmés : les amoureux, ${names(s, [fp, partner])}, gagnent !`,
        };
      return {
        camps: ['flutiste'],
        winners: [fp],
        reason: `Tous les autres survivants sont charmés : le joueur de pipot, ${names(s, [fp])}, gagne seul !`,
      };
    }
  }
  const wolves = alive.filter((id) => isWolf(s, id));
  if (wolves.length === 0)
    return {
      camps: ['village'],
      winners: of(s, 'village'),
      reason: 'Il ne reste plus aucun loup : les villageois gagnent !',
    };
  const lastIsWhite = wolves.length === 1 && wolves[0] === white;
  if (!lastIsWhite && wolves.length >= alive.length - wolves.length) {
    return {
      camps: ['loups'],
      winners: of(s, 'loups'),
      reason: `Les loups (${wolves.length}) sont au moins aussi nombreux que les villageois (${alive.length - wolves.length}) : les loups gagnent !`,
    };
  }
  return null;
}
