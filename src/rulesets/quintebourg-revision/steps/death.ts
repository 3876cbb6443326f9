/**
 * What the dead does (001:195-216): he turns one of his cards over, then
 * chooses: a ghost (the militia, the law, the dream; the first ghost takes
 * the Chef de la milice fantôme's post, 001:148), a spirit (eyes open at
 * night, the nightmare), or he hands his specialty down to a living player
 * of his choice, turning both cards over (one of his choice, when he holds
 * two); a living player holds two specialties at most and may give one up
 * for the new one (001:214-215).
 */
import { playerIn, playerRead, type PlayerId } from '../../../engine';
import { de, name } from '../../quintebourg-family/text';
import { step, tell } from '../common';
import { POSTS } from '../posts';
import { ghosts, living, powersOf, specialtiesOf } from '../queries';
import { cardName, isPower } from '../roles';
import type { Fate, RCtx, RGame } from '../types';
import { choose } from '../../../engine';
import { LIVING } from '../bars';

/** The cards a dead player may still turn over. */
function unturned(s: RGame, id: PlayerId): string[] {
  const turned = s.rs.dead[id]?.turned ?? [];
  return [playerRead(s.players, id).role, ...specialtiesOf(s, id)].filter((c) => !turned.includes(c));
}

/** Turn a card over in front of everyone. */
function turnOver(ctx: RCtx, id: PlayerId, card: string): void {
  const s = ctx.s;
  const d = s.rs.dead[id]!;
  ctx.s.rs.dead[id] = { ...d, turned: [...d.turned, card] };
  ctx.announce(id, { role: card }, () => `${name(s, id)} retourne sa carte : ${cardName(card)}.`);
}

export const mortCarte = step({
  id: 'mort-carte',
  title: 'La carte du mort',
  // A card already turned over (Shéhérazade's, who died of her conversion, 001:75) is the one he shows.
  when: (s, { id }) => s.rs.dead[id] !== undefined && s.rs.dead[id]!.turned.length === 0,
  line: (s, { id }) =>
    `${name(s, id)} retourne une de ses cartes, camp ou spécialité, au choix, et va dans le coin des morts.`,
  prompt: (s, { id }) => ({
    kind: 'choice',
    label: 'Carte retournée',
    options: unturned(s, id).map((c) => ({
      value: c,
      label: `${c === playerIn(s.players, id).role ? 'Carte de camp' : 'Carte de spécialité'} : ${cardName(c)}`,
    })),
  }),
  resolve(ctx, card, { id }) {
    turnOver(ctx, id, card);
  },
});

type FateOption = { value: Fate; label: string };

/** Whether `id` has a power to hand down, and someone alive to receive it. */
const mayHandDown = (s: RGame, id: PlayerId): boolean => powersOf(s, id).length > 0 && living(s).length > 0;

export const mortDevenir = step({
  id: 'mort-devenir',
  title: 'Ce que devient le mort',
  when: (s, { id }) => s.rs.dead[id] !== undefined && s.rs.dead[id]!.fate === null,
  line: (s, { id }) => `${name(s, id)} choisit : devenir un fantôme, un esprit, ou transmettre son héritage spirituel.`,
  notes: () => [
    // The book: 001:196-205.
    'Fantôme : la milice chaque nuit, la loi du jour, le rêve ; il perd ses pouvoirs, sauf la Résurrection.',
    // The book: 001:206-210.
    'Esprit : les yeux ouverts la nuit, le cauchemar.',
    // The book: 001:211-216.
    'Héritage : il retourne ses deux cartes et transmet sa spécialité à un vivant.',
  ],
  prompt: (s, { id }) => {
    const options: FateOption[] = [
      { value: 'fantome', label: 'Devenir un fantôme' },
      { value: 'esprit', label: 'Devenir un esprit' },
      ...(mayHandDown(s, id) ? [{ value: 'heritage' as const, label: 'Transmettre sa spécialité' }] : []),
    ];
    return { kind: 'choice', label: 'Il ou elle devient', options };
  },
  resolve(ctx, fate, { id }) {
    const s = ctx.s;
    ctx.s.rs.dead[id] = { ...s.rs.dead[id]!, fate };
    if (fate === 'fantome') {
      ctx.emit('fantome', { to: 'public' }, () => `${name(s, id)} devient un fantôme.`, { player: id });
      // The first ghost takes the Chef de la milice's post (001:148).
      if (
        'chef' in s.posts &&
        s.posts.chef === null &&
        ghosts(ctx.s).filter((g) => POSTS.postsOf(ctx.s, g).length === 0)[0] === id
      )
        POSTS.assign(ctx, 'chef', id, 'premier fantôme');
      return;
    }
    if (fate === 'esprit') {
      ctx.emit('esprit', { to: 'public' }, () => `${name(s, id)} devient un esprit.`, { player: id });
      return;
    }
    for (const card of unturned(s, id)) turnOver(ctx, id, card);
    ctx.emit('legs', { to: 'public' }, () => `${name(s, id)} transmet son héritage spirituel.`, { player: id });
    const powers = powersOf(ctx.s, id);
    if (powers.length > 1) ctx.react('legs-choix', { from: id });
    else ctx.react('legs-specialite', { from: id, card: powers[0]! });
  },
});

