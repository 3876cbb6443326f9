/**
 * The end of the night (001:232-237): once the lovers met, the MJ notes who
 * sleeps where (the map the attack and the reports read); the Dresseur de
 * rapace's animal watches a house or a corpse; the attack takes place; after
 * it, the Ingénieure uses one of her two inventions; the couples' report
 * (mode MJ courageux).
 */
import { couplesStep } from '../../quintebourg-family/couples';
import { de, name } from '../../quintebourg-family/text';
import { resolveAttack } from '../attack';
import { ack, act, first, step } from '../common';
import { at, attackOn, house, mapLines, nightMap, placeRows, samePlace, type Place } from '../night-map';
import { flag } from '../options';
import { isAlive, isReptilien, specialtyHolder } from '../queries';
import { cardName } from '../roles';
import type { RCtx, RGame } from '../types';
import { cardStep } from './call';
import { show } from './result';
import { playerRead } from '../../../engine';
import { choose, type Bars } from '../../../engine';
import { LIVING } from '../bars';

export const carte = step({
  id: 'carte',
  title: 'Qui dort où',
  enter(ctx) {
    const s = ctx.s;
    const { long, map } = nightMap(s);
    ctx.s.rs.night.long = long;
    ctx.s.rs.night.map = map;
    // The sculpted house's owner moves tomorrow if the Artiste did spend the night there (001:132).
    const artist = specialtyHolder(s, 'artiste');
    if (artist && long[artist] === 'sculpture' && s.rs.night.sculpture) ctx.s.rs.dawn.harassed = s.rs.night.sculpture;
    const after = ctx.s;
    ctx.emit('carte-nuit', { to: 'mj' }, () => `Qui dort où : ${mapLines(after).join(' ; ')}.`);
  },
  line: () => 'Chacun passe la nuit où sa plus haute action longue le mène. Je note qui dort où.',
  notes: (s) => [
    ...mapLines(s),
    ...(s.rs.night.attack && attackOn(s) ? [`Les Reptiliens visent la maison ${de(name(s, s.rs.night.attack))}.`] : []),
  ],
  places: (s) => placeRows(s),
  prompt: () => ack(),
  resolve() {},
});

/** The animal before a house (a Reptilien, Seth included, spent the night there?) or before a corpse at the morgue (001:126). */
export const rapace = cardStep(
  'dresseur',
  step({
    id: 'rapace',
    title: 'Le Dresseur de rapace',
    line: () =>
      'Le Dresseur de rapace ouvre les yeux et me désigne la maison devant laquelle il place son animal, ou le cadavre devant lequel il le pose à la morgue.',
    prompt: (s) => ({
      kind: 'choice',
      none: 'aucun',
      label: 'Où va le rapace',
      options: [
        { value: 'aucun', label: 'Nulle part cette nuit' },
        ...s.order.map((id) => ({ value: `house:${id}`, label: `La maison ${de(name(s, id))}` })),
        ...s.order
          .filter((id) => !isAlive(s, id))
          .map((id) => ({ value: `corpse:${id}`, label: `Le cadavre ${de(name(s, id))}` })),
      ],
    }),
    resolve(ctx, value) {
      if (value === 'aucun') return;
      const s = ctx.s;
      const me = specialtyHolder(s, 'dresseur')!;
      act(ctx, me, 'rapace');
      const [kind, id = ''] = value.split(':');
      const found =
        kind === 'corpse'
          ? isReptilien(s, id)
          : at(s.rs.night.map ?? {}, house(id)).some((x) => isAlive(s, x) && isReptilien(s, x));
      const where = kind === 'corpse' ? `le cadavre ${de(name(s, id))}` : `la maison ${de(name(s, id))}`;
      const text = `Le rapace, devant ${where} : ${found ? 'un Reptilien' : 'aucun Reptilien'}.`;
      show(ctx, {
        to: [me],
        type: 'rapace',
        text,
        note: `Je lui réponds d’un geste : ${found ? 'oui' : 'non'}, ${found ? 'un Reptilien' : 'aucun Reptilien'} devant ${where}.`,
        line: 'Puis il se rendort.',
        data: { found },
      });
    },
  }),
);

/** Why there is no attack tonight (once resolved, the call stays as it was). */
function attackInert(s: RGame): string | null {
  if (s.rs.night.lines.attaque) return null;
  // The book: 001:187.
  if (!attackOn(s)) return 'la Reptilienne alpha est morte : pas d’attaque';
  if (!s.rs.night.attack && !flag(s.setup.options, 'carnage')) return 'pas d’attaque cette nuit';
  return null;
}

