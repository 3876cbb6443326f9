/**
 * Who may peek tonight (004:647-649): the Chef de Meute after a day a wolf was
 * killed, the Détective after a day a villager died and no wolf did (never on
 * night 1: 004:166), the Petite Fille and the Fanatique during the wolves'
 * turn. Veilleur tells the MJ at nightfall; the Détective caught peeking is
 * removed with the action « Prendre un joueur à épier » (004:162-167).
 */
import { alive, holders, isWolf, names } from '../../state';
import type { TGame } from '../../types';

/** Deaths of yesterday's day (not the night's). */
function yesterday(s: TGame) {
  const day = s.clock.day - 1;
  if (day < 1 || s.rs.lastDay !== day) return [];
  return s.rs.deaths.filter((d) => !d.night && d.day === day && d.cause !== 'exclusion' && d.cause !== 'mutation');
}

export function packLeaderMayPeek(s: TGame): boolean {
  return yesterday(s).some((d) => isWolf(s, d.id));
}

export function detectiveMayPeek(s: TGame): boolean {
  const dead = yesterday(s);
  return dead.length > 0 && dead.every((d) => !isWolf(s, d.id));
}

export function nightNotes(s: TGame): string[] {
  if (s.clock.phase !== 'night') return [];
  const out: string[] = [];
  const living = (role: string) => holders(s, role).filter((id) => alive(s, id));
  const chef = living('chef-de-meute');
  if (chef.length > 0) {
    out.push(
      packLeaderMayPeek(s)
        ? `Cette nuit, le Chef de Meute (${names(s, chef)}) peut épier pendant les tours des autres rôles (pas celui des loups).`
        : 'Cette nuit, le Chef de Meute n’a pas le droit d’épier.',
    );
  }
  const detective = living('detective');
  if (detective.length > 0) {
    out.push(
      detectiveMayPeek(s)
        ? `Cette nuit, le Détective (${names(s, detective)}) peut épier pendant les tours des autres rôles (pas celui des loups) : s’il se fait voir, retirez-le (action « Prendre un joueur à épier »).`
        : 'Cette nuit, le Détective n’a pas le droit d’épier : s’il ouvre les yeux, retirez-le.',
    );
  }
  const fanatic = living('fanatique');
  if (fanatic.length > 0) out.push(`Le Fanatique (${names(s, fanatic)}) peut épier pendant le tour des loups.`);
  return out;
}
