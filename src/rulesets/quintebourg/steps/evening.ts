/**
 * The end of the day (000_a045abd3825f1297.txt:733-734): the pickpocket of the
 * day (Mirko on odd days, Mirka on even days, 000:553-557), the richest
 * citizen whose house is protected tonight (000:563), the adjoint's camera for
 * the night (000:545-551); and Sunday's fête (000:56).
 */
import { feteStep, pickpocketStep, richestStep } from '../../quintebourg-family/evening';
import { act } from '../common';
import { COIN_RULES, fromPot, POT, potOf } from '../coins';
import { PLAYER_RULES } from '../family';
import { housePlace, locationLabel } from '../night-map';
import { health, numberOption, post } from '../queries';
import { emptyDay } from '../state';
import { coins, de, name } from '../text';
import type { QCtx, QGame } from '../types';
import { DAYS } from '../week';
import { unavailable } from './call';
import { step } from './step';
import { playerIn, entryNow } from '../../../engine';

/** Mirko on odd days, Mirka on even days (000:553-557); the pot of a paying vote is open to pickpockets (000:687): the family's call. */
export const pickpocket = pickpocketStep({
  ...PLAYER_RULES,
  ...COIN_RULES,
  days: DAYS,
  extras: (s: QGame) => (potOf(s) > 0 ? [{ value: POT, label: `La cagnotte (${coins(potOf(s))})` }] : []),
  takeExtra(ctx: QCtx, me: string, value: string) {
    if (value !== POT) return false;
    fromPot(ctx, me, 1);
    ctx.emit('pieces', { to: 'mj' }, () => `${name(ctx.s, me)} prend une pièce dans la cagnotte (pickpocket).`, {
      to: me,
      coins: 1,
    });
    return true;
  },
});

/** The richest citizen (000:563); what was meant for this day's vote is spent. */
export const plusRiche = richestStep({
  endOfDay(ctx: QCtx) {
    ctx.s.rs.corruptions = [];
    ctx.s.rs.trucage = null;
    ctx.s.rs.deadVotes = {};
  },
});

/** Randy on odd days, Armish on even days (000:545-551). */
const adjointPost = (day: number): string | null => DAYS.ofTheDay(day, 'randy', 'armish');

export const cameraAdjoint = step({
  id: 'camera-adjoint',
  title: 'La caméra de l’adjoint',
  when: (s) => {
    const p = adjointPost(s.clock.day);
    return p !== null && p in s.posts;
  },
  inert: (s) => {
    const holder = post(s, adjointPost(s.clock.day)!);
    return holder ? unavailable(s, holder) : 'poste vacant';
  },
  line: (s) =>
    `${adjointPost(s.clock.day) === 'randy' ? 'L’adjoint Randy' : 'L’adjoint Armish'} choisit la maison devant laquelle il place sa caméra thermique pour la nuit.`,
  prompt: (s) => ({
    kind: 'choice',
    none: 'aucune',
    label: 'Caméra',
    options: [
      { value: 'aucune', label: 'Pas de caméra' },
      ...s.order
        .filter((id) => health(s, id) !== 'M')
        .map((id) => ({
          value: id,
          label: `${playerIn(s.players, id).role === 'medecin' ? 'Bunker' : 'Maison'} ${de(name(s, id))}`,
        })),
    ],
  }),
  resolve(ctx, value) {
    if (value === 'aucune') return;
    const s = ctx.s;
    const me = post(s, adjointPost(s.clock.day)!)!;
    act(ctx, me, 'camera');
    const place = housePlace(s, value);
    ctx.s.rs.cameras = [...s.rs.cameras, { by: me, place }];
    ctx.emit('camera', { to: 'mj' }, () => `Caméra de l’adjoint devant ${locationLabel(s, place)}.`);
  },
});

/** Sunday's fête (000:56): no session today; Saturday's law and votes are over; the executed stay listed for the Bourreau's row A (000:737). */
export const fete = feteStep({
  seconds: (s: QGame) => numberOption(s, 'dureeFete'),
  begin(ctx: QCtx) {
    ctx.s.rs.day = { ...emptyDay(), executed: entryNow(ctx.s.rs, 'day').executed };
  },
});
