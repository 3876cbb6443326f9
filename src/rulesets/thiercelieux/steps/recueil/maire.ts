/**
 * Le Maire and his caractère cards (004:362-455): before the preparation turn
 * he draws at random as many cards as there are wolf cards (the Chef de Meute
 * counts) and gives each to a player, one per player (himself allowed); then
 * every card and its holder are announced.
 */
import { CARACTERES, caractere } from '../../caracteres';
import { called, DEAD_BAR, firstOf, holder, name, wolfCardsInPlay } from '../../state';
import type { TGame } from '../../types';
import { roleStep } from '../common';
import { step } from '../step';
import { choose, playerIn, playerRead, type Bars } from '../../../../engine';

const given = (s: TGame) => s.order.filter((id) => playerRead(s.players, id).markers.caractere !== undefined);
const current = (s: TGame) => s.rs.caracteres[given(s).length] ?? null;

/** A living player (the Maire himself allowed, 004:365), never one who already has a caractère (004:362). */
const BARS: Bars<TGame> = [
  DEAD_BAR,
  {
    test: (s, id) => playerRead(s.players, id).markers.caractere !== undefined,
    why: (s, id) => `${name(s, id)} a déjà un caractère : le Maire n’en donne jamais deux au même joueur.`,
    line: '004:362',
  },
];

export const maire = roleStep('maire', {
  id: 'maire',
  title: 'Le Maire',
  phase: 'day',
  enter(ctx) {
    const s = ctx.base;
    const n = Math.min(wolfCardsInPlay(s), s.order.length);
    ctx.s.rs.caracteres = ctx
      .shuffle(
        CARACTERES.map((c) => c.id),
        'cartes de caractère',
      )
      .slice(0, n);
  },
  line: (s) => {
    const card = current(s);
    const k = given(s).length + 1;
    return `Le Maire ouvre les yeux et pioche la carte de caractère n° ${k} sur ${s.rs.caracteres.length} : ${card ? caractere(card).name : '?'}. Il me désigne le joueur à qui il la donne (lui-même s’il veut).`;
  },
  notes: (s) => {
    const card = current(s);
    return card ? [`${caractere(card).name} : ${caractere(card).summary}`] : [];
  },
  wakes: (s) => [holder(s, 'maire')!],
  prompt: (s) => choose(s, { label: 'Joueur qui reçoit la carte', min: 1, max: 1 }, BARS),
  resolve(ctx, value) {
    const s = ctx.base;
    const target = firstOf(value)!;
    const card = current(s)!;
    playerIn(ctx.s.players, target).markers.caractere = card;
    ctx.emit('caractere', { to: 'mj' }, () => `Le Maire donne ${caractere(card).name} à ${name(s, target)}.`, {
      player: target,
      caractere: card,
    });
  },
  repeat: (s) => given(s).length < s.rs.caracteres.length,
});

export const reveilMaire = step({
  id: 'reveil-maire',
  title: 'Les caractères du Maire',
  phase: 'day',
  role: 'maire',
  when: (s) => called(s, 'maire'),
  line: (s) =>
    `Tout le monde ouvre les yeux. Le Maire a distribué les caractères : ${given(s)
      .map((id) => `${name(s, id)}, ${caractere(playerRead(s.players, id).markers.caractere!).name}`)
      .join(' ; ')}. Chacun devra s’y tenir toute la partie.`,
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx) {
    const s = ctx.base;
    for (const id of given(s)) {
      const c = caractere(playerRead(s.players, id).markers.caractere!);
      ctx.emit(
        'caractere',
        { to: 'public' },
        () => `${name(s, id)} reçoit le caractère ${c.name} (${c.summary.replace(/\.$/, '').toLowerCase()}).`,
        {
          player: id,
          caractere: c.id,
        },
      );
    }
  },
});
