/** The lab's form as the balance module's setup, judged by the engine (French reasons). */
import { checkSetup, normalizeOptions, type AnyRuleset } from '../../engine';
import { seats } from '../../balance/compositions';
import type { BalanceSetup, PolicyId } from '../../balance/games';
import type { Result } from '../../engine/types';
import { compositionOf } from '../setup/buildSetup';
import type { LabSetup } from './store';

export const MAX_GAMES = 200_000;

export function toBalanceSetup(rules: AnyRuleset, lab: LabSetup, policy: PolicyId): Result<BalanceSetup> {
  if (!Number.isInteger(lab.players) || lab.players < rules.minPlayers || lab.players > rules.maxPlayers) {
    return { ok: false, error: `Entre ${rules.minPlayers} et ${rules.maxPlayers} joueurs pour ces règles.` };
  }
  if (!Number.isInteger(lab.games) || lab.games < 1 || lab.games > MAX_GAMES)
    return { ok: false, error: `Entre 1 et ${MAX_GAMES.toLocaleString('fr-FR')} parties.` };
  if (lab.seed.trim() === '') return { ok: false, error: 'Indiquez une graine (n’importe quel mot).' };
  const options = normalizeOptions(rules, lab.options);
  if (!options.ok) return options;
  let cards: string[] | null = null;
  if (!lab.randomCards) {
    cards = compositionOf(rules, lab.counts);
    const checked = checkSetup(rules, {
      rulesetId: rules.id,
      options: options.value,
      players: seats(lab.players),
      composition: cards,
      seed: lab.seed,
    });
    if (!checked.ok) return checked;
  }
  return {
    ok: true,
    value: { rulesetId: rules.id, options: options.value, players: lab.players, cards, seed: lab.seed.trim(), policy },
  };
}

/** The policies a side plays: one, or both (the difference skill makes). */
export const policiesOf = (lab: LabSetup): PolicyId[] =>
  lab.policy === 'both' ? ['random', 'informed'] : [lab.policy];

/**
 * What the workers warm up on when the screen opens (`Pool.warm`): the
 * form's setup, or, while it is not complete (no cards chosen yet), the
 * suggested cards for its table; null when even that cannot be played.
 */
export function warmSetup(rules: AnyRuleset, lab: LabSetup): BalanceSetup | null {
  const policy = policiesOf(lab)[0]!;
  const setup = toBalanceSetup(rules, lab, policy);
  if (setup.ok) return setup.value;
  const players = Math.min(rules.maxPlayers, Math.max(rules.minPlayers, Math.trunc(lab.players) || 0));
  const options = normalizeOptions(rules, lab.options);
  const given = options.ok ? options.value : {};
  try {
    const cards = rules.suggestComposition(players, given);
    return { rulesetId: rules.id, options: given, players, cards, seed: 'warm', policy };
  } catch {
    return null;
  }
}
