/**
 * A stored answer in words, for the MJ reading what was kept aside: the call
 * it answered (its title when the ruleset still has it) and its value, with
 * player ids shown as names. An unreadable answer is shown as it is stored.
 */
import { own, type AnyRuleset, type GameState, type Json } from '../../engine';

function valueText(value: unknown, nameOf: (id: string) => string | undefined): string {
  if (value === null || value === undefined) return 'Suivant';
  if (value === true) return 'oui';
  if (value === false) return 'non';
  if (typeof value === 'string') return nameOf(value) ?? `«\u00a0${value}\u00a0»`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'personne' : value.map((x) => valueText(x, nameOf)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, x]) => `${nameOf(k) ?? k} → ${valueText(x, nameOf)}`)
      .join(' ; ');
  return String(value);
}

const field = (x: object, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(x, key) ? Reflect.get(x, key) : undefined;

export function describeStored(raw: Json, rules: AnyRuleset | null, state: GameState | null): string {
  const nameOf = (id: string): string | undefined =>
    state && Object.prototype.hasOwnProperty.call(state.players, id) ? state.players[id]!.name : undefined;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return `illisible (${JSON.stringify(raw)})`;
  const kind = field(raw, 'kind');
  const step = field(raw, 'step');
  const action = field(raw, 'action');
  const value = valueText(field(raw, 'value'), nameOf);
  if (kind === 'answer' && typeof step === 'string') {
    const title = (rules && own(rules.steps, step)?.title) ?? step;
    return `${title}\u00a0: ${value}`;
  }
  if (kind === 'invoke' && typeof action === 'string') {
    const title = (rules && own(rules.actions ?? {}, action)?.title) ?? action;
    return `${title} (action)\u00a0: ${value}`;
  }
  return `illisible (${JSON.stringify(raw).slice(0, 120)})`;
}
