/**
 * Orphée and the Sirène (001:97-99): each night each charms a new person,
 * independently of the other; the MJ taps the charmed, who will be called to
 * raise their hand each morning.
 */
import { de, name } from '../../quintebourg-family/text';
import { act, first, step } from '../common';
import { cardHolder } from '../queries';
import type { RGame } from '../types';
import { cardStep } from './call';
import { show } from './result';
import { choose, type Bars, type PlayerId } from '../../../engine';
import { DEAD, notMe } from '../bars';

function musician<K extends 'orphee' | 'sirene'>(id: K) {
  const title = id === 'orphee' ? 'Orphée' : 'La Sirène';
  const me = (s: RGame) => cardHolder(s, id);
  /** A new person each night (001:98, 99): alive, not the musician, not charmed already. */
  const bars: Bars<RGame, PlayerId | null> = [
    DEAD,
    notMe((s, x) => `${name(s, x)} est ${id === 'orphee' ? 'Orphée' : 'la Sirène'} : chacun charme quelqu’un d’autre.`),
    {
      test: (s, x) => s.rs.charmed.includes(x),
      why: (s, x) => `${name(s, x)} est déjà charmé·e : chaque nuit, une nouvelle personne.`,
      line: id === 'orphee' ? '001:98' : '001:99',
    },
  ];
  return cardStep(
    id,
    step({
      id,
      title,
      line: () => `${title} ouvre les yeux et me désigne une nouvelle personne à charmer ; je touche sa tête.`,
      prompt: (s) => choose(s, { label: 'Charmé·e (ou personne)', min: 0, max: 1 }, bars, me(s)),
      resolve(ctx, value) {
        const target = first(value);
        if (!target) return;
        const s = ctx.s;
        act(ctx, me(s)!, 'charme');
        ctx.s.rs.charmed = [...s.rs.charmed, target];
        ctx.s.rs.night.charmed = [...s.rs.night.charmed, target];
        show(ctx, {
          to: [target],
          type: 'charme',
          text: `${name(s, target)} est charmé·e.`,
          note: `Je touche la tête ${de(name(s, target))} : il ou elle est charmé·e.`,
          line: '',
          data: { target },
        });
      },
    }),
  );
}

export const orphee = musician('orphee');
export const sirene = musician('sirene');
