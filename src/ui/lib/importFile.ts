/**
 * Import a save file. The storage validator is the single gate; its `check`
 * replays the log with the engine, which needs the ruleset loaded beforehand
 * (the check is synchronous).
 */
import { replay, type AnyRuleset, type Result } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';
import { importGame } from '../../storage';

/** The ruleset id the file claims, if it is readable at all (the validator judges the rest). */
function claimedRuleset(text: string): string | null {
  try {
    const raw = JSON.parse(text) as { game?: { setup?: { rulesetId?: unknown } } };
    const id = raw?.game?.setup?.rulesetId;
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
    if (!rules || rules.id !== setup.rulesetId) return unavailable ?? `Règles inconnues : « ${setup.rulesetId} ».`;
    const replayed = replay(rules, setup, answers);
    return replayed.ok ? null : replayed.error;
  });
}
