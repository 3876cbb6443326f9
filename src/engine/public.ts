/**
 * The public projection: what everyone at the table may know, for the
 * players' shared screen. It reads only announced facts, public events, the
 * public posts and what the ruleset's `publicity` hooks hand over; never true
 * health, cards, camps, markers or the ruleset's own state.
 *
 * Three pure functions: `publicView` (the state), `publicVote` (the vote the
 * MJ is tapping, from the UI's draft) and `publicTimer` (whether the current
 * call's timer effect is shown, and under which label).
 */
import { latestAnnounced } from './announcements';
import { clockLabel, weekdayOf } from './calendar';
import type { Effect } from './effects';
import { shownState } from './health';
import type { PublicBlock } from './public-blocks';
import type { AnyRuleset, PublicVoteRule } from './ruleset';
import { roleName } from './setup';
import { inertReason, stepDef } from './steps';
import type { Clock, GameState, Json, PhaseId, PlayerId, Weekday } from './types';
import { tally, type Ballot } from './vote';
import { typesetBlock, typesetter } from './typeset';

export interface PublicPlayer {
  id: PlayerId;
  name: string;
  seat: number;
  /** The health the table sees (the announced one, through the model's `publicAs`). */
  health: string;
  healthLabel: string;
  alive: boolean;
  role: string | null;
  roleName: string | null;
  /** Labels of the public posts the player holds. */
  posts: string[];
}

/** The public announcements of one phase (a dawn's deaths, a day's votes), oldest first. */
export interface PublicAnnouncements {
  day: number;
  phase: PhaseId;
  title: string;
  lines: string[];
}

export interface PublicView {
  rulesetId: string;
  rulesetName: string;
  clock: Clock;
  /** « Nuit 2 », « Aube du jour 3 », « Jour 1 », « Fin de partie ». */
  heading: string;
  weekday: Weekday | null;
  /** The health everyone starts in (a board labels only the players in another one). */
  startHealth: string;
  players: PublicPlayer[];
  posts: { post: string; label: string; holder: PlayerId | null }[];
  /** Public announcements, oldest first. */
  log: { day: number; phase: string; text: string }[];
  /** The same announcements grouped by phase, without the phase changes themselves. */
  announcements: PublicAnnouncements[];
  /** The latest news: the lines of the last answer that told the table anything (the MJ's `announce` lines when there are some). */
  fresh: string[];
  /** What the ruleset adds (a day's headline, a law in force, couples, a shop…), as generic blocks. */
  blocks: PublicBlock[];
  /** At the end every card is public; `camps` are the winning camps' names. */
  ended: { winners: PlayerId[]; reason: string; camps: string[] } | null;
}

function groupAnnouncements(
  events: { day: number; phase: PhaseId; type: string; text: string }[],
): PublicAnnouncements[] {
  const out: PublicAnnouncements[] = [];
  for (const e of events) {
    if (e.type === 'phase') continue;
    const last = out[out.length - 1];
    if (last && last.day === e.day && last.phase === e.phase) last.lines.push(e.text);
    else out.push({ day: e.day, phase: e.phase, title: clockLabel({ day: e.day, phase: e.phase }), lines: [e.text] });
  }
  return out;
}

export function publicView<R>(rules: AnyRuleset, s: GameState<R>): PublicView {
  const publicPosts = rules.publicPosts ?? {};
  const events = s.events.filter((e) => e.vis.to === 'public');
  return {
    rulesetId: rules.id,
    rulesetName: rules.name,
    clock: { day: s.clock.day, phase: s.clock.phase },
    heading: clockLabel(s.clock),
    weekday: rules.calendar && s.clock.day >= 1 ? weekdayOf(s.clock.day, rules.calendar.day1) : null,
    startHealth: shownState(rules.health, rules.health.initial).id,
    players: s.order.map((id) => {
      const p = s.players[id]!;
      const h = shownState(rules.health, p.announced.health);
      return {
        id,
        name: p.name,
        seat: p.seat,
        health: h.id,
        healthLabel: h.label,
        alive: h.alive,
        role: p.announced.role,
        roleName: p.announced.role === null ? null : roleName(rules, p.announced.role),
        posts: Object.entries(publicPosts)
          .filter(([post]) => s.posts[post] === id)
          .map(([, label]) => label),
      };
    }),
    posts: Object.entries(publicPosts).map(([post, label]) => ({ post, label, holder: s.posts[post] ?? null })),
    log: events.map((e) => ({ day: e.day, phase: e.phase, text: e.text })),
    announcements: groupAnnouncements(events),
    fresh: latestAnnounced(s),
    blocks: (rules.publicity?.blocks?.(s) ?? []).map((b) => typesetBlock(b, typesetter(rules))),
    ended: s.ended
      ? {
          winners: s.ended.winners,
          reason: s.ended.reason,
          camps: s.ended.camps.map((c) => rules.camps.find((camp) => camp.id === c)?.name ?? c),
        }
      : null,
  };
}

