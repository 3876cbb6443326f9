/**
 * The curious ones (000_a045abd3825f1297.txt:385-387, 110): one night in
 * three each name (row I, 000:745, 769, 793) turns over a card of a player
 * seated beside him, even one at the hospital, or of a neighbour's spouse.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { CURIOUS } from '../../src/rulesets/quintebourg/roles';
import { calledOn, nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** David, the Curieux (Monday, Thursday), sits between Chloé (the médecin) and Emma (a lover). */
function table(): Table {
  return new Table({
    seats: seatsV({ 3: ['villageois', 'curieux'], 4: ['amoureux', 'artiste'], 5: ['amoureux', 'sans-effet'] }),
    alibis: { Emma: 'villageois', Farid: 'reptilien' },
    posts: POSTS,
  });
}

describe('one night in three (000:385, 745, 769, 793)', () => {
  it('each of the five names is called on two of the six nights of a week (000:385, 745, 769, 793)', () => {
    expect(CURIOUS.map((c) => nightsPerWeek(c))).toEqual([2, 2, 2, 2, 2]);
    const names = ['curieux', 'fureteur', 'fouineur', 'commere', 'indiscret'];
    // Thursday, Friday, Saturday, then Monday, Tuesday, Wednesday (day 4 is the fête).
    expect([1, 2, 3, 5, 6, 7].map((d) => names.filter((c) => calledOn(d, c)))).toEqual([
      ['curieux'],
      ['fureteur', 'fouineur'],
      ['commere', 'indiscret'],
      ['curieux', 'fureteur'],
      ['fouineur', 'commere'],
      ['indiscret'],
    ]);
  });
});

describe('turning over a neighbour’s card (000:385)', () => {
  it('any card of either neighbour, a lover’s alibi too; the curious one alone learns it (000:385, 745)', () => {
    const t = table();
    t.until('curieux');
    expect(t.options).toEqual([
      'aucune',
      `${t.id('Chloé')}:parti`,
      `${t.id('Chloé')}:effet`,
      `${t.id('Emma')}:parti`,
      `${t.id('Emma')}:alibi`,
      `${t.id('Emma')}:effet`,
    ]);
    t.play('curieux', `${t.id('Emma')}:parti`);
    // The MJ turns the card over in front of him at once.
    expect([t.step, t.call.notes, t.call.line, t.wakes]).toEqual([
      'resultat',
      ['Je retourne devant lui la carte de parti d’Emma\u00a0: Amoureux.'],
      'Puis il se rendort.',
      [t.id('David')],
    ]);
    expect(t.texts('curieux')).toEqual(['Curieux retourne la carte de parti d’Emma\u00a0: Amoureux.']);
    expect(t.events('curieux')[0]!.vis).toEqual({ to: 'players', ids: [t.id('David')] });
  });

  it('never the card of a player who does not sit beside him (000:385)', () => {
    const t = table();
    t.until('curieux');
    expect(t.refusal('curieux', `${t.id('Farid')}:parti`)).toBe('Choisissez une des options proposées.');
  });

  it('a neighbour at the hospital still shows his card (000:110, 387)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Emma', 'C');
    t.until('curieux').play('curieux', `${t.id('Emma')}:effet`);
    expect(t.texts('curieux')).toEqual(['Curieux retourne le rôle à effet d’Emma\u00a0: Artiste.']);
  });

  it('beside a married player, either spouse (000:387)', () => {
    const t = table();
    t.until('reptiliens');
    t.state = produce(t.state, (d) => {
      d.rs.spouses = [{ pair: [t.id('Emma'), t.id('Hugo')], home: t.id('Emma') }];
    });
    t.until('curieux');
    expect(t.options).toContain(`${t.id('Hugo')}:parti`);
    t.play('curieux', `${t.id('Hugo')}:parti`);
    expect(t.texts('curieux')).toEqual(['Curieux retourne la carte de parti d’Hugo\u00a0: Villageois.']);
  });

  it('neighbours are the seats of today: after a sculpture’s move, the new neighbour (000:385, 417, 728)', () => {
    const t = table();
    // Emma, the artist, sculpts at Chloé’s; at dawn Chloé swaps seats with Hugo.
    t.until('artiste-sculpture').play('artiste-sculpture', ['Chloé']);
    t.until('demenagement').play('demenagement', ['Hugo']);
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    t.until('curieux');
    expect([...new Set(t.options.slice(1).map((o) => t.name(o.split(':')[0]!)))]).toEqual(['Hugo', 'Emma']);
  });

  it('a curious one in a coma cannot look (000:80)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'David', 'C');
    t.until('curieux');
    expect(t.call.inert).not.toBeNull();
  });
});
