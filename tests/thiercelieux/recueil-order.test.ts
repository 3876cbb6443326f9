/**
 * The recueil's turn order, « Rappel des tours de jeu »
 * (004_d59078fd8312dd78.txt:582-649), with every card in play.
 */
import { describe, expect, it } from 'vitest';
import { phaseProgress } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { DAWN, DAY, MAYOR_TURN, NORMAL_TURN, PREPARATION } from '../../src/rulesets/thiercelieux/flow';
import { seated } from './fixtures';
import { village } from './table';

describe('Rappel des tours de jeu (004:582-649)', () => {
  it('lists the mayor’s turn (590-594), the preparation turn (596-609) and the normal turn (611-641) in the book’s order', () => {
    expect(MAYOR_TURN).toEqual(['endormissement', 'maire', 'reveil-maire']);
    expect(PREPARATION).toEqual(['voleur', 'pretre', 'cupidon', 'amoureux', 'mauvais-esprit', 'ennemis', 'assassin']);
    expect(
      NORMAL_TURN.filter((id) => !['petite-fille', 'piege', 'homme-des-bois', 'sorciere-mort'].includes(id)),
    ).toEqual([
      'justicier-jour', // 613
      'transformiste', // 614
      'marchand-de-sable', // 615
      'mage', // 616
      'lectrice', // 617
      'apprentie-voyante', // 618
      'voyante', // 619
      'graphologue', // not in the list: after the Voyante (reading choice)
      'mathematicien', // 620
      'couche-tard', // 621
      'sauveteur', // 622
      'trappeur', // 623
      'devin', // 624
      'loups', // 625
      'cassandra', // 626
      'jekyll', // 627
      'sorciere-vie', // 631
      'flute', // 632
      'charmes', // 633
      'astrologue', // 634
      'hypnotiseur', // 635
      'diseuse', // 636
      'maitre-du-destin', // 637
      'magistrat', // 638
      'tavernier', // 639
      'justicier-nuit', // 640
      'corbeau', // 641: last
    ]);
    // Réveil du village (642): the deaths, the immunity, the Taverne (538); then the event card (643) and the vote (644).
    expect(DAWN).toEqual(['aube', 'immunite', 'taverne']);
    expect(DAY).toEqual(['evenement', 'election', 'debat', 'vote']);
  });

  it('plays the mayor’s turn before night 1, then the preparation turn flows into the first normal turn (004:590-627)', () => {
    const cards = seated(
      12,
      'maire',
      'loup-garou',
      'pretre',
      'cupidon',
      'mauvais-esprit',
      'assassin',
      'mage',
      'voyante',
      'devin',
      'cassandra',
    );
    const t = village(cards);
    expect(t.state.clock).toEqual({ day: 0, phase: 'day' });
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'Le Maire',
      'Les caractères du Maire',
    ]);
    t.play('endormissement').play('maire', ['Ana']).play('reveil-maire');
    expect(t.state.clock).toEqual({ day: 1, phase: 'night' });
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'Le Prêtre',
      'Cupidon',
      'Les Amoureux',
      'Le Mauvais Esprit',
      'Les Ennemis',
      'L’Assassin',
      'Le Mage',
      'La Voyante',
      'Le Devin',
      'Les Loups-Garous',
      'Cassandra',
    ]);
  });

  it('leaves out the calls of cards not in the game, and the preparation turn from later nights', () => {
    const t = village(seated(5, 'pretre', 'loup-garou', 'mage'));
    t.play('endormissement').play('pretre', ['Chloé']).play('montrer');
    // The blessed Mage is still called, in the void (004:525).
    expect(t.step).toBe('mage');
    expect(t.call.inert).toBe('carte retirée par la bénédiction du Prêtre');
    t.pass('mage').play('loups', ['David']).play('aube').quietDay();
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'Le Mage',
      'Les Loups-Garous',
    ]);
  });
});
