/**
 * Le Transformiste (004_d59078fd8312dd78.txt:564-567, 004:614), and the
 * Transformiste holding the Ame en peine (004:564, 004:50).
 */
import { describe, expect, it } from 'vitest';
import { pileNow } from '../../src/rulesets/thiercelieux/pile';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Transformiste (004:564-567)', () => {
  it('draws each night, from a shuffled pile, one of the unused cards but the wolves and the cards of line 564; the MJ sees it (004:564)', () => {
    const t = recueil(seated(5, 'transformiste', 'loup-garou')).play('endormissement');
    expect(t.step).toBe('transformiste');
    const pile = t.state.rs.pile!;
    expect(pile).toEqual([
      'voyante',
      'sorciere',
      'chasseur',
      'petite-fille',
      'sauveteur',
      'ame-en-peine',
      'apprentie-voyante',
      'couche-tard',
      'devin',
      'jekyll',
      'espion',
      'fanatique',
      'graphologue',
      'hypnotiseur',
      'immortel',
      'imposteur',
      'justicier',
      'lectrice',
      'mage',
      'magistrat',
      'marchand-de-sable',
      'mathematicien',
      'tavernier',
      'traitre',
      'trappeur',
    ]);
    const drawn = t.state.rs.transformDraw!;
    expect(pile).toContain(drawn);
    expect(t.events('draw').at(-1)?.text).toMatch(
      /^Tirage au sort \(carte du Transformiste\) parmi Voyante, Sorcière, /,
    );
    expect(t.wakes).toEqual([t.id('Ana')]);
    t.play('transformiste');
    expect(t.player('Ana').role).toBe(drawn);
    expect(t.player('Ana').markers.transformiste).toBe(true);
  });

  /** The variant of line 567: he starts as a plain villager and his pile holds only the dead's cards, so each draw is known. */
  const variant = { transformisteVillageois: true };

  it('variant: starts as a Simple Villageois; his call has no effect while his pile is empty (004:566-567)', () => {
    const t = recueil(seated(6, 'transformiste', 'loup-garou', 'sorciere'), variant).play('endormissement');
    expect(t.step).toBe('transformiste');
    expect(t.call.inert).toBe('son tas est vide');
    expect(t.state.rs.pile).toBeNull();
  });

  it('plays the card until his next call, with fresh uses: the limits do not apply to him (004:564)', () => {
    const t = recueil(seated(7, 'transformiste', 'loup-garou', 'sorciere'), variant);
    t.play('endormissement')
      .play('transformiste')
      .play('loups', ['David'])
      .play('sorciere-vie', true)
      .play('sorciere-mort', ['Chloé'])
      .play('aube');
    // The Sorcière spent both potions, then died (poisoned herself): her card joins the pile.
    expect(t.player('Chloé').markers).toMatchObject({ potionVie: false, potionMort: false });
    t.quietDay().play('endormissement');
    expect(t.state.rs.pile).toEqual(['sorciere']);
    expect(t.call.line).toBe(
      'Le Transformiste se réveille et découvre le personnage qu’il incarnera cette nuit et demain\u00a0: Sorcière.',
    );
    t.play('transformiste').play('loups', ['Emma']);
    expect(t.step).toBe('sorciere-vie');
    expect(t.wakes).toEqual([t.id('Ana')]);
    expect(t.call.prompt.kind).toBe('yesno');
    t.play('sorciere-vie', true);
    expect(t.call.prompt.kind).toBe('players');
  });

  it('a wolf’s card, or one of line 564, never joins his pile (004:564)', () => {
    const t = recueil(
      ['transformiste', 'loup-garou', 'chasseur', 'ancien', 'villageois', 'villageois', 'villageois', 'loup-garou'],
      variant,
    );
    t.play('endormissement').play('transformiste').play('loups', ['Chloé']).play('aube').play('chasseur', ['Hugo']);
    t.play('debat')
      .play('vote', t.voteAll('David', { David: 'Bruno' }))
      .play('execution')
      .play('endormissement');
    expect(t.state.rs.deaths.map((d) => t.player(t.name(d.id)).role)).toEqual(['chasseur', 'loup-garou', 'ancien']);
    // (The Ancien's death by the vote took the Transformiste's power too: the pile is read as it stands.)
    expect(pileNow(t.state)).toEqual(['chasseur']);
  });

  it('wins only on the conditions of the card he plays: as the Traître, with the wolves (004:564, 004:551)', () => {
    const t = recueil(seated(5, 'transformiste', 'loup-garou', 'traitre'), variant);
    t.play('endormissement')
      .play('transformiste')
      .play('loups', ['Chloé'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll(null));
    t.play('endormissement').play('transformiste');
    expect(t.player('Ana').role).toBe('traitre');
    t.play('loups', ['David']).play('aube');
    expect(t.state.ended).toBeNull();
    t.play('debat').play('vote', t.voteAll('Emma')).play('execution');
    expect(t.state.ended).toMatchObject({ camps: ['loups'], winners: [t.id('Ana'), t.id('Bruno')] });
  });

  it('dead, keeps the card he last played, shown to all (004:564)', () => {
    const t = recueil(seated(7, 'transformiste', 'loup-garou', 'sorciere'), variant);
    t.play('endormissement')
      .play('transformiste')
      .play('loups', ['Chloé'])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube')
      .quietDay();
    t.play('endormissement')
      .play('transformiste')
      .play('loups', ['Ana'])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube');
    expect(t.publicTexts()).toContain('Ana a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Sorcière.');
  });
});

describe('Transformiste holding the Ame en peine (004:564, 004:50)', () => {
  it('killed while he plays her, he stays at the table as the Ame en peine, his card shown, and may be called', () => {
    const t = recueil(seated(7, 'transformiste', 'loup-garou', 'ame-en-peine'), {
      transformisteVillageois: true,
      revelerRoles: false,
    });
    t.play('endormissement').play('transformiste').play('loups', ['Chloé']).play('aube').quietDay();
    t.play('endormissement');
    expect(t.state.rs.pile).toEqual(['ame-en-peine']);
    t.play('transformiste').play('loups', ['Ana']).play('aube');
    expect(t.publicTexts()).toContain('Ana a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Ame en peine.');
    expect(t.player('Ana').markers.ame).toBe('attend');
    t.invoke('ame-en-peine', ['Bruno']);
    expect(t.publicTexts()).toContain('L’Ame en peine (Ana) parle de Bruno, puis trouve le repos éternel.');
  });
});
