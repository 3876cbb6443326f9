/**
 * The recueil's calls whose candidates are now their bars (`engine/bars.ts`):
 * an answer naming a seat left out is refused with that bar's reason and its
 * line of 004_d59078fd8312dd78.txt, not a bare « ne peut pas ». Jekyll's save
 * and the Capitaine's casting vote are about a list (the night's dead, the
 * tied): a seat not in it says so, and the candidates keep the list's order.
 */
import { describe, expect, it } from 'vitest';
import type { StepOf } from '../support/answers';
import { seated } from './fixtures';
import { recueil, type TAnswers, type ThiercelieuxTable } from './table';

const NB = '\u00a0';

/** The refusal of `value` at `step`: its reason and its book line. */
function why<K extends StepOf<TAnswers>>(
  t: ThiercelieuxTable,
  step: K,
  value: TAnswers['steps'][K],
): { reason: string; rule?: string } {
  const out = t.rejection(step, value);
  if (out.kind !== 'refused') throw new Error(`${step}: expected a refusal, got ${out.kind}`);
  return { reason: out.reason, ...(out.rule ? { rule: out.rule } : {}) };
}

describe('Dr. Jekyll’s save, on 6: one of the night’s dead he is shown (004:201)', () => {
  /** The wolves devour David, then Cassandra shoots Bruno: the dead come in the order they fell. */
  function six(): ThiercelieuxTable {
    const t = recueil(seated(7, 'jekyll', 'loup-garou', 'cassandra')).rolls(6);
    t.play('endormissement').play('loups', ['David']).play('cassandra', ['Bruno']);
    expect(t.step).toBe('jekyll');
    return t;
  }

  it('a player not killed tonight is refused with the rule (004:201)', () => {
    const t = six();
    expect(why(t, 'jekyll', ['Emma'])).toEqual({
      reason: `Emma n’a pas été tué·e cette nuit${NB}: Jekyll sauve l’un des morts qu’on lui montre.`,
      rule: '004:201',
    });
    // Ana, Jekyll himself, is alive and not killed: the same reason.
    expect(why(t, 'jekyll', ['Ana']).rule).toBe('004:201');
  });

  it('he is shown the dead in seating order, not in the order they fell (which would tell him who struck whom)', () => {
    const t = six();
    // David fell first, Bruno sits before him: the candidates and the line go round the table.
    expect(t.candidates).toEqual(['Bruno', 'David']);
    expect(t.call.line).toContain(`cette nuit${NB}: Bruno et David.`);
  });
});

describe('the Trappeur’s caught wolf (004:577)', () => {
  it('a villager is refused: the trap takes a wolf', () => {
    const cards = ['trappeur', 'loup-garou', 'loup-garou', 'sorciere', 'villageois', 'villageois', 'villageois'];
    const t = recueil(cards);
    t.play('endormissement').until('loups').play('loups', ['Gaëlle']).until('aube').play('aube').quietDay();
    t.play('endormissement').play('trappeur', ['Emma']).until('loups').play('loups', ['Emma']);
    expect(t.step).toBe('piege');
    expect(t.candidates).toEqual(['Bruno', 'Chloé']);
    expect(why(t, 'piege', ['David']).rule).toBe('004:577');
    // The first devoured player names the wolf: he is dead, and the dead are out first.
    expect(why(t, 'piege', ['Gaëlle'])).toEqual({ reason: 'Gaëlle est mort·e.', rule: '004:569-581' });
  });
});

describe('le Corbeau’s card, by the die (004:138-139)', () => {
  /** Ana, the Corbeau, devoured on night 1; the die of night 2 reads `face`. */
  function crow(face: number): ThiercelieuxTable {
    const t = recueil(seated(8, 'corbeau', 'loup-garou', 'loup-garou')).rolls(face);
    t.play('endormissement').play('loups', ['Ana']).play('aube').quietDay().play('endormissement');
    t.play('loups', ['David']);
    expect(t.step).toBe('corbeau');
    return t;
  }

  it('1-2 after the wolves: a wolf is refused, the card goes before a villager (004:138)', () => {
    expect(why(crow(1), 'corbeau', ['Bruno']).rule).toBe('004:138-139');
  });

  it('3-6 after the wolves: a villager is refused, the card goes before a wolf (004:138)', () => {
    const t = crow(3);
    expect(why(t, 'corbeau', ['Emma']).rule).toBe('004:138-139');
    expect(why(t, 'corbeau', ['Ana'])).toEqual({ reason: 'Ana est mort·e.', rule: '004:128-141' });
  });
});

describe('l’Imposteur (004:298)', () => {
  it('may not take his own card', () => {
    const t = recueil(seated(7, 'imposteur', 'loup-garou', 'voyante'))
      .play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Ana'])
      .play('aube');
    expect(t.step).toBe('imposteur');
    expect(why(t, 'imposteur', ['Ana']).rule).toBe('004:298');
  });
});

describe('the Maire’s caractère cards (004:362)', () => {
  it('never two to the same player', () => {
    const t = recueil(seated(7, 'maire', 'loup-garou', 'chef-de-meute'));
    t.play('endormissement').play('maire', ['Ana']);
    expect(t.step).toBe('maire');
    expect(why(t, 'maire', ['Ana']).rule).toBe('004:362');
  });
});
