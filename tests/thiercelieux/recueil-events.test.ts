/**
 * The Maire and his caractère cards (004_d59078fd8312dd78.txt:362-455), the
 * event deck the MJ types in (rules README line 39) with the Diseuse de bonne
 * aventure (004:191) and the Maître du Destin (004:465-467), the Espion
 * (004:218-220) and the Détective caught peeking (004:162-167).
 */
import { describe, expect, it } from 'vitest';
import { availableActions, grimoire } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { CARACTERES } from '../../src/rulesets/thiercelieux/caracteres';
import { PLAIN_FIVE, seated } from './fixtures';
import { recueil, ThiercelieuxTable } from './table';

describe('Maire and the caractère cards (004:362-455)', () => {
  const cards = seated(7, 'maire', 'loup-garou', 'chef-de-meute');

  it('has the recueil’s twenty-one caractère cards as data (004:369-453)', () => {
    expect(CARACTERES.map((c) => c.name)).toEqual([
      'L’Aveugle',
      'Le Baba-Cool',
      'Le Banlieusard',
      'Le Barde',
      'Le Bègue',
      'Le Bourgeois',
      'Le Comique',
      'L’Efféminé',
      'L’Étranger',
      'Le Fou',
      'L’Ivrogne',
      'Le Muet',
      'Le Parieur',
      'Le Peureux',
      'La Prostituée',
      'Le Religieux',
      'Le Ronfleur',
      'Le Séducteur',
      'Le Sportif',
      'Le Toqué',
      'Le Vieux du village',
    ]);
  });

  it('draws at random as many cards as wolf cards (the Chef de Meute counts), gives one per player, himself allowed; then all are announced (004:362-365)', () => {
    const t = recueil(cards);
    expect(t.step).toBe('endormissement');
    t.play('endormissement');
    expect(t.events('shuffle')[0]!.text).toBe('Mélange (cartes de caractère)');
    const drawn = t.state.rs.caracteres;
    expect(drawn.length).toBe(2);
    const [first, second] = drawn.map((id) => CARACTERES.find((c) => c.id === id)!);
    expect(t.call.line).toBe(
      `Le Maire ouvre les yeux et pioche la carte de caractère n° 1 sur 2\u00a0: ${first!.name}. Il me désigne le joueur à qui il la donne (lui-même s’il veut).`,
    );
    t.play('maire', ['Ana']);
    expect(t.step).toBe('maire');
    expect(t.candidates).not.toContain('Ana');
    expect(t.call.line).toContain(`n° 2 sur 2\u00a0: ${second!.name}.`);
    t.play('maire', ['David']);
    expect(t.step).toBe('reveil-maire');
    t.play('reveil-maire');
    expect(t.publicTexts().filter((x) => x.includes('reçoit le caractère'))).toEqual([
      `Ana reçoit le caractère ${first!.name} (${first!.summary.replace(/\.$/, '').toLowerCase()}).`,
      `David reçoit le caractère ${second!.name} (${second!.summary.replace(/\.$/, '').toLowerCase()}).`,
    ]);
    expect(grimoire(thiercelieux, t.state)[3]!.markers).toContain(`Caractère\u00a0: ${second!.name}`);
  });

  it('a caractère stays with the player when the Prêtre blesses him (004:364)', () => {
    const t = recueil(['maire', 'loup-garou', 'pretre', 'voyante', 'villageois'])
      .play('endormissement')
      .play('maire', ['David'])
      .play('reveil-maire');
    t.play('endormissement').play('pretre', ['David']);
    expect(t.player('David').role).toBe('villageois');
    expect(t.player('David').markers.caractere).toBe(t.state.rs.caracteres[0]);
  });
});

