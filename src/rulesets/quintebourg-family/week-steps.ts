/**
 * The MJ edits the week (engine week.ts): which nights each call of the night
 * table happens on, for this game, at the setup (a day-0 call) and during
 * the game (an invoked action). Plain prompts, so the app, the CLI and the
 * simulator play it without a screen of its own: « another call to edit? »,
 * which call, then one tap per night to tick or untick it, and « valider ».
 * Each edit is logged for the MJ (the calls name roles: never public); it
 * applies from the next nightfall, the night under way keeping its calls.
 */
import { daysOf, editRefusal, type Week, type Weekday, withEdit } from '../../engine';

import { action, step } from './step';
import { list } from './text';
import type { FamilyCtx, FamilyGame } from './types';

export interface WeekStepRules<C extends { step: string }> {
  week: Week<C>;
  /** The calls the MJ may move, in the night's order (the night's map and the attack stay put). */
  editable: readonly string[];
  /** A call as the MJ reads it (« Le Psychopathe »). */
  title(step: string): string;
  /** The book's line that lets the MJ change the nights of a call, named when an edit is refused. */
  editRule: string;
}

const capital = (d: string): string => `${d.charAt(0).toUpperCase()}${d.slice(1)}`;

export function weekSteps<C extends { step: string }>(rules: WeekStepRules<C>) {
  const { week } = rules;
  const calls = week.rows.flatMap((r) => r.calls).filter((c) => rules.editable.includes(c.call.step));
  const tableDays = (stepId: string): readonly Weekday[] => calls.find((c) => c.call.step === stepId)?.days ?? [];
  /** The nights a call happens on in this game (the MJ's edit, else the table's). */
  const nightsOf = (s: FamilyGame, stepId: string): readonly Weekday[] => {
    const c = calls.find((x) => x.call.step === stepId);
    return c ? daysOf(c, s.rs.nights) : [];
  };
  const daysText = (days: readonly Weekday[]): string =>
    days.length === 0 ? 'jamais' : `${list([...days])} (${days.length} nuit${days.length > 1 ? 's' : ''})`;
  const callLine = (s: FamilyGame, stepId: string): string =>
    `${rules.title(stepId)} — ${daysText(nightsOf(s, stepId))}`;
  const draft = (s: FamilyGame) => s.rs.weekDraft ?? null;

  /**
   * After an edit: on day 0, setting the week up, « another call to edit? »
   * again; during the game (the « Modifier la semaine » action) the edit is
   * over, and the action is there for another call.
   */
  function again(ctx: FamilyCtx): void {
    if (ctx.s.clock.day === 0) ctx.react('semaine');
  }

  function begin(ctx: FamilyCtx, stepId: string): void {
    ctx.s.rs.weekDraft = { step: stepId, days: [...nightsOf(ctx.s, stepId)] };
    ctx.react('semaine-jours');
  }

  const semaine = step({
    id: 'semaine',
    title: 'La semaine',
    line: () => 'Voici les nuits de chaque appel cette semaine. Voulez-vous changer les nuits d’un appel ?',
    notes: (s) => [
      ...rules.editable.map((id) => callLine(s, id)),
      'Chaque rôle garde son nombre de nuits par semaine dans la semaine proposée.',
    ],
    prompt: () => ({
      kind: 'yesno',
      label: 'Changer un appel',
      yes: 'Changer les nuits d’un appel',
      no: 'La semaine est prête',
    }),
    resolve(ctx, value) {
      if (value) ctx.react('semaine-appel');
    },
  });

  const options = (s: FamilyGame) => rules.editable.map((id) => ({ value: id, label: callLine(s, id) }));

  const semaineAppel = step({
    id: 'semaine-appel',
    title: 'La semaine\u00a0: quel appel',
    line: () => 'Quel appel change de nuits ?',
    prompt: (s) => ({ kind: 'choice', label: 'Appel', options: options(s) }),
    resolve(ctx, value) {
      begin(ctx, value);
    },
  });

  type DayOption = { value: Weekday | 'valider' | 'annuler'; label: string };

  const semaineJours = step({
    id: 'semaine-jours',
    title: 'La semaine\u00a0: les nuits',
    line: (s) => {
      const d = draft(s);
      return d
        ? `${rules.title(d.step)} — touchez une nuit pour l’ajouter ou la retirer, puis « Valider ». Nuits choisies : ${daysText(week.nights.filter((x) => d.days.includes(x)))}.`
        : 'Aucun appel en cours de modification.';
    },
    notes: (s) => {
      const d = draft(s);
      return d
        ? [
            `Nuits du tableau : ${daysText(tableDays(d.step))}.`,
            'Le changement vaut à partir de la prochaine tombée de la nuit.',
          ]
        : [];
    },
    prompt: (s) => {
      const d = draft(s);
      const out: DayOption[] = d
        ? week.nights.map((x) => ({
            value: x,
            label: `${capital(x)} : ${d.days.includes(x) ? 'oui (retirer)' : 'non (ajouter)'}`,
          }))
        : [];
      out.push({ value: 'valider', label: 'Valider' }, { value: 'annuler', label: 'Annuler' });
      return { kind: 'choice', label: 'Nuit', options: out };
    },
    validate: (s, value) => {
      const d = draft(s);
      const why = value === 'valider' && d ? editRefusal(week, d.step, d.days) : null;
      // The nights of a call are the MJ's edit of the book's night tables.
      return why ? { reason: why, rule: rules.editRule } : null;
    },
    resolve(ctx, value) {
      const s = ctx.s;
      const d = draft(s);
      if (!d) return;
      if (value === 'annuler') {
        ctx.s.rs.weekDraft = null;
        again(ctx);
        return;
      }
      if (value === 'valider') {
        const days = week.nights.filter((x) => d.days.includes(x));
        // Copied into plain arrays: the draft holds mutable ones.
        ctx.s.rs.nights = Object.fromEntries(
          Object.entries(withEdit(week, s.rs.nights, d.step, days)).map(([k, v]) => [k, [...v]]),
        );
        ctx.s.rs.weekDraft = null;
        ctx.emit(
          'semaine',
          { to: 'mj' },
          () =>
            `La semaine change : « ${rules.title(d.step)} » ${days.length === 0 ? 'n’a plus lieu' : `a lieu ${list(days.map((x) => `le ${x}`))}`}.`,
          { step: d.step, days },
        );
        again(ctx);
        return;
      }
      ctx.s.rs.weekDraft = {
        step: d.step,
        days: d.days.includes(value)
          ? d.days.filter((x) => x !== value)
          : week.nights.filter((x) => x === value || d.days.includes(x)),
      };
    },
    repeat: (s) => draft(s) !== null,
  });

  /** During the game: the MJ changes the nights of a call (from the next nightfall). */
  const modifier = action({
    id: 'semaine',
    title: 'Modifier la semaine',
    available: (s) =>
      s.ended === null &&
      draft(s) === null &&
      !['semaine', 'semaine-appel', 'semaine-jours'].includes(s.agenda[0]?.step ?? ''),
    line: () => 'Quel appel change de nuits ? Le changement vaut à partir de la prochaine tombée de la nuit.',
    prompt: (s) => ({ kind: 'choice', label: 'Appel', options: options(s) }),
    resolve(ctx, value) {
      begin(ctx, value);
    },
  });

  return { semaine, semaineAppel, semaineJours, modifier, nightsOf };
}
