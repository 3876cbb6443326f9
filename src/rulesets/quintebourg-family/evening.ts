/**
 * The end of the day (000:553-563, 733-734; 001:176-177, 181-182): the
 * pickpocket of the day steals a coin (Mirko on odd days, Mirka on even
 * days), the citizen strictly richer than all the others is protected from
 * attacks tonight; and Sunday's fête, with no death and no execution (000:56,
 * 001:3).
 */
import type { PlayerId } from '../../engine';
import { ack } from './common';
import { coinsOf, moveCoins, richest, type CoinRules } from './coins';
import type { FamilyDays } from './days';
import { step } from './step';
import { coins, name } from './text';
import type { FamilyCtx, FamilyGame, PlayerRules } from './types';

export interface PickpocketRules extends PlayerRules, CoinRules {
  days: FamilyDays;
  /** Besides the players: what else he may steal from (the original's pot of a paying vote, 000:687). */
  extras?(s: FamilyGame): { value: string; label: string }[];
  /** Take a coin from one of the extras; returns whether `value` was one. */
  takeExtra?(ctx: FamilyCtx, me: PlayerId, value: string): boolean;
}

/** Mirko on odd days, Mirka on even days, nobody on Sunday (000:553-557, 001:176-177). */
export function pickpocketStep(rules: PickpocketRules) {
  const postToday = (day: number): string | null => rules.days.ofTheDay(day, 'mirko', 'mirka');
  const holder = (s: FamilyGame): PlayerId | null => s.posts[postToday(s.clock.day)!] ?? null;
  return step({
    id: 'pickpocket',
    title: 'Le pickpocket',
    when: (s) => {
      const p = postToday(s.clock.day);
      return p !== null && p in s.posts;
    },
    inert: (s) => {
      const h = holder(s);
      return h ? rules.unavailable(s, h) : 'poste vacant';
    },
    line: (s) =>
      `${postToday(s.clock.day) === 'mirko' ? 'Mirko' : 'Mirka'}, le pickpocket du jour, vole-t-il une pièce à quelqu’un ?`,
    wakes: (s) => [holder(s)!],
    prompt: (s) => {
      const me = holder(s)!;
      return {
        kind: 'choice',
        none: 'aucun',
        label: 'Volé·e',
        options: [
          { value: 'aucun', label: 'Personne' },
          ...(rules.extras?.(s) ?? []),
          ...s.order
            .filter((id) => id !== me && coinsOf(s, id) > 0)
            .map((id) => ({ value: id, label: `${name(s, id)} (${coins(coinsOf(s, id))})` })),
        ],
      };
    },
    resolve(ctx, value) {
      if (value === 'aucun') return;
      const s = ctx.s;
      const me = holder(s)!;
      rules.act(ctx, me, 'pickpocket');
      if (rules.takeExtra?.(ctx, me, value)) return;
      moveCoins(ctx, rules, { from: value, to: me, coins: 1, why: 'pickpocket' });
    },
  });
}

export interface RichestRules {
  /** What else ends with the day (the original forgets what was meant for the day's vote). */
  endOfDay?(ctx: FamilyCtx): void;
}

/** The citizen strictly richer than each of the others at the end of the day is protected from attacks tonight (000:563, 001:182). */
export function richestStep(rules: RichestRules = {}) {
  return step({
    id: 'plus-riche',
    title: 'Le plus riche citoyen',
    line: (s) => {
      const r = richest(s);
      return r
        ? `${name(s, r)} est le citoyen le plus riche : sa maison est protégée des attaques cette nuit.`
        : 'Personne n’est strictement plus riche que tous les autres : aucune maison n’est protégée.';
    },
    prompt: () => ack(),
    resolve(ctx) {
      const s = ctx.s;
      const r = richest(s);
      ctx.s.rs.richest = r;
      ctx.emit(
        'riche',
        { to: 'public' },
        () => (r ? `Le plus riche citoyen est ${name(s, r)}.` : 'Personne n’est le plus riche citoyen.'),
        { richest: r },
      );
      rules.endOfDay?.(ctx);
    },
  });
}

export interface FeteRules {
  /** The fête's length, in seconds (0: no timer). */
  seconds(s: FamilyGame): number;
  /** What the fête clears when it begins (no session, no law today). */
  begin(ctx: FamilyCtx): void;
}

/** Sunday, the village's fête: no death, no execution; everyone moves and talks freely (000:56, 001:3). */
export function feteStep(rules: FeteRules) {
  return step({
    id: 'fete',
    title: 'La fête au village',
    line: () =>
      'Dimanche, c’est la fête au village : pas de mort, pas d’exécution. Chacun se déplace et parle à qui il veut… et chacun peut espionner les autres.',
    enter(ctx) {
      rules.begin(ctx);
    },
    timer: (s) => rules.seconds(s) || null,
    prompt: () => ack('Fin de la fête'),
    resolve() {},
  });
}