describe('The event deck (rules README line 39; 004:643)', () => {
  it('the MJ types cards in (« title : effect »), each slipped at a random place of the deck; none without the deck in play', () => {
    const off = recueil(PLAIN_FIVE);
    expect(availableActions(thiercelieux, off.state).map((a) => a.id)).not.toContain('evenement');
    const t = recueil(PLAIN_FIVE, { evenements: true });
    t.invoke('evenement', 'Pleine lune\u00a0: les loups votent deux fois');
    expect(t.state.rs.deck).toEqual([{ title: 'Pleine lune', effect: 'les loups votent deux fois' }]);
    t.invoke('evenement', 'Brouillard');
    expect(t.events('draw').at(-1)?.text).toMatch(
      /^Tirage au sort \(place de la carte dans la pioche\) parmi dessus, dessous\u00a0: /,
    );
    expect(t.state.rs.deck.map((c) => c.title).sort()).toEqual(['Brouillard', 'Pleine lune']);
    expect(t.events('evenement').every((e) => e.vis.to === 'mj')).toBe(true);
  });

  it('after the village wakes, the top card is turned over for all (004:643)', () => {
    const t = recueil(PLAIN_FIVE, { evenements: true });
    t.invoke('evenement', 'Pleine lune\u00a0: les loups votent deux fois');
    t.play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.step).toBe('evenement');
    expect(t.call.line).toBe(
      'Je retourne la carte événement du jour\u00a0: «\u00a0Pleine lune\u00a0» (les loups votent deux fois).',
    );
    t.play('evenement');
    expect(t.publicTexts()).toContain('Carte événement\u00a0: «\u00a0Pleine lune\u00a0» (les loups votent deux fois).');
    expect(t.state.rs.deck).toEqual([]);
    t.quietDay().play('endormissement').play('loups', ['Chloé']).play('aube');
    expect(t.call.inert).toBe('la pioche d’événements est vide');
  });

  const deckOf = (titles: string[]) => {
    const t = recueil(seated(6, 'diseuse', 'loup-garou', 'maitre-du-destin'));
    // Cards go in at random places: rebuild the deck in a known order for the test by reading it back.
    for (const title of titles) t.invoke('evenement', title);
    return t;
  };

  it('the Diseuse reads the next three cards, twice a game, and puts them back in order (004:191)', () => {
    const t = deckOf(['Un', 'Deux', 'Trois', 'Quatre']);
    const deck = t.state.rs.deck.map((c) => c.title);
    t.play('endormissement').play('loups', ['Farid']);
    expect(t.step).toBe('diseuse');
    t.play('diseuse', true);
    expect(t.call.line).toBe(
      `Montrez-lui, dans l’ordre, les 3 prochaines cartes de la pioche\u00a0: ${deck
        .slice(0, 3)
        .map((x) => `«\u00a0${x}\u00a0»`)
        .join(', ')}. Puis reposez-les telles quelles.`,
    );
    t.play('montrer');
    expect(t.state.rs.deck.map((c) => c.title)).toEqual(deck);
    t.play('maitre-du-destin', 'dessus').play('aube').play('evenement').quietDay();
    t.play('endormissement')
      .play('loups', ['Emma'])
      .play('diseuse', true)
      .play('montrer')
      .play('maitre-du-destin', 'dessus')
      .play('aube')
      .play('evenement')
      .quietDay();
    t.play('endormissement').play('loups', ['David']);
    expect(t.step).toBe('maitre-du-destin');
  });

  it('the Maître du Destin sees the next card and leaves it on top or slips it under the deck (004:465-467)', () => {
    const t = deckOf(['Un', 'Deux', 'Trois']);
    const deck = t.state.rs.deck.map((c) => c.title);
    t.play('endormissement').play('loups', ['Farid']).play('diseuse', false);
    expect(t.call.line).toBe(
      `Le Maître du Destin se réveille et découvre la prochaine carte événement\u00a0: «\u00a0${deck[0]}\u00a0». Pouce levé, elle reste dessus\u00a0; pouce baissé, elle passe sous la pile.`,
    );
    t.play('maitre-du-destin', 'dessous');
    expect(t.state.rs.deck.map((c) => c.title)).toEqual([deck[1], deck[2], deck[0]]);
  });
});

