/**
 * The original's invariants (the simulator and the property tests check them
 * after every answer) find what the rules forbid: each check shown failing on
 * a state planted right after a clean one was checked, so that an answer the
 * check keeps from one state to the next (per acts list, players record or
 * posts record) cannot hide the fault (000_a045abd3825f1297.txt:75-81, 126,
 * 471-473, 559-563).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { DAY_POSTS, seatsV } from './fixtures';
import { QuintebourgTable } from './table';

/** Eight players of mode V at the first day's vote, checked clean. */
function checked(): QuintebourgTable {
  const t = new QuintebourgTable({ seats: seatsV(), posts: DAY_POSTS });
  t.until('vote');
  expect(t.invariants()).toEqual([]);
  return t;
}

describe('the invariants of the original', () => {
  it('find a player who acted while unable to (000:75-81)', () => {
    const t = checked();
    const [ana, bruno, chloe] = [t.id('Ana'), t.id('Bruno'), t.id('Chloé')];
    const s = produce(t.state, (d) => {
      d.rs.acts.push({ actor: ana, power: 'reptiliens', health: 'C', asleep: false });
      d.rs.acts.push({ actor: bruno, power: 'reptiliens', health: 'I', asleep: true });
      d.rs.acts.push({ actor: chloe, power: 'resurrection', health: 'M', asleep: false });
    });
    expect(t.setState(s).invariants()).toEqual([
      `${ana} used reptiliens while C`,
      `${bruno} used reptiliens while asleep`,
      `${chloe} used resurrection while dead`,
    ]);
  });

  it('find coins appearing, a dead player holding some, a card changed after the deal (000:126, 559)', () => {
    const t = checked();
    const [ana, bruno] = [t.id('Ana'), t.id('Bruno')];
    const s = produce(t.state, (d) => {
      d.players[ana]!.markers.coins = (d.players[ana]!.markers.coins ?? 0) + 3;
      d.players[bruno]!.role = 'villageois';
    });
    const found = t.setState(s).invariants();
    expect(found.filter((p) => p.startsWith('coins:'))).toHaveLength(1);
    expect(found).toContain(`${bruno} holds villageois, dealt reptilien`);
    const u = checked();
    const dead = produce(u.state, (d) => {
      d.players[ana]!.health = 'M';
      d.players[ana]!.announced.health = 'M';
    });
    expect(u.setState(dead).invariants()).toContain(`${ana} is M and holds coins`);
  });

  it('find a player told dead who is not, two posts held, a mandatory post gone (000:471-473)', () => {
    const t = checked();
    const hugo = t.id('Hugo');
    const s = produce(t.state, (d) => {
      d.players[hugo]!.announced.health = 'M';
      d.posts.president = hugo;
      delete d.posts.senateur;
    });
    expect(t.setState(s).invariants()).toEqual(
      expect.arrayContaining([
        `${hugo} was told dead (M) but is I`,
        `${hugo} holds notaire and president`,
        'mandatory post senateur missing',
      ]),
    );
  });
});
