/**
 * Why a player may not be designated: an answer naming a player the call
 * leaves out is refused with the rule that leaves him out and its line of
 * 000_a045abd3825f1297.txt (the health ladder, 000:77-79; a call's own).
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

const NB = '\u00a0';

describe('the health ladder’s reasons (000:78-79)', () => {
  it('the dead are out of every card’s reach (000:79)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('reptiliens');
    hurt(t, 'Hugo', 'M');
    t.until('marchand-de-sable');
    expect(t.candidates).not.toContain('Hugo');
    expect(t.rejection('marchand-de-sable', ['Hugo'])).toMatchObject({ reason: 'Hugo est mort·e.', rule: '000:79' });
  });

  it('the quasi-dead, whom the whole village takes for dead, are out of reach where the awake are called (000:78)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('reptiliens');
    hurt(t, 'Hugo', 'Q');
    t.until('marchand-de-sable');
    // The Marchand de sable may still put a quasi-dead to sleep: the book names no exception (000:401).
    expect(t.candidates).toContain('Hugo');
  });
});

describe('a call’s own reasons', () => {
  /** Mode V: David is the Parrain; he takes Farid as sbire and corrupts Hugo. */
  function corrupting(): Table {
    const t = new Table({
      seats: seatsV({ 3: ['villageois', 'parrain'], 4: ['villageois', 'bras-droit'] }),
      posts: POSTS,
    });
    t.until('sbires').play('sbires', [t.id('Farid')]);
    t.until('sbires').play('sbires', []);
    t.until('parrain')
      .play('parrain', 'corrompre')
      .play('corruption', [t.id('Hugo')]);
    return t;
  }

  it('a corrupted voter is never sent against himself (000:600)', () => {
    const t = corrupting();
    expect(t.step).toBe('corruption-cible');
    expect(t.rejection('corruption-cible', [t.id('Hugo')])).toMatchObject({
      reason: `Hugo est la personne corrompue${NB}: on lui impose un vote contre quelqu’un d’autre.`,
      rule: '000:600',
    });
  });

  it('nor against the dead (000:79) or the quasi-dead (000:78)', () => {
    const t = corrupting();
    hurt(t, 'Gaëlle', 'M');
    hurt(t, 'Chloé', 'Q');
    expect(t.rejection('corruption-cible', [t.id('Gaëlle')])).toMatchObject({
      reason: 'Gaëlle est mort·e.',
      rule: '000:79',
    });
    expect(t.rejection('corruption-cible', [t.id('Chloé')])).toMatchObject({
      reason: `Chloé est quasi-mort·e${NB}: le village entier croit à sa mort.`,
      rule: '000:78',
    });
  });

  it('the artist never sculpts in his own house, under his call’s line', () => {
    const t = new Table({ seats: seatsV({ 5: ['villageois', 'artiste'] }), posts: POSTS });
    t.until('artiste-sculpture');
    const out = t.rejection('artiste-sculpture', ['Farid']);
    expect(out).toMatchObject({
      reason: `Farid est l’artiste${NB}: il sculpte chez quelqu’un d’autre, jamais chez lui.`,
    });
    if (out.kind !== 'refused') throw new Error(out.kind);
    expect(out.rule).toMatch(/^000:/);
  });
});
