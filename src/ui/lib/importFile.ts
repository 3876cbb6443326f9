/**
 * Import a save file. The storage validator is the single gate; its `check`
 * replays the log with the engine, which needs the ruleset loaded beforehand
 * (the check is synchronous), and tells whether the game is over.
 */
import { replay, type AnyRuleset, type Result } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';
import { importGame } from '../../storage';
import { summarize } from './summary';

/** `x[key]` when x is an object that has it as its own field. */
function field(x: unknown, key: string): unknown {
  return typeof x === 'object' && x !== null && Object.prototype.hasOwnProperty.call(x, key)
    ? Reflect.get(x, key)
    : undefined;
}

/** The ruleset id the file claims, if it is readable at all (the validator judges the rest). */
function claimedRuleset(text: string): string | null {
  try {
    const id = field(field(field(JSON.parse(text), 'game'), 'setup'), 'rulesetId');
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export async function importSaveFile(text: string): Promise<Result<string>> {
  const id = claimedRuleset(text);
  let rules: AnyRuleset | null = null;
  let unavailable: string | null = null;
  if (id !== null) {
    try {
      rules = await loadRuleset(id);
    } catch (err) {
      unavailable = err instanceof Error ? err.message : String(err);
    }
  }
  return importGame(text, (setup, answers) => {
    if (!rules || rules.id !== setup.rulesetId)
      return { ok: false, error: unavailable ?? `Règles inconnues\u00a0: «\u00a0${setup.rulesetId}\u00a0».` };
    const replayed = replay(rules, setup, answers);
    if (!replayed.ok) return { ok: false, error: replayed.error };
    return { ok: true, value: summarize(rules, replayed.value.state) };
  });
}
