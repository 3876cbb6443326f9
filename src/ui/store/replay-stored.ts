/**
 * A stored game made into an open game, or, when it does not replay to its
 * end, into a broken one that keeps everything: the game up to its last valid
 * answer and the stored answers after it (the recovery screen shows both).
 */
import { replay, resume, type AnyRuleset, type Replayed } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';
import { jsonCopy, type LoadedGame } from '../../storage';
import type { BrokenGame, OpenGame } from './session';

export type Opened = { ok: true; game: OpenGame } | { ok: false; broken: BrokenGame };

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Resume from the snapshot; a snapshot that does not fit (or a rules bug that throws) falls back to a full replay. */
function safeReplay(rules: AnyRuleset, stored: LoadedGame): Replayed<unknown> {
  const { setup } = stored.game;
  try {
    return resume(rules, setup, stored.answers, stored.snapshot?.state);
  } catch {
    try {
      return replay(rules, setup, stored.answers);
    } catch (err) {
      return { ok: false, error: `Erreur interne des règles\u00a0: ${message(err)}`, at: -1 };
    }
  }
}

export async function openStored(stored: LoadedGame): Promise<Opened> {
  const { game, head, damage } = stored;
  const rest = damage?.rest ?? [];
  const broken = (reason: string, at: number, partial: BrokenGame['partial']): Opened => ({
    ok: false,
    broken: {
      title: game.title,
      reason,
      at,
      head,
      partial,
      tail: [...stored.answers.slice(Math.max(at, 0)).map(jsonCopy), ...rest],
    },
  });
  if (stored.setupProblem) return broken(stored.setupProblem, -1, null);
  let rules: AnyRuleset;
  try {
    rules = await loadRuleset(game.rulesetId);
  } catch (err) {
    return broken(message(err), -1, null);
  }
  const r = safeReplay(rules, stored);
  if (!r.ok) return broken(r.error, r.at, r.partial ? { rules, timeline: r.partial } : null);
  if (damage)
    return {
      ok: false,
      broken: {
        title: game.title,
        reason: damage.reason,
        at: damage.at,
        head,
        partial: { rules, timeline: r.value },
        tail: rest,
      },
    };
  return {
    ok: true,
    game: { gameId: game.id, title: game.title, createdAt: game.createdAt, rules, timeline: r.value, head },
  };
}
