/**
 * The players' screen (src/engine/public.ts) for Lychantropia: the shop as
 * revealed at dawn (002_8a15d59d81dc3fa5.txt:17, 45), the auction bid in
 * public (lines 61-69), night deaths told at dawn only (line 40).
 */
import { describe, expect, it } from 'vitest';
import { firstNight } from './fixtures';

const START_SHOP = [
  { label: 'Chaudron', count: 1 },
  { label: 'Tonneau de bière', count: 2 },
  { label: 'Testament', count: 2 },
  { label: 'Nid de pigeons', count: 2 },
];

/** Six players of the table of fixtures.ts, each with a Pigeon and a Sac d'or; the first night's book is open. */
const table = () => firstNight({ players: 6 });

describe('the public screen', () => {
  it('shows the shop as the MJ last revealed it, and the auction while it is bid', () => {
    const t = table();
    expect(t.publicView().blocks).toEqual([{ kind: 'tally', title: 'Boutique', rows: START_SHOP }]);
    t.close().until('jour');
    t.put('Chloé', 'enchere', 'nid');
    expect(t.publicView().blocks[1]).toEqual({
      kind: 'lines',
      title: 'Enchère du Notaire',
      lines: ['Objet\u00a0: Nid de pigeons', 'Aucune mise.', 'Les mises sont ouvertes.'],
    });
    t.put('Emma', 'mise', 1).put('Farid', 'mise', 2);
    // The item, every bid with its player and amount, and whether bids are still taken.
    expect(t.publicView().blocks[1]).toEqual({
      kind: 'lines',
      title: 'Enchère du Notaire',
      lines: ['Objet\u00a0: Nid de pigeons', 'Emma\u00a0: 1 voix', 'Farid\u00a0: 2 voix', 'Les mises sont ouvertes.'],
    });
    // The troc is private: the shop on the screen changes only at the next dawn.
    t.put('Emma', 'troc', 'Sac d’or c/ Chaudron').close().until('troc').play('troc', 'public:p5');
    expect(t.shop()).toEqual(['nid', 'testament', 'testament', 'tonneau', 'tonneau']);
    expect(t.publicView().blocks[0]).toEqual({ kind: 'tally', title: 'Boutique', rows: START_SHOP });
    expect(t.publicView().blocks[1]).toEqual({
      kind: 'lines',
      title: 'Enchère du Notaire',
      lines: ['Objet\u00a0: Nid de pigeons', 'Emma\u00a0: 1 voix', 'Farid\u00a0: 2 voix', 'Les mises sont closes.'],
    });
    t.until('aube');
    expect(t.publicView().blocks).toEqual([
      {
        kind: 'tally',
        title: 'Boutique',
        rows: [
          { label: 'Tonneau de bière', count: 2 },
          { label: 'Testament', count: 2 },
          // The auction took a Nid, the troc the Chaudron; the Sac d’or paid went to the Marchand (line 57).
          { label: 'Nid de pigeons', count: 1 },
        ],
      },
    ]);
  });

  it('tells a night death at dawn only, without its cause', () => {
    const t = table();
    t.put('Ana', 'loups', ['Emma']).close();
    const view = t.publicView();
    expect(view.players.find((p) => p.name === 'Emma')).toMatchObject({ alive: false });
    expect(view.log.slice(-2).map((l) => l.text)).toEqual([
      'Emma a été retrouvé·e mort·e. Objets perdus\u00a0: Pigeon, Sac d’or.',
      'Boutique\u00a0: Chaudron, Tonneau de bière ×2, Testament ×2, Nid de pigeons ×2.',
    ]);
    expect(JSON.stringify(view)).not.toMatch(/loups? |attaqu/);
  });
});
