/**
 * The effect roles that move public posts or people: Éris's rotation
 * (000_a045abd3825f1297.txt:421-425), Cupidon's admired player (000:427-431),
 * the artist's resignation and sculpture (000:413-419); their nights (rows J
 * and L, 000:743-795) and the dawn that applies them (000:727-728).
 */
import { describe, expect, it } from 'vitest';
import { calledOn, nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno; Chloé the médecin (Bourreau for good); David Éris, Emma Cupidon, Farid the artist. */
function table(): Table {
  const t = new Table({
    seats: seatsV({ 3: ['villageois', 'eris'], 4: ['villageois', 'cupidon'], 5: ['villageois', 'artiste'] }),
    posts: POSTS,
  });
  // Row G of the first night: Éris and Cupidon must each name their pair (000:423, 429).
  t.until('eris-haine')
    .play('eris-haine', ['Ana', 'Hugo'])
    .play('resultat')
    .play('cupidon-plans', ['Bruno', 'Gaëlle'])
    .play('resultat');
  return t;
}

function holders(t: Table): Record<string, string | null> {
  return Object.fromEntries(Object.entries(t.state.posts).map(([p, id]) => [p, id ? t.name(id) : null]));
}

describe('the calendar of rows J and L (000:413-431, 746, 748, 770, 772, 794, 796)', () => {
  it('two nights a week each: Éris from the second night, Cupidon, the artist’s resignation and his sculpture (000:417-431, 743-796)', () => {
    expect(['eris-postes', 'cupidon-admiration', 'artiste-demission', 'artiste-sculpture'].map(nightsPerWeek)).toEqual([
      2, 2, 2, 2,
    ]);
    expect(
      [1, 2, 3, 5, 6, 7].map((d) =>
        ['eris-postes', 'cupidon-admiration', 'artiste-demission', 'artiste-sculpture'].filter((c) => calledOn(d, c)),
      ),
    ).toEqual([
      ['eris-postes', 'artiste-sculpture'],
      ['cupidon-admiration'],
      ['artiste-demission'],
      ['eris-postes', 'artiste-sculpture'],
      ['cupidon-admiration'],
      ['artiste-demission'],
    ]);
  });

  it('« (2+) »: Éris does not turn the posts on the first night (000:746)', () => {
    const t = table();
    // Row L comes after row J: by then the night's progress lists Éris's pair, not her rotation.
    t.until('artiste-sculpture');
    expect(t.state.clock.day).toBe(1);
    expect(t.state.done).toContain('Éris\u00a0: les haineux');
    expect(t.state.done).not.toContain('Éris\u00a0: les postes publics');
  });
});

describe('Éris turns the posts (000:425)', () => {
  it('every post moves one seat clockwise at dawn; the médecin keeps the Bourreau’s and is skipped (000:493)', () => {
    const t = table();
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    t.until('eris-postes').play('eris-postes', 'horaire');
    t.until('rotation');
    const before = holders(t);
    t.play('rotation');
    const after = holders(t);
    const seat = ['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
    const next = (who: string) => seat[(seat.indexOf(who) + 1) % seat.length];
    for (const p of ['notaire', 'president', 'senateur', 'procureur'])
      expect([p, after[p]]).toEqual([p, next(before[p]!)]);
    // The Scrutateur's post turned too (then moves on at the health report, as every morning: 000:487).
    expect(t.texts('poste')).toContain(`${next(before.scrutateur!)} devient Scrutateur (rotation des postes).`);
    expect(after.bourreau).toBe('Chloé');
    expect(after.president).toBe('Hugo');
  });

  it('anticlockwise, skipping the seat of a player the table believes dead (000:425)', () => {
    const t = table();
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    hurt(t, 'Farid', 'M');
    t.until('eris-postes').play('eris-postes', 'antihoraire');
    t.until('rotation').play('rotation');
    // Gaëlle’s presidency goes past Farid’s seat to Emma.
    expect(holders(t).president).toBe('Emma');
  });

  it('a post still held by someone believed dead stays for the succession; the others never pile up on one player (000:425, 485)', () => {
    const t = table();
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    // Farid (Sénateur) fell at an earlier night and was announced dead; his post waits for the Scrutateur.
    hurt(t, 'Farid', 'M');
    t.until('eris-postes').play('eris-postes', 'antihoraire');
    t.until('rotation').play('rotation');
    const posts = holders(t);
    expect([posts.senateur, posts.president, posts.procureur]).toEqual(['Farid', 'Emma', 'David']);
    expect(t.invariants()).toEqual([]);
  });

  it('Éris in a coma cannot turn them (000:80, 425)', () => {
    const t = table();
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    hurt(t, 'David', 'C');
    t.until('eris-postes');
    expect(t.call.inert).toBe('David est dans le coma');
  });
});

describe('Cupidon’s admired player (000:431)', () => {
  it('at dawn the admired swaps his post with the player of his choice (000:431)', () => {
    const t = table();
    t.until('cupidon-admiration');
    expect(t.state.clock.day).toBe(2);
    t.play('cupidon-admiration', ['Hugo']);
    t.until('admiration');
    expect(t.call.line).toBe(
      'Tout le village admire Hugo\u00a0: avec qui échange-t-il ou elle son poste public\u00a0?',
    );
    t.play('admiration', ['Gaëlle']);
    expect([holders(t).president, holders(t).notaire]).toEqual(['Hugo', 'Gaëlle']);
  });

  it('an admired player without a post takes the other’s (000:431)', () => {
    const t = table();
    t.until('cupidon-admiration').play('cupidon-admiration', ['David']);
    t.until('admiration').play('admiration', ['Gaëlle']);
    expect(holders(t).president).toBe('David');
    expect(Object.entries(holders(t)).filter(([p, who]) => who === 'Gaëlle' && p !== 'scrutateur')).toEqual([]);
  });
});

describe('the artist (000:413-419)', () => {
  it('the sculpture: he spends the night at the owner’s, who must move the next day, swapping seats (000:417, 728)', () => {
    const t = table();
    t.until('artiste-sculpture').play('artiste-sculpture', ['Hugo']);
    t.until('dodo');
    expect(t.rs.night.long![t.id('Farid')]).toBe('sculpture');
    expect(t.rs.night.map![t.id('Farid')]).toEqual({ kind: 'house', owner: t.id('Hugo') });
    t.until('demenagement');
    expect(t.refusal('demenagement', [])).toBe('Désignez exactement un joueur.');
    t.play('demenagement', ['Bruno']);
    expect(t.state.order.map((id) => t.name(id))).toEqual([
      'Ana',
      'Hugo',
      'Chloé',
      'David',
      'Emma',
      'Farid',
      'Gaëlle',
      'Bruno',
    ]);
  });

  it('a sculpture the artist could not make (a higher long action) makes nobody move (000:178-182)', () => {
    const t = table();
    hurt(t, 'Farid', 'B');
    t.until('artiste-sculpture').play('artiste-sculpture', ['Hugo']);
    t.until('dodo');
    expect(t.rs.night.long![t.id('Farid')]).toBe('repos');
    t.until('bilan');
    expect(t.events('demenagement')).toEqual([]);
  });

  it('the resignation: the post holder resigns at dawn, the Scrutateur names anyone but him (000:419, 485)', () => {
    const t = table();
    t.until('artiste-demission');
    expect(t.state.clock.day).toBe(3);
    t.play('artiste-demission', ['Gaëlle']);
    t.until('demission').play('demission');
    expect(holders(t).president).toBeNull();
    t.until('succession');
    expect(t.candidates).not.toContain('Gaëlle');
  });
});
