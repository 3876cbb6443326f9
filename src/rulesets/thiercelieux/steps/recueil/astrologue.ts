/**
 * L'Astrologue (004:94-100): three powers, in this order, one on each night he
 * chooses: eclipse of the moon (no next night: two days in a row), eclipse of
 * the sun (no next day: a new night at once, deaths of both revealed at its
 * dawn), moonless night (the wolves do not wake next night).
 */
import { nightOutcome } from '../../outcome';
import { count, emptyNight, holder, name } from '../../state';
import type { TGame } from '../../types';
import { endOfDayMarkers, endOfNightMarkers } from '../dawn';
import { roleStep } from '../common';
import { step } from '../step';
import { playerIn } from '../../../../engine';

const POWERS = ['l’éclipse de lune', 'l’éclipse de soleil', 'la nuit sans lune'];

/** The power he would play next (0 to 2; 3 once all are spent). A card the Prêtre's blessing took out has none (004:525). */
function next(s: TGame): number {
  const id = holder(s, 'astrologue');
  return id === null ? 0 : count(s, id, 'astrologie');
}

export const astrologue = roleStep('astrologue', {
  id: 'astrologue',
  title: 'L’Astrologue',
  // His three powers spent, he is no longer called (004:100).
  when: (s) => next(s) < 3,
  // Called in the void once the blessing took his card out (004:525): the same line, with no power to name.
  line: (s) =>
    holder(s, 'astrologue') === null
      ? 'L’Astrologue se réveille et m’indique, en silence, s’il veut utiliser un pouvoir cette nuit.'
      : `L’Astrologue se réveille et m’indique, en silence, s’il veut utiliser un pouvoir cette nuit (le prochain : ${POWERS[next(s)]}).`,
  wakes: (s) => [holder(s, 'astrologue')!],
  prompt: (s) => ({ kind: 'yesno', label: `Jouer ${POWERS[next(s)]}`, yes: 'Oui', no: 'Non' }),
  resolve(ctx, value) {
    if (value !== true) return;
    const s = ctx.base;
    const self = holder(s, 'astrologue')!;
    const k = next(s);
    playerIn(ctx.s.players, self).markers.astrologie = k + 1;
    const day = s.clock.day;
    ctx.emit('astrologue', { to: 'players', ids: [self] }, () => `L’Astrologue joue ${POWERS[k]}.`, { power: k + 1 });
    if (k === 0) ctx.s.rs.noNight = day + 1;
    else if (k === 2) ctx.s.rs.moonless = day + 1;
    else {
      // The rest of tonight's calls are dropped (the Hypnotiseur, the Magistrat, the Tavernier…): a new night begins.
      ctx.s.rs.sunEclipse = true;
      ctx.s.agenda = [ctx.s.agenda[0]!];
    }
  },
});

/** First call of the night an eclipse of the sun runs into: last night's dead wait, doomed, for this dawn. */
export const nuitEclipse = step({
  id: 'nuit-eclipse',
  title: 'Éclipse de soleil',
  auto: true,
  line: () => 'Éclipse de soleil : le jour ne se lève pas, la nuit recommence.',
  prompt: () => ({ kind: 'ack' }),
  resolve(ctx) {
    const s = ctx.base;
    const o = nightOutcome(s);
    if (o.elderSurvived) playerIn(ctx.s.players, o.elderSurvived).markers.ancienBlesse = true;
    endOfNightMarkers(ctx);
    endOfDayMarkers(ctx);
    for (const d of o.deaths) playerIn(ctx.s.players, d.id).markers.condamne = true;
    ctx.s.rs.lastProtected = holder(s, 'sauveteur') ? s.rs.night.protectedId : null;
    ctx.s.rs.night = { ...emptyNight(), carried: o.hits };
    ctx.s.rs.sunEclipse = false;
    ctx.emit('astrologue', { to: 'public' }, 'Éclipse de soleil : le jour ne se lève pas, une nouvelle nuit commence.');
    if (o.deaths.length > 0)
      ctx.emit(
        'eclipse',
        { to: 'mj' },
        () =>
          `Morts de la nuit de l’éclipse, révélés à la prochaine aube : ${o.deaths.map((d) => name(s, d.id)).join(', ')}.`,
      );
  },
});

/** The day an eclipse of the moon puts in place of the night (004:96). */
export const eclipseLune = step({
  id: 'eclipse-lune',
  title: 'Éclipse de lune',
  phase: 'day',
  line: () => 'Éclipse de lune : la nuit ne tombe pas. Le village reprend aussitôt ses débats pour un nouveau vote.',
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx) {
    endOfDayMarkers(ctx);
    ctx.s.rs.noNight = null;
    ctx.emit('astrologue', { to: 'public' }, 'Éclipse de lune : pas de nuit, une nouvelle journée commence.');
  },
});
