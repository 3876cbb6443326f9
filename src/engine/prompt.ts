/**
 * Shape checks of an answer against its prompt, with French reasons.
 * Rule checks (who may be targeted and why) belong to the step's `validate`.
 */
import { parseEdit } from './orders';
import type { GameState, Json, PlayerId, Prompt } from './types';

export function playerName(s: GameState, id: PlayerId): string {
  return s.players[id]?.name ?? id;
}

function isStringArray(v: Json): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

function countPhrase(min: number, max: number): string {
  if (min === max) return min === 1 ? 'exactement un joueur' : `exactement ${min} joueurs`;
  if (min === 0) return max === 1 ? 'au plus un joueur' : `au plus ${max} joueurs`;
  return `entre ${min} et ${max} joueurs`;
}

export function checkPrompt(s: GameState, prompt: Prompt, value: Json): string | null {
  switch (prompt.kind) {
    case 'ack':
      return value === null ? null : 'Cet appel attend seulement « Suivant ».';
    case 'players': {
      if (!isStringArray(value)) return 'La réponse doit être une liste de joueurs.';
      for (const id of value) {
        if (!s.players[id]) return `Joueur inconnu : « ${id} ».`;
      }
      if (new Set(value).size !== value.length) return 'Le même joueur est désigné deux fois.';
      for (const id of value) {
        if (!prompt.candidates.includes(id)) return `${playerName(s, id)} ne peut pas être désigné·e ici.`;
      }
      if (value.length < prompt.min || value.length > prompt.max) {
        return `Désignez ${countPhrase(prompt.min, prompt.max)}.`;
      }
      return null;
    }
    case 'choice':
      if (typeof value !== 'string' || !prompt.options.some((o) => o.value === value)) {
        return 'Choisissez une des options proposées.';
      }
      return null;
    case 'yesno':
      return typeof value === 'boolean' ? null : 'Répondez par oui ou par non.';
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Entrez un nombre entier.';
      if (value < prompt.min || value > prompt.max) return `Entrez un nombre entre ${prompt.min} et ${prompt.max}.`;
      return null;
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') return 'Le texte ne peut pas être vide.';
      if (value.length > prompt.maxLength) return `Le texte dépasse ${prompt.maxLength} caractères.`;
      return null;
    case 'orders': {
      const edit = parseEdit(value);
      if (!edit) return 'Ordre illisible.';
      if ('put' in edit || 'cancel' in edit) {
        const o = 'put' in edit ? edit.put : edit.cancel;
        if (!s.players[o.player]) return `Joueur inconnu : « ${o.player} ».`;
        if (!prompt.players.includes(o.player)) return `${playerName(s, o.player)} ne peut pas donner d’ordre.`;
        const kind = prompt.kinds.find((k) => k.id === o.kind);
        if (!kind) return `Type d’ordre inconnu : « ${o.kind} ».`;
        if ('put' in edit && kind.players && !kind.players.includes(o.player)) {
          return `${playerName(s, o.player)} ne peut pas donner l’ordre « ${kind.label} ».`;
        }
        if ('put' in edit) return checkPrompt(s, kind.prompt, edit.put.value);
      }
      if ('deadline' in edit && edit.deadline.trim() === '') return 'La deadline est vide.';
      return null;
    }
    case 'ballots': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return 'Les votes doivent indiquer, pour chaque votant, le joueur choisi.';
      }
      const voterIds = new Set(prompt.voters.map((v) => v.id));
      for (const key of Object.keys(value)) {
        if (!voterIds.has(key)) {
          return s.players[key] ? `${playerName(s, key)} ne peut pas voter ici.` : `Votant inconnu : « ${key} ».`;
        }
      }
      for (const voter of prompt.voters) {
        if (!(voter.id in value)) return `Il manque le vote de ${playerName(s, voter.id)}.`;
        const choice = value[voter.id];
        if (choice === null) {
          if (!prompt.allowBlank) return `${playerName(s, voter.id)} doit désigner un joueur.`;
          continue;
        }
        if (typeof choice !== 'string' || !s.players[choice]) return `Vote de ${playerName(s, voter.id)} : joueur inconnu.`;
        if (!prompt.candidates.includes(choice) || (prompt.only?.[voter.id] && !prompt.only[voter.id]!.includes(choice))) {
          return `${playerName(s, voter.id)} ne peut pas voter contre ${playerName(s, choice)}.`;
        }
      }
      return null;
    }
  }
}
