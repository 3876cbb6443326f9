/**
 * The mathematicians' schools, Nobel and the Villageois as party roles
 * (000_a045abd3825f1297.txt:199-225, 329): leaders and sworn enemies, the
 * schools' two nights a week, a lover with a school as alibi meeting with it
 * (000:229-233). The attacks themselves: attack-rules.test.ts; the colloque:
 * map.test.ts; the wins: win.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { MATH, PARTY_ROLES, cardCamp } from '../../src/rulesets/quintebourg/roles';
import { calledOn, nightsPerWeek, weekday } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsMLovers } from './fixtures';

describe('leaders and sworn enemies (000:201-213)', () => {
  it('reads the book’s three schools', () => {
    expect(MATH).toEqual({
      algebristes: { leader: 'k-hess', enemy: 'analystes', plain: 'algebriste' },
      analystes: { leader: 'j-rappaz', enemy: 'geometres', plain: 'analyste' },
      geometres: { leader: 'j-pach', enemy: 'algebristes', plain: 'geometre' },
    });
    for (const [camp, m] of Object.entries(MATH)) {
      expect(cardCamp(m.leader)).toBe(camp);
      expect(cardCamp(m.plain)).toBe(camp);
    }
  });

  it('Nobel hates them all and the Villageois have no power: plain party cards (000:223-225, 327-329)', () => {
    expect(cardCamp('nobel')).toBe('nobel');
    expect(cardCamp('villageois')).toBe('villageois');
    expect(PARTY_ROLES.find((r) => r.id === 'villageois')!.max).toBe(21);
  });
});

describe('two nights a week each (000:215-221, 741, 765, 789)', () => {
  it('the Algébristes on Monday and Thursday, the Analystes on Tuesday and Friday, the Géomètres on Wednesday and Saturday', () => {
    const nights = (step: string) => [1, 2, 3, 5, 6, 7].filter((d) => calledOn(d, step)).map(weekday);
    expect(nights('algebristes')).toEqual(['jeudi', 'lundi']);
    expect(nights('analystes')).toEqual(['vendredi', 'mardi']);
    expect(nights('geometres')).toEqual(['samedi', 'mercredi']);
    expect(['algebristes', 'analystes', 'geometres'].map(nightsPerWeek)).toEqual([2, 2, 2]);
  });

  it('mode M: the school wakes, its leader among them and a lover whose alibi is theirs; the leader settles the target', () => {
    const t = new Table({
      seats: seatsMLovers(),
      alibis: { Emma: 'algebriste', Gaëlle: 'analyste' },
      posts: POSTS,
      options: { mode: 'M' },
    });
    t.until('algebristes');
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Ana', 'Bruno', 'Emma']);
    expect(t.call.line).toBe(
      'Les Algébristes ouvrent les yeux et communiquent par gestes\u00a0: ils désignent la cible de leur attaque\u00a0; leur leader tranche.',
    );
    expect(t.timer).toBe(15);
    t.play('algebristes', t.opt('house', 'Hugo'));
    expect(t.rs.night.attack).toEqual({ camp: 'algebristes', target: { kind: 'house', owner: t.id('Hugo') } });
    t.until('analystes');
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Farid', 'Gaëlle']);
  });
});
