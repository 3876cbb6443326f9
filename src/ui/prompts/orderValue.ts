import { BUTTON_WORDS, type Json, type OrderKind, type PlayerId, type Prompt } from '../../engine';

/** An order's value in words, for any kind's prompt (the row shows what was entered). */
export function describeValue(prompt: Prompt, value: Json, nameOf: (id: PlayerId) => string): string {
  switch (prompt.kind) {
    case 'players':
      return Array.isArray(value)
        ? value.length === 0
          ? 'personne'
          : value.map((v) => nameOf(String(v))).join(', ')
        : '?';
    case 'choice':
      return prompt.options.find((o) => o.value === value)?.label ?? String(value);
    case 'yesno':
      return value === true ? (prompt.yes ?? 'Oui') : (prompt.no ?? 'Non');
    case 'ballots':
      return value && typeof value === 'object' && !Array.isArray(value)
        ? `${Object.keys(value).length} bulletin(s)`
        : '?';
    default:
      return value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Whether a kind's value is picked from a short list in place (a select), the commonest case. */
export function pickable(prompt: Prompt): boolean {
  if (prompt.kind === 'players') return prompt.max === 1;
  if (prompt.kind === 'number') return prompt.max - prompt.min <= 30;
  return prompt.kind === 'choice' || prompt.kind === 'yesno';
}

/** One entry of an order's select: the order value it stands for. */
export interface PickOption {
  key: string;
  label: string;
  value: Json;
}

/** The select's entries for a pickable prompt: each with the order value it stands for. */
export function pickOptions(prompt: Prompt, nameOf: (id: PlayerId) => string): PickOption[] {
  switch (prompt.kind) {
    case 'players': {
      const seats: PickOption[] = prompt.candidates.map((id) => ({ key: id, label: nameOf(id), value: [id] }));
      // Nobody is an order of its own where the prompt allows it (a blank vote), unlike « — », no order at all.
      return prompt.min === 0 ? [...seats, { key: NOBODY, label: BUTTON_WORDS.nobody, value: [] }] : seats;
    }
    case 'choice':
      return prompt.options.map((o) => ({ key: o.value, label: o.label, value: o.value }));
    case 'yesno':
      return [
        { key: 'oui', label: prompt.yes ?? 'Oui', value: true },
        { key: 'non', label: prompt.no ?? 'Non', value: false },
      ];
    case 'number':
      return Array.from({ length: prompt.max - prompt.min + 1 }, (_, i) => ({
        key: String(prompt.min + i),
        label: String(prompt.min + i),
        value: prompt.min + i,
      }));
    default:
      return [];
  }
}

/** The key of a kept value among the select's entries (JSON equality). */
export function keyOf(options: { key: string; value: Json }[], value: Json | undefined): string {
  if (value === undefined) return '';
  const json = JSON.stringify(value);
  return options.find((o) => JSON.stringify(o.value) === json)?.key ?? '';
}

/** The select key of « Personne » (no player id has brackets). */
const NOBODY = '[]';

/**
 * The one value a kind can take, when its prompt offers a single option (a
 * candidacy: « Se présenter »): giving that order is one pick, with nothing
 * more to choose. Only choices count: a players prompt with one candidate
 * today may offer more after the next order.
 */
export function onlyValue(prompt: Prompt): Json | undefined {
  return prompt.kind === 'choice' && prompt.options.length === 1 ? prompt.options[0]!.value : undefined;
}

/**
 * The kinds a player's row shows in place. The ruleset marks the orders of
 * the moment (`OrderKind.main`: the day's vote, the pack's target at night,
 * the Maire's vote beside the bûcher's after a removal): every one the row's
 * player may give is in place, whatever the book's order puts before it (a
 * wolf's own role, an item he holds). A row with none of them shows its
 * first kind that asks for a choice (a seer's only power), the ruleset's
 * order giving the commonest first; a one-value kind (a candidacy) gives its
 * slot away: picked from « autre ordre », it is given in the same single pick.
 */
export function inPlaceKinds(kinds: readonly OrderKind[]): OrderKind[] {
  const main = kinds.filter((k) => k.main);
  if (main.length > 0) return main;
  const first = kinds.find((k) => onlyValue(k.prompt) === undefined) ?? kinds[0];
  return first ? [first] : [];
}
