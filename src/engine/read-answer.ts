/**
 * Reading an answer against its prompt: the raw JSON the MJ's tap (or a
 * scenario file, or an import) carries becomes the typed answer the step
 * receives, or a French reason. Rule checks (who may be targeted and why)
 * belong to the step's `validate`.
 */
import { de } from './french';
import { parseEdit } from './orders';
import { has } from './lookup';
import type { AnswerOf, AnyAnswer, Ballots, Prompt, Why } from './prompts';
import type { GameState, Json, PlayerId } from './types';

/** The typed answer, or why it does not fit (with the book's line when a rule of the ruleset says no). */
export type Read<V> = { ok: true; value: V } | { ok: false; reason: string; rule?: string };

export function playerName(s: Pick<GameState, 'players'>, id: PlayerId): string {
  return has(s.players, id) ? s.players[id]!.name : id;
}

function countPhrase(min: number, max: number): string {
  if (min === max) return min === 1 ? 'exactement un joueur' : `exactement ${min} joueurs`;
  if (min === 0) return max === 1 ? 'au plus un joueur' : `au plus ${max} joueurs`;
  return `entre ${min} et ${max} joueurs`;
}

const no = (reason: string): Read<never> => ({ ok: false, reason });
const because = (why: Why): Read<never> => ({ ok: false, reason: why.reason, ...(why.rule ? { rule: why.rule } : {}) });

/**
 * Whether a player is named twice. A call names one player or a few: a pass
 * over those before each costs less than the set every answer built.
 */
function hasRepeat(ids: readonly string[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let j = 0; j < i; j++) if (ids[i] === ids[j]) return true;
  return false;
}

/**
 * A ballot against a player the voter may not name, said only when refused:
 * every ballot of every vote is checked (a line, or a closure over the
 * ballot, made for each cost more than the check).
 */
function barredBallot(s: Pick<GameState, 'players'>, voter: string, target: string): string {
  return `${playerName(s, voter)} ne peut pas voter contre ${playerName(s, target)}.`;
}

