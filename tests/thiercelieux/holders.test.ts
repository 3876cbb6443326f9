/**
 * Who holds which card (`state.ts` `holders`) is kept between calls: it must
 * follow a card changing hands at once, in a new state as inside a
 * resolution (an immer draft, or the copies a playout writes in place).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { holders } from '../../src/rulesets/thiercelieux/state';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { seated } from './fixtures';

function game(): TGame {
  const players = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid'].map((name, i) => ({ id: `p${i + 1}`, name }));
  const created = createGame<TGame['rs']>(thiercelieux, {
    rulesetId: 'thiercelieux',
    players,
    composition: seated(6, 'voyante', 'loup-garou'),
    seed: 'holders',
    options: {},
    deal: { p1: 'voyante', p2: 'loup-garou', p3: 'villageois', p4: 'villageois', p5: 'villageois', p6: 'villageois' },
  });
  if (!created.ok) throw new Error(created.error);
  return created.value as TGame;
}

describe('holders of a card', () => {
  it('follows a card given to another player, in the next state', () => {
    const s = game();
    expect(holders(s, 'voyante')).toEqual(['p1']);
    const next = produce(s, (d) => {
      d.players.p1!.role = 'villageois';
      d.players.p3!.role = 'voyante';
    });
    expect(holders(next, 'voyante')).toEqual(['p3']);
    expect(holders(next, 'villageois')).toEqual(['p1', 'p4', 'p5', 'p6']);
    // The first state still answers for itself.
    expect(holders(s, 'voyante')).toEqual(['p1']);
  });

  it('follows a card changing hands inside a draft', () => {
    const s = game();
    produce(s, (d) => {
      const draft = d as TGame;
      expect(holders(draft, 'loup-garou')).toEqual(['p2']);
      draft.players.p2!.role = 'villageois';
      draft.players.p5!.role = 'loup-garou';
      expect(holders(draft, 'loup-garou')).toEqual(['p5']);
    });
  });

  it('follows a card changing hands in a game written in place (a playout’s copies)', () => {
    const s = structuredClone(game());
    withoutIdentityCaches(() => {
      expect(holders(s, 'loup-garou')).toEqual(['p2']);
      s.players.p2!.role = 'villageois';
      s.players.p6!.role = 'loup-garou';
      expect(holders(s, 'loup-garou')).toEqual(['p6']);
    });
  });
});
