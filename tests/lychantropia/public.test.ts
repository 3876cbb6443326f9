/**
 * The players' screen (src/engine/public.ts) for Lychantropia: the shop as
 * revealed at dawn (002_8a15d59d81dc3fa5.txt:17, 45), the auction bid in
 * public (lines 61-69), night deaths told at dawn only (line 40).
 */
import { describe, expect, it } from 'vitest';
import { Table, v, w } from './driver';

const START_SHOP = [
  { name: 'Chaudron', count: 1 },
  { name: 'Tonneau de bière', count: 2 },
  { name: 'Testament', count: 2 },
  { name: 'Nid de pigeons', count: 2 },
];

function table(): Table {
  return new Table([w('pigeon', 'sac'), w('pigeon', 'sac'), v('pigeon', 'sac'), v('pigeon', 'sac'), v('pigeon', 'sac'), v('pigeon', 'sac')]).elect({
    Ana: 'Chloé',
    Bruno: 'Chloé',
    Chloé: 'David',
    David: 'David',
    Emma: 'Chloé',
  });
}

describe('the public screen', () => {
  it('shows the shop as the MJ last revealed it, and the auction while it is bid', () => {
    const t = table();
    expect(t.publicView().sections).toEqual([{ kind: 'shop', title: 'Boutique', items: START_SHOP }]);
    t.close().until('jour');
    t.put('Chloé', 'enchere', 'nid').put('Emma', 'mise', 1).put('Farid', 'mise', 2);
    expect(t.publicView().sections[1]).toEqual({
      kind: 'auction',
      title: 'Enchère du Notaire',
      item: 'Nid de pigeons',
      bids: [
        { player: t.id('Emma'), amount: 1 },
        { player: t.id('Farid'), amount: 2 },
      ],
      open: true,
    });
    // The troc is private: the shop on the screen changes only at the next dawn.
    t.put('Emma', 'troc', 'Sac d’or c/ Chaudron').close().until('troc').play('troc', 'public:p5');
    expect(t.shop()).toEqual(['nid', 'testament', 'testament', 'tonneau', 'tonneau']);
    expect(t.publicView().sections[0]).toEqual({ kind: 'shop', title: 'Boutique', items: START_SHOP });
    expect((t.publicView().sections[1] as { open: boolean }).open).toBe(false);
    t.until('aube');
    expect(t.publicView().sections).toEqual([
      {
        kind: 'shop',
        title: 'Boutique',
        items: [
          { name: 'Tonneau de bière', count: 2 },
          { name: 'Testament', count: 2 },
          // The auction took a Nid, the troc the Chaudron; the Sac d’or paid went to the Marchand (line 57).
          { name: 'Nid de pigeons', count: 1 },
        ],
      },
    ]);
  });

  it('tells a night death at dawn only, without its cause', () => {
    const t = table();
    t.put('Ana', 'loups', ['Emma']).close();
    const view = t.publicView();
    expect(view.players.find((p) => p.name === 'Emma')).toMatchObject({ alive: false });
    expect(view.log.slice(-2).map((l) => l.text)).toEqual(['Emma a été retrouvé·e mort·e. Objets perdus : Pigeon, Sac d’or.', 'Boutique : Chaudron, Tonneau de bière ×2, Testament ×2, Nid de pigeons ×2.']);
    expect(JSON.stringify(view)).not.toMatch(/loups? |attaqu/);
  });
});