function readAny(s: Pick<GameState, 'players'>, prompt: Prompt, value: Json): Read<AnyAnswer> {
  switch (prompt.kind) {
    case 'ack':
      if (value === null) return { ok: true, value: null };
      return prompt.why ? because(prompt.why) : no('Cet appel attend seulement « Suivant ».');
    case 'players': {
      if (!Array.isArray(value) || !value.every((x): x is string => typeof x === 'string'))
        return no('La réponse doit être une liste de joueurs.');
      for (const id of value) if (!has(s.players, id)) return no(`Joueur inconnu : « ${id} ».`);
      if (hasRepeat(value)) return no('Le même joueur est désigné deux fois.');
      for (const id of value) {
        if (prompt.candidates.includes(id)) continue;
        // Left out of the candidates: the rule that leaves this player out, when the call says it.
        const why = prompt.barred?.[id];
        return why ? because(why) : no(`${playerName(s, id)} ne peut pas être désigné·e ici.`);
      }
      if (value.length < prompt.min || value.length > prompt.max)
        return no(`Désignez ${countPhrase(prompt.min, prompt.max)}.`);
      return { ok: true, value };
    }
    case 'choice': {
      const option = typeof value === 'string' ? prompt.options.find((o) => o.value === value) : undefined;
      if (option) return { ok: true, value: option.value };
      // An option the book shuts now: its rule is the refusal.
      const shut =
        typeof value === 'string' && prompt.closed && has(prompt.closed, value) ? prompt.closed[value] : null;
      return shut ? because(shut) : no('Choisissez une des options proposées.');
    }
    case 'yesno':
      if (typeof value === 'boolean') return { ok: true, value };
      // The buttons' own words when the prompt renames them (« Sens horaire » / « Sens inverse »).
      return no(
        prompt.yes || prompt.no
          ? `Choisissez « ${prompt.yes ?? 'Oui'} » ou « ${prompt.no ?? 'Non'} ».`
          : 'Répondez par oui ou par non.',
      );
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return no('Entrez un nombre entier.');
      if (value < prompt.min || value > prompt.max) return no(`Entrez un nombre entre ${prompt.min} et ${prompt.max}.`);
      return { ok: true, value };
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') return no('Le texte ne peut pas être vide.');
      if (value.length > prompt.maxLength) return no(`Le texte dépasse ${prompt.maxLength} caractères.`);
      return { ok: true, value };
    case 'orders': {
      const edit = parseEdit(value);
      if (!edit) return no('Ordre illisible.');
      if ('put' in edit || 'cancel' in edit) {
        const o = 'put' in edit ? edit.put : edit.cancel;
        if (!has(s.players, o.player)) return no(`Joueur inconnu : « ${o.player} ».`);
        if (!prompt.players.includes(o.player)) {
          const why = prompt.barred?.[o.player];
          return why ? because(why) : no(`${playerName(s, o.player)} ne peut pas donner d’ordre.`);
        }
        const kind = prompt.kinds.find((k) => k.id === o.kind);
        if (!kind) {
          // A kind the book shuts for now: its rule is the refusal, and an order already given may still be cancelled.
          const shut = prompt.closed?.find((k) => k.id === o.kind);
          if (!shut) return no(`Type d’ordre inconnu : « ${o.kind} ».`);
          if ('put' in edit) return because(shut.barred?.[o.player] ?? shut);
        } else if ('put' in edit) {
          if (kind.players && !kind.players.includes(o.player)) {
            const why = kind.barred?.[o.player];
            return why ? because(why) : no(`${playerName(s, o.player)} ne peut pas donner l’ordre « ${kind.label} ».`);
          }
          // What the kind forbids one giver and not another (his own name, a blank vote): its rule says no.
          const v = edit.put.value;
          if (kind.notSelf && Array.isArray(v) && v.includes(o.player)) return because(kind.notSelf);
          const blank = Array.isArray(v) && v.length === 0 ? kind.noBlank?.[o.player] : undefined;
          if (blank) return because(blank);
          const inner = readAny(s, kind.prompt, edit.put.value);
          if (!inner.ok) return inner;
        }
      }
      if ('deadline' in edit && edit.deadline.trim() === '') return no('La deadline est vide.');
      return { ok: true, value: edit };
    }
    case 'ballots': {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return no('Les votes doivent indiquer, pour chaque votant, le joueur choisi.');
      const voterIds = new Set(prompt.voters.map((v) => v.id));
      const given = Object.keys(value);
      for (const key of given) {
        if (!voterIds.has(key))
          return no(
            has(s.players, key) ? `${playerName(s, key)} ne peut pas voter ici.` : `Votant inconnu : « ${key} ».`,
          );
      }
      for (const voter of prompt.voters) {
        if (!has(value, voter.id)) {
          // Left out: absent where the book allows it (no ballot at all, not a blank one).
          if (prompt.absent) continue;
          return no(`Il manque le vote ${de(playerName(s, voter.id))}.`);
        }
        const choice = value[voter.id];
        if (choice === null) {
          if (!prompt.allowBlank) return no(`${playerName(s, voter.id)} doit désigner un joueur.`);
          continue;
        }
        if (typeof choice !== 'string' || !has(s.players, choice))
          return no(`Vote de ${playerName(s, voter.id)} : joueur inconnu.`);
        if (!prompt.candidates.includes(choice)) {
          // Left out by a rule the call names (a house protected last night): that rule says no.
          const why = prompt.barred && has(prompt.barred, choice) ? prompt.barred[choice] : null;
          return why ? because(why) : no(barredBallot(s, voter.id, choice));
        }
        // Outside this voter's narrowed choice: what narrows it says no, with its own line.
        if (prompt.only?.[voter.id] && !prompt.only[voter.id]!.includes(choice))
          return prompt.onlyBy
            ? because({ ...prompt.onlyBy, reason: `${prompt.onlyBy.reason} : ${barredBallot(s, voter.id, choice)}` })
            : no(barredBallot(s, voter.id, choice));
      }
      // Rebuilt in the order the ballots came (a tie keeps the first-voted order), every entry now checked.
      const ballots: Ballots = {};
      for (const voter of given) {
        const choice = value[voter];
        ballots[voter] = typeof choice === 'string' ? choice : null;
      }
      return { ok: true, value: ballots };
    }
  }
}

/** The typed answer to `prompt`, or why the raw value does not fit it. */
export function readAnswer<const P extends Prompt>(
  s: Pick<GameState, 'players'>,
  prompt: P,
  value: Json,
): Read<AnswerOf<P>> {
  // The switch above narrows on the prompt's kind, which TypeScript cannot carry back to the generic `P`.
  return readAny(s, prompt, value) as Read<AnswerOf<P>>;
}

/** Just the reason, or null when the value fits the prompt's shape. */
export function checkPrompt(s: Pick<GameState, 'players'>, prompt: Prompt, value: Json): string | null {
  const read = readAny(s, prompt, value);
  return read.ok ? null : read.reason;
}
