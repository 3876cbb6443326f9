/**
 * The morning: the village wakes and hears of the night's deaths (each dead
 * then turns a card over and chooses his fate, death.ts); the thermal
 * cameras (the Procureur's without an adjoint, 001:155; the adjoint of the
 * day's, 001:170-175); the charmed raise their hand as they like (001:97);
 * the posts the night moved (Minus and Cortex's swaps, Éris's farce, Freyja's
 * admired, the Artiste's resignation and sculpture, 001:84-85, 132-137).
 */
import { ALL, asItStands, choose, type PlayerId } from '../../../engine';
import { LIVING } from '../bars';
import { cameraStep } from '../../quintebourg-family/cameras';
import { dawnPostSteps, swapPosts } from '../../quintebourg-family/dawn-posts';
import { de, name, names } from '../../quintebourg-family/text';
import { ack, step } from '../common';
import { announceNight } from '../deaths';
import { PLAYER_RULES } from '../family';
import { at, house, placeLabel, type Place } from '../night-map';
import { hasAdjoint, post, POSTS } from '../posts';
import { cardHolder, isAlive, isGhost, living } from '../queries';
import { emptyDay } from '../state';
import type { RGame } from '../types';
import { DAYS } from '../week';

export const aube = step({
  id: 'aube',
  title: 'Le village se réveille',
  line: () => 'C’est le matin : tout le village ouvre les yeux. J’annonce les morts de la nuit.',
  notes: (s) => [...(s.rs.night.lines.attaque ?? []), ...(s.rs.night.lines['amoureux-nuit'] ?? [])],
  ring: () => true,
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.day = emptyDay();
    announceNight(ctx);
  },
});

/** Every house, as a camera's holder names it. */
const houseOptions = (s: RGame) => [
  { value: 'aucune', label: 'Pas de caméra' },
  ...s.order.map((id) => ({ value: id, label: `Maison ${de(name(s, id))}` })),
];

const cameraPlace = (_s: RGame, value: string): Place | null => (value === 'aucune' ? null : house(value));

const counted = (s: RGame, place: Place): number => at(asItStands(s.rs).night.map ?? {}, place).length;

/** Without an adjoint, the Procureur says in the morning where he had placed his camera (001:155). */
export const cameraProcureur = cameraStep('camera-procureur', {
  ...PLAYER_RULES,
  title: 'La caméra du Procureur',
  when: (s: RGame) => 'procureur' in s.posts && !hasAdjoint(s) && s.rs.night.map !== null,
  holder: (s: RGame) => post(s, 'procureur'),
  nobody: 'pas de Procureur',
  line: () => 'Procureur, devant quelle maison aviez-vous placé la caméra thermique cette nuit ?',
  wakes: (s: RGame) => [post(s, 'procureur')!],
  whose: () => 'du Procureur',
  options: houseOptions,
  place: cameraPlace,
  count: counted,
  label: placeLabel,
});

/** Randy on odd days, Armish on even days (001:170-175). */
const adjointPost = (s: RGame): string | null => DAYS.ofTheDay(s.clock.day, 'randy', 'armish');

export const cameraAdjoint = cameraStep('camera-adjoint', {
  ...PLAYER_RULES,
  title: 'La caméra de l’adjoint',
  when: (s: RGame) => {
    const p = adjointPost(s);
    return p !== null && p in s.posts && s.rs.night.map !== null;
  },
  holder: (s: RGame) => post(s, adjointPost(s)!),
  nobody: 'poste vacant',
  line: (s: RGame) =>
    `${adjointPost(s) === 'randy' ? 'Adjoint Randy' : 'Adjoint Armish'}, devant quelle maison aviez-vous placé votre caméra thermique cette nuit ?`,
  wakes: (s: RGame) => [post(s, adjointPost(s)!)!],
  whose: (s: RGame) => (adjointPost(s) === 'randy' ? 'de l’adjoint Randy' : 'de l’adjoint Armish'),
  options: houseOptions,
  place: cameraPlace,
  count: counted,
  label: placeLabel,
});

/** The charmed are called to raise their hand each morning; they raise it as they like (001:97). */
export const charmes = step({
  id: 'charmes',
  title: 'Les charmés lèvent la main',
  when: (s) => cardHolder(s, 'orphee') !== null || cardHolder(s, 'sirene') !== null,
  line: () => 'Que les charmés lèvent la main. Chacun la lève, ou non, comme bon lui semble.',
  notes: (s) => {
    const charmed = s.rs.charmed.filter((id) => isAlive(s, id));
    return [charmed.length > 0 ? `Vraiment charmés : ${names(s, charmed)}.` : 'Personne n’est charmé.'];
  },
  prompt: (s) => choose(s, { label: 'Qui lève la main (ou personne)', min: 0, max: ALL }, LIVING),
  resolve(ctx, value) {
    const s = ctx.s;
    const ids = s.order.filter((id) => value.includes(id));
    ctx.emit(
      'charmes',
      { to: 'public' },
      () => (ids.length > 0 ? `Lèvent la main : ${names(s, ids)}.` : 'Personne ne lève la main.'),
      { raised: ids },
    );
  },
});

/** Minus and Cortex's swaps, done at dawn; an illegal result is the Scrutateur's to set right (001:84-85). */
export const echanges = step({
  id: 'echanges',
  title: 'Des postes échangés',
  when: (s) => s.rs.night.swaps.length > 0,
  line: (s) => `Des postes publics sont échangés cette nuit : ${s.rs.night.swaps.map((p) => names(s, p)).join(' ; ')}.`,
  prompt: () => ack(),
  resolve(ctx) {
    for (const [a, b] of ctx.s.rs.night.swaps)
      swapPosts(ctx, POSTS, { a, b, toB: 'échange nocturne', toA: 'échange nocturne' });
    ctx.s.rs.night.swaps = [];
  },
});

/** Whom the admired may swap with: any other player holding a post, ghost or alive, or any living player (001:137, 148). */
const partners = (s: RGame, admired: PlayerId): PlayerId[] =>
  s.order.filter((id) => id !== admired && (isAlive(s, id) || (isGhost(s, id) && POSTS.postsOf(s, id).length > 0)));

export const { rotation, admiration, demission, demenagement } = dawnPostSteps({
  ...PLAYER_RULES,
  posts: POSTS,
  admiredTitle: 'L’admiré de Freyja',
  partners,
  movers: (s: RGame, harassed: PlayerId) => living(s).filter((id) => id !== harassed),
});
