/**
 * The night's outcome as data: every attack of the night with its cause, the
 * protections that stop it, and what each death becomes (the blessing, the
 * Immortel, the Imposteur). A pure preview the MJ reads at dawn; `aube`
 * applies it through `kill` on « Annoncé ».
 */
import { playerIn, playerRead, type PlayerId } from '../../engine';
import { alive, count, disappeared, doomed, holder, isWolf, name, partnerOf, powered, present } from './state';
import { flag } from './options';
import type { Cause, TGame } from './types';

export interface Attack {
  id: PlayerId;
  cause: Cause;
}

/** What a death turns into (shared by the preview and by `kill`). */
export type Fate = 'dies' | 'blessed' | 'immortel' | 'imposteur';

/** Causes no card and no blessing can stop: the MJ's own decisions. */
const MJ_CAUSES: readonly Cause[] = ['exclusion', 'mutation'];

export function fate(s: TGame, id: PlayerId, cause: Cause, blessingsUsed?: ReadonlySet<PlayerId>): Fate {
  if (MJ_CAUSES.includes(cause)) return 'dies';
  const p = playerIn(s.players, id);
  const b = p.markers.beni;
  if (b && b.eligible && !b.used && !blessingsUsed?.has(id)) return 'blessed';
  // The card was taken by the Imposteur: nothing of it is left to act.
  if (cause === 'imposteur' || !powered(s, id)) return 'dies';
  if (p.role === 'immortel') return 'immortel';
  if (p.role === 'imposteur' && present(s).some((x) => x !== id)) return 'imposteur';
  return 'dies';
}

/** The wolves' attack tonight: their victim, or the Petite Fille they caught. */
export function wolvesTarget(s: TGame): PlayerId | null {
  const n = s.rs.night;
  if (n.littleGirlCaught) return holder(s, 'petite-fille');
  return n.victim;
}

/**
 * The trap works: the wolves went to the trapped house, where someone was home
 * (not a wolf out hunting, not the Petite Fille out spying: 004:579-580).
 */
export function trapSprung(s: TGame): boolean {
  const n = s.rs.night;
  if (n.trap === null || n.littleGirlCaught || n.victim !== n.trap) return false;
  const p = playerIn(s.players, n.trap);
  return !isWolf(s, n.trap) && p.role !== 'petite-fille';
}

/** Whom the Sorcière is shown, without their causes (004:114, 004:204, 004:577). */
export function shownVictims(s: TGame): PlayerId[] {
  const n = s.rs.night;
  const out: PlayerId[] = [];
  if (trapSprung(s)) addShown(s, out, n.trapped);
  else addShown(s, out, wolvesTarget(s));
  addShown(s, out, n.cassandra);
  addShown(s, out, n.hyde);
  // In seating order: the order must not tell who struck whom.
  return out.sort((a, b) => playerRead(s.players, a).seat - playerRead(s.players, b).seat);
}

/** A living victim shown to the Sorcière, once (`shownVictims`). */
function addShown(s: TGame, out: PlayerId[], id: PlayerId | null): void {
  if (id !== null && alive(s, id) && !out.includes(id)) out.push(id);
}

type NightAttack = Attack & { beforeJekyll: boolean; shown: boolean };

/** An attack of the night, when it has a target (`attacks`). */
function addAttack(out: NightAttack[], id: PlayerId | null, cause: Cause, beforeJekyll: boolean, shown: boolean): void {
  if (id !== null) out.push({ id, cause, beforeJekyll, shown });
}

/** The attacks of the night so far, in the order they happened. */
export function attacks(s: TGame): NightAttack[] {
  const n = s.rs.night;
  const out: NightAttack[] = [];
  addAttack(out, n.justicierJour, 'justicier', true, false);
  if (trapSprung(s)) addAttack(out, n.trapped, 'piege', true, true);
  else addAttack(out, wolvesTarget(s), 'loups', true, true);
  addAttack(out, n.cassandra, 'cassandra', true, true);
  addAttack(out, n.hyde, 'hyde', false, true);
  addAttack(out, n.poisoned, 'poison', false, false);
  addAttack(out, n.justicierNuit, 'justicier', false, false);
  return out;
}

export interface NightOutcome {
  /** The attacks that land, in order (what `kill` is called with). */
  hits: Attack[];
  /** Who dies for good, in announcement order, grief and Cassandra's second mistake included. */
  deaths: { id: PlayerId; cause: Cause }[];
  /** Killed, but their card says otherwise: the table sees it turned over. */
  revealed: { id: PlayerId; fate: 'immortel' | 'imposteur' }[];
  /** The Ancien survived the wolves (first attack). */
  elderSurvived: PlayerId | null;
  /** Private notes: who was saved and why. */
  notes: string[];
}