export const attaque = step({
  id: 'attaque',
  title: 'L’attaque',
  inert: attackInert,
  enter(ctx) {
    const lines = resolveAttack(ctx);
    ctx.s.rs.night.lines = { ...ctx.s.rs.night.lines, attaque: lines };
    for (const line of lines) ctx.emit('attaque', { to: 'mj' }, line);
  },
  line: (s) =>
    flag(s.setup.options, 'carnage')
      ? 'L’attaque a lieu : en mode carnage, chaque Reptilien éveillé attaque la maison où il se trouve.'
      : 'L’attaque a lieu.',
  places: (s) => placeRows(s),
  notes: (s) => s.rs.night.lines.attaque ?? [],
  prompt: () => ack(),
  resolve() {},
});

type InventionOption = { value: 'rien' | 'stalkeur' | 'revelateur'; label: string };

/** After the attack, Stalkeur XOR Révélateur (001:121-124, 236). */
export const ingenieure = cardStep(
  'ingenieure',
  step({
    id: 'ingenieure',
    title: 'L’Ingénieure',
    line: () =>
      'L’Ingénieure ouvre les yeux : Stalkeur (une personne a-t-elle passé la nuit chez elle ?) ou Révélateur (la carte de camp d’un mort) ?',
    prompt: (s) => {
      const options: InventionOption[] = [
        { value: 'rien', label: 'Rien cette nuit' },
        { value: 'stalkeur', label: 'Stalkeur : une personne' },
        ...(s.order.some((id) => !isAlive(s, id))
          ? [{ value: 'revelateur' as const, label: 'Révélateur : un mort' }]
          : []),
      ];
      return { kind: 'choice', none: 'rien', label: 'Invention', options };
    },
    resolve(ctx, value) {
      if (value !== 'rien') ctx.react('invention', { kind: value });
    },
  }),
);

/** The Révélateur shows a dead player's card (001:121-124): the living are out of it. */
const THE_DEAD: Bars<RGame> = [
  {
    test: (s, id) => isAlive(s, id),
    why: (s, id) => `${name(s, id)} est vivant·e : le Révélateur désigne un mort.`,
  },
];

export const invention = cardStep(
  'ingenieure',
  step({
    id: 'invention',
    title: 'L’invention',
    line: (_s, { kind }) => (kind === 'stalkeur' ? 'Qui désigne-t-elle ?' : 'Quel mort désigne-t-elle ?'),
    prompt: (s, { kind }) =>
      kind === 'stalkeur'
        ? choose(s, { label: 'Stalkeur : qui', min: 1, max: 1 }, LIVING)
        : choose(s, { label: 'Révélateur : quel mort', min: 1, max: 1 }, THE_DEAD),
    resolve(ctx, value, { kind }) {
      const s = ctx.s;
      const me = specialtyHolder(s, 'ingenieure')!;
      const id = first(value)!;
      act(ctx, me, kind);
      if (kind === 'revelateur') {
        const card = cardName(playerRead(s.players, id).role);
        show(ctx, {
          to: [me],
          type: 'revelateur',
          text: `Révélateur : la carte de camp ${de(name(s, id))} est ${card}.`,
          note: `Je lui montre la carte de camp ${de(name(s, id))} : ${card}.`,
          line: 'Puis elle se rendort.',
          data: { target: id },
        });
        return;
      }
      const spot: Place | undefined = s.rs.night.map?.[id];
      const home = spot !== undefined && samePlace(spot, house(id));
      const text = `Stalkeur : ${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la majeure partie de la nuit chez lui ou elle.`;
      show(ctx, {
        to: [me],
        type: 'stalkeur',
        text,
        note: `Je lui réponds d’un geste : ${home ? 'oui' : 'non'}.`,
        line: 'Puis elle se rendort.',
        data: { target: id, home },
      });
    },
  }),
);

/** Mode MJ courageux: the couples one after the other; a spouse is home in his own house or his spouse's, the two neighbouring houses (001:192, 194). */
export const couples = {
  ...couplesStep({
    atHome: (s: RGame, m) =>
      m.pair.filter((id) => {
        const spot = s.rs.night.map?.[id];
        return spot !== undefined && m.pair.some((h) => samePlace(spot, house(h)));
      }),
    told: (s: RGame, id) => isAlive(s, id),
    keep(ctx: RCtx, lines: string[]) {
      ctx.s.rs.night.lines = { ...ctx.s.rs.night.lines, couples: lines };
    },
    kept: (s: RGame) => s.rs.night.lines.couples ?? [],
  }),
  when: (s: RGame) => flag(s.setup.options, 'mjCourageux'),
};
