/**
 * The Président's calls before the vote (000:503-517; 001:149-151, 158-165):
 * he opens a normal session or one of the book's special sessions (never two
 * days running), the Sénateur accepts or refuses the law proposed for the
 * day, and the Président closes the debate and says which way the votes
 * after his own are announced. The ruleset says which special sessions there
 * are, what opening one does, what law is on the table and what it does.
 */
import type { Json, PlayerId } from '../../engine';

import { refusal } from './common';
import { specialAllowed } from './session';
import { step } from './step';
import type { Direction, FamilyCtx, FamilyGame, PlayerRules } from './types';

export interface SessionStepRules extends PlayerRules {
  /** The special sessions the Président may open, besides the normal one (000:503: « spéciale »; 001:152-154: Paix, Purge). */
  specials: readonly { value: string; label: string }[];
  line(s: FamilyGame): string;
  /** What opening a special session does (the day's record, the table told). */
  open(ctx: FamilyCtx, value: string): void;
}

export interface LawStepRules extends PlayerRules {
  /** The law on the table today, as the table hears it; null: nothing for the Sénateur to decide (no call). */
  proposed(s: FamilyGame): string | null;
  /** Why the Sénateur cannot decide now (the revision's ghost Sénateur still can), or null. */
  senatorUnavailable(s: FamilyGame, id: PlayerId): string | null;
  /** The Sénateur accepted: the law applies today; returns what the event records. */
  enact(ctx: FamilyCtx): Json | undefined;
}

export interface DebateStepRules extends PlayerRules {
  when(s: FamilyGame): boolean;
  line(s: FamilyGame): string;
  /** The debate's timer, in seconds (0: none). */
  seconds(s: FamilyGame): number;
  /** The way the votes after the Président's are announced (000:509, 001:151). */
  setDirection(ctx: FamilyCtx, way: Direction): void;
}

/** Never a special session two days running (000:505, 001:149). */
const SPECIAL_LINES = { original: '000:505', revision: '001:149' } as const;

const holder = (s: FamilyGame, post: string): PlayerId | null => s.posts[post] ?? null;

/** The Président opens a normal session or a special one, not two days running (000:505, 001:149). */
export function sessionStep(rules: SessionStepRules) {
  return step({
    id: 'session',
    title: 'La session du Président',
    inert: (s) => {
      const p = holder(s, 'president');
      return p ? rules.unavailable(s, p) : 'pas de Président : session normale';
    },
    line: (s) => rules.line(s),
    notes: (s) => (specialAllowed(s) ? [] : ['Pas de session spéciale deux jours de suite.']),
    wakes: (s) => [holder(s, 'president')!],
    prompt: (s) => ({
      kind: 'choice',
      label: 'Session',
      options: [
        { value: 'normale', label: 'Session normale' },
        ...(specialAllowed(s) ? rules.specials.map((o) => ({ ...o })) : []),
      ],
      // Not offered the day after one, and refused with its rule when asked for all the same.
      ...(specialAllowed(s)
        ? {}
        : {
            closed: Object.fromEntries(
              rules.specials.map((o) => [
                o.value,
                refusal(
                  rules,
                  `Une session spéciale a eu lieu hier : le Président ne peut pas en ouvrir deux jours de suite (« ${o.label} »).`,
                  SPECIAL_LINES,
                ),
              ]),
            ),
          }),
    }),
    resolve(ctx, value) {
      const s = ctx.s;
      rules.act(ctx, holder(s, 'president')!, 'session');
      if (value === 'normale') return;
      ctx.s.rs.lastSpecial = s.clock.day;
      rules.open(ctx, value);
    },
  });
}

/** The Sénateur accepts or refuses the law of the day (000:517, 001:158-165). */
export function senatStep(rules: LawStepRules) {
  return step({
    id: 'senat',
    title: 'Le Sénateur',
    when: (s) => rules.proposed(s) !== null,
    inert: (s) => {
      const p = holder(s, 'senateur');
      return p ? rules.senatorUnavailable(s, p) : 'pas de Sénateur : pas de loi';
    },
    line: (s) => `Le Sénateur accepte-t-il la loi proposée : « ${rules.proposed(s)!} » ?`,
    wakes: (s) => [holder(s, 'senateur')!],
    prompt: () => ({ kind: 'yesno', label: 'Loi acceptée', yes: 'Acceptée', no: 'Refusée' }),
    resolve(ctx, value) {
      const s = ctx.s;
      rules.act(ctx, holder(s, 'senateur')!, 'loi');
      const text = rules.proposed(s)!;
      if (value !== true) {
        ctx.emit('loi', { to: 'public' }, () => `Le Sénateur refuse la loi proposée (« ${text} »).`);
        return;
      }
      const data = rules.enact(ctx);
      ctx.emit('loi', { to: 'public' }, () => `Loi du jour : ${text}.`, data);
    },
  });
}

/** The Président closes the debate, votes first and says which way the votes after his own are announced (000:509, 001:151). */
export function debateStep(rules: DebateStepRules) {
  return step({
    id: 'debat',
    title: 'Le débat',
    when: (s) => rules.when(s),
    line: (s) => rules.line(s),
    notes: (s) => {
      const p = holder(s, 'president');
      return p && rules.available(s, p) ? [] : ['Pas de Président disponible : je choisis le sens d’annonce.'];
    },
    timer: (s) => rules.seconds(s) || null,
    prompt: () => ({
      kind: 'yesno',
      label: 'Le Président clôt le débat : votes annoncés dans quel sens ?',
      yes: 'Sens horaire',
      no: 'Sens antihoraire',
    }),
    resolve(ctx, value) {
      const s = ctx.s;
      const p = holder(s, 'president');
      if (p && rules.available(s, p)) rules.act(ctx, p, 'sens');
      rules.setDirection(ctx, value === true ? 'horaire' : 'antihoraire');
    },
  });
}
