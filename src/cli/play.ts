/**
 * `play FILE.json…`: run a scenario and report the whole table as data
 * (docs/scenarios.md, « Output »). Player ids are printed as names, as the
 * scenario writes them.
 */
import { readFileSync } from 'node:fs';
import {
  apply,
  clockLabel,
  createGame,
  describeRejection,
  gameReport,
  heldCards,
  own,
  type AnyRuleset,
  type Answer,
  type GameState,
  type Json,
  type PowerUses,
  type Rejection,
} from '../engine';
import { roleName } from '../engine/setup';
import { withAnswerForms } from './answer-forms';
import { namerOf } from './names';
import { nextCall, type NextCall } from './next-call';
import { Records, type BookRecord, type VoteRecord } from './records';
import { parseScenario, type Scenario } from './scenario';

export interface EventReport {
  /** The answer that produced it, counted from 0 (-1: the setup). */
  seq: number;
  day: number;
  phase: string;
  type: string;
  visibility: string;
  text: string;
  /** The event's structured data (a die: its sides, result, face, purpose; a table: its face, row and result…), names in place of ids. */
  data?: Json;
}

export interface PlayerLine {
  id: string;
  name: string;
  seat: number;
  role: string;
  roleName: string;
  initialRole: string;
  camp: string;
  health: string;
  alive: boolean;
  cards: string[];
  posts: string[];
  markers: Json;
  coins?: number;
  items?: string[];
  sleeps?: { place: string; label: string; mapped: boolean };
  powers?: Record<string, PowerUses>;
  more?: Json;
}

/** Why the run stopped before its last answer. */
export interface Stop {
  answer: number;
  kind: Rejection['kind'];
  reason: string;
  rule?: string;
  /** For a die the game waits for (`handDice`): what to roll, and how many dice the answer already carried. */
  roll?: { sides: number; purpose: string; faces?: number[]; among?: string[]; given: number };
}

export interface PlayReport {
  ok: boolean;
  error?: string;
  stopped?: Stop;
  clock: { day: number; phase: string; label: string };
  events: EventReport[];
  players: PlayerLine[];
  /** Every post and its holder's name (null: vacant). */
  posts: Record<string, string | null>;
  spare: string[];
  /** The ruleset's own table (a shop, a treasury, the couples…). */
  table: Json;
  votes: VoteRecord[];
  books: BookRecord[];
  winner: { camps: string[]; winners: string[]; reason: string } | null;
  /** When the game ended: the clock then, and the answer after which it ended. */
  ended: {
    day: number;
    phase: string;
    label: string;
    after: { answer: number; step: string; title: string } | null;
  } | null;
  next: NextCall | null;
}

/** How the report names each kind of rejection. */
const REJECTED: Record<Rejection['kind'], string> = {
  refused: 'refusée',
  stale: 'hors de propos',
  'needs-roll': 'attend un dé saisi à la main',
  internal: 'a provoqué une erreur interne',
};

const what = (a: Answer): string => (a.kind === 'answer' ? a.step : a.action);

function stopOf(res: Rejection, index: number): Stop {
  return {
    answer: index + 1,
    kind: res.kind,
    reason: res.reason,
    ...(res.kind === 'refused' && res.rule ? { rule: res.rule } : {}),
    ...(res.kind === 'needs-roll'
      ? {
          roll: {
            sides: res.sides,
            purpose: res.purpose,
            ...(res.faces ? { faces: res.faces } : {}),
            ...(res.among ? { among: res.among } : {}),
            given: res.given,
          },
        }
      : {}),
  };
}

/** The title of the call or action an answer went to. */
function titleOf(rules: AnyRuleset, a: Answer): string {
  if (a.kind === 'invoke') return own(rules.actions ?? {}, a.action)?.title ?? a.action;
  return own(rules.steps, a.step)?.title ?? a.step;
}

