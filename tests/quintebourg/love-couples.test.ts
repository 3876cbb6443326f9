/**
 * Row T, the married couples' report (000_a045abd3825f1297.txt:634, 191):
 * the MJ taps the spouses who slept at the marital home; each learns whether
 * the other was away.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

/** Emma and Hugo are married and live at Emma's; Hugo is the artist. */
function table(): Table {
  const t = new Table({
    seats: seatsV({ 7: ['villageois', 'artiste'] }),
    posts: POSTS,
  });
  t.state = produce(t.state, (d) => {
    d.rs.spouses = [{ pair: [t.id('Emma'), t.id('Hugo')], home: t.id('Emma') }];
  });
  return t;
}

describe('the couples’ report (000:634)', () => {
  it('both at home: both tapped, each learns the other was there (000:634)', () => {
    const t = table();
    t.until('couples');
    expect(t.call.notes).toEqual(['Emma et Hugo\u00a0: tous deux à la maison.']);
    expect(t.wakes).toEqual([t.id('Emma'), t.id('Hugo')]);
    expect(t.texts('couple')).toEqual(['Cette nuit au domicile conjugal\u00a0: les deux époux.']);
  });

  it('a spouse away (the artist sculpting elsewhere): only the other is tapped and learns it (000:634)', () => {
    const t = table();
    t.until('artiste-sculpture').play('artiste-sculpture', ['Bruno']);
    t.until('couples');
    expect(t.call.notes).toEqual(['Emma et Hugo\u00a0: seul·e Emma à la maison.']);
    expect(t.wakes).toEqual([t.id('Emma')]);
    expect(t.events('couple')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Emma')] },
      text: 'Cette nuit au domicile conjugal\u00a0: seul·e Emma.',
    });
  });

  it('no married couple: the row is read without effect (000:634, 697)', () => {
    const u = table();
    u.state = produce(u.state, (d) => {
      d.rs.spouses = [];
    });
    u.until('couples');
    expect(u.call.inert).toBe('aucun couple marié');
  });
});
