/** French names of the odds' outcomes: camps by the ruleset's names, lone winners by their card's. */
import type { AnyRuleset } from '../../engine';
import { UNFINISHED } from '../../balance/odds';
import { NOBODY } from '../../balance/tally';

export function campName(rules: AnyRuleset, id: string): string {
  return rules.camps.find((c) => c.id === id)?.name ?? rules.roles.find((r) => r.id === id)?.name ?? id;
}

export function outcomeName(rules: AnyRuleset, key: string, camps: readonly string[]): string {
  if (key === NOBODY) return 'Personne ne gagne';
  if (key === UNFINISHED) return 'Partie sans fin (simulation arrêtée)';
  return camps.map((c) => campName(rules, c)).join(' + ');
}

export const playersName = (policy: string): string =>
  policy === 'informed'
    ? 'joueurs informés (les tueurs visent les autres camps et votent ensemble, le village suit ses voyants)'
    : 'joueurs au hasard (réponses légales tirées au sort)';
