/**
 * Nightfall, and the dead's calls (001:195-218): the ghosts' militia votes on
 * a house to protect, never the one it protected the night before, the Chef
 * de la milice fantôme breaking a tie (001:148, 197-198); the village's dream
 * (the ghosts) and nightmare (the spirits), five seconds of gestures each
 * (001:217-218).
 */
import { among, choose, type Bars, type PlayerId, tally } from '../../../engine';
import { presidentsPick } from '../../quintebourg-family/session';
import { de, name, names } from '../../quintebourg-family/text';
import { ack, act, step } from '../common';
import { ghosts, isAlive, isGhost, living, spirits } from '../queries';
import { emptyDawn, emptyNight } from '../state';
import type { RCtx, RGame } from '../types';
import { DAYS } from '../week';

/** Every night opens here: the night's record starts afresh. */
export const tombee = step({
  id: 'tombee',
  title: 'Le village s’endort',
  line: (s) =>
    s.clock.day === 1
      ? 'C’est la première nuit : tout le village ferme les yeux.'
      : 'C’est la nuit : tout le village ferme les yeux.',
  // The book: 001:207.
  notes: (s) =>
    spirits(s).length > 0
      ? [`Les esprits peuvent garder les yeux ouverts toute la nuit : ${names(s, spirits(s))}.`]
      : [],
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.night = emptyNight(ctx.s.clock.day);
    ctx.s.rs.acts = [];
    // What the last night left for a dawn that could not use it is forgotten.
    ctx.s.rs.dawn = emptyDawn();
  },
});

/** The night before night `day`: the day before, or Saturday's before a Monday (no night before Sunday, 001:3). */
export const nightBefore = (day: number): number => (DAYS.isSunday(day - 1) ? day - 2 : day - 1);

/** The house the ghosts protected last night: never twice running (001:198). */
export function lastProtected(s: RGame): PlayerId | null {
  const last = s.rs.protections[s.rs.protections.length - 1];
  return last && last.night === nightBefore(s.clock.day) ? last.house : null;
}

/**
 * Houses the militia may protect tonight: every house, as every house may be
 * attacked (001:183-184, « la maison à défendre », 001:197) — a dead
 * player's too, where Laura may squat (001:131) —, but last night's (001:198).
 * Each player has his own house, married or not (001:192).
 */
const houses = (s: RGame): PlayerId[] => s.order.filter((id) => id !== lastProtected(s));

const chef = (s: RGame): PlayerId | null => {
  const c = s.posts.chef ?? null;
  return c && isGhost(s, c) ? c : null;
};

function protect(ctx: RCtx, house: PlayerId | null, why: string): void {
  const s = ctx.s;
  ctx.s.rs.night.protected = house;
  ctx.s.rs.protections = [...s.rs.protections, { night: s.clock.day, house }];
  ctx.emit(
    'milice',
    { to: 'players', ids: ghosts(s) },
    () =>
      house
        ? `La milice fantôme protège la maison ${de(name(s, house))} cette nuit (${why}).`
        : `La milice fantôme ne protège aucune maison cette nuit (${why}).`,
    { house },
  );
}

export const fantomes = step({
  id: 'fantomes',
  title: 'La milice fantôme',
  inert: (s) => (ghosts(s).length === 0 ? 'aucun fantôme' : null),
  line: () =>
    'Les fantômes ouvrent les yeux et votent pour la maison qu’ils protègent cette nuit ; le Chef de la milice tranche une égalité.',
  notes: (s) => {
    const last = lastProtected(s);
    return [
      // The book: 001:198.
      ...(last ? [`La maison ${de(name(s, last))}, protégée la nuit dernière, ne peut pas l’être cette nuit.`] : []),
      `Chef de la milice : ${chef(s) ? name(s, chef(s)!) : 'personne'}.`,
    ];
  },
  wakes: (s) => ghosts(s),
  prompt: (s) => ({
    kind: 'ballots',
    label: 'Maison protégée (vote des fantômes)',
    voters: ghosts(s).map((id) => ({ id, weight: 1 })),
    candidates: houses(s),
    allowBlank: true,
    // Last night's house, refused as a house (not a vote « contre » someone), on its line.
    ...(lastProtected(s)
      ? {
          barred: {
            [lastProtected(s)!]: {
              reason: `La maison ${de(name(s, lastProtected(s)!))} a été protégée la nuit dernière : la milice ne protège pas la même maison deux nuits de suite.`,
              rule: '001:198',
            },
          },
        }
      : {}),
  }),
  resolve(ctx, ballots) {
    const s = ctx.s;
    for (const [voter, house] of Object.entries(ballots)) if (house) act(ctx, voter, 'milice');
    const t = tally(Object.entries(ballots).map(([voter, target]) => ({ voter, target, weight: 1 })));
    if (t.leaders.length === 0) return protect(ctx, null, 'aucune voix');
    if (t.leaders.length === 1) return protect(ctx, t.leaders[0]!, 'vote des fantômes');
    // The Chef's own ballot decides a tie, else he chooses (001:148).
    const pick = presidentsPick([ballots], chef(s), t.leaders);
    if (pick) return protect(ctx, pick, 'la voix du Chef l’emporte');
    if (chef(s)) return ctx.react('milice-egalite', { tied: t.leaders });
    protect(
      ctx,
      ctx.pick(t.leaders, 'maison protégée, sans Chef de la milice', (id) => name(s, id)),
      'égalité tirée au sort, sans Chef',
    );
  },
});

/** The Chef of the ghosts' militia chooses among the houses tied (001:148). */
const TIED_BARS: Bars<RGame, readonly PlayerId[]> = [
  among((s, id) => `La maison ${de(name(s, id))} n’est pas parmi les ex æquo.`, '001:148'),
];

export const miliceEgalite = step({
  id: 'milice-egalite',
  title: 'Le Chef de la milice tranche',
  line: () => 'Égalité entre les maisons : le Chef de la milice fantôme désigne celle que protège la milice.',
  wakes: (s) => (chef(s) ? [chef(s)!] : []),
  prompt: (s, { tied }) => choose(s, { label: 'Maison protégée', min: 1, max: 1 }, TIED_BARS, tied),
  resolve(ctx, value) {
    const c = chef(ctx.s);
    if (c) act(ctx, c, 'milice-chef');
    protect(ctx, value[0]!, 'le Chef tranche');
  },
});

/** The village's dream (the ghosts) or nightmare (the spirits): five seconds of gestures, never pointing at a living player (001:217-218). */
function dream<K extends 'reve' | 'cauchemar'>(id: K) {
  const who = (s: RGame) => (id === 'reve' ? ghosts(s) : spirits(s));
  return step({
    id,
    title: id === 'reve' ? 'Le rêve du village' : 'Le cauchemar du village',
    inert: (s) =>
      who(s).length === 0
        ? id === 'reve'
          ? 'aucun fantôme'
          : 'aucun esprit'
        : living(s).length === 0
          ? 'aucun vivant'
          : null,
    line: () =>
      id === 'reve'
        ? 'Rêve du village : les vivants ouvrent les yeux ; les fantômes leur parlent par gestes pendant cinq secondes, sans jamais pointer un vivant.'
        : 'Cauchemar du village : les vivants ouvrent les yeux ; les esprits leur parlent par gestes pendant cinq secondes, sans jamais pointer un vivant.',
    wakes: (s) => [...who(s), ...s.order.filter((x) => isAlive(s, x))],
    timer: () => 5,
    prompt: () => ack(),
    resolve() {},
  });
}

export const reve = dream('reve');
export const cauchemar = dream('cauchemar');
