/**
 * Day 0 (001:25, 66, 103-120, 138-147, 166): the specialty cards when the MJ
 * deals by hand, the villagers' personal goals, the posts handed out, the
 * camps (and goals) whose members know each other, and Cupidon: the MJ picks
 * two lovers and taps them; their dealt camp becomes their alibi.
 */
import { choose, ONE_IF_ANY, playerIn, playerRead, type Bars, type PlayerId } from '../../../engine';
import { ack, first, step } from '../common';
import { flag } from '../options';
import { POSTS } from '../posts';
import { available, campsOf, inCamp, isReptilien, specialtiesOf, unavailable, withGoal } from '../queries';
import { campName, cardGoals, cardName, GOAL_NAMES, isSpecialty, SPECIALTY_CARDS, type Knowing } from '../roles';
import { de, name, names } from '../../quintebourg-family/text';
import type { RGame } from '../types';
import { show } from './result';

/** Specialty cards still in the pile (the MJ deals by hand). */
function specialtiesLeft(s: RGame): string[] {
  const left = s.spare.filter(isSpecialty);
  for (const id of s.order) for (const c of specialtiesOf(s, id)) left.splice(left.indexOf(c), 1);
  return [...new Set(left)].sort((a, b) => cardName(a).localeCompare(cardName(b), 'fr'));
}

export const carteSpecialite = step({
  id: 'carte-specialite',
  title: 'Carte de spécialité',
  line: (s, { id }) => `Quelle carte de spécialité ${name(s, id)} a-t-il ou elle reçue ?`,
  prompt: (s) => ({
    kind: 'choice',
    label: 'Spécialité',
    options: specialtiesLeft(s).map((c) => ({ value: c, label: cardName(c) })),
  }),
  resolve(ctx, value, { id }) {
    ctx.s.rs.specialties[id] = [value];
    ctx.emit('carte', { to: 'mj' }, () => `${name(ctx.s, id)} : ${cardName(value)}.`);
  },
});

type GoalOption = { value: 'premier' | 'second' | 'deux'; label: string };

/** The MJ gives each of the six villagers' cards one of its two goals, or both (001:103-120). */
export const objectifs = step({
  id: 'objectifs',
  title: 'Objectifs personnels',
  line: (s, { id }) =>
    `Quel objectif personnel donnez-vous à ${name(s, id)} (${cardName(playerIn(s.players, id).role)}) ?`,
  // The book: 001:103.
  notes: () => ['Chaque carte de villageois à objectifs en reçoit un des deux, ou les deux.'],
  prompt: (s, { id }) => {
    const [a, b] = cardGoals(playerRead(s.players, id).role);
    const options: GoalOption[] = [
      { value: 'premier', label: GOAL_NAMES[a!] },
      { value: 'second', label: GOAL_NAMES[b!] },
      { value: 'deux', label: `Les deux : ${GOAL_NAMES[a!]} et ${GOAL_NAMES[b!]}` },
    ];
    return { kind: 'choice', label: 'Objectif', options };
  },
  resolve(ctx, value, { id }) {
    const s = ctx.s;
    const [a, b] = cardGoals(playerRead(s.players, id).role);
    const goals = value === 'premier' ? [a!] : value === 'second' ? [b!] : [a!, b!];
    ctx.s.rs.goals[id] = goals;
    ctx.emit(
      'objectif',
      { to: 'players', ids: [id] },
      () => `${name(s, id)} : ${goals.map((g) => GOAL_NAMES[g]).join(' et ')}.`,
      { goals },
    );
  },
});

/**
 * One post each, to a player able to take it (001:138-139); the Scrutateur,
 * handed out last, may go to a post holder when everyone has one: the call's
 * argument, true then, lifts both bars.
 */
const START_BARS: Bars<RGame, boolean> = [
  {
    test: (s, id, everyone) => !everyone && !available(s, id),
    why: (s, id) => `${unavailable(s, id) ?? name(s, id)} : il ou elle ne peut pas recevoir de poste.`,
    line: '001:138',
  },
  {
    test: (s, id, everyone) => !everyone && POSTS.postsOf(s, id).length > 0,
    why: (s, id) => `${name(s, id)} a déjà un poste public : pas de cumul.`,
    line: '001:139',
  },
];

export const posteDepart = step({
  id: 'poste-depart',
  title: 'Postes publics',
  line: (_s, { post }) => `Qui reçoit le poste ${de(POSTS.postName(post))} ?`,
  // The book: 001:139.
  notes: () => ['Un poste public par joueur au plus.'],
  prompt: (s, { post }) =>
    choose(
      s,
      { label: POSTS.postName(post), min: POSTS.isOptional(post) ? 0 : ONE_IF_ANY, max: 1 },
      START_BARS,
      post === 'scrutateur' && !POSTS.anyFree(s),
    ),
  resolve(ctx, value, { post }) {
    POSTS.assign(ctx, post, first(value), 'début de partie');
  },
});

