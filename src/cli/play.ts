/**
 * `play FILE.json`: run a scenario and report what happened.
 */
import { readFileSync } from 'node:fs';
import { apply, createGame, currentCall, describeRejection, heldCards, type AnyRuleset, type Rejection } from '../engine';
import { roleName } from '../engine/setup';
import { parseScenario } from './scenario';

export interface PlayReport {
  ok: boolean;
  error?: string;
  events: { seq: number; day: number; phase: string; type: string; visibility: string; text: string }[];
  players: { id: string; name: string; role: string; roleName: string; initialRole: string; camp: string; health: string; cards: string[] }[];
  winner: { camps: string[]; winners: string[]; reason: string } | null;
  next: { step: string; title: string; line: string } | null;
}

/** How the report names each kind of rejection. */
const REJECTED: Record<Rejection['kind'], string> = {
  refused: 'refusée',
  stale: 'hors de propos',
  'needs-roll': 'attend un dé saisi à la main',
  internal: 'a provoqué une erreur interne',
};

export function playScenario(text: string, load: (id: string) => AnyRuleset): PlayReport {
  const { setup, answers } = parseScenario(text);
  const rules = load(setup.rulesetId);
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  let error: string | undefined;
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i]!;
    const res = apply(rules, state, a);
    if (res.kind !== 'accepted') {
      const what = a.kind === 'answer' ? a.step : a.action;
      error = `Réponse n° ${i + 1} (${what}) ${REJECTED[res.kind]} : ${describeRejection(res)}`;
      break;
    }
    state = res.state;
  }
  const call = currentCall(rules, state);
  return {
    ok: error === undefined,
    ...(error ? { error } : {}),
    events: state.events.map((e) => ({
      seq: e.seq,
      day: e.day,
      phase: e.phase,
      type: e.type,
      visibility: e.vis.to === 'players' ? `joueurs:${e.vis.ids.join(',')}` : e.vis.to,
      text: e.text,
    })),
    players: state.order.map((id) => {
      const p = state.players[id]!;
      return { id, name: p.name, role: p.role, roleName: roleName(rules, p.role), initialRole: p.initialRole, camp: rules.campOf(state, id), health: p.health, cards: heldCards(rules, state, id) };
    }),
    winner: state.ended
      ? { camps: state.ended.camps, winners: state.ended.winners.map((id) => state.players[id]!.name), reason: state.ended.reason }
      : null,
    next: call ? { step: call.step, title: call.title, line: call.line } : null,
  };
}

export function playFile(path: string, load: (id: string) => AnyRuleset): PlayReport {
  return playScenario(readFileSync(path, 'utf8'), load);
}
