/**
 * A card the Prêtre's blessing takes out is still called, in the void, for
 * the whole game (004:525): every such call must show its line without its
 * holder. For each card of the game, its holder is blessed on the
 * preparation turn, then random games go on with every call's line, notes
 * and documents built as the app builds them (the Astrologue's line once
 * read the markers of a holder who was gone, and the call screen crashed).
 */
import { describe, expect, it } from 'vitest';
import { randomValue } from '../../src/engine/playout';
import { seedRng } from '../../src/engine/random';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { isWolfRole } from '../../src/rulesets/thiercelieux/state';
import { playTexts } from '../property/texts';
import { seated } from './fixtures';
import { recueil } from './table';

/** Cards the blessing does not take out of the game: the Prêtre's own, wolves' (004:523) and the Simple Villageois (004:526). */
const KEPT = new Set(['pretre', 'villageois']);
const CARDS = thiercelieux.roles.map((r) => r.id).filter((id) => !KEPT.has(id) && !isWolfRole(id));

describe('a card taken out by the blessing, called in the void (004:525)', () => {
  it.each(CARDS)('%s: every later call shows its line', (card) => {
    // Chloé holds the card; the Voleur's two centre cards are villagers.
    const t = recueil(
      seated(9, 'pretre', 'loup-garou', card, 'loup-garou'),
      { appelerRolesMorts: true },
      card === 'voleur' ? { extra: ['villageois', 'villageois'] } : {},
    );
    // The calls before the blessing (the Voleur's, the Maire's draw…) answered at random.
    const rng = seedRng(card);
    for (let guard = 0; guard < 50 && t.step !== 'pretre'; guard++)
      t.send({ kind: 'answer', step: t.step!, value: randomValue(t.call.prompt, rng) });
    t.play('pretre', ['Chloé']).play('montrer');
    expect(t.state.rs.removed).toContain(card);
    for (let seed = 0; seed < 4; seed++) {
      const run = playTexts(thiercelieux, t.state.setup, `void-${card}-${seed}`, { from: t.state });
      expect({ seed, errors: run.errors }).toEqual({ seed, errors: [] });
    }
  });
});
