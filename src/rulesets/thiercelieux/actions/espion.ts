/**
 * L'Espion (004:218-220): three times a game, at most once a night, he wakes
 * with another character (never the wolves, never the Corbeau), to the MJ's
 * and that character's knowledge. The MJ records it during that call.
 */
import { playerIn, inSentence, que } from '../../../engine';
import { NORMAL_TURN } from '../flow';
import { stepAt } from '../steps';
import { count, holder, name, names, playerInert } from '../state';
import type { PlainStep, TGame } from '../types';
import { action } from './action';

/** The calls he may join: the normal turn's starred ones (004:611-641, 004:647). */
const NOT_WITH: readonly PlainStep[] = ['loups', 'petite-fille', 'piege', 'homme-des-bois', 'corbeau'];
const SPY_STEPS = new Set<string>(NORMAL_TURN.filter((id) => !NOT_WITH.includes(id)));

function spy(s: TGame): string | null {
  const id = holder(s, 'espion');
  if (id === null || playerInert(s, id) !== null) return null;
  const m = playerIn(s.players, id).markers;
  return count(s, id, 'espionnages') < 3 && m.espionNuit !== true ? id : null;
}

function callees(s: TGame): string[] {
  const head = s.agenda[0]!;
  return stepAt(head.step).wakes?.(s, head.args) ?? [];
}

export const espion = action({
  id: 'espion',
  title: 'L’Espion se réveille avec ce rôle',
  available: (s) => {
    const head = s.agenda[0];
    if (s.clock.phase !== 'night' || !head || !SPY_STEPS.has(head.step) || spy(s) === null) return false;
    const def = stepAt(head.step);
    return (def.inert?.(s, head.args) ?? null) === null && !callees(s).includes(spy(s)!);
  },
  line: (s) =>
    `L’Espion (${name(s, spy(s)!)}) se réveille en même temps ${que(inSentence(stepAt(s.agenda[0]!.step).title))} : il se signale au MJ et au rôle appelé, et peut tenter de l’influencer en silence. Il se rendort avec lui.`,
  prompt: () => ({ kind: 'ack', label: 'Noté' }),
  resolve(ctx) {
    const s = ctx.base;
    const id = spy(s)!;
    const with_ = callees(s);
    const m = playerIn(ctx.s.players, id).markers;
    m.espionnages = count(s, id, 'espionnages') + 1;
    m.espionNuit = true;
    ctx.emit(
      'espion',
      { to: 'players', ids: [id, ...with_] },
      () =>
        `L’Espion se réveille avec ${stepAt(s.agenda[0]!.step).title}${with_.length ? ` (${names(s, with_)})` : ''}.`,
      {
        step: s.agenda[0]!.step,
      },
    );
  },
});
