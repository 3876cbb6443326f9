/**
 * The game's end shows every card (`ResolutionCtx.end`): each player's
 * announced role becomes its card, through either writer alike. A player
 * whose card was already shown is left as it stands, so the playouts'
 * writer does not copy it (it copies what a rule reads).
 */
import { describe, expect, it } from 'vitest';
import { IMMER, type Writer } from '../../src/engine/apply';
import { NO_HAND_DICE } from '../../src/engine/context';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import type { GameEnd, GameState } from '../../src/engine/types';
import { toy } from '../../src/rulesets/toy';
import { toyGame } from '../support/toy-game';

const started = (w: Writer): GameState => toyGame('end', w);

const END: GameEnd = {
  camps: ['village'],
  winners: ['p1', 'p2'],
  reason: 'Le village l’emporte.',
  why: { p1: 'vivant' },
};

/** The game with `p1`'s card shown (as a death told shows it), then ended. */
function ended(w: Writer): { shown: GameState; after: GameState } {
  const s = started(w);
  const shown = w.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
    ctx.s.players.p1!.announced.role = ctx.s.players.p1!.role;
  });
  const after = w.mutate(toy, shown, shown.seq, NO_HAND_DICE(), (ctx) => ctx.end(END));
  return { shown, after };
}

describe('the end of the game', () => {
  it('shows every card, the same through immer and the playouts’ writer', () => {
    const a = ended(IMMER).after;
    const b = ended(COPY_ON_ACCESS).after;
    for (const p of Object.values(a.players)) expect(p.announced.role).toBe(p.role);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const end = a.events.at(-1)!;
    expect(end.type).toBe('end');
    expect(end.data).toMatchObject({ camps: ['village'], winners: ['p1', 'p2'] });
    expect(a.ended).toMatchObject({ camps: ['village'], winners: ['p1', 'p2'] });
  });

  it('leaves a player whose card was shown as it stands (the playouts’ writer copies none of it)', () => {
    const { shown, after } = ended(COPY_ON_ACCESS);
    expect(after.players.p1).toBe(shown.players.p1);
    expect(after.players.p2).not.toBe(shown.players.p2);
    expect(shown.players.p2!.announced.role).not.toBe(shown.players.p2!.role);
  });
});
