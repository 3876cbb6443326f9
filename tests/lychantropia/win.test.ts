/**
 * The end of the game (002_8a15d59d81dc3fa5.txt:3-14, 80-81, 89): checked at
 * dawn and after the bûcher, alternative goals first, the flute player before
 * any camp.
 */
import { describe, expect, it } from 'vitest';
import { firstNight, type Hands } from './fixtures';

/** Five players of the table of fixtures.ts (Ana and Bruno wolves), everyone else with two Pigeons; Chloé is Notaire, David Marchand. */
const five = (hands: Hands = {}) => firstNight({ players: 5, hands, fill: ['pigeon', 'pigeon'] });

describe('the wolves (002:5)', () => {
  it('win at dawn when as many as the villagers, once the dawn is published', () => {
    const t = five();
    t.put('Ana', 'loups', ['Emma']).close();
    expect(t.step).toBe('aube');
    expect(t.state.ended).toBeNull();
    t.play('aube');
    expect(t.state.ended).toEqual({
      camps: ['loups'],
      winners: [t.id('Ana'), t.id('Bruno')],
      reason: 'Les loups (2) sont au moins aussi nombreux que les villageois (2)\u00a0: les loups gagnent\u00a0!',
    });
  });

  it('win after the bûcher, once its recap is published', () => {
    const t = five();
    t.close().until('jour').put('Ana', 'vote', ['Emma']).close().play('bucher').until('recap-deadline');
    expect(t.state.ended).toBeNull();
    t.play('recap-deadline');
    expect(t.state.ended?.camps).toEqual(['loups']);
  });

  it('cannot win while the white wolf is the last wolf; he wins alone as the last player (002:13-14)', () => {
    const t = five({ Ana: ['fleches', 'pigeon'] });
    t.put('Ana', 'fleches', ['Ana'])
      .close()
      .invoke('exclusion', ['Bruno'])
      .invoke('exclusion', ['Emma'])
      .invoke('exclusion', ['David']);
    // David was the Marchand: his successor first.
    t.play('successeur', ['Ana']).play('aube');
    // One wolf, the white wolf, against one villager: not a win for the wolves.
    expect(t.state.ended).toBeNull();
    t.invoke('exclusion', ['Chloé']).play('successeur', []);
    t.until('recap-deadline').play('recap-deadline');
    expect(t.state.ended).toEqual({
      camps: ['loup-blanc'],
      winners: [t.id('Ana')],
      reason: 'Le loup blanc, Ana, est le dernier survivant\u00a0: il gagne seul\u00a0!',
    });
  });
});

describe('the villagers (002:6)', () => {
  it('win when no wolf is left', () => {
    const t = five();
    t.close()
      .until('jour')
      .invoke('exclusion', ['Ana'])
      .put('Chloé', 'vote', ['Bruno'])
      .close()
      .play('bucher')
      .until('recap-deadline')
      .play('recap-deadline');
    expect(t.state.ended).toEqual({
      camps: ['village'],
      winners: [t.id('Chloé'), t.id('David'), t.id('Emma')],
      reason: 'Il ne reste plus aucun loup\u00a0: les villageois gagnent\u00a0!',
    });
  });
});

describe('the flute player (002:9, 89)', () => {
  it('wins at dawn when every other survivor is charmed, before the wolves who reach their number the same dawn', () => {
    const t = five({ Chloé: ['pipot', 'pigeon'] });
    t.put('Chloé', 'pipot', ['Ana', 'Bruno']).close().until('nuit');
    t.put('Chloé', 'pipot', ['David']).put('Ana', 'loups', ['Emma']).close().play('aube');
    expect(t.state.ended).toEqual({
      camps: ['flutiste'],
      winners: [t.id('Chloé')],
      reason: 'Tous les autres survivants sont charmés\u00a0: le joueur de pipot, Chloé, gagne seul\u00a0!',
    });
  });

  it('is whoever holds the Pipot: the charmed stay charmed when it changes hands', () => {
    const t = five({ Chloé: ['pipot', 'pigeon'], Emma: ['masque', 'pigeon'] });
    t.put('Chloé', 'pipot', ['Ana', 'David']).close().until('jour');
    t.put('Emma', 'vol:pipot', ['Chloé']).close().until('nuit');
    expect(t.items('Emma')).toEqual(['masque', 'pigeon', 'pipot']);
    t.put('Emma', 'pipot', ['Bruno', 'Chloé']).close().play('aube');
    expect(t.state.ended?.camps).toEqual(['flutiste']);
    expect(t.state.ended?.winners).toEqual([t.id('Emma')]);
  });
});

describe('mixed lovers (002:10-12, 80)', () => {
  it('a wolf and a villager win as the last two alive', () => {
    const t = five({ Emma: ['fleches', 'pigeon'] });
    t.put('Emma', 'fleches', ['Ana', 'David']).close().play('aube');
    t.invoke('exclusion', ['Bruno'])
      .invoke('exclusion', ['Chloé'])
      .play('successeur', ['Ana'])
      .invoke('exclusion', ['Emma']);
    t.until('recap-deadline').play('recap-deadline');
    expect(t.state.ended).toEqual({
      camps: ['amoureux'],
      winners: [t.id('Ana'), t.id('David')],
      reason: 'Les amoureux, Ana et David, sont les deux derniers survivants\u00a0: ils gagnent\u00a0!',
    });
  });

  it('with the flute player among them, also win by charming everyone else', () => {
    const t = five({ Emma: ['fleches', 'pigeon'], Chloé: ['pipot', 'pigeon'] });
    t.put('Emma', 'fleches', ['Chloé', 'David']).put('Chloé', 'pipot', ['Ana', 'Bruno']).close().until('nuit');
    t.put('Chloé', 'pipot', ['Emma']).close().play('aube');
    expect(t.state.ended).toEqual({
      camps: ['amoureux'],
      winners: [t.id('Chloé'), t.id('David')],
      reason: 'Tous les autres survivants sont charmés\u00a0: les amoureux, Chloé et David, gagnent\u00a0!',
    });
  });
});
