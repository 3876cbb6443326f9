/**
 * The public projection: what everyone at the table may know. It reads only
 * announced facts and public events, never true health, roles or markers.
 */
import { weekdayOf } from './calendar';
import { healthState } from './health';
import type { AnyRuleset } from './ruleset';
import { roleName } from './setup';
import type { Clock, GameState, PlayerId, Weekday } from './types';

export interface PublicPlayer {
  id: PlayerId;
  name: string;
  seat: number;
  health: string;
  healthLabel: string;
  alive: boolean;
  role: string | null;
  roleName: string | null;
}

export interface PublicView {
  rulesetId: string;
  rulesetName: string;
  clock: Clock;
  weekday: Weekday | null;
  players: PublicPlayer[];
  posts: { post: string; label: string; holder: PlayerId | null }[];
  /** Public announcements, oldest first. */
  log: { day: number; phase: string; text: string }[];
  ended: { winners: PlayerId[]; reason: string } | null;
}

export function publicView<R>(rules: AnyRuleset, s: GameState<R>): PublicView {
  return {
    rulesetId: rules.id,
    rulesetName: rules.name,
    clock: { day: s.clock.day, phase: s.clock.phase },
    weekday: rules.calendar && s.clock.day >= 1 ? weekdayOf(s.clock.day, rules.calendar.day1) : null,
    players: s.order.map((id) => {
      const p = s.players[id]!;
      const h = healthState(rules.health, p.announced.health);
      return {
        id,
        name: p.name,
        seat: p.seat,
        health: h.id,
        healthLabel: h.label,
        alive: h.alive,
        role: p.announced.role,
        roleName: p.announced.role === null ? null : roleName(rules, p.announced.role),
      };
    }),
    posts: Object.entries(rules.publicPosts ?? {}).map(([post, label]) => ({ post, label, holder: s.posts[post] ?? null })),
    log: s.events.filter((e) => e.vis.to === 'public').map((e) => ({ day: e.day, phase: e.phase, text: e.text })),
    ended: s.ended ? { winners: s.ended.winners, reason: s.ended.reason } : null,
  };
}
