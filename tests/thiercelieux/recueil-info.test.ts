/**
 * The recueil's cards that learn something at night: Apprentie Voyante,
 * Couche tard, Lectrice de rêves, Mathématicien, Graphologue
 * (004_d59078fd8312dd78.txt).
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Apprentie Voyante (004:67-70)', () => {
  // Seats, clockwise: Ana … Farid, then back to Ana.
  const cards = ['apprentie-voyante', 'loup-garou', 'voyante', 'chasseur', 'villageois', 'sorciere'];

  it('is shown, shuffled, the card of the player she names and of his two neighbours (004:67)', () => {
    const t = recueil(cards).play('endormissement');
    t.play('apprentie-voyante', ['David']);
    const shown = t.events('apprentie-voyante')[0]!;
    expect(shown.vis).toEqual({ to: 'players', ids: [t.id('Ana')] });
    expect((shown.data as { seats: string[] }).seats).toEqual([t.id('Chloé'), t.id('David'), t.id('Emma')]);
    expect([...(shown.data as { cards: string[] }).cards].sort()).toEqual(['chasseur', 'villageois', 'voyante']);
    // The order she sees is a logged shuffle.
    expect(t.events('shuffle').at(-1)?.text).toBe('Mélange (cartes montrées à l’Apprentie Voyante)');
    expect(t.call.line).toMatch(/^Prenez les cartes de Chloé, David, Emma, mélangez-les et montrez-les\u00a0: /);
  });

  it('next to the player she names, sees her two neighbours and his other one (004:69)', () => {
    const right = recueil(cards).play('endormissement').play('apprentie-voyante', ['Bruno']);
    expect((right.events('apprentie-voyante')[0]!.data as { seats: string[] }).seats).toEqual([
      right.id('Farid'),
      right.id('Bruno'),
      right.id('Chloé'),
    ]);
    const left = recueil(cards).play('endormissement').play('apprentie-voyante', ['Farid']);
    expect((left.events('apprentie-voyante')[0]!.data as { seats: string[] }).seats).toEqual([
      left.id('Emma'),
      left.id('Farid'),
      left.id('Bruno'),
    ]);
  });

  it('cannot use her power with three players or fewer around the table besides her (004:70)', () => {
    const t = recueil(seated(5, 'apprentie-voyante', 'loup-garou')).play('endormissement');
    expect(t.call.inert).toBeNull();
    t.play('apprentie-voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Emma'])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(t.step).toBe('apprentie-voyante');
    expect(t.call.inert).toBe('trois joueurs ou moins autour d’elle');
  });
});

describe('Couche tard (004:150-152)', () => {
  it('names another player, who wakes to see him; no card is shown', () => {
    const t = recueil(seated(5, 'couche-tard', 'loup-garou')).play('endormissement');
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma']);
    t.play('couche-tard', ['Chloé']);
    expect(t.events('couche-tard')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Ana'), t.id('Chloé')] },
      text: 'Chloé voit le Couche tard, Ana.',
    });
    expect(t.call.line).toBe(
      'Touchez Chloé\u00a0: il ou elle ouvre les yeux et voit le Couche tard (Ana). Ni carte ni parole, un petit signe de la main au plus\u00a0; puis tous deux se rendorment.',
    );
  });
});

describe('Lectrice de rêves (004:324-326)', () => {
  it('names a player, who mimes his character to her for twenty seconds at most, any player any number of times', () => {
    const t = recueil(seated(5, 'lectrice', 'loup-garou')).play('endormissement');
    t.play('lectrice', ['Bruno']);
    expect(t.step).toBe('lectrice-mime');
    expect(t.timer).toBe(20);
    expect(t.wakes).toEqual([t.id('Bruno')]);
    t.play('lectrice-mime').play('loups', ['Emma']).play('aube').quietDay().play('endormissement');
    expect(t.candidates).toContain('Bruno');
  });
});

describe('Mathématicien (004:489-500)', () => {
  // Example 1 (491): x x L x L x X x x L — the nearest wolf two seats away.
  it('is told the distance to the nearest wolf, without the side (004:491, 004:497)', () => {
    const cards = [
      'villageois',
      'villageois',
      'loup-garou',
      'villageois',
      'loup-garou',
      'villageois',
      'mathematicien',
      'villageois',
      'villageois',
      'loup-garou',
    ];
    const t = recueil(cards).play('endormissement').play('mathematicien', ['Gaëlle']);
    expect(t.events('mathematicien')[0]).toMatchObject({
      text: 'Le loup le plus proche de Gaëlle est à 2 sièges.',
      data: { distance: 2 },
    });
    expect(t.call.line).toBe('Montrez 2 avec vos doigts, sans désigner personne. Puis il se rendort.');
  });

  it('example 2: L x x X x x L L gives 3 (004:493)', () => {
    const cards = [
      'loup-garou',
      'villageois',
      'villageois',
      'mathematicien',
      'villageois',
      'villageois',
      'loup-garou',
      'loup-garou',
    ];
    const t = recueil(cards).play('endormissement').play('mathematicien', ['David']);
    expect(t.events('mathematicien')[0]!.data).toMatchObject({ distance: 3 });
  });

  it('for a wolf, the distance to another wolf, 0 when he is the only one (004:497)', () => {
    const t = recueil(seated(5, 'mathematicien', 'loup-garou'))
      .play('endormissement')
      .play('mathematicien', ['Bruno']);
    expect(t.events('mathematicien')[0]!.data).toMatchObject({ distance: 0 });
  });

  it('counts only the living around the table, and 0 when the wolf is gone with the Mage (004:499-500)', () => {
    const cards = seated(7, 'mathematicien', 'mage', 'loup-garou');
    const t = recueil(cards)
      .play('endormissement')
      .play('mage', ['Chloé'])
      .play('montrer')
      .play('mathematicien', ['Bruno']);
    expect(t.events('mathematicien')[0]!.data).toMatchObject({ distance: 0 });
    // Night 2: Chloé is back; Bruno (between Ana and Chloé) was eaten: from Ana, the wolf is now one seat away.
    t.play('montrer').play('loups').play('aube').quietDay();
    const u = recueil(cards).play('endormissement').play('mage', []).play('mathematicien', ['Ana']);
    expect(u.events('mathematicien')[0]!.data).toMatchObject({ distance: 2 });
    u.play('montrer')
      .play('loups', ['Bruno'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .pass('mage')
      .play('mathematicien', ['Ana']);
    expect(u.events('mathematicien')[1]!.data).toMatchObject({ distance: 1 });
  });
});

describe('Graphologue (004:247-249, 004:588)', () => {
  it('is shown each night one slip drawn at random among those written at setup, never put back', () => {
    const t = recueil(['graphologue', 'loup-garou', 'villageois', 'villageois', 'voyante']).play('endormissement');
    t.play('voyante', ['Bruno']).play('montrer');
    expect(t.step).toBe('graphologue');
    expect(t.events('draw')[0]!.text).toMatch(
      /^Tirage au sort \(billet du Graphologue\) parmi «\u00a0Graphologue\u00a0» d’Ana, «\u00a0Loup-Garou\u00a0» de Bruno, «\u00a0Simple Villageois\u00a0» de Chloé, «\u00a0Simple Villageois\u00a0» de David, «\u00a0Voyante\u00a0» d’Emma\u00a0: /,
    );
    const first = t.state.rs.slipDraw!;
    const written = {
      graphologue: 'Graphologue',
      'loup-garou': 'Loup-Garou',
      villageois: 'Simple Villageois',
      voyante: 'Voyante',
    }[first.role];
    expect(t.call.line).toBe(
      `Le Graphologue se réveille et examine le billet que je lui montre\u00a0: «\u00a0${written}\u00a0». Puis je le jette.`,
    );
    expect(t.call.notes).toEqual([`Billet écrit par ${t.name(first.player)}.`]);
    t.play('graphologue');
    expect(t.events('graphologue')[0]!.vis).toEqual({ to: 'players', ids: [t.id('Ana')] });
    t.play('loups', ['Chloé'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer');
    expect(t.state.rs.slipsDrawn.length).toBe(2);
    expect(t.state.rs.slipsDrawn[0]).toBe(first.player);
    expect(t.state.rs.slipsDrawn[1]).not.toBe(first.player);
    expect(t.state.rs.slips!.map((x) => x.player)).not.toContain(first.player);
    expect(t.state.rs.slips!.length).toBe(3);
  });

  it('has nothing left to be shown once the five slips of five players are drawn', () => {
    const t = recueil(seated(5, 'graphologue', 'loup-garou', 'sauveteur'));
    for (let night = 1; night <= 5; night++) {
      // The wolves attack whoever the Sauveteur protects: nobody dies, the game goes on.
      const guarded = night % 2 === 1 ? 'David' : 'Emma';
      t.play('endormissement')
        .play('graphologue')
        .play('sauveteur', [guarded])
        .play('loups', [guarded])
        .play('aube')
        .quietDay();
    }
    expect(new Set(t.state.rs.slipsDrawn).size).toBe(5);
    t.play('endormissement');
    expect(t.step).toBe('graphologue');
    expect(t.call.inert).toBe('il ne reste plus de billet');
  });

  it('reads the card seen at the deal, before the Voleur swaps it (004:588)', () => {
    const t = recueil(seated(5, 'graphologue', 'loup-garou', 'voleur'), {}, { extra: ['voyante', 'villageois'] });
    t.play('endormissement').play('voleur', 'carte-0');
    expect(t.step).toBe('voyante');
    t.play('voyante', ['Bruno']).play('montrer');
    const heap = [...t.state.rs.slips!, t.state.rs.slipDraw!];
    expect(heap.find((x) => x.player === t.id('Chloé'))?.role).toBe('voleur');
    expect(heap.length).toBe(5);
  });
});
