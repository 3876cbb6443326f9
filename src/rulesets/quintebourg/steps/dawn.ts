/**
 * The morning, in the book's order (000_a045abd3825f1297.txt:724-728): the
 * thermal cameras (000:521, 545-547), the charmed, the posts changed by Éris,
 * Cupidon and the artist, the harassed player's move. The Procureur's camera
 * and the posts' calls are the family's (quintebourg-family/cameras.ts,
 * dawn-posts.ts).
 */
import { asItStands, playerIn, type PlayerId } from '../../../engine';
import { cameraStep, countText } from '../../quintebourg-family/cameras';
import { dawnPostSteps } from '../../quintebourg-family/dawn-posts';
import { ack, tell } from '../common';
import { PLAYER_RULES } from '../family';
import { at, housePlace, locationLabel, roomPlace, type Location } from '../night-map';
import { bourreauFixed, hasAdjoint, POSTS } from '../posts';
import { atHospital, health, isStanding, partyHolder, post } from '../queries';
import { emptyDay } from '../state';
import { de, name, names } from '../text';
import type { QGame } from '../types';
import { step } from './step';

export const aube = step({
  id: 'aube',
  title: 'Le village se réveille',
  line: () => 'C’est le matin : tout le village ouvre les yeux.',
  notes: (s) => [
    ...(s.rs.night.lines['maj-debut'] ?? []),
    ...s.rs.night.report,
    ...(s.rs.night.lines['maj-fin'] ?? []),
  ],
  prompt: () => ack(),
  resolve(ctx) {
    ctx.s.rs.day = emptyDay();
  },
});

type CameraOption = { value: 'aucune' | `${'house' | 'room'}:${PlayerId}`; label: string };

function placeOptions(s: QGame, rooms: boolean): CameraOption[] {
  const out: CameraOption[] = [{ value: 'aucune', label: 'Pas de caméra' }];
  for (const id of s.order) {
    if (health(s, id) === 'M') continue;
    out.push({
      value: `house:${id}`,
      label: `${playerIn(s.players, id).role === 'medecin' ? 'Bunker' : 'Maison'} ${de(name(s, id))}`,
    });
    if (rooms && atHospital(s, id)) out.push({ value: `room:${id}`, label: `Chambre ${de(name(s, id))}` });
  }
  return out;
}

export function parsePlace(s: QGame, value: string): Location | null {
  if (value === 'aucune') return null;
  const [kind, id = ''] = value.split(':');
  return kind === 'room' ? roomPlace(s, id) : housePlace(s, id);
}

/** The Procureur without an adjoint: where was his camera, how many were there at the time of the attack (000:521). */
export const cameraProcureur = cameraStep('camera-procureur', {
  ...PLAYER_RULES,
  title: 'La caméra du Procureur',
  when: (s: QGame) => 'procureur' in s.posts && !hasAdjoint(s) && s.rs.night.map !== null,
  holder: (s: QGame) => post(s, 'procureur'),
  nobody: 'pas de Procureur',
  line: () => 'Procureur, où aviez-vous placé la caméra thermique cette nuit ?',
  whose: () => 'du Procureur',
  options: (s: QGame) => placeOptions(s, true),
  place: (s: QGame, value: string) => parsePlace(s, value),
  count: (s: QGame, place: Location) => at(asItStands(s.rs).night.map!, place).length,
  label: (s: QGame, place: Location) => locationLabel(s, place),
});

/** The adjoints' cameras, set yesterday, told to all (000:545-547). */
export const camerasAdjoints = step({
  id: 'cameras-adjoints',
  title: 'Les caméras des adjoints',
  when: (s) => s.rs.cameras.length > 0 && s.rs.night.map !== null,
  enter(ctx) {
    const s = ctx.s;
    for (const c of s.rs.cameras) {
      const n = at(s.rs.night.map!, c.place).length;
      ctx.emit(
        'camera',
        { to: 'public' },
        () => `Caméra de l’adjoint, ${locationLabel(s, c.place)} : ${countText(n)} au moment de l’attaque.`,
        { count: Math.min(n, 2) },
      );
    }
  },
  line: () => 'J’annonce ce qu’ont vu les caméras thermiques des adjoints.',
  notes: (s) =>
    s.rs.cameras.map((c) => `${locationLabel(s, c.place)} : ${countText(at(s.rs.night.map!, c.place).length)}.`),
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
  notes: (s) =>
    s.rs.night.charmed.length > 0
      ? [`Nouveaux charmés : ${names(s, s.rs.night.charmed)}.`]
      : ['Pas de nouveau charmé.'],
  wakes: (s) => s.rs.night.charmed,
  prompt: () => ack(),
  resolve(ctx) {
    const s = ctx.s;
    // Read as they stand: the call writes neither (`copy-on-access.ts`).
    const rs = asItStands(s.rs);
    ctx.emit('charmes', { to: 'public' }, () => `Bilan des charmés : ${rs.charmed.length}.`);
    for (const id of rs.night.charmed) tell(ctx, { to: [id], type: 'charme', text: `${name(s, id)} est charmé·e.` });
  },
});

/** The médecin's Bourreau post never moves, and he holds no other (000:493). */
function fixedBourreau(s: QGame): PlayerId | null {
  return bourreauFixed(s) ? post(s, 'bourreau') : null;
}

/** Éris's rotation, Cupidon's admired player, the artist's resignations and sculpture (000:417-431, 728): the family's dawn calls. */
export const { rotation, admiration, demission, demenagement } = dawnPostSteps({
  ...PLAYER_RULES,
  posts: POSTS,
  admiredTitle: 'L’admiré de Cupidon',
  // The book: 000:493.
  keeps: (s: QGame, admired: PlayerId) =>
    fixedBourreau(s) === admired ? 'le médecin garde son poste de Bourreau' : null,
  partners: (s: QGame, admired: PlayerId) =>
    s.order.filter((id) => id !== admired && id !== fixedBourreau(s) && isStanding(s, id)),
  movers: (s: QGame, harassed: PlayerId) => s.order.filter((id) => id !== harassed && health(s, id) !== 'M'),
});
