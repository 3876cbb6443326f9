/**
 * The scientists' inventions (000_a045abd3825f1297.txt:365-373): two nights a
 * week each name of the family (row R, 000:754, 778, 802) chooses the
 * Stalkeur (did someone spend the night at home?) or the Révélateur (did a
 * Reptilien spend the night in this house or room?).
 */
import { describe, expect, it } from 'vitest';
import { SCIENTISTS } from '../../src/rulesets/quintebourg/roles';
import { calledOn, nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno attack, Chloé is the médecin; David the Chercheur (Monday, Thursday). */
function table(effects: Record<number, string> = {}): Table {
  const seats: [string, string][] = seatsV({ 3: ['villageois', 'chercheur'] });
  for (const [i, e] of Object.entries(effects)) seats[Number(i)]![1] = e;
  return new Table({ seats, posts: POSTS });
}

describe('the scientists’ calendar (000:367, 754, 778, 802)', () => {
  it('each of the five names is called on two nights a week, its own (000:367, 754, 778, 802)', () => {
    expect(SCIENTISTS.map((c) => [c, nightsPerWeek(c)])).toEqual(SCIENTISTS.map((c) => [c, 2]));
    // Day 1 is a Thursday: the Chercheur and the Geek; day 2, Friday: the Ingénieur and the Bricoleur.
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(1, c))).toEqual([
      'chercheur',
      'geek',
    ]);
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(2, c))).toEqual([
      'bricoleur',
      'ingenieur',
    ]);
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(3, c))).toEqual([
      'scientifique',
    ]);
    // Day 4 is the fête (no night); days 5, 6, 7: Monday, Tuesday, Wednesday.
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(5, c))).toEqual([
      'chercheur',
      'bricoleur',
    ]);
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(6, c))).toEqual([
      'ingenieur',
    ]);
    expect(['chercheur', 'geek', 'bricoleur', 'ingenieur', 'scientifique'].filter((c) => calledOn(7, c))).toEqual([
      'geek',
      'scientifique',
    ]);
  });
});

describe('the Stalkeur (000:369)', () => {
  it('tells whether the target spent the night at home: the attacker did not, the victim did (000:369)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(0).play('dodo');
    t.until('chercheur').play('chercheur', 'stalkeur').play('invention', ['Bruno']);
    expect(t.texts('stalkeur')).toEqual(['Stalkeur\u00a0: Bruno n’a pas passé la nuit chez lui·elle.']);
    expect([t.step, t.call.notes, t.call.line]).toEqual([
      'resultat',
      ['Je lui réponds d’un geste\u00a0: non, Bruno n’a pas passé la nuit chez lui·elle.'],
      'Puis il se rendort.',
    ]);
    expect(t.events('stalkeur')[0]!.vis).toEqual({ to: 'players', ids: [t.id('David')] });
    const u = table();
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Hugo'));
    u.until('chercheur').play('chercheur', 'stalkeur').play('invention', ['Hugo']);
    expect(u.texts('stalkeur')).toEqual(['Stalkeur\u00a0: Hugo a passé la nuit chez lui·elle.']);
  });

  it('a patient at the hospital and a squatter are not at home; the médecin in his bunker is (000:76-78, 249, 405)', () => {
    const t = table({ 4: 'laura', 3: 'geek' });
    t.until('laura').play('laura', t.id('Gaëlle'));
    t.until('geek').play('geek', 'stalkeur').play('invention', ['Emma']);
    expect(t.texts('stalkeur')).toEqual(['Stalkeur\u00a0: Emma n’a pas passé la nuit chez lui·elle.']);
    const u = table({ 3: 'geek' });
    u.until('geek').play('geek', 'stalkeur').play('invention', ['Chloé']);
    expect(u.texts('stalkeur')).toEqual(['Stalkeur\u00a0: Chloé a passé la nuit chez lui·elle.']);
  });
});

describe('the Révélateur (000:373)', () => {
  it('finds a Reptilien in the attacked house, none in a quiet one (000:373)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('dodo').rolls(0).play('dodo');
    t.until('chercheur').play('chercheur', 'revelateur').play('invention', t.opt('house', 'Hugo'));
    expect(t.texts('revelateur')).toEqual(['Révélateur, la maison d’Hugo\u00a0: un Reptilien y a passé la nuit.']);
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui réponds d’un geste\u00a0: oui, un Reptilien a passé la nuit dans la maison d’Hugo.'],
      'Puis il se rendort.',
    ]);
    const u = table();
    u.until('reptiliens').play('reptiliens', u.opt('house', 'Hugo'));
    u.until('chercheur').play('chercheur', 'revelateur').play('invention', u.opt('house', 'Ana'));
    expect(u.texts('revelateur')).toEqual(['Révélateur, la maison d’Ana\u00a0: aucun Reptilien n’y a passé la nuit.']);
  });

  it('a hospital room: a wounded Reptilien sleeps in his room (000:76)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Bruno', 'B');
    t.play('reptiliens', 'aucune');
    t.until('chercheur').play('chercheur', 'revelateur');
    // Bruno's room is offered (he is a patient); Ana's is not.
    expect(t.options).toContain(t.opt('room', 'Bruno'));
    expect(t.options).not.toContain(t.opt('room', 'Ana'));
    expect(t.refusal('invention', t.opt('room', 'Ana'))).toBe('Choisissez une des options proposées.');
    t.play('invention', t.opt('room', 'Bruno'));
    expect(t.texts('revelateur')).toEqual([
      'Révélateur, la chambre d’hôpital de Bruno\u00a0: un Reptilien y a passé la nuit.',
    ]);
  });

  it('Seth passes for a Reptilien (000:284)', () => {
    const t = new Table({
      seats: seatsV({ 1: ['seth', 'sans-effet'], 3: ['villageois', 'chercheur'] }),
      posts: POSTS,
    });
    t.until('chercheur').play('chercheur', 'revelateur').play('invention', t.opt('house', 'Bruno'));
    expect(t.texts('revelateur')).toEqual(['Révélateur, la maison de Bruno\u00a0: un Reptilien y a passé la nuit.']);
  });
});

describe('who counts as a Reptilien for the Révélateur', () => {
  it('a lover whose alibi is Reptilien (000:118, 229, 373)', () => {
    const t = new Table({
      seats: seatsV({ 1: ['amoureux', 'sans-effet'], 3: ['villageois', 'chercheur'], 4: ['amoureux', 'sans-effet'] }),
      alibis: { Bruno: 'reptilien', Emma: 'villageois' },
      posts: POSTS,
    });
    t.until('chercheur').play('chercheur', 'revelateur').play('invention', t.opt('house', 'Bruno'));
    expect(t.texts('revelateur')).toEqual(['Révélateur, la maison de Bruno\u00a0: un Reptilien y a passé la nuit.']);
  });
});

describe('a scientist who cannot act', () => {
  it('in a coma, his call is read but has no effect (000:80, 697)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'David', 'C');
    t.until('chercheur');
    expect(t.call.inert).toBe('David est dans le coma');
  });
});
