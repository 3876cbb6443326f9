/**
 * The morning, in the book's order (000_a045abd3825f1297.txt:724-728): the
 * thermal cameras (000:521, 545-547), the charmed, the posts changed by Éris,
 * Cupidon and the artist, the harassed player's move.
 */
import type { PlayerId } from '../../../engine';
import { ack, act, first, game, tell } from '../common';
import { at, housePlace, locationLabel, roomPlace, type Location } from '../night-map';
import { assign, bourreauFixed, hasAdjoint, movablePosts, rotated } from '../posts';
import { atHospital, health, isStanding, partyHolder, post, postsOf } from '../queries';
import { emptyDay } from '../state';
import { de, name, names } from '../text';
import type { QGame } from '../types';
import { unavailable } from './call';
import { step } from './step';

export const aube = step({
  id: 'aube',
  title: 'Le village se réveille',
  line: () => 'C’est le matin : tout le village ouvre les yeux.',
  notes: (s) => [...(s.rs.night.lines['maj-debut'] ?? []), ...s.rs.night.report, ...(s.rs.night.lines['maj-fin'] ?? [])],
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.day = emptyDay();
  },
});

/** What a thermal camera tells: nobody, one, or two or more (000:521, 547). */
const COUNTS = ['personne', 'une personne'];
const countText = (n: number) => COUNTS[n] ?? 'deux personnes ou plus';

type CameraOption = { value: 'aucune' | `${'house' | 'room'}:${PlayerId}`; label: string };

function placeOptions(s: QGame, rooms: boolean): CameraOption[] {
  const out: CameraOption[] = [{ value: 'aucune', label: 'Pas de caméra' }];
  for (const id of s.order) {
    if (health(s, id) === 'M') continue;
    out.push({ value: `house:${id}`, label: `${s.players[id]!.role === 'medecin' ? 'Bunker' : 'Maison'} ${de(name(s, id))}` });
    if (rooms && atHospital(s, id)) out.push({ value: `room:${id}`, label: `Chambre ${de(name(s, id))}` });
  }
  return out;
}

export function parsePlace(s: QGame, value: CameraOption['value']): Location | null {
  if (value === 'aucune') return null;
  const [kind, id = ''] = value.split(':');
  return kind === 'room' ? roomPlace(s, id) : housePlace(s, id);
}

/** The Procureur without an adjoint: where was his camera, how many were there at the time of the attack (000:521). */
export const cameraProcureur = step({
  id: 'camera-procureur',
  title: 'La caméra du Procureur',
  when: (s) => 'procureur' in s.posts && !hasAdjoint(s) && s.rs.night.map !== null,
  inert: (s) => {
    const p = post(s, 'procureur');
    return p ? unavailable(s, p) : 'pas de Procureur';
  },
  line: () => 'Procureur, où aviez-vous placé la caméra thermique cette nuit ?',
  prompt: (s) => ({ kind: 'choice', label: 'Caméra', options: placeOptions(s, true) }),
  resolve(ctx, value) {
    const s = game(ctx);
    const place = parsePlace(s, value);
    if (!place) return;
    act(ctx, post(s, 'procureur')!, 'camera');
    const n = at(s.rs.night.map!, place).length;
    ctx.emit('camera', { to: 'public' }, `Caméra du Procureur, ${locationLabel(s, place)} : ${countText(n)} au moment de l’attaque.`, { count: Math.min(n, 2) });
  },
});

/** The adjoints' cameras, set yesterday, told to all (000:545-547). */
export const camerasAdjoints = step({
  id: 'cameras-adjoints',
  title: 'Les caméras des adjoints',
  when: (s) => s.rs.cameras.length > 0 && s.rs.night.map !== null,
  enter(ctx) {
    const s = game(ctx);
    for (const c of s.rs.cameras) {
      const n = at(s.rs.night.map!, c.place).length;
      ctx.emit('camera', { to: 'public' }, `Caméra de l’adjoint, ${locationLabel(s, c.place)} : ${countText(n)} au moment de l’attaque.`, { count: Math.min(n, 2) });
    }
  },
  line: () => 'J’annonce ce qu’ont vu les caméras thermiques des adjoints.',
  notes: (s) => s.rs.cameras.map((c) => `${locationLabel(s, c.place)} : ${countText(at(s.rs.night.map!, c.place).length)}.`),
  prompt: () => ack(),
  // Cleared once told (clearing on entering would skip the call).
  resolve(ctx) {
    ctx.s.rs.cameras = [];
  },
});

/** « personne n’est charmé », « 1 personne est charmée », « 3 personnes sont charmées ». */
function charmedCount(n: number): string {
  if (n === 0) return 'personne n’est charmé';
  return n > 1 ? `${n} personnes sont charmées` : `${n} personne est charmée`;
}