// ---------------------------------------------------------------------------
// The vote being tapped: the UI holds the MJ's draft; only its public part leaves.

export interface PublicVote {
  /** The call's title (« Le vote du village »). */
  title: string;
  /** The prompt's label (« Votes du village »). */
  label: string;
  show: PublicVoteRule['show'];
  /**
   * Open ballots: every voter in the prompt's order, with the target once
   * cast (null: blank). Counts only: empty.
   */
  voters: { id: PlayerId; weight: number; cast: boolean; target?: PlayerId | null }[];
  /** Candidates with at least one vote, most first. */
  ranking: { id: PlayerId; votes: number }[];
  leaders: PlayerId[];
  blank: number;
  /** Ballots cast so far, and voters in all. */
  cast: number;
  total: number;
}

const isDayLike = (phase: PhaseId): boolean => phase === 'day' || phase === 'deadline';

/** The ruleset's rule for the vote at `step`, or the default: open and weighted in the day, hidden at night. */
export function publicVoteRule<R>(rules: AnyRuleset, s: GameState<R>, step: string): PublicVoteRule | null {
  const hook = rules.publicity?.vote;
  if (hook) return hook(s, step);
  return isDayLike(s.clock.phase) ? { show: 'ballots', weighted: true } : null;
}

/**
 * The public part of the vote the MJ is tapping at the current call: null
 * unless the call is a ballots prompt the ruleset shows. The draft is read
 * defensively: only known voters, and targets among the candidates (or
 * blank where allowed), count; anything else in it is dropped.
 */
export function publicVote<R>(rules: AnyRuleset, s: GameState<R>, draft: Json | undefined): PublicVote | null {
  const head = s.agenda[0];
  if (!head || s.ended || inertReason(rules, s, head) !== null) return null;
  const def = stepDef(rules, head.step);
  const prompt = def.prompt(s, head.args);
  if (prompt.kind !== 'ballots') return null;
  const rule = publicVoteRule(rules, s, head.step);
  if (!rule) return null;
  const map = draft !== null && draft !== undefined && typeof draft === 'object' && !Array.isArray(draft) ? draft : {};
  const candidates = new Set(prompt.candidates);
  const cast = prompt.voters.flatMap((v): Ballot[] => {
    if (!Object.prototype.hasOwnProperty.call(map, v.id)) return [];
    const target = map[v.id];
    if (target === null && prompt.allowBlank)
      return [{ voter: v.id, target: null, weight: rule.weighted ? v.weight : 1 }];
    if (typeof target === 'string' && candidates.has(target) && (prompt.only?.[v.id]?.includes(target) ?? true))
      return [{ voter: v.id, target, weight: rule.weighted ? v.weight : 1 }];
    return [];
  });
  const t = tally(cast);
  const byVoter = new Map(cast.map((b) => [b.voter, b.target]));
  return {
    title: def.title,
    label: prompt.label,
    show: rule.show,
    voters:
      rule.show === 'ballots'
        ? prompt.voters.map((v) => ({
            id: v.id,
            weight: rule.weighted ? v.weight : 1,
            cast: byVoter.has(v.id),
            ...(byVoter.has(v.id) ? { target: byVoter.get(v.id)! } : {}),
          }))
        : [],
    ranking: t.ranking,
    leaders: t.leaders,
    blank: t.blank,
    cast: cast.length,
    total: prompt.voters.length,
  };
}

/** The current call's timer as the table may see it (its public label and length), or null: read from the call's effects. */
export function publicTimer(effects: readonly Effect[]): { label: string; seconds: number } | null {
  for (const e of effects)
    if (e.type === 'timer' && e.publicLabel !== null) return { label: e.publicLabel, seconds: e.seconds };
  return null;
}
