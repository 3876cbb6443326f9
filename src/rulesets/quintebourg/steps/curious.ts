/**
 * Row I: the curious ones turn over a card of a neighbour at the table, even
 * one at the hospital; a neighbour's spouse too (000_a045abd3825f1297.txt:385-387).
 * Each name of the family has its own nights (000:745, 769, 793).
 */
import { asItStands, neighbours, type PlayerId, playerRead } from '../../../engine';
import { act } from '../common';
import { effectHolder, spouseOf } from '../queries';
import { cardName, type Curious } from '../roles';
import { de, name } from '../text';
import type { QGame } from '../types';
import { cardStep } from './call';
import { showResult } from './result';
import { step } from './step';

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

type CardKind = 'parti' | 'effet' | 'alibi';

/** The cards a player holds that can be turned over. */
export function cardsOf(s: QGame, id: PlayerId): { kind: CardKind; card: string }[] {
  const out: { kind: CardKind; card: string }[] = [{ kind: 'parti', card: playerRead(s.players, id).role }];
  // Read as it stands: turning a card over writes none.
  const c = asItStands(s.rs).cards[id]!;
  if (c.alibi) out.push({ kind: 'alibi', card: c.alibi });
  if (c.effect) out.push({ kind: 'effet', card: c.effect });
  return out;
}

const KIND_LABEL: Record<CardKind, string> = {
  parti: 'carte de parti',
  effet: 'rôle à effet',
  alibi: 'carte de parti d’alibi',
};
const KIND_THE: Record<CardKind, string> = {
  parti: 'la carte de parti',
  effet: 'le rôle à effet',
  alibi: 'la carte de parti d’alibi',
};
const KINDS: CardKind[] = ['parti', 'effet', 'alibi'];

type CardOption = { value: 'aucune' | `${PlayerId}:${CardKind}`; label: string };

/** « p3:effet » → the player and the kind of card. */
function splitCard(value: `${PlayerId}:${CardKind}`): [PlayerId, CardKind] {
  const [id, kind] = value.split(':');
  const k = KINDS.find((x) => x === kind);
  if (!k) throw new Error(`Unknown kind of card "${kind}"`);
  return [id!, k];
}

function curiousStep<C extends Curious>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: cardName(card),
      line: () => `${cardName(card)} ouvre les yeux et me désigne la carte d’un de ses voisins qu’il veut retourner.`,
      prompt: (s) => {
        const me = effectHolder(s, card)!;
        const options: CardOption[] = [
          { value: 'aucune', label: 'Aucune' },
          ...curiousTargets(s, me).flatMap((id) =>
            cardsOf(s, id).map((c): CardOption => ({
              value: `${id}:${c.kind}`,
              label: `${name(s, id)} : ${KIND_LABEL[c.kind]}`,
            })),
          ),
        ];
        return { kind: 'choice', none: 'aucune', label: 'Carte retournée', options };
      },
      resolve(ctx, value) {
        if (value === 'aucune') return;
        const s = ctx.s;
        const me = effectHolder(s, card)!;
        const [id, kind] = splitCard(value);
        act(ctx, me, 'curieux');
        const c = cardsOf(s, id).find((x) => x.kind === kind)!;
        const text = `${cardName(card)} retourne ${KIND_THE[kind]} ${de(name(s, id))} : ${cardName(c.card)}.`;
        showResult(ctx, {
          to: me,
          type: 'curieux',
          text,
          note: `Je retourne devant lui ${KIND_THE[kind]} ${de(name(s, id))} : ${cardName(c.card)}.`,
          line: 'Puis il se rendort.',
          data: { target: id, card: c.card },
        });
      },
    }),
  );
}

export const curieux = curiousStep('curieux');
export const fouineur = curiousStep('fouineur');
export const indiscret = curiousStep('indiscret');
export const fureteur = curiousStep('fureteur');
export const commere = curiousStep('commere');
