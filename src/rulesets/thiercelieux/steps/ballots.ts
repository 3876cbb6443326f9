/**
 * Who votes and against whom, for the village's vote and its second round.
 * The recueil's day rules: no vote nor target for a player gone with the Mage
 * (004:338), none against the Magistrat's immune (004:348), the hypnotised
 * player's forced ballot (004:273, 004:352), the Fanatique never blank nor
 * against himself (004:237).
 */
import { memoBy, playerRead, has, que, type Ballots, type PlayerId, type Refusal, type Voter } from '../../../engine';
import { alive, captain, disappeared, holders, name, names, present } from '../state';
import type { TGame } from '../types';

/** Whom a hypnotised player must vote against today (null: not hypnotised, or the victim is gone). */
function hypnosis(s: TGame, id: PlayerId): PlayerId | null {
  const victim = playerRead(s.players, id).markers.hypnotise;
  return victim !== undefined && alive(s, victim) ? victim : null;
}

function weight(s: TGame, id: PlayerId): number {
  return id === captain(s) ? 2 : 1;
}

/** Those who cast a ballot: alive, present, not a revealed Idiot; a hypnotised player's ballot is cast for him. */
export function voters(s: TGame): Voter[] {
  return present(s)
    .filter((id) => playerRead(s.players, id).markers.idiotRevele !== true && hypnosis(s, id) === null)
    .map((id) => ({ id, weight: weight(s, id) }));
}

/** Those the village may vote against: present, not immune. */
export function candidates(s: TGame): PlayerId[] {
  // Kept per players record, as `present` is: the vote's prompt, its check and its resolution each ask. Never written.
  return memoBy(candidatesNow, s, s.players);
}

function candidatesNow(s: TGame): PlayerId[] {
  return present(s).filter((id) => playerRead(s.players, id).markers.immunise !== true);
}

/** The hypnotised players' ballots: their victim, ignored when immune (004:352) or not a candidate; null for none. */
export function forcedBallots(s: TGame, among: PlayerId[]): Record<PlayerId, PlayerId> | null {
  let out: Record<PlayerId, PlayerId> | null = null;
  for (const id of present(s)) {
    const victim = hypnosis(s, id);
    if (victim !== null && playerRead(s.players, id).markers.idiotRevele !== true && among.includes(victim))
      (out ??= {})[id] = victim;
  }
  return out;
}

/** Every ballot counted: the voters' and the hypnotised players'. */
export function allVoters(s: TGame): Voter[] {
  return present(s)
    .filter((id) => playerRead(s.players, id).markers.idiotRevele !== true)
    .map((id) => ({ id, weight: weight(s, id) }));
}

/** The MJ's reminders before a vote (or the debate, where the hypnotised accuses his victim): the hypnotised, the immune, those gone with the Mage. */
export function voteNotes(s: TGame, among: PlayerId[], when: 'debate' | 'vote' = 'vote'): string[] {
  const out: string[] = [];
  for (const id of present(s)) {
    const victim = hypnosis(s, id);
    if (victim === null) continue;
    out.push(
      among.includes(victim)
        ? when === 'debate'
          ? `${name(s, id)} est hypnotisé·e : il ou elle ne peut accuser ${que(name(s, victim))}.`
          : `${name(s, id)} est hypnotisé·e : sa voix va d’office contre ${name(s, victim)}.`
        : `${name(s, id)} est hypnotisé·e contre ${name(s, victim)}, qui ne peut pas être désigné·e : sa voix ne compte pas.`,
    );
  }
  const immune = s.order.filter((id) => playerRead(s.players, id).markers.immunise === true && alive(s, id));
  if (immune.length) out.push(`Immunité du Magistrat : personne ne peut voter contre ${names(s, immune)}.`);
  const gone = s.order.filter((id) => alive(s, id) && disappeared(s, id));
  if (gone.length) out.push(`Hors jeu (Mage) : ${names(s, gone)} ne vote pas et ne peut pas être désigné·e.`);
  return out;
}

/** The Fanatique must name someone, never himself (004:237), when someone else may be named. */
export function fanaticBallot(s: TGame, value: Ballots, among: PlayerId[]): Refusal | null {
  if (holders(s, 'fanatique').length === 0) return null;
  for (const id of present(s)) {
    if (playerRead(s.players, id).role !== 'fanatique' || !has(value, id) || among.every((x) => x === id)) continue;
    const choice = value[id];
    if (choice === null) return { reason: `${name(s, id)} (Fanatique) doit désigner un joueur.`, rule: '004:237' };
    if (choice === id)
      return { reason: `${name(s, id)} (Fanatique) ne peut pas voter contre lui-même.`, rule: '004:237' };
  }
  return null;
}
