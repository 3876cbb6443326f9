/**
 * The night's orders, entered as the private messages arrive; the holders of
 * the Potion de vie are warned of the wolves' target while the night is on
 * (002_8a15d59d81dc3fa5.txt:5, 26, 75-76).
 */
import { emptyBook, type PlayerId, type TextDoc } from '../../../engine';
import { bookPrompt } from '../book-prompt';
import { STEP_LINES } from '../lines';
import { applyEdit, checkEdit, describeBook, ordersOf } from '../book';
import { NOT_AT_NIGHT } from '../elsewhere';
import { holders, holds } from '../holdings';
import { loups, NIGHT_KINDS } from '../night-orders';
import { alive, emptyNight, isWolf, living, name, names } from '../state';
import type { LGame } from '../types';
import { step } from './step';

export interface WolfChoice {
  /** The target when it is settled, else null. */
  target: PlayerId | null;
  /** The targets to draw from (a tie), else empty. */
  tied: PlayerId[];
}

/**
 * The wolves' target from their orders: the most voted; when they disagree
 * and the white wolf is one of the targets, him; a tie is drawn at resolution
 * (lines 5, 81).
 */
export function wolfChoice(s: LGame): WolfChoice {
  const votes = ordersOf(s, loups)
    .filter((o) => alive(s, o.player) && isWolf(s, o.player))
    .map((o) => o.value[0] ?? null)
    .filter((t): t is PlayerId => t !== null && alive(s, t));
  if (votes.length === 0) return { target: null, tied: [] };
  const distinct = [...new Set(votes)];
  const white = s.rs.whiteWolf;
  if (distinct.length > 1 && white && distinct.includes(white)) return { target: white, tied: [] };
  const counts = distinct.map((id) => ({ id, n: votes.filter((v) => v === id).length }));
  const top = Math.max(...counts.map((c) => c.n));
  const tied = s.order.filter((id) => counts.some((c) => c.id === id && c.n === top));
  return tied.length === 1 ? { target: tied[0]!, tied: [] } : { target: null, tied };
}

/** The warning each holder of the Potion de vie gets during the night (line 76). */
function lifeWarnings(s: LGame): TextDoc[] {
  const choice = wolfChoice(s);
  if (!choice.target && choice.tied.length === 0) return [];
  let text: string;
  if (choice.target && holds(s, choice.target, 'chapeau'))
    text = 'Cette nuit, les loups attaquent le porteur du Chapeau de paille : votre potion ne peut pas le protéger.';
  else if (choice.target)
    text = `Cette nuit, les loups attaquent ${name(s, choice.target)}. Voulez-vous utiliser votre Potion de vie (elle brûle un Pigeon) ?`;
  else
    text = `Cette nuit, les loups hésitent entre ${names(s, choice.tied)} ; le sort tranchera. Voulez-vous utiliser votre Potion de vie (elle brûle un Pigeon) ?`;
  return holders(s, 'potion-vie').map((id) => ({
    id: `vie-${id}`,
    title: `Message privé à ${name(s, id)} (Potion de vie)`,
    audience: { to: 'players', ids: [id] },
    blocks: [{ kind: 'paragraph', text: [text] }],
  }));
}

function hints(s: LGame): string[] {
  const out: string[] = [];
  if (s.clock.day === 1)
    for (const id of holders(s, 'fleches')) out.push(`${name(s, id)} doit utiliser ses Flèches d’amour cette nuit.`);
  const white = s.rs.whiteWolf;
  if (white && alive(s, white) && s.clock.day % 2 === 0)
    out.push(`Nuit paire : le loup blanc (${name(s, white)}) peut tuer un loup.`);
  const wolves = living(s).filter((id) => isWolf(s, id));
  out.push(`Loups en vie : ${names(s, wolves)}.`);
  return out;
}

export const nuit = step({
  id: 'nuit',
  title: 'La nuit',
  phase: 'night',
  enter(ctx) {
    ctx.s.rs.book = emptyBook();
    ctx.s.rs.night = emptyNight();
    ctx.s.rs.acts = [];
  },
  line: (s) =>
    `Nuit ${s.clock.day} : saisissez les ordres reçus par MP (loups, objets), puis clôturez pour les résoudre dans l’ordre du livre.`,
  notes: (s) => [...hints(s), ...describeBook(s, NIGHT_KINDS)],
  documents: lifeWarnings,
  prompt: (s) => bookPrompt(s, 'Ordres de la nuit', STEP_LINES.nuit, NIGHT_KINDS, NOT_AT_NIGHT),
  validate: (s, edit) => checkEdit(s, NIGHT_KINDS, edit, STEP_LINES.nuit),
  resolve(ctx, edit) {
    applyEdit(ctx, edit);
  },
  repeat: (s) => !s.rs.book.closed,
});
