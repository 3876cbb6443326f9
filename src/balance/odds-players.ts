/** Who plays on in « Pronostic » by default: informed players where the ruleset has them, else random ones. */
import { RULESETS } from '../rulesets/registry';
import type { PolicyId } from './games';

export function defaultOddsPolicy(rulesetId: string): PolicyId {
  return RULESETS.find((r) => r.id === rulesetId)?.informed ? 'informed' : 'random';
}