/** The charmed report (000:726): the newly charmed learn it; the table hears how many are charmed. */
export const charmes = step({
  id: 'charmes',
  title: 'Bilan des charmés',
  when: (s) => partyHolder(s, 'cortex') !== null,
  line: (s) => {
    const n = s.rs.charmed.length;
    const count = charmedCount(n);
    return `Bilan des charmés : ${count}.${s.rs.night.charmed.length > 0 ? ' Je touche la tête des nouveaux charmés.' : ''}`;
  },
  notes: (s) => (s.rs.night.charmed.length > 0 ? [`Nouveaux charmés : ${names(s, s.rs.night.charmed)}.`] : ['Pas de nouveau charmé.']),
  wakes: (s) => s.rs.night.charmed,
  prompt: () => ack(),
  resolve(ctx) {
    const s = game(ctx);
    ctx.emit('charmes', { to: 'public' }, `Bilan des charmés : ${s.rs.charmed.length}.`);
    for (const id of s.rs.night.charmed) tell(ctx, { to: [id], type: 'charme', text: `${name(s, id)} est charmé·e.` });
  },
});

export const rotation = step({
  id: 'rotation',
  title: 'Éris fait tourner les postes',
  when: (s) => s.rs.dawn.rotation !== null,
  line: (s) => `Les postes publics tournent d’un rang dans le sens ${s.rs.dawn.rotation === 'horaire' ? 'horaire' : 'antihoraire'}.`,
  prompt: () => ack(),
  resolve(ctx) {
    const s = game(ctx);
    const next = rotated(s, s.rs.dawn.rotation!);
    for (const p of Object.keys(next)) ctx.s.posts[p] = null;
    for (const [p, id] of Object.entries(next)) assign(ctx, p, id, 'rotation des postes');
    ctx.s.rs.dawn.rotation = null;
  },
});

/** The médecin's Bourreau post never moves, and he holds no other (000:493). */
function fixedBourreau(s: QGame): PlayerId | null {
  return bourreauFixed(s) ? post(s, 'bourreau') : null;
}

export const admiration = step({
  id: 'admiration',
  title: 'L’admiré de Cupidon',
  when: (s) => s.rs.dawn.admired !== null,
  inert: (s) => (fixedBourreau(s) === s.rs.dawn.admired ? 'le médecin garde son poste de Bourreau (000:493)' : unavailable(s, s.rs.dawn.admired!)),
  line: (s) => `Tout le village admire ${name(s, s.rs.dawn.admired!)} : avec qui échange-t-il ou elle son poste public ?`,
  prompt: (s) => ({ kind: 'players', label: 'Échange avec (ou personne)', min: 0, max: 1, candidates: s.order.filter((id) => id !== s.rs.dawn.admired && id !== fixedBourreau(s) && isStanding(s, id)) }),
  resolve(ctx, value) {
    const s = game(ctx);
    const a = s.rs.dawn.admired!;
    ctx.s.rs.dawn.admired = null;
    const b = first(value);
    if (!b) return;
    act(ctx, a, 'admiration');
    const movable = movablePosts(s);
    const mine = postsOf(s, a).filter((p) => movable.includes(p));
    const theirs = postsOf(s, b).filter((p) => movable.includes(p));
    for (const p of [...mine, ...theirs]) ctx.s.posts[p] = null;
    for (const p of mine) assign(ctx, p, b, 'échange avec l’admiré');
    for (const p of theirs) assign(ctx, p, a, 'l’admiré échange son poste');
  },
});

export const demission = step({
  id: 'demission',
  title: 'Une démission',
  when: (s) => s.rs.dawn.resign.length > 0,
  line: (s) => `${names(s, s.rs.dawn.resign)} doit démissionner de son poste public.`,
  prompt: () => ack(),
  resolve(ctx) {
    const s = game(ctx);
    const left: Record<string, PlayerId> = { ...(s.rs.dawn.left ?? {}) };
    for (const id of s.rs.dawn.resign) {
      for (const p of postsOf(s, id).filter((x) => movablePosts(s).includes(x))) {
        left[p] = id;
        assign(ctx, p, null, `démission ${de(name(s, id))}`);
      }
    }
    // The Scrutateur names the successors at the health report (000:485, 729).
    ctx.s.rs.dawn.left = left;
  },
});

/** The harassed player swaps seats with whom they like (000:728, 417). */
export const demenagement = step({
  id: 'demenagement',
  title: 'Le déménagement',
  when: (s) => s.rs.dawn.harassed !== null,
  inert: (s) => unavailable(s, s.rs.dawn.harassed!),
  line: (s) => `Une sculpture encombre la maison ${de(name(s, s.rs.dawn.harassed!))} : avec qui échange-t-il ou elle sa place ?`,
  // The owner must move (000:417); he picks whom to swap seats with (000:728).
  prompt: (s) => ({ kind: 'players', label: 'Échange de place avec', min: 1, max: 1, candidates: s.order.filter((id) => id !== s.rs.dawn.harassed && health(s, id) !== 'M') }),
  resolve(ctx, value) {
    const s = game(ctx);
    const a = s.rs.dawn.harassed!;
    ctx.s.rs.dawn.harassed = null;
    const b = first(value);
    if (!b) return;
    const order = [...s.order];
    const i = order.indexOf(a);
    const j = order.indexOf(b);
    [order[i], order[j]] = [order[j]!, order[i]!];
    ctx.s.order = order;
    ctx.s.players[a]!.seat = j;
    ctx.s.players[b]!.seat = i;
    ctx.emit('demenagement', { to: 'public' }, `${name(s, a)} déménage : ${name(s, a)} et ${name(s, b)} échangent leurs places.`);
  },
});

