/**
 * What a call expects, written out for someone writing a scenario file: the
 * prompt in full (its kind, options with their values, candidates, bounds,
 * voters, the kinds of orders and why some are shut), with player names in
 * place of ids, a sentence saying what `value` takes, and an example value
 * of the right shape (the rules may still refuse it).
 */
import type { Json, Prompt, Why } from '../engine';
import type { Namer } from './names';

export type PromptForm = { kind: Prompt['kind']; label?: string; takes: string; example: Json } & Record<string, Json>;

const plural = (n: number, one: string, many: string): string => `${n} ${n > 1 ? many : one}`;

function howMany(min: number, max: number): string {
  if (min === max) return min === 0 ? 'une liste vide' : `une liste d’exactement ${plural(min, 'nom', 'noms')}`;
  if (min === 0) return `une liste de 0 à ${plural(max, 'nom', 'noms')} (vide : personne)`;
  return `une liste de ${min} à ${plural(max, 'nom', 'noms')}`;
}

export function describePrompt(prompt: Prompt, name: Namer): PromptForm {
  switch (prompt.kind) {
    case 'ack':
      return {
        kind: 'ack',
        ...(prompt.label ? { label: prompt.label } : {}),
        takes: 'rien : « Suivant » (pas de « value », ou null)',
        example: null,
      };
    case 'players': {
      const barred = whyBarred(prompt.barred, name);
      return {
        kind: 'players',
        label: prompt.label,
        min: prompt.min,
        max: prompt.max,
        candidates: name.list(prompt.candidates),
        ...(barred ? { barred } : {}),
        takes: `${howMany(prompt.min, prompt.max)} parmi « candidates »`,
        example: name.list(prompt.candidates.slice(0, Math.max(prompt.min, Math.min(1, prompt.max)))),
      };
    }
    case 'choice':
      return {
        kind: 'choice',
        label: prompt.label,
        options: prompt.options.map((o) => ({ value: name.json(o.value), label: o.label })),
        takes: 'la « value » d’une des options',
        example: prompt.options[0] ? name.json(prompt.options[0].value) : null,
      };
    case 'yesno':
      return {
        kind: 'yesno',
        label: prompt.label,
        yes: prompt.yes ?? 'Oui',
        no: prompt.no ?? 'Non',
        takes: `true (« ${prompt.yes ?? 'Oui'} ») ou false (« ${prompt.no ?? 'Non'} »)`,
        example: true,
      };
    case 'number':
      return {
        kind: 'number',
        label: prompt.label,
        min: prompt.min,
        max: prompt.max,
        takes: `un entier de ${prompt.min} à ${prompt.max}`,
        example: prompt.min,
      };
    case 'text':
      return {
        kind: 'text',
        label: prompt.label,
        maxLength: prompt.maxLength,
        ...(prompt.suggestions ? { suggestions: prompt.suggestions } : {}),
        takes: `un texte non vide d’au plus ${prompt.maxLength} caractères${prompt.suggestions ? ' (par exemple une des « suggestions »)' : ''}`,
        example: prompt.suggestions?.[0] ?? 'texte',
      };
    case 'ballots':
      return describeBallots(prompt, name);
    case 'orders':
      return describeOrders(prompt, name);
  }
}

function describeBallots(prompt: Extract<Prompt, { kind: 'ballots' }>, name: Namer): PromptForm {
  const voters = prompt.voters.map((v) => ({
    name: name(v.id),
    weight: v.weight,
    ...(prompt.only?.[v.id] ? { only: name.list(prompt.only[v.id]!) } : {}),
  }));
  const example: Record<string, Json> = {};
  for (const v of prompt.voters) {
    const pool = prompt.only?.[v.id] ?? prompt.candidates;
    example[name(v.id)] = pool[0] ? name(pool[0]) : null;
  }
  const who = prompt.absent
    ? 'chaque votant qui a voté (les autres comptent comme absents)'
    : 'chaque votant, sans en oublier aucun';
  const blank = prompt.allowBlank ? ' ou null (vote blanc)' : ' (pas de vote blanc)';
  return {
    kind: 'ballots',
    label: prompt.label,
    voters,
    candidates: name.list(prompt.candidates),
    allowBlank: prompt.allowBlank,
    absent: prompt.absent === true,
    takes: `un objet { "votant": "cible"${prompt.allowBlank ? ' ou null' : ''} } pour ${who} ; la cible est un nom parmi « candidates »${blank}`,
    example,
  };
}

/** Why each player left out is left out (a name → its reason and book line), or null when the prompt says nothing. */
function whyBarred(barred: Readonly<Record<string, Why>> | undefined, name: Namer): Record<string, Json> | null {
  const out: Record<string, Json> = {};
  for (const [id, why] of Object.entries(barred ?? {}))
    out[name(id)] = { reason: why.reason, ...(why.rule ? { rule: why.rule } : {}) };
  return Object.keys(out).length > 0 ? out : null;
}

function describeOrders(prompt: Extract<Prompt, { kind: 'orders' }>, name: Namer): PromptForm {
  const kinds = prompt.kinds.map((k) => {
    const barred = whyBarred(k.barred, name);
    return {
      id: k.id,
      label: k.label,
      // The order of the moment: the app puts it in place on each row that may give it.
      ...(k.main ? { main: true } : {}),
      players: name.list(k.players ?? prompt.players),
      ...(barred ? { barred } : {}),
      value: describePrompt(k.prompt, name),
    };
  });
  const closed = (prompt.closed ?? []).map((k) => ({
    id: k.id,
    label: k.label,
    reason: k.reason,
    ...(k.rule ? { rule: k.rule } : {}),
  }));
  const first = kinds[0];
  return {
    kind: 'orders',
    label: prompt.label,
    players: name.list(prompt.players),
    kinds,
    closed,
    takes:
      'une modification du carnet d’ordres : { "put": { "player": nom, "kind": id, "value": … } } (la « value » suit le « value » du type d’ordre), ' +
      '{ "cancel": { "player": nom, "kind": id } }, { "deadline": "texte" } ou { "close": true } (clôt les ordres)',
    example: first
      ? { put: { player: first.players[0] ?? '', kind: first.id, value: first.value.example } }
      : { close: true },
  };
}
