/**
 * Dawn: the night's outcome, announced to the village. The outcome is a pure
 * preview (the MJ reads it before tapping), applied when the MJ confirms.
 */
import type { PlayerId } from '../../../engine';
import { kill } from '../deaths';
import { alive, holder, name, names, opt, partnerOf, emptyNight, type Cause, type TGame } from '../state';
import { shownVictim } from './night';
import { ack, type TStep } from './common';

export interface NightOutcome {
  deaths: { id: PlayerId; cause: Cause }[];
  /** The Ancien survived the wolves (first attack). */
  elderSurvived: PlayerId | null;
  /** Private notes: who was saved and why. */
  notes: string[];
}

export function nightOutcome(s: TGame): NightOutcome {
  const n = s.rs.night;
  const out: NightOutcome = { deaths: [], elderSurvived: null, notes: [] };
  const shown = shownVictim(s);
  const victim = shown && alive(s, shown) ? shown : null;
  if (victim) {
    const isLittleGirl = n.littleGirlCaught;
    const shielded = n.protectedId === victim && !(isLittleGirl && opt<boolean>(s, 'sauveteurPetiteFille'));
    const healed = n.healed && !(isLittleGirl && opt<boolean>(s, 'potionPetiteFille'));
    const p = s.players[victim]!;
    if (shielded) out.notes.push(`${name(s, victim)} était protégé·e par le Sauveteur.`);
    else if (healed) out.notes.push(`${name(s, victim)} a été sauvé·e par la Sorcière.`);
    else if (p.role === 'ancien' && p.markers.ancienBlesse !== true) {
      out.elderSurvived = victim;
      out.notes.push(`${name(s, victim)} (Ancien) survit à sa première attaque.`);
    } else out.deaths.push({ id: victim, cause: 'loups' });
    if (n.healed && isLittleGirl && opt<boolean>(s, 'potionPetiteFille')) out.notes.push('La potion de vie n’a aucun effet sur la Petite Fille.');
  }
  if (n.poisoned && alive(s, n.poisoned) && !out.deaths.some((d) => d.id === n.poisoned)) out.deaths.push({ id: n.poisoned, cause: 'poison' });
  for (const d of [...out.deaths]) {
    const partner = partnerOf(s, d.id);
    if (partner && !out.deaths.some((x) => x.id === partner)) out.deaths.push({ id: partner, cause: 'chagrin' });
  }
  return out;
}

export const aube: TStep = {
  id: 'aube',
  title: 'Le village se réveille',
  phase: 'dawn',
  line: (s) => {
    const { deaths } = nightOutcome(s);
    if (deaths.length === 0) return 'Le village se réveille. Personne n’est mort cette nuit !';
    return `Le village se réveille, sauf ${names(s, deaths.map((d) => d.id))}.`;
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
    if (o.elderSurvived) ctx.s.players[o.elderSurvived]!.markers.ancienBlesse = true;
    const direct = o.deaths.filter((d) => d.cause !== 'chagrin');
    if (direct.length === 0 && o.deaths.length === 0) ctx.emit('aube', { to: 'public' }, 'Personne n’est mort cette nuit.');
    for (const d of direct) kill(ctx, d.id, d.cause);
    // Night bookkeeping resets for the next night.
    const protectedId = s.rs.night.protectedId;
    ctx.s.rs.lastProtected = holder(s, 'sauveteur') ? protectedId : null;
    if (protectedId) delete ctx.s.players[protectedId]!.markers.protege;
    ctx.s.rs.night = emptyNight();
  },
};
