/**
 * A tiny ruleset that exercises the engine on its own (as boardgame.io tests
 * do with inline games): two steps a night, a die, an order book, a reaction.
 */
import type { PlayerId, Ruleset } from '../../src/engine';
import { ALIVE_DEAD } from '../../src/engine/health';
import { editBook, emptyBook, inResolutionOrder, parseEdit, type OrderBook } from '../../src/engine/orders';

export interface Toy {
  book: OrderBook;
  lastRoll: number | null;
}

const living = (s: { order: PlayerId[]; players: Record<PlayerId, { health: string }> }) => s.order.filter((id) => s.players[id]!.health === 'vivant');

export const toy: Ruleset<Toy> = {
  id: 'toy',
  name: 'Jeu jouet',
  description: 'Pour tester le moteur.',
  minPlayers: 3,
  maxPlayers: 6,
  options: [{ id: 'nightsToWin', label: 'Nuits', type: 'number', default: 3, min: 1, max: 9 }],
  camps: [{ id: 'a', name: 'A' }],
  roles: [
    { id: 'chef', name: 'Chef', camp: 'a', summary: 'Désigne.' },
    { id: 'pion', name: 'Pion', camp: 'a', max: 5, summary: 'Rien.' },
  ],
  markers: { marque: { label: 'Marqué' } },
  health: ALIVE_DEAD,
  calendar: { day1: 'lundi' },
  callInert: () => true,
  suggestComposition: (n) => ['chef', ...Array.from({ length: n - 1 }, () => 'pion')],
  init: () => ({ book: emptyBook(), lastRoll: null }),
  steps: {
    designer: {
      id: 'designer',
      title: 'Le Chef',
      role: 'chef',
      inert: (s) => (s.players[s.order.find((id) => s.players[id]!.role === 'chef')!]!.health === 'mort' ? 'le Chef est mort' : null),
      line: () => 'Le Chef désigne un joueur.',
      wakes: (s) => s.order.filter((id) => s.players[id]!.role === 'chef'),
      prompt: (s) => ({ kind: 'players', label: 'Cible', min: 1, max: 1, candidates: living(s) }),
      validate: (s, v) => (s.players[(v as string[])[0]!]!.role === 'chef' ? 'Le Chef ne peut pas se désigner.' : null),
      resolve(ctx, v) {
        const id = (v as string[])[0]!;
        ctx.s.players[id]!.markers.marque = true;
        ctx.emit('marque', { to: 'mj' }, `${ctx.base.players[id]!.name} est marqué.`);
        ctx.react('annonce', { id });
      },
    },
    annonce: {
      id: 'annonce',
      title: 'Annonce',
      line: (s, a) => `Annoncez : ${s.players[(a as { id: string }).id]!.name}.`,
      prompt: () => ({ kind: 'ack' }),
      resolve(ctx, _v, a) {
        const id = (a as { id: string }).id;
        ctx.setHealth(id, 'mort', 'désigné');
        ctx.announce(id, { health: 'mort' }, `${ctx.base.players[id]!.name} est mort.`);
      },
    },
    de: {
      id: 'de',
      title: 'Le dé',
      auto: true,
      line: () => '',
      prompt: () => ({ kind: 'ack' }),
      resolve(ctx) {
        ctx.s.rs.lastRoll = ctx.roll(6, 'dé de la nuit');
        ctx.s.rs.book = emptyBook();
      },
    },
    ordres: {
      id: 'ordres',
      title: 'Ordres',
      phase: 'deadline',
      line: () => 'Saisissez les ordres.',
      timer: () => 15,
      prompt: (s) => ({
        kind: 'orders',
        label: 'Ordres',
        players: living(s),
        kinds: [
          { id: 'vote', label: 'Vote', prompt: { kind: 'players', label: 'Cible', min: 1, max: 1, candidates: living(s) } },
          { id: 'don', label: 'Don', prompt: { kind: 'number', label: 'Pièces', min: 1, max: 9 } },
        ],
      }),
      validate: (s, v) => {
        const edit = parseEdit(v);
        return edit && 'put' in edit && edit.put.kind === 'don' && s.players[edit.put.player]!.role === 'chef' ? 'Le Chef ne donne rien.' : null;
      },
      resolve(ctx, v) {
        const err = editBook(ctx.s.rs.book, parseEdit(v)!, ctx.base.seq);
        if (err) throw new Error(err);
        if (ctx.s.rs.book.closed) {
          const order = inResolutionOrder(ctx.s.rs.book as OrderBook, ['don', 'vote']).map((o) => `${o.kind}:${o.player}`);
          ctx.emit('ordres', { to: 'mj' }, `Résolution : ${order.join(' ')}`);
        }
      },
      repeat: (s) => !s.rs.book.closed,
    },
  },
  actions: {
    reveil: {
      id: 'reveil',
      title: 'Réveil',
      available: (s) => living(s).length > 0,
      line: () => 'Un joueur se réveille.',
      prompt: (s) => ({ kind: 'players', label: 'Qui', min: 1, max: 1, candidates: living(s) }),
      resolve(ctx, v) {
        ctx.emit('reveil', { to: 'players', ids: v as string[] }, 'Réveil.');
      },
    },
  },
  nextPhase(s) {
    if (s.clock.phase === 'night') return { phase: 'deadline', day: s.clock.day, agenda: [{ step: 'ordres' }] };
    return { phase: 'night', day: s.clock.day + 1, agenda: [{ step: 'de' }, { step: 'designer' }] };
  },
  checkEnd(s) {
    const alive = living(s);
    if (alive.length <= 1) return { camps: ['a'], winners: alive, reason: 'Il ne reste qu’un survivant.' };
    return null;
  },
  campOf: () => 'a',
};
