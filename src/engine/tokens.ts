/**
 * The MJ's own reminder tokens: a free text in a colour, put on a player
 * (« a parlé au Corbeau », « à surveiller »). Rules never read them. They are
 * an answer like any other (an `invoke` of `TOKEN_ACTION`, handled by the
 * engine for every ruleset), so they are kept with the game, replayed, and
 * undone with « Retour ».
 */
import { has } from './lookup';
import type { Json, PlayerId } from './types';

/** The action id the engine handles itself (no ruleset may use it). */
export const TOKEN_ACTION = 'veilleur:marqueur';
/** The event each token edit logs (MJ only). */
export const TOKEN_EVENT = 'marqueur';

export const TOKEN_COLOURS = ['rouge', 'orange', 'jaune', 'vert', 'bleu', 'violet', 'gris'] as const;
export type TokenColour = (typeof TOKEN_COLOURS)[number];

export const TOKEN_COLOUR_NAMES: Record<TokenColour, string> = {
  rouge: 'Rouge',
  orange: 'Orange',
  jaune: 'Jaune',
  vert: 'Vert',
  bleu: 'Bleu',
  violet: 'Violet',
  gris: 'Gris',
};

export const TOKEN_MAX_LENGTH = 40;

export interface MjToken {
  /** Unique within the game (the answer's index that added it). */
  id: string;
  text: string;
  colour: TokenColour;
}

/** What the MJ sends: add a token on a player, or remove one. */
export type TokenEdit =
  { add: { player: PlayerId; text: string; colour: TokenColour } } | { remove: { player: PlayerId; id: string } };

const isColour = (x: unknown): x is TokenColour =>
  typeof x === 'string' && (TOKEN_COLOURS as readonly string[]).includes(x);

/** Read a token edit, or a French reason. */
export function readTokenEdit(
  value: Json,
  players: Record<PlayerId, unknown>,
  tokens: Record<PlayerId, MjToken[]>,
): { ok: true; edit: TokenEdit } | { ok: false; reason: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, reason: 'Marqueur illisible.' };
  const add = value.add;
  if (add && typeof add === 'object' && !Array.isArray(add)) {
    const { player, text, colour } = add;
    if (typeof player !== 'string' || !has(players, player))
      return { ok: false, reason: 'Choisissez le joueur qui reçoit le marqueur.' };
    if (typeof text !== 'string' || text.trim() === '') return { ok: false, reason: 'Écrivez le texte du marqueur.' };
    if (text.trim().length > TOKEN_MAX_LENGTH)
      return { ok: false, reason: `Le texte du marqueur dépasse ${TOKEN_MAX_LENGTH} caractères.` };
    if (!isColour(colour)) return { ok: false, reason: 'Choisissez une couleur pour le marqueur.' };
    return { ok: true, edit: { add: { player, text: text.trim(), colour } } };
  }
  const remove = value.remove;
  if (remove && typeof remove === 'object' && !Array.isArray(remove)) {
    const { player, id } = remove;
    if (typeof player !== 'string' || typeof id !== 'string' || !(tokens[player] ?? []).some((t) => t.id === id))
      return { ok: false, reason: 'Ce marqueur n’existe plus.' };
    return { ok: true, edit: { remove: { player, id } } };
  }
  return { ok: false, reason: 'Marqueur illisible.' };
}