/** Why the wolves' attack on `id` does not kill (a protection), or null. */
function wolvesSpare(s: TGame, id: PlayerId, out: NightOutcome): string | null {
  const n = s.rs.night;
  const caught = n.littleGirlCaught;
  if (n.protectedId === id && !(caught && flag(s, 'sauveteurPetiteFille')))
    return `${name(s, id)} était protégé·e par le Sauveteur.`;
  if (n.jekyllSaved === id) return `${name(s, id)} a été sauvé·e par le Dr. Jekyll.`;
  if (n.healed === id && !(caught && flag(s, 'potionPetiteFille')))
    return `${name(s, id)} a été sauvé·e par la Sorcière.`;
  const p = playerIn(s.players, id);
  if (p.role === 'ancien' && p.markers.ancienBlesse !== true && powered(s, id)) {
    out.elderSurvived = id;
    return `${name(s, id)} (Ancien) survit à sa première attaque.`;
  }
  if (n.converted === id) return `${name(s, id)} (Homme des Bois) survit à la morsure et devient loup-garou.`;
  return null;
}

/**
 * The night's outcome, as the MJ reads it before announcing. `upToJekyll`:
 * only the attacks made before Jekyll's call, and no fates (what he is shown).
 */
export function nightOutcome(s: TGame, upToJekyll = false): NightOutcome {
  const n = s.rs.night;
  const out: NightOutcome = { hits: [], deaths: [], revealed: [], elderSurvived: null, notes: [] };
  const hit = new Set<PlayerId>();
  for (const c of n.carried) {
    if (alive(s, c.id) && !hit.has(c.id)) {
      hit.add(c.id);
      out.hits.push(c);
    }
  }
  for (const a of attacks(s)) {
    if (upToJekyll && !a.beforeJekyll) continue;
    if (!alive(s, a.id) || doomed(s, a.id) || hit.has(a.id)) continue;
    if (disappeared(s, a.id)) {
      out.notes.push(`${name(s, a.id)} a disparu (Mage) : hors d’atteinte.`);
      continue;
    }
    let spared: string | null = null;
    if (a.cause === 'loups') spared = wolvesSpare(s, a.id, out);
    else if (a.beforeJekyll && n.jekyllSaved === a.id) spared = `${name(s, a.id)} a été sauvé·e par le Dr. Jekyll.`;
    else if (a.shown && n.healed === a.id) spared = `${name(s, a.id)} a été sauvé·e par la Sorcière.`;
    if (spared !== null) {
      out.notes.push(spared);
      continue;
    }
    hit.add(a.id);
    out.hits.push({ id: a.id, cause: a.cause });
  }
  if (n.healed !== null && n.littleGirlCaught && flag(s, 'potionPetiteFille') && n.healed === wolvesTarget(s)) {
    out.notes.push('La potion de vie n’a aucun effet sur la Petite Fille.');
  }
  if (upToJekyll) return out;
  // Announced and applied in seating order: the order tells nothing of who struck whom (004:201).
  out.hits.sort((a, b) => playerIn(s.players, a.id).seat - playerIn(s.players, b.id).seat);
  settleFates(s, out);
  return out;
}

/** Follow each hit through its fate, the lovers' grief and Cassandra's second mistake. */
function settleFates(s: TGame, out: NightOutcome): void {
  const blessed = new Set<PlayerId>();
  const gone = new Set<PlayerId>();
  const cassandra = holder(s, 'cassandra');
  let mistakes = cassandra ? count(s, cassandra, 'cassandraErreurs') : 0;
  const follow = (id: PlayerId, cause: Cause): void => {
    if (gone.has(id)) return;
    const f = fate(s, id, cause, blessed);
    if (f === 'blessed') {
      blessed.add(id);
      out.notes.push(`${name(s, id)} échappe à la mort grâce à la bénédiction du Prêtre.`);
      return;
    }
    if (f !== 'dies') {
      gone.add(id);
      out.revealed.push({ id, fate: f });
      out.notes.push(
        f === 'immortel'
          ? `${name(s, id)} est l’Immortel : il tire entre sa carte et un Loup-Garou.`
          : `${name(s, id)} est l’Imposteur : il prendra la carte d’un vivant.`,
      );
      return;
    }
    gone.add(id);
    out.deaths.push({ id, cause });
    if (cause === 'cassandra' && cassandra && !isWolf(s, id)) {
      mistakes++;
      if (mistakes >= 2 && alive(s, cassandra)) follow(cassandra, 'erreur');
    }
    const partner = partnerOf(s, id);
    if (partner && alive(s, partner)) follow(partner, 'chagrin');
  };
  for (const h of out.hits) follow(h.id, h.cause);
}

/** The night's dead so far, as Jekyll is shown them (004:201: every player killed tonight). */
export function deadSoFar(s: TGame): PlayerId[] {
  return nightOutcome(s, true)
    .hits.filter((h) => !s.rs.night.carried.some((c) => c.id === h.id))
    .map((h) => h.id);
}
