/**
 * A thermal camera's report in the morning (000:521; 001:155, 170-175): the
 * holder says where he had placed it, and the MJ tells everyone how many
 * spent the night there at the time of the attack (nobody, one, several).
 * The ruleset says whose camera it is, which places may be named and who was
 * where.
 */
import type { PlayerId } from '../../engine';

import { step } from './step';
import type { FamilyGame, PlayerRules } from './types';

/** What a thermal camera tells: nobody, one, or two or more (000:521, 001:155). */
const COUNTS = ['personne', 'une personne'];
export const countText = (n: number): string => COUNTS[n] ?? 'deux personnes ou plus';

export interface CameraRules<L> extends Pick<PlayerRules, 'act' | 'unavailable'> {
  title: string;
  when(s: FamilyGame): boolean;
  /** Who holds the camera today (null: the post is vacant). */
  holder(s: FamilyGame): PlayerId | null;
  /** Why the call has no effect when nobody holds the camera (« pas de Procureur »). */
  nobody: string;
  line(s: FamilyGame): string;
  /** Who the MJ wakes for it (the original wakes nobody: the Procureur answers in the morning, eyes open). */
  wakes?(s: FamilyGame): PlayerId[];
  /** « du Procureur », « de l’adjoint »: whose camera the table hears of. */
  whose(s: FamilyGame): string;
  /** The places the holder may name, the first being « no camera ». */
  options(s: FamilyGame): { value: string; label: string }[];
  place(s: FamilyGame, value: string): L | null;
  /** Who was at the place at the time of the attack, and the place as the table hears it. */
  count(s: FamilyGame, place: L): number;
  label(s: FamilyGame, place: L): string;
}

export function cameraStep<K extends 'camera-procureur' | 'camera-adjoint', L>(id: K, rules: CameraRules<L>) {
  return step({
    id,
    title: rules.title,
    when: (s) => rules.when(s),
    inert: (s) => {
      const p = rules.holder(s);
      return p ? rules.unavailable(s, p) : rules.nobody;
    },
    line: (s) => rules.line(s),
    wakes: (s) => rules.wakes?.(s) ?? [],
    // Both rulesets' lists open with « Pas de caméra », valued 'aucune'.
    prompt: (s) => ({ kind: 'choice', label: 'Caméra', options: rules.options(s), none: 'aucune' }),
    resolve(ctx, value) {
      const s = ctx.s;
      const place = rules.place(s, value);
      if (!place) return;
      rules.act(ctx, rules.holder(s)!, 'camera');
      const n = rules.count(s, place);
      ctx.emit(
        'camera',
        { to: 'public' },
        () => `Caméra ${rules.whose(s)}, ${rules.label(s, place)} : ${countText(n)} au moment de l’attaque.`,
        { count: Math.min(n, 2) },
      );
    },
  });
}