describe('Espion (004:218-220)', () => {
  const cards = seated(7, 'espion', 'loup-garou', 'voyante');
  const ids = (t: ThiercelieuxTable) => availableActions(thiercelieux, t.state).map((a) => a.id);

  it('wakes with another character’s call, known to the MJ and to that character (004:218)', () => {
    const t = recueil(cards).play('endormissement');
    expect(t.step).toBe('voyante');
    expect(ids(t)).toContain('espion');
    t.invoke('espion', null);
    expect(t.events('espion')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Ana'), t.id('Chloé')] },
      text: 'L’Espion se réveille avec La Voyante (Chloé).',
    });
    // Once a night.
    expect(ids(t)).not.toContain('espion');
  });

  it('never with the wolves (004:218), nor during the Corbeau’s turn (004:220)', () => {
    const t = recueil(cards).play('endormissement').play('voyante', ['Bruno']).play('montrer');
    expect(t.step).toBe('loups');
    expect(ids(t)).not.toContain('espion');
    const crow = recueil(seated(6, 'espion', 'loup-garou', 'corbeau'))
      .rolls(1)
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .play('loups', ['David']);
    expect(crow.step).toBe('corbeau');
    expect(ids(crow)).not.toContain('espion');
  });

  it('three times a game at most (004:218)', () => {
    const t = recueil(seated(8, 'espion', 'loup-garou', 'voyante', 'sauveteur'));
    for (let night = 1; night <= 3; night++) {
      t.play('endormissement')
        .invoke('espion', null)
        .play('voyante', ['Bruno'])
        .play('montrer')
        .play('sauveteur', [night === 2 ? 'Emma' : 'Farid'])
        .play('loups', [night === 2 ? 'Emma' : 'Farid'])
        .play('aube')
        .quietDay();
    }
    expect(t.player('Ana').markers.espionnages).toBe(3);
    t.play('endormissement');
    expect(ids(t)).not.toContain('espion');
  });
});

describe('Détective (004:162-167, 004:647)', () => {
  const cards = seated(7, 'detective', 'loup-garou', 'voyante');

  it('may peek only after a day a villager died and no wolf did; never on night 1 (004:162, 004:166)', () => {
    const t = recueil(cards);
    expect(t.call.notes).toEqual([
      'Cette nuit, le Détective n’a pas le droit d’épier\u00a0: s’il ouvre les yeux, retirez-le.',
    ]);
    t.play('endormissement').play('voyante', ['Bruno']).play('montrer').play('loups', ['David']).play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Emma', { Emma: 'Farid' }))
      .play('execution');
    expect(t.call.notes).toEqual([
      'Cette nuit, le Détective (Ana) peut épier pendant les tours des autres rôles (pas celui des loups)\u00a0: s’il se fait voir, retirez-le (action «\u00a0Prendre un joueur à épier\u00a0»).',
    ]);
    t.play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Farid'])
      .play('aube')
      .quietDay();
    expect(t.call.notes).toEqual([
      'Cette nuit, le Détective n’a pas le droit d’épier\u00a0: s’il ouvre les yeux, retirez-le.',
    ]);
  });

  it('caught peeking, he — or whoever the MJ took for him — is removed at once (004:162, 004:167)', () => {
    const t = recueil(cards).play('endormissement');
    t.invoke('detective', ['Emma']);
    expect(t.alive('Emma')).toBe(false);
    expect(t.publicTexts()).toContain(
      'Emma est pris·e à épier et quitte la partie. Sa carte\u00a0: Simple Villageois.',
    );
    // Only at night, and only while a Détective lives.
    t.play('voyante', ['Bruno']).play('montrer').play('loups', ['Ana']).play('aube');
    expect(availableActions(thiercelieux, t.state).map((a) => a.id)).not.toContain('detective');
    t.quietDay();
    expect(t.state.clock.phase).toBe('night');
    expect(availableActions(thiercelieux, t.state).map((a) => a.id)).not.toContain('detective');
  });
});