/** Who opens their eyes: the camps that know each other, Seth among the Reptiliens unknown to them (001:77, 82, 86), the Détectives and the Mathématiciens (001:104, 113). */
export function members(s: RGame, group: Knowing): PlayerId[] {
  if (group === 'detectives' || group === 'mathematiciens') return withGoal(s, group);
  if (group === 'reptiliens') return s.order.filter((id) => isReptilien(s, id));
  return s.order.filter((id) => inCamp(s, id, group));
}

const GROUP_LINE: Record<Knowing, string> = {
  setheux: 'Seth et le Fennec ouvrent les yeux et se reconnaissent, puis se rendorment.',
  souris: 'Les Souris ouvrent les yeux et se reconnaissent, puis se rendorment.',
  reptiliens: 'Les Reptiliens ouvrent les yeux et se reconnaissent, puis se rendorment.',
  detectives: 'Les Détectives ouvrent les yeux et se reconnaissent, puis se rendorment.',
  mathematiciens: 'Les Mathématiciens ouvrent les yeux et se reconnaissent, puis se rendorment.',
};

/** Every group is called, even with nobody in it: the table must not learn from the calls which cards were dealt. */
export const presentation = step({
  id: 'presentation',
  title: 'Présentation des camps',
  line: (_s, { camp }) => GROUP_LINE[camp],
  inert: (s, { camp }) => (members(s, camp).length === 0 ? 'personne dans ce groupe' : null),
  notes: (s, { camp }) => {
    // Whom to wake is the call's header (its `wakes`), not a note repeating it.
    const out: string[] = [];
    // The book: 001:86.
    if (camp === 'reptiliens') out.push('Seth, la Reptilienne noire et la rouge ne se font pas connaître.');
    // The book: 001:78, 86.
    if (camp === 'setheux') out.push('Seth participe aussi aux attaques des Reptiliens, qui ignorent qui il est.');
    return out;
  },
  wakes: (s, { camp }) => members(s, camp),
  prompt: () => ack(),
  resolve() {},
});

/**
 * The MJ plays Cupidon (001:66): he picks two lovers, taps their heads and
 * they recognise each other; their dealt camp is now their alibi. The
 * Romantiques know the lovers (001:117): the MJ taps them next.
 */
const ANYONE: Bars<RGame> = [];

export const cupidon = step({
  id: 'cupidon',
  title: 'Cupidon',
  line: () =>
    'Je joue Cupidon : je choisis deux amoureux et touche leur tête ; ils ouvrent les yeux, se reconnaissent, puis se rendorment.',
  // The book: 001:66.
  notes: () => ['Deux amoureux, ou aucun. Leur carte de camp reste leur alibi : ils en jouent tous les effets.'],
  // Any two players: the MJ picks them to suit his plan (001:66), nobody is left out.
  prompt: (s) => choose(s, { label: 'Amoureux (deux, ou personne)', min: 0, max: 2 }, ANYONE),
  validate: (_s, value) =>
    value.length === 1 ? { reason: 'Choisissez deux amoureux, ou personne.', rule: '001:66' } : null,
  wakes: () => [],
  resolve(ctx, value) {
    if (value.length !== 2) return;
    const s = ctx.s;
    const [a, b] = [value[0]!, value[1]!];
    ctx.s.rs.lovers = [a, b];
    for (const id of [a, b]) ctx.s.rs.camps[id] = ['amoureux', ...campsOf(s, id)];
    const romantics = withGoal(s, 'romantique').filter((id) => id !== a && id !== b);
    show(ctx, {
      to: [a, b],
      type: 'amoureux',
      text: `${names(s, [a, b])} sont amoureux.`,
      note: `Je touche la tête ${de(names(s, [a, b]))}.`,
      line: 'Ils ouvrent les yeux, se reconnaissent, puis se rendorment.',
    });
    if (romantics.length > 0)
      show(ctx, {
        to: romantics,
        type: 'romantique',
        text: `Les amoureux sont ${names(s, [a, b])}.`,
        note: `Les Romantiques (${names(s, romantics)}) ouvrent les yeux : je leur montre les amoureux, ${names(s, [a, b])}.`,
        line: '',
      });
  },
});

export const depart = step({
  id: 'depart',
  title: 'Début de la partie',
  line: (s) =>
    `Tout est prêt : chacun connaît ses cartes, les postes sont attribués. ${flag(s.setup.options, 'parlerRoles') ? 'Vous pouvez parler de vos rôles, sans montrer vos cartes.' : 'Vous ne pouvez pas parler de vos rôles.'} La première nuit commence.`,
  notes: (s) => [
    // The book: 001:179.
    `Pièces de départ : ${s.rs.coins.total / Math.max(1, s.order.length)} chacun.`,
    `Spécialités en jeu : ${
      SPECIALTY_CARDS.filter((r) => s.order.some((id) => specialtiesOf(s, id).includes(r.id)))
        .map((r) => r.name)
        .join(', ') || 'aucune'
    }.`,
    ...(s.rs.lovers
      ? [
          `Amoureux : ${names(s, s.rs.lovers)} (alibis : ${s.rs.lovers.map((id) => campName(campsOf(s, id)[1] ?? 'villageois')).join(', ')}).`,
        ]
      : ['Pas d’amoureux.']),
  ],
  prompt: () => ack(),
  resolve() {},
});
