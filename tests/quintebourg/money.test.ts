/**
 * Money and the richest citizen's protection (000_a045abd3825f1297.txt:559-567):
 * starting coins, gifts at any moment of the day, coins carried to the
 * hospital, the strictly richest player's house shielded from attacks but
 * not from the assassin.
 */
import { describe, expect, it } from 'vitest';
import { coinsInGame, coinsOf } from '../../src/rulesets/quintebourg/coins';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

/** Walk to the first morning, then David gives Hugo `n` coins. */
function gift(t: Table, from: string, to: string, n: number): Table {
  return t
    .invoke('don', [t.id(from)])
    .play('don-a', [t.id(to)])
    .play('don-montant', n);
}

describe('coins (000:559-561)', () => {
  it('everyone starts with the coins the setup gives', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS, options: { pieces: 5 } });
    expect(t.state.order.map((id) => coinsOf(t.state, id))).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(t.rs.coins.total).toBe(40);
  });

  it('a player gives part of his fortune to anyone at any moment of the day; the coins are conserved', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('aube');
    gift(t, 'David', 'Hugo', 2);
    expect([t.coins('David'), t.coins('Hugo')]).toEqual([1, 5]);
    expect(t.texts('pieces')).toContain('David donne 2 pièces à Hugo (don).');
    expect(t.publicTexts()).toContain('David donne des pièces à Hugo.');
    expect(coinsInGame(t.state as never)).toBe(24);
    expect(t.invariants()).toEqual([]);
    // And again later the same day, after the vote.
    t.until('mariages');
    gift(t, 'Hugo', 'Emma', 5);
    expect([t.coins('Hugo'), t.coins('Emma')]).toEqual([0, 8]);
  });

  it('refuses a gift of more coins than the giver holds, and changes nothing', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('aube');
    t.invoke('don', [t.id('David')]).play('don-a', [t.id('Hugo')]);
    expect(t.refusal('don-montant', 4)).toBe('Entrez un nombre entre 1 et 3.');
    expect([t.coins('David'), t.coins('Hugo')]).toEqual([3, 3]);
  });

  it('no gift at night, none by a player in a coma, none to a Q once the dawn told him dead (000:78, 126)', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('reptiliens');
    expect(() => t.invoke('don', [t.id('David')])).toThrow();
    t.play('reptiliens', t.opt('house', 'David'));
    t.until('dodo').rolls(3).play('dodo');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(5).play('dodo');
    expect([t.health('David'), t.health('Hugo')]).toEqual(['C', 'Q']);
    // Before the health report (row-by-row day order, 000:724-734) the table still believes Hugo alive.
    t.until('aube');
    t.invoke('don', [t.id('Emma')]);
    expect(t.candidates).toContain('Hugo');
    t.play('don-a', [t.id('Hugo')]).play('don-montant', 1);
    expect([t.coins('Emma'), t.coins('Hugo'), t.rs.coins.estates[t.id('Hugo')]]).toEqual([2, 0, 4]);
    t.until('bilan').play('bilan');
    t.invoke('don', [t.id('Emma')]);
    expect(t.candidates).not.toContain('Hugo');
    t.play('don-a', [t.id('David')]).play('don-montant', 1);
    // David, in a coma, keeps his coins at the hospital (000:561) but cannot give them.
    expect(t.coins('David')).toBe(4);
    expect(() => t.invoke('don', [t.id('David')])).toThrow();
  });
});

describe('the richest citizen (000:563-565)', () => {
  it('nobody is protected while two or more share the top', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('plus-riche');
    expect(t.call.line).toBe(
      'Personne n’est strictement plus riche que tous les autres\u00a0: aucune maison n’est protégée.',
    );
    t.play('plus-riche');
    expect(t.rs.richest).toBeNull();
    expect(t.publicTexts()).toContain('Personne n’est le plus riche citoyen.');
  });

  it('his system does not stop the assassin (000:565)', () => {
    const t = new Table({ seats: seatsV({ 4: ['villageois', 'assassin'] }), posts: POSTS });
    t.until('aube');
    gift(t, 'David', 'Hugo', 1);
    t.until('plus-riche').play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Hugo'));
    t.until('reptiliens')
      .rolls(5)
      .invoke('assassinat', [t.id('Hugo')]);
    expect(t.health('Hugo')).toBe('Q');
  });

  it('it guards his house, not his hospital room (000:561, 563)', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(1).play('dodo');
    expect(t.health('Hugo')).toBe('B');
    t.until('aube');
    gift(t, 'David', 'Hugo', 2);
    t.until('plus-riche').play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Hugo'));
    t.until('reptiliens').play('reptiliens', t.opt('room', 'Hugo'));
    t.until('dodo').rolls(3).play('dodo');
    expect(t.call.notes[1]).toBe(
      'Hugo est touché·e\u00a0: le dé donne 3, soit Coma (patient seul\u00a0: au moins un cran perdu)\u00a0; Hugo passe de Blessé à Coma.',
    );
  });

  it('reading choice: a richest médecin’s bunker is his house; the attackers do not even force the door', () => {
    const t = new Table({ seats: seatsV(), posts: POSTS });
    t.until('aube');
    gift(t, 'David', 'Chloé', 1);
    t.until('plus-riche').play('plus-riche');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Chloé'));
    t.until('dodo').play('dodo');
    expect(t.call.notes).toEqual([
      'L’attaque vise le bunker de Chloé\u00a0: le système de protection du plus riche citoyen (Chloé) la repousse.',
    ]);
    expect(t.rs.bunkerForced).toBe(false);
  });
});

describe('the médecin’s bunker (000:249, 567)', () => {
  it('is forced only by attackers who reach it', () => {
    const t = new Table({ seats: seatsV({ 5: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Chloé'));
    // Ana sleeps a heavy sleep: Bruno forces the door alone.
    t.until('marchand-de-sable').play('marchand-de-sable', [t.id('Ana')]);
    t.until('dodo').play('dodo');
    expect(t.call.notes).toEqual([
      'Les attaquants (Bruno) passent la nuit à forcer la porte du bunker de Chloé\u00a0: elle cède, mais personne n’est touché cette nuit.',
    ]);
    expect(t.health('Chloé')).toBe('I');
  });
});
