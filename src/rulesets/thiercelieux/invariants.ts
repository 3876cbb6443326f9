/**
 * Consistency checks for property tests and the simulator: things that must
 * hold after every answer, whatever the MJ tapped. Kept to one pass over the
 * players plus a few looks at the ruleset state: they run after every answer.
 */
import { playerIn, playerRead, type Json, type PlayerId } from '../../engine';
import { transformable } from './roles';
import { alive, captain, DEAD, disappeared, holder, isWolfRole, recueilInPlay, wolfCardsInPlay } from './state';
import type { Cause, Counter, TGame } from './types';

/** Deaths someone chose (the Mage's absent player is out of their reach: 004:338). */
const DESIGNATED: readonly Cause[] = ['loups', 'poison', 'vote', 'chasseur', 'cassandra', 'hyde', 'piege', 'imposteur'];

/** Uses a card may make in a game (the Transformiste's are not limited: 004:564). */
const LIMITS: readonly (readonly [Counter, number])[] = [
  ['hypnoses', 2],
  ['taverne', 2],
  ['lectures', 2],
  ['espionnages', 3],
  ['astrologie', 3],
  ['cassandraLoups', 2],
  ['cassandraErreurs', 2],
];

/** The player executed at an `execution` call (its arguments, read from the agenda). */
function executed(args: Json | undefined): PlayerId | null {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return null;
  return typeof args.target === 'string' ? args.target : null;
}

export function invariants(s: TGame): string[] {
  const out: string[] = [];
  const reacting = s.agenda[0]?.reaction === true;
  const l = s.rs.lovers;
  if (l) {
    if (l[0] === l[1]) out.push('a player is in love with themself');
    if (s.players[l[0]]!.markers.amoureux !== l[1] || s.players[l[1]]!.markers.amoureux !== l[0])
      out.push('lovers markers are not mutual');
    if (alive(s, l[0]) !== alive(s, l[1]) && !reacting) out.push('one lover outlived the other');
  }
  const recueil = recueilInPlay(s);
  let caracteres: Set<string> | null = null;
  let anyGone = false;
  for (const id of s.order) {
    const p = playerIn(s.players, id);
    const m = p.markers;
    if (p.announced.health === DEAD && p.health !== DEAD) out.push(`${p.name} is announced dead but alive`);
    // (An Imposteur charmed before he took the Joueur de Flûte's card stays charmed.)
    if (m.charme === true && p.role === 'joueur-de-flute' && m.carteMontree !== 'imposteur')
      out.push('the flute player charmed themself');
    if (!recueil) continue;
    // Most players carry no marker at all: nothing more to check for them.
    let marked = false;
    for (const _ in m) {
      marked = true;
      break;
    }
    if (!marked) continue;
    for (const [key, max] of LIMITS) {
      const used = m[key];
      if (used !== undefined && used > max) out.push(`${p.name}: ${key} used ${used} times, at most ${max}`);
    }
    if (m.immunises !== undefined) {
      const granted = m.immunises;
      if (new Set(granted).size !== granted.length) out.push('the Magistrat granted immunity twice to the same player');
    }
    if (m.caractere !== undefined) {
      caracteres ??= new Set<string>();
      if (caracteres.has(m.caractere)) out.push('a caractère card was given twice');
      caracteres.add(m.caractere);
    }
    if (m.disparu === true) anyGone = true;
    const b = m.beni;
    if (b && b.used && !b.eligible) out.push(`${p.name} escaped death by a blessing a wolf cannot have`);
    if (m.cassandraErreurs === 2 && alive(s, id) && p.role === 'cassandra' && !reacting)
      out.push('Cassandra outlived her second mistake');
  }
  if (recueil) out.push(...recueilInvariants(s, caracteres, anyGone));
  const cap = captain(s);
  if (cap && !alive(s, cap) && !s.ended && s.agenda.every((a) => a.step !== 'successeur'))
    out.push('the captain is dead with no successor call');
  const witch = holder(s, 'sorciere');
  if (witch) {
    const m = playerIn(s.players, witch).markers;
    if (typeof m.potionVie !== 'boolean' || typeof m.potionMort !== 'boolean')
      out.push('the witch lost track of her potions');
  }
  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}

/** The recueil's own checks (skipped in a base game). */
function recueilInvariants(s: TGame, caracteres: Set<string> | null, anyGone: boolean): string[] {
  const out: string[] = [];
  const l = s.rs.lovers;
  if (caracteres && caracteres.size > s.rs.caracteres.length) out.push('more caractère cards given than drawn');
  // Nobody gone with the Mage is designated: no death of his but of grief (not a designation).
  if (anyGone) {
    for (const d of s.rs.deaths) {
      if (playerIn(s.players, d.id).markers.disparu === true && DESIGNATED.includes(d.cause))
        out.push(`${playerIn(s.players, d.id).name} was killed (${d.cause}) while gone with the Mage`);
    }
  }
  // Nobody gone with the Mage is a target of the night (the Justicier's first call comes before the Mage's).
  const n = s.rs.night;
  if (anyGone && s.clock.phase === 'night') {
    for (const [what, id] of [
      ['wolves', n.victim],
      ['Cassandra', n.cassandra],
      ['Hyde', n.hyde],
      ['poison', n.poisoned],
      ['trap', n.trap],
      ['Devin', n.forced],
      ['Sauveteur', n.protectedId],
    ] as const) {
      if (id !== null && disappeared(s, id)) out.push(`the ${what} targeted a player gone with the Mage`);
    }
  }
  if (n.immune !== null && n.immune === n.immuneBy) out.push('the Magistrat granted himself immunity');
  // The Devin's forced victim spends his single use (004:177).
  if (n.forced !== null && !s.order.some((id) => playerRead(s.players, id).markers.devinUtilise === true))
    out.push('the Devin forced a victim without spending his power');
  const head = s.agenda[0];
  const target = anyGone && head?.step === 'execution' ? executed(head.args) : null;
  if (target !== null && disappeared(s, target)) out.push('the village voted against a player gone with the Mage');
  // The Trappeur: never his own house, never the same house two nights running.
  const traps = s.rs.traps;
  for (let i = 0; i < traps.length; i++) {
    const t = traps[i]!;
    if (t.by === t.id) out.push('the Trappeur trapped his own house');
    const prev = traps[i - 1];
    if (
      prev &&
      prev.by === t.by &&
      prev.night === t.night - 1 &&
      prev.id === t.id &&
      playerIn(s.players, t.by).markers.transformiste !== true
    ) {
      out.push('the Trappeur trapped the same house two nights running');
    }
  }
  // The Graphologue's slips: each drawn once, never put back.
  if (s.rs.slips !== null) {
    const drawn = s.rs.slipsDrawn;
    if (new Set(drawn).size !== drawn.length) out.push('a Graphologue slip was drawn twice');
    if (s.rs.slips.some((x) => drawn.includes(x.player))) out.push('a drawn Graphologue slip is back in the heap');
  }
  if (s.rs.pile?.some((r) => !transformable(r) || isWolfRole(r)))
    out.push('the Transformiste pile holds a card he may not play');
  const e = s.rs.enemies;
  if (e && (e[0] === e[1] || (l && l.includes(e[0]) && l.includes(e[1]))))
    out.push('the enemies are one player, or the very lovers');
  const targets = s.rs.assassinTargets;
  if (targets) {
    if (new Set(targets).size !== targets.length || targets.includes(s.rs.assassinBy!))
      out.push('the Assassin’s targets are wrong');
    if (targets.length > wolfCardsInPlay(s) + 1) out.push('the Assassin named more targets than wolves plus one');
  }
  return out;
}