export function report(
  rules: AnyRuleset,
  state: GameState,
  answers: readonly Answer[],
  records: Records,
  stop?: { error: string; stop: Stop },
): PlayReport {
  const name = namerOf(state);
  const table = gameReport(rules, state);
  const label = (clock: { day: number; phase: GameState['clock']['phase'] }) => clockLabel(clock, rules.calendar?.day1);
  const endSeq = state.events.findLast((e) => e.type === 'end')?.seq;
  const last = endSeq !== undefined && endSeq >= 0 ? answers[endSeq] : undefined;
  return {
    ok: stop === undefined,
    ...(stop ? { error: stop.error, stopped: stop.stop } : {}),
    clock: { day: state.clock.day, phase: state.clock.phase, label: label(state.clock) },
    events: state.events.map((e) => ({
      seq: e.seq,
      day: e.day,
      phase: e.phase,
      type: e.type,
      visibility: e.vis.to === 'players' ? `joueurs:${name.list(e.vis.ids).join(',')}` : e.vis.to,
      text: e.text,
      ...(e.data === undefined ? {} : { data: name.json(e.data) }),
    })),
    players: table.players.map((p) => ({
      id: p.id,
      name: p.name,
      seat: p.seat,
      role: p.role,
      roleName: roleName(rules, p.role),
      initialRole: p.initialRole,
      camp: p.camp,
      health: p.health,
      alive: p.alive,
      cards: heldCards(rules, state, p.id),
      posts: p.posts,
      markers: name.json(p.markers),
      ...(p.coins === undefined ? {} : { coins: p.coins }),
      ...(p.items === undefined ? {} : { items: p.items }),
      ...(p.sleeps === undefined ? {} : { sleeps: { ...p.sleeps, place: name.text(p.sleeps.place) } }),
      ...(p.powers === undefined ? {} : { powers: p.powers }),
      ...(p.more === undefined ? {} : { more: name.json(p.more) }),
    })),
    posts: Object.fromEntries(Object.entries(table.posts).map(([post, id]) => [post, id === null ? null : name(id)])),
    spare: table.spare,
    table: name.json(table.table),
    votes: records.votes,
    books: records.books,
    winner: state.ended
      ? { camps: state.ended.camps, winners: name.list(state.ended.winners), reason: state.ended.reason }
      : null,
    ended: table.ended
      ? {
          day: table.ended.day,
          phase: table.ended.phase,
          label: label(table.ended),
          after:
            last && endSeq !== undefined ? { answer: endSeq + 1, step: what(last), title: titleOf(rules, last) } : null,
        }
      : null,
    next: nextCall(rules, state),
  };
}

/** Play a parsed scenario to its last answer, or to the first answer the game does not take. */
export function playParsed({ setup, answers }: Scenario, load: (id: string) => AnyRuleset): PlayReport {
  const rules = load(setup.rulesetId);
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const records = new Records();
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i]!;
    const res = apply(rules, state, a);
    if (res.kind !== 'accepted') {
      const error = `Réponse n° ${i + 1} (${what(a)}) ${REJECTED[res.kind]} : ${describeRejection(res)}`;
      return report(rules, state, answers, records, { error, stop: stopOf(res, i) });
    }
    records.take(rules, state, a, i);
    state = res.state;
  }
  return report(rules, state, answers, records);
}

/** The scenario in `text`, with its dice rolled by hand (answer-forms.ts). */
export function readScenario(text: string): Scenario {
  const parsed = parseScenario(text);
  // The parser has checked the file; its JSON is read once more for the forms it does not know yet.
  return withAnswerForms(JSON.parse(text), parsed);
}

export function playScenario(text: string, load: (id: string) => AnyRuleset): PlayReport {
  return playParsed(readScenario(text), load);
}

export function playFile(path: string, load: (id: string) => AnyRuleset): PlayReport {
  return playScenario(readFileSync(path, 'utf8'), load);
}
