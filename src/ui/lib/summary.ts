import { clockLabel, currentCall, grimoire, type AnyRuleset, type GameState } from '../../engine';
import type { GameStatus } from '../../storage';

/** The one-line French summary stored with a game for the home list ("Nuit 1 · La Voyante · 8 vivants sur 8"). */
export function summarize(rules: AnyRuleset, state: GameState): { summary: string; status: GameStatus } {
  if (state.ended) return { summary: `Terminée\u00a0: ${state.ended.reason}`, status: 'ended' };
  const rows = grimoire(rules, state);
  const alive = rows.filter((r) => r.alive).length;
  const call = currentCall(rules, state);
  const parts = [clockLabel(state.clock, rules.calendar?.day1)];
  if (call) parts.push(call.title);
  parts.push(`${alive} vivant${alive > 1 ? 's' : ''} sur ${rows.length}`);
  return { summary: parts.join(' · '), status: 'active' };
}