type LegacyOption = { value: string; label: string };

/**
 * A dead player holding two powers (one inherited) hands down one, of his
 * choice: the book's heritage is one specialty to one living player, who
 * then holds two (001:212-213); the other is lost with him.
 */
export const legsChoix = step({
  id: 'legs-choix',
  title: 'L’héritage spirituel\u00a0: quelle spécialité',
  when: (s, { from }) => powersOf(s, from).length > 1 && living(s).length > 0,
  line: (s, { from }) =>
    `${name(s, from)} a deux spécialités : il ou elle choisit celle qu’il ou elle transmet ; l’autre est perdue.`,
  prompt: (s, { from }) => {
    const options: LegacyOption[] = powersOf(s, from).map((c) => ({ value: c, label: `Transmettre ${cardName(c)}` }));
    return { kind: 'choice', label: 'Spécialité transmise', options };
  },
  resolve(ctx, card, { from }) {
    ctx.emit('legs', { to: 'mj' }, () => `${name(ctx.s, from)} transmet ${cardName(card)}.`);
    ctx.react('legs-specialite', { from, card });
  },
});

export const legsSpecialite = step({
  id: 'legs-specialite',
  title: 'L’héritage spirituel',
  // Nobody left alive to receive it (an Assassin's shot and a lover's grief before this call): the card is lost.
  when: (s, { from, card }) => powersOf(s, from).includes(card) && living(s).length > 0,
  line: (s, { from, card }) => `${name(s, from)} désigne le vivant qui reçoit sa spécialité (${cardName(card)}).`,
  // The book: 001:214-215.
  notes: () => ['Un vivant ne cumule jamais trois spécialités : s’il en a déjà deux, il peut renoncer à l’une.'],
  prompt: (s) => choose(s, { label: 'Héritier', min: 1, max: 1 }, LIVING),
  resolve(ctx, value, { from, card }) {
    const s = ctx.s;
    const to = value[0]!;
    ctx.s.rs.dead[from] = { ...s.rs.dead[from]!, heir: to };
    if (powersOf(s, to).length >= 2) {
      ctx.react('legs-renonce', { from, to, card });
      return;
    }
    inherit(ctx, { from, to, card });
  },
});

type RenounceOption = { value: string; label: string };

/** The heir who holds two powers already gives one up for the new one, or refuses it (001:214-215). */
export const legsRenonce = step({
  id: 'legs-renonce',
  title: 'L’héritier renonce',
  line: (s, { to, card }) =>
    `${name(s, to)} a déjà deux spécialités : renonce-t-il ou elle à l’une pour recevoir ${cardName(card)} ?`,
  wakes: (_s, { to }) => [to],
  prompt: (s, { to }) => {
    const options: RenounceOption[] = [
      ...powersOf(s, to).map((c) => ({ value: c, label: `Renoncer à ${cardName(c)}` })),
      { value: 'refus', label: 'Garder les siennes : l’héritage est perdu' },
    ];
    return { kind: 'choice', label: 'Renoncement', options };
  },
  resolve(ctx, value, args) {
    const s = ctx.s;
    if (value === 'refus') {
      ctx.emit(
        'legs',
        { to: 'mj' },
        () => `${name(s, args.to)} garde ses spécialités : ${cardName(args.card)} est perdue.`,
      );
      dropCard(ctx, args.from, args.card);
      return;
    }
    dropCard(ctx, args.to, value);
    ctx.emit('legs', { to: 'mj' }, () => `${name(s, args.to)} renonce à ${cardName(value)}.`);
    inherit(ctx, args);
  },
});

function dropCard(ctx: RCtx, id: PlayerId, card: string): void {
  ctx.s.rs.specialties[id] = specialtiesOf(ctx.s, id).filter((c) => c !== card);
}

/** The heir receives the card: « Sans spécialité » gives way to a power (it is none, 001:214). */
function inherit(ctx: RCtx, { from, to, card }: { from: PlayerId; to: PlayerId; card: string }): void {
  const s = ctx.s;
  dropCard(ctx, from, card);
  ctx.s.rs.specialties[to] = [...specialtiesOf(s, to).filter(isPower), card];
  ctx.s.rs.inherited[to] = [...(s.rs.inherited[to] ?? []), card];
  tell(ctx, {
    to: [to],
    type: 'legs',
    text: `${name(s, to)} reçoit la spécialité ${de(name(s, from))} : ${cardName(card)}.`,
    data: { from, card },
  });
}
