import type { AnyRuleset, GameSetup } from '../../engine';
import type { SetupDraft } from '../store/setup';

/** The composition as role ids, in the ruleset's card order. */
export function compositionOf(rules: AnyRuleset, counts: Record<string, number>): string[] {
  return rules.roles.flatMap((role) => Array.from({ length: counts[role.id] ?? 0 }, () => role.id));
}

/** The engine's setup for the draft (names trimmed; the deal only when entered by hand). */
export function buildSetup(
  rules: AnyRuleset,
  draft: SetupDraft,
  composition = compositionOf(rules, draft.counts),
): GameSetup {
  const setup: GameSetup = {
    rulesetId: rules.id,
    options: draft.options,
    players: draft.players.map((p) => {
      const pseudonym = p.pseudonym?.trim();
      return pseudonym ? { id: p.id, name: p.name.trim(), pseudonym } : { id: p.id, name: p.name.trim() };
    }),
    composition,
    seed: draft.seed,
    ...(draft.handDice ? { handDice: true } : {}),
  };
  if (draft.dealMode === 'manual') {
    setup.deal = Object.fromEntries(
      draft.players.filter((p) => draft.deal[p.id]).map((p) => [p.id, draft.deal[p.id]!]),
    );
  }
  return setup;
}
