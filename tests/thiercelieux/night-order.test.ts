/**
 * The turn order: recueil, « Rappel des tours de jeu » (004_d59078fd8312dd78.txt:582-646).
 */
import { describe, expect, it } from 'vitest';
import { phaseProgress } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { FIVE, PLAIN_FIVE } from './fixtures';
import { village } from './table';

const ALL = [
  'voleur',
  'cupidon',
  'voyante',
  'sauveteur',
  'loup-garou',
  'loup-garou',
  'petite-fille',
  'sorciere',
  'joueur-de-flute',
  'ancien',
  'idiot',
  'chasseur',
];

describe('Thiercelieux turn order', () => {
  it('calls the preparation turn then the normal turn on night 1, in the recueil order (lines 596-642)', () => {
    const t = village(ALL, {}, { extra: ['villageois', 'villageois'] });
    const titles = phaseProgress(thiercelieux, t.state).map((p) => p.title);
    expect(titles).toEqual([
      'Le village s’endort',
      'Le Voleur', // 599
      'Cupidon', // 605
      'Les Amoureux', // 606
      'La Voyante', // 619
      'Le Sauveteur', // 622
      'Les Loups-Garous', // 625
      'La Petite Fille', // spying during the wolves' turn (601)
      'La Sorcière (potion de vie)', // 631
      'La Sorcière (potion de mort)',
      'Le Joueur de Flûte', // 632
      'Les charmés', // 633
    ]);
  });

  it('never calls the Simple Villageois, who plays for the village', () => {
    const t = village(PLAIN_FIVE);
    expect(Object.values(thiercelieux.steps).filter((step) => step.role === 'villageois')).toEqual([]);
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'Les Loups-Garous',
    ]);
    expect(thiercelieux.campOf(t.state, t.id('Ana'))).toBe('village');
  });

  it('leaves the preparation turn out of later nights and ends each night with the village waking (line 642)', () => {
    const t = village(FIVE);
    t.play('endormissement').play('voyante', ['Bruno']).play('montrer').play('loups', ['Chloé']);
    expect(t.state.clock).toEqual({ day: 1, phase: 'dawn' });
    expect(t.step).toBe('aube');
    t.play('aube')
      .play('election', t.voteAll('Ana'))
      .play('debat')
      .play('vote', t.voteAll('Emma', { Emma: 'David' }))
      .play('execution');
    expect(t.state.clock).toEqual({ day: 2, phase: 'night' });
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'La Voyante',
      'Les Loups-Garous',
    ]);
  });

  it('still calls a dead role, without effect, unless the MJ chose otherwise (lines 479, 525)', () => {
    const kill = (options = {}) => {
      const t = village(FIVE, options);
      t.play('endormissement').play('voyante', ['Bruno']).play('montrer').play('loups', ['Ana']).play('aube');
      t.play('election', t.voteAll('David'))
        .play('debat')
        .play('vote', t.voteAll('Chloé', { Chloé: 'David' }))
        .play('execution');
      return t.play('endormissement');
    };
    const called = kill();
    expect(called.step).toBe('voyante');
    expect(called.call.inert).toBe('Ana est mort·e');
    expect(called.refusal('voyante', ['Bruno'])).toBe(
      'Cet appel est sans effet (Ana est mort·e)\u00a0: touchez seulement «\u00a0Suivant\u00a0».',
    );
    called.pass('voyante');
    expect(called.step).toBe('loups');
    expect(kill({ appelerRolesMorts: false }).step).toBe('loups');
  });
});
