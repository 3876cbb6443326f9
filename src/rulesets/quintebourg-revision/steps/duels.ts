/**
 * Éris's quarrel and Freyja's allumeuse (001:134, 136): two nights a week
 * each designates two players (herself too, if she likes), who spend the
 * night fighting, or making love; they recognise each other without learning
 * who sent them, and the first designated chooses at which of the two's
 * house. Long actions of the priority table (001:18-19).
 */
import { de, name, names } from '../../quintebourg-family/text';
import { act, step, tell } from '../common';
import { specialtyHolder } from '../queries';
import type { RGame } from '../types';
import { cardStep } from './call';
import { choose } from '../../../engine';
import { LIVING } from '../bars';

type Kind = 'fight' | 'love';
const CARD: Record<Kind, string> = { fight: 'eris', love: 'freyja' };

function designation<K extends 'querelle' | 'allumeuse'>(id: K, kind: Kind) {
  const card = CARD[kind];
  return cardStep(
    card,
    step({
      id,
      title: kind === 'fight' ? 'Éris\u00a0: la querelle' : 'Freyja\u00a0: l’allumeuse',
      line: () =>
        kind === 'fight'
          ? 'Éris ouvre les yeux et me désigne deux personnes (elle-même, si elle veut) qui vont se battre cette nuit ; la première désignée choisira le lieu.'
          : 'Freyja ouvre les yeux et me désigne deux personnes (elle-même, si elle veut) qui vont coucher ensemble cette nuit ; la première désignée choisira le lieu.',
      prompt: (s: RGame) =>
        choose(s, { label: 'Deux personnes (ou personne), la première choisit le lieu', min: 0, max: 2 }, LIVING),
      validate: (_s, value) =>
        value.length === 1
          ? { reason: 'Désignez deux personnes, ou personne.', rule: kind === 'fight' ? '001:134' : '001:136' }
          : null,
      resolve(ctx, value) {
        if (value.length !== 2) return;
        const s = ctx.s;
        act(ctx, specialtyHolder(s, card)!, kind === 'fight' ? 'querelle' : 'allumeuse');
        const duel = { a: value[0]!, b: value[1]!, host: null };
        if (kind === 'fight') ctx.s.rs.night.fight = duel;
        else ctx.s.rs.night.love = duel;
        ctx.react('duel-lieu', { kind });
      },
    }),
  );
}

export const querelle = designation('querelle', 'fight');
export const allumeuse = designation('allumeuse', 'love');

const duelOf = (s: RGame, kind: Kind) => (kind === 'fight' ? s.rs.night.fight : s.rs.night.love);

/** The two recognise each other; the first chooses the house (001:134, 136). */
export const duelLieu = step({
  id: 'duel-lieu',
  title: 'Le lieu de la nuit',
  line: (s, { kind }) => {
    const d = duelOf(s, kind)!;
    return `Je touche la tête ${de(names(s, [d.a, d.b]))} : ils ouvrent les yeux et se reconnaissent. ${name(s, d.a)} choisit ${kind === 'fight' ? 'chez lequel des deux a lieu la bagarre' : 'chez lequel des deux ils passent la nuit'}.`;
  },
  wakes: (s, { kind }) => {
    const d = duelOf(s, kind)!;
    return [d.a, d.b];
  },
  prompt: (s, { kind }) => {
    const d = duelOf(s, kind)!;
    return {
      kind: 'choice',
      label: 'Maison',
      options: [d.a, d.b].map((id) => ({ value: id, label: `Chez ${name(s, id)}` })),
    };
  },
  resolve(ctx, host, { kind }) {
    const s = ctx.s;
    const d = duelOf(s, kind)!;
    const next = { ...d, host };
    if (kind === 'fight') ctx.s.rs.night.fight = next;
    else ctx.s.rs.night.love = next;
    tell(ctx, {
      to: [d.a, d.b],
      type: kind === 'fight' ? 'querelle' : 'allumeuse',
      text: `${names(s, [d.a, d.b])} ${kind === 'fight' ? 'se battent' : 'passent la nuit ensemble'} chez ${name(s, host)} cette nuit.`,
    });
  },
});
