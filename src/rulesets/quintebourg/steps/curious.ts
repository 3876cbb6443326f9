/**
 * Row I: the curious ones turn over a card of a neighbour at the table, even
 * one at the hospital; a neighbour's spouse too (000_a045abd3825f1297.txt:385-387).
 * Each name of the family has its own nights (000:745, 769, 793).
 */
import type { PlayerId } from '../../../engine';
import { neighbours } from '../../../engine/locations';
import { act, game, type QStep } from '../common';
import { CURIOUS, cardName } from '../roles';
import { effectHolder, spouseOf, type QGame } from '../state';
import { de, name } from '../text';
import { cardStep } from './call';
import { showResult } from './result';

/** The players a curious one may look at: both neighbours, and their spouses (000:387). */
export function curiousTargets(s: QGame, id: PlayerId): PlayerId[] {
  const next = neighbours(s.order, id) ?? [];
  const out = new Set<PlayerId>();
  for (const n of next) {
    out.add(n);
    const spouse = spouseOf(s, n);
    if (spouse && spouse !== id) out.add(spouse);
  }
  return s.order.filter((x) => out.has(x));
}

/** The cards a player holds that can be turned over. */
export function cardsOf(s: QGame, id: PlayerId): { kind: 'parti' | 'effet' | 'alibi'; card: string }[] {
  const out: { kind: 'parti' | 'effet' | 'alibi'; card: string }[] = [{ kind: 'parti', card: s.players[id]!.role }];
  const c = s.rs.cards[id]!;
  if (c.alibi) out.push({ kind: 'alibi', card: c.alibi });
  if (c.effect) out.push({ kind: 'effet', card: c.effect });
  return out;
}

const KIND_LABEL = { parti: 'carte de parti', effet: 'rôle à effet', alibi: 'carte de parti d’alibi' };
const KIND_THE = { parti: 'la carte de parti', effet: 'le rôle à effet', alibi: 'la carte de parti d’alibi' };

function curiousStep(card: (typeof CURIOUS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux et me désigne la carte d’un de ses voisins qu’il veut retourner.`,
    prompt: (s) => {
      const me = effectHolder(s, card)!;
      return {
        kind: 'choice',
        label: 'Carte retournée',
        options: [
          { value: 'aucune', label: 'Aucune' },
          ...curiousTargets(s, me).flatMap((id) => cardsOf(s, id).map((c) => ({ value: `${id}:${c.kind}`, label: `${name(s, id)} : ${KIND_LABEL[c.kind]}` }))),
        ],
      };
    },
    resolve(ctx, value) {
      if (value === 'aucune') return;
      const s = game(ctx);
      const me = effectHolder(s, card)!;
      const [id, kind] = (value as string).split(':') as [PlayerId, 'parti' | 'effet' | 'alibi'];
      act(ctx, me, 'curieux');
      const c = cardsOf(s, id).find((x) => x.kind === kind)!;
      const text = `${cardName(card)} retourne ${KIND_THE[kind]} ${de(name(s, id))} : ${cardName(c.card)}.`;
      showResult(ctx, me, 'curieux', text, `Je retourne devant lui ${KIND_THE[kind]} ${de(name(s, id))} : ${cardName(c.card)}. Puis il se rendort.`, { target: id, card: c.card });
    },
  });
}

export const curiousSteps: QStep[] = CURIOUS.map(curiousStep);
