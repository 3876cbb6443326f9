/**
 * Dawn: the night's outcome, announced to the village (a pure preview the MJ
 * reads before tapping, applied when the MJ confirms), then the Magistrat's
 * immunity and the Tavernier's guests (004:536-538: in that order).
 */
import { playerIn, type Ctx, type PlayerId } from '../../../engine';
import { kill } from '../deaths';
import { nightOutcome } from '../outcome';
import { alive, emptyNight, holder, name, names } from '../state';
import type { TGame, TTypes } from '../types';
import { step } from './step';

export const aube = step({
  id: 'aube',
  title: 'Le village se réveille',
  phase: 'dawn',
  line: (s) => {
    const o = nightOutcome(s);
    const parts: string[] = [];
    if (o.deaths.length === 0)
      parts.push(
        o.revealed.length === 0
          ? 'Le village se réveille. Personne n’est mort cette nuit !'
          : 'Le village se réveille.',
      );
    else
      parts.push(
        `Le village se réveille, sauf ${names(
          s,
          s.order.filter((id) => o.deaths.some((d) => d.id === id)),
        )}.`,
      );
    for (const d of o.deaths)
      if (d.cause === 'cassandra') parts.push(`${name(s, d.id)} a été tué·e d’une balle en argent.`);
    for (const r of o.revealed)
      parts.push(`${name(s, r.id)} a été frappé·e cette nuit, mais reste en jeu : montrez sa carte.`);
    const crow = s.rs.night.corbeauCard;
    if (crow !== null) parts.push(`La carte du Corbeau est posée devant ${name(s, crow)}.`);
    return parts.join(' ');
  },
  notes: (s) => {
    const o = nightOutcome(s);
    const causes = o.deaths.map((d) => `${name(s, d.id)} : ${d.cause}`);
    return [...o.notes, ...(causes.length ? [`Causes (secret) : ${causes.join(' ; ')}.`] : [])];
  },
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx) {
    const s = ctx.base;
    const o = nightOutcome(s);
    if (o.elderSurvived) playerIn(ctx.s.players, o.elderSurvived).markers.ancienBlesse = true;
    if (o.deaths.length === 0 && o.revealed.length === 0)
      ctx.emit('aube', { to: 'public' }, 'Personne n’est mort cette nuit.');
    for (const h of o.hits) kill(ctx, h.id, h.cause, { night: true });
    const before = s.rs.night.corbeauCard;
    // Most dawns have no Corbeau's card: the table is not searched for him then.
    if (before !== null) {
      const crow = s.order.find(
        (id) =>
          playerIn(s.players, id).role === 'corbeau' &&
          playerIn(s.players, id).markers.corbeauFait === true &&
          playerIn(s.players, id).announced.role !== 'corbeau',
      );
      // The card lies face up: the table sees it is the Corbeau's (004:138).
      if (crow) ctx.announce(crow, { role: 'corbeau' }, () => `${name(s, crow)} était le Corbeau.`);
      ctx.emit('corbeau', { to: 'public' }, () => `La carte du Corbeau est posée devant ${name(s, before)}.`, {
        player: before,
      });
    }
    endOfNightMarkers(ctx);
  },
});

/** Marks that last one night only: the Sauveteur's protection, the trap, the sand, the eclipse's dead. */
export function endOfNightMarkers(ctx: Ctx<TTypes>): void {
  const s = ctx.base;
  for (const id of s.order) {
    const m = playerIn(s.players, id).markers;
    if (m.protege !== undefined || m.piege !== undefined || m.endormi !== undefined || m.condamne !== undefined) {
      const d = playerIn(ctx.s.players, id).markers;
      delete d.protege;
      delete d.piege;
      delete d.endormi;
      delete d.condamne;
    }
  }
}

/** Marks that last one day only: the immunity, the hypnosis, the Mage's disappearance (004:351, 004:273, 004:336). */
export function endOfDayMarkers(ctx: Ctx<TTypes>): void {
  const s = ctx.base;
  for (const id of s.order) {
    const m = playerIn(s.players, id).markers;
    if (
      m.immunise !== undefined ||
      m.hypnotise !== undefined ||
      m.disparu !== undefined ||
      m.espionNuit !== undefined
    ) {
      const d = playerIn(ctx.s.players, id).markers;
      delete d.immunise;
      delete d.hypnotise;
      delete d.disparu;
      delete d.espionNuit;
    }
  }
}

/** A new night begins: yesterday's day marks go, the night record starts afresh (an eclipse's night starts in `nuit-eclipse`). */
export function startOfNight(ctx: Ctx<TTypes>): void {
  const s = ctx.base;
  endOfDayMarkers(ctx);
  ctx.s.rs.lastProtected = holder(s, 'sauveteur') ? s.rs.night.protectedId : null;
  ctx.s.rs.night = emptyNight();
}

export const immunite = step({
  id: 'immunite',
  title: 'L’immunité du Magistrat',
  phase: 'dawn',
  role: 'magistrat',
  when: (s) => s.rs.night.immune !== null && alive(s, s.rs.night.immune),
  line: (s) =>
    `Le Magistrat a accordé l’immunité à ${name(s, s.rs.night.immune!)} : personne ne pourra voter contre lui ou elle aujourd’hui.`,
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx) {
    const id = ctx.base.rs.night.immune!;
    playerIn(ctx.s.players, id).markers.immunise = true;
    ctx.emit('immunite', { to: 'public' }, () => `${name(ctx.base, id)} a reçu l’immunité pour la journée.`, {
      player: id,
    });
  },
});

function tavernGuests(s: TGame): PlayerId[] {
  const host = holder(s, 'tavernier');
  const guests = s.rs.night.tavern ?? [];
  return s.order.filter((id) => alive(s, id) && (guests.includes(id) || id === host));
}

export const taverne = step({
  id: 'taverne',
  title: 'La Taverne',
  phase: 'dawn',
  role: 'tavernier',
  when: (s) => s.rs.night.tavern !== null && tavernGuests(s).length > 0,
  // Called in a shuffled order, so that the Tavernier is not always first or last (004:541).
  enter(ctx) {
    ctx.editEntry('night', { tavernOrder: ctx.shuffle(tavernGuests(ctx.base), 'ordre d’appel à la Taverne') });
  },
  line: (s) =>
    `Ce matin, se retrouvent à la Taverne : ${names(s, s.rs.night.tavernOrder ?? tavernGuests(s))}. Ils sortent deux minutes ; les autres restent en silence.`,
  notes: () => ['Aucun joueur ne montre sa carte à la Taverne.'],
  timer: () => 120,
  prompt: () => ({ kind: 'ack', label: 'Retour de la Taverne' }),
  resolve(ctx) {
    const s = ctx.base;
    const order = s.rs.night.tavernOrder ?? tavernGuests(s);
    ctx.emit('taverne', { to: 'public' }, () => `À la Taverne ce matin : ${names(s, order)}.`, { players: order });
  },
});
