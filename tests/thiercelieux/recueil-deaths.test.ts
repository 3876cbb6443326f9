/**
 * The recueil's cards that act at or after a death: Corbeau, Immortel,
 * Imposteur, Ame en peine, and the Prêtre's blessing against every kind of
 * death (004_d59078fd8312dd78.txt). Every death goes through `kill`.
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Corbeau (004:136-140, 004:641)', () => {
  const cards = seated(8, 'corbeau', 'loup-garou', 'loup-garou');

  it('killed by the wolves, rolls at the very end of the next night: 1-2, his card goes before a villager (004:136, 004:138)', () => {
    const t = recueil(cards)
      .rolls(1)
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .play('loups', ['David']);
    expect(t.step).toBe('corbeau');
    expect(t.events('roll').at(-1)?.text).toBe('Dé à 6 faces (le Corbeau)\u00a0: 1 (saisi à la main)');
    expect(t.call.line).toBe(
      'Le Corbeau (Ana) lance le dé\u00a0: 1. Il pose sa carte, face visible, devant un joueur du village de son choix.',
    );
    expect(t.candidates).toEqual(['David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']);
    t.play('corbeau', ['Emma']);
    expect(t.call.line).toBe('Le village se réveille, sauf David. La carte du Corbeau est posée devant Emma.');
    t.play('aube');
    expect(t.publicTexts()).toContain('La carte du Corbeau est posée devant Emma.');
  });

  it('killed by the wolves, 3-6 puts his card before a wolf (004:138)', () => {
    const t = recueil(cards)
      .rolls(3)
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .play('loups', ['David']);
    expect(t.call.line).toBe(
      'Le Corbeau (Ana) lance le dé\u00a0: 3. Il pose sa carte, face visible, devant un Loup-Garou de son choix.',
    );
    expect(t.candidates).toEqual(['Bruno', 'Chloé']);
  });

  it('killed by the village, the die reads the other way: 1-2 a wolf (004:139)', () => {
    const t = recueil(cards).rolls(1).play('endormissement').play('loups', ['David']).play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution')
      .play('endormissement')
      .play('loups', ['Emma']);
    expect(t.call.line).toBe(
      'Le Corbeau (Ana) lance le dé\u00a0: 1. Il pose sa carte, face visible, devant un Loup-Garou de son choix.',
    );
    expect(t.call.notes).toEqual(['Cause retenue pour le Corbeau\u00a0: tué par le village.']);
  });

  it('dead of grief, takes his lover’s cause: the wolves’ (004:140)', () => {
    const t = recueil(seated(8, 'corbeau', 'loup-garou', 'loup-garou', 'cupidon')).rolls(1);
    t.play('endormissement').play('cupidon', ['Ana', 'Emma']).play('amoureux').play('loups', ['Emma']).play('aube');
    expect(t.state.rs.deaths.map((d) => [t.name(d.id), d.cause, d.source])).toEqual([
      ['Emma', 'loups', undefined],
      ['Ana', 'chagrin', 'loups'],
    ]);
    t.quietDay().play('endormissement').play('loups', ['David']);
    expect(t.call.line).toContain('devant un joueur du village de son choix');
    expect(t.call.notes).toEqual(['Cause retenue pour le Corbeau\u00a0: tué par les loups.']);
  });

  it('is called once, and the table learns whose card it is even when the dead’s cards stay hidden', () => {
    const t = recueil(cards, { revelerRoles: false })
      .rolls(1)
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('aube')
      .quietDay()
      .play('endormissement')
      .play('loups', ['David']);
    t.play('corbeau', ['Emma']).play('aube');
    expect(t.publicTexts()).toContain('Ana était le Corbeau.');
    expect(t.publicView().players[0]!.role).toBe('corbeau');
    t.quietDay().play('endormissement').play('loups', ['Farid']);
    expect(t.step).toBe('aube');
  });
});

describe('Immortel (004:288)', () => {
  const cards = seated(7, 'immortel', 'loup-garou', 'loup-garou');

  it('killed, his card is turned over and he draws blind between it and a wolf; the Immortel card keeps him a villager, again and again', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Ana']);
    expect(t.call.line).toBe(
      'Le village se réveille. Ana a été frappé·e cette nuit, mais reste en jeu\u00a0: montrez sa carte.',
    );
    t.play('aube');
    expect(t.publicTexts()).toContain(
      'Ana est frappé·e à mort… mais reste en jeu. Sa carte est retournée\u00a0: Immortel.',
    );
    expect(t.step).toBe('immortel');
    expect(t.call.prompt).toMatchObject({ kind: 'choice', options: [{ value: 'immortel' }, { value: 'loup-garou' }] });
    t.play('immortel', 'immortel');
    expect([t.alive('Ana'), t.player('Ana').role]).toEqual([true, 'immortel']);
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.step).toBe('immortel');
    t.play('immortel', 'immortel');
    expect(t.alive('Ana')).toBe(true);
  });

  it('the wolf card makes him a wolf: he wakes with the pack, and his next death is final', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Ana']).play('aube').play('immortel', 'loup-garou');
    expect(t.player('Ana').role).toBe('loup-garou');
    t.quietDay().play('endormissement');
    expect(t.wakes).toEqual([t.id('Ana'), t.id('Bruno'), t.id('Chloé')]);
    t.play('loups', ['David'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Emma' }))
      .play('execution');
    expect(t.alive('Ana')).toBe(false);
    expect(t.publicTexts()).toContain('Ana est exécuté·e par le village. Sa carte\u00a0: Loup-Garou.');
  });
});

describe('Imposteur (004:298)', () => {
  const cards = seated(7, 'imposteur', 'loup-garou', 'voyante');

  it('killed, takes the card of a living player of his choice, who is eliminated in his place', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['David'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.publicTexts()).toContain(
      'Ana est frappé·e à mort… mais reste en jeu. Sa carte est retournée\u00a0: Imposteur.',
    );
    expect(t.step).toBe('imposteur');
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle']);
    t.play('imposteur', ['Chloé']);
    expect(t.player('Ana').role).toBe('voyante');
    expect([t.alive('Ana'), t.alive('Chloé')]).toEqual([true, false]);
    // The stolen card stays secret.
    expect(t.publicTexts()).toContain('Chloé se fait voler sa carte par l’Imposteur et quitte la partie.');
    expect(t.publicView().players[2]!.role).toBeNull();
    // He plays on as the Voyante.
    t.play('endormissement');
    expect(t.wakes).toEqual([t.id('Ana')]);
  });

  it('killed again, he is out for good', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Ana'])
      .play('aube')
      .play('imposteur', ['Emma']);
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.alive('Ana')).toBe(false);
    expect(t.publicTexts()).toContain('Ana est exécuté·e par le village. Sa carte\u00a0: Simple Villageois.');
  });
});

describe('Ame en peine (004:50-57)', () => {
  const cards = seated(7, 'ame-en-peine', 'loup-garou', 'loup-garou');

  it('at her death her card is shown, even when the dead’s cards stay hidden (004:50)', () => {
    const t = recueil(cards, { revelerRoles: false }).play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.publicTexts()).toContain('Ana a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Ame en peine.');
  });

  it('called by day before the vote about a living player, she answers once and leaves (004:50-54)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.step).toBe('debat');
    t.invoke('ame-en-peine', ['Bruno']);
    expect(t.publicTexts().at(-1)).toBe('L’Ame en peine (Ana) parle de Bruno, puis trouve le repos éternel.');
    expect(t.player('Ana').markers.ame).toBe('appelee');
    expect(() => t.invoke('ame-en-peine', ['Chloé'])).toThrow(
      '«\u00a0Invoquer l’Ame en peine\u00a0» n’est pas possible maintenant.',
    );
  });

  it('cannot be called during or after the vote, nor at night (004:50)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Ana']).play('aube').play('debat');
    expect(() => t.invoke('ame-en-peine', ['Bruno'])).toThrow('n’est pas possible maintenant');
    t.play('vote', t.voteAll(null));
    expect(() => t.invoke('ame-en-peine', ['Bruno'])).toThrow('n’est pas possible maintenant');
  });

  it('wins with the village only if she was called (004:54)', () => {
    const play = (call: boolean) => {
      const t = recueil(seated(5, 'ame-en-peine', 'loup-garou'))
        .play('endormissement')
        .play('loups', ['Ana'])
        .play('aube');
      if (call) t.invoke('ame-en-peine', ['Bruno']);
      t.play('debat')
        .play('vote', t.voteAll('Bruno', { Bruno: 'Chloé' }))
        .play('execution');
      return t;
    };
    const called = play(true);
    expect(called.state.ended).toMatchObject({
      camps: ['village'],
      winners: [called.id('Ana'), called.id('Chloé'), called.id('David'), called.id('Emma')],
    });
    const silent = play(false);
    expect(silent.state.ended).toMatchObject({
      camps: ['village'],
      winners: [silent.id('Chloé'), silent.id('David'), silent.id('Emma')],
    });
  });
});

describe('Prêtre (004:519-526)', () => {
  it('blesses another player: shows him the card, replaces it with a Simple Villageois, taps the blessed (004:523)', () => {
    const t = recueil(seated(5, 'pretre', 'loup-garou', 'voyante')).play('endormissement');
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma']);
    t.play('pretre', ['Chloé']);
    expect(t.call.line).toBe(
      'Montrez au Prêtre la carte de Chloé\u00a0: Voyante. Remplacez-la par un Simple Villageois\u00a0; le Prêtre se rendort, puis touchez Chloé dans le dos\u00a0: il ou elle est désormais un simple villageois.',
    );
    expect(t.player('Chloé').role).toBe('villageois');
    expect(t.player('Chloé').initialRole).toBe('voyante');
    expect(t.player('Chloé').markers.beni).toEqual({ eligible: true, used: false });
  });

  const cards = [
    'pretre',
    'loup-garou',
    'villageois',
    'villageois',
    'villageois',
    'sorciere',
    'chasseur',
    'cassandra',
    'justicier',
    'villageois',
  ];
  const blessed = () => recueil(cards).play('endormissement').play('pretre', ['Chloé']).play('montrer');

  it('the blessed escapes the wolves once: « nobody died tonight » (004:523)', () => {
    const t = blessed()
      .play('loups', ['Chloé'])
      .play('cassandra', [])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('justicier-nuit', []);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    t.play('aube');
    expect(t.alive('Chloé')).toBe(true);
    expect(t.player('Chloé').markers.beni).toEqual({ eligible: true, used: true });
    // The second time is final.
    t.quietDay()
      .play('endormissement')
      .play('justicier-jour', [])
      .play('loups', ['Chloé'])
      .play('cassandra', [])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube');
    expect(t.alive('Chloé')).toBe(false);
  });

  it('escapes the village’s stake, in front of all (004:519, 004:523)', () => {
    const t = blessed()
      .play('loups', ['David'])
      .play('cassandra', [])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Chloé', { Chloé: 'Bruno' }))
      .play('execution');
    expect(t.alive('Chloé')).toBe(true);
    expect(t.publicTexts()).toContain('Chloé devait mourir, mais échappe miraculeusement à la mort.');
  });

  it('escapes the poison, Cassandra’s bullet and the Justicier (004:519, 004:314)', () => {
    const poison = blessed()
      .play('loups', ['David'])
      .play('cassandra', [])
      .play('sorciere-vie', false)
      .play('sorciere-mort', ['Chloé']);
    expect(poison.call.line).toBe('Le village se réveille, sauf David.');
    const bullet = blessed()
      .play('loups', ['David'])
      .play('cassandra', ['Chloé'])
      .play('sorciere-vie', [])
      .play('sorciere-mort', []);
    expect(bullet.call.line).toBe('Le village se réveille, sauf David.');
    bullet.play('aube');
    // Nobody died of her bullet: no mistake counted.
    expect(bullet.player('Hugo').markers.cassandraErreurs).toBe(0);
  });

  it('escapes the Chasseur’s last shot (004:519)', () => {
    const t = blessed()
      .play('loups', ['Gaëlle'])
      .play('cassandra', [])
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube');
    t.play('chasseur', ['Chloé']);
    expect(t.alive('Chloé')).toBe(true);
    expect(t.publicTexts()).toContain('Chloé devait mourir, mais échappe miraculeusement à la mort.');
  });

  it('escapes dying of love: he was not really in love, and the couple is undone (004:519)', () => {
    const t = recueil(seated(7, 'pretre', 'loup-garou', 'villageois', 'cupidon'));
    t.play('endormissement')
      .play('pretre', ['Chloé'])
      .play('montrer')
      .play('cupidon', ['Chloé', 'Emma'])
      .play('amoureux')
      .play('loups', ['Emma']);
    expect(t.call.line).toBe('Le village se réveille, sauf Emma.');
    t.play('aube');
    expect(t.alive('Chloé')).toBe(true);
    expect(t.state.rs.lovers).toBeNull();
    expect(t.player('Chloé').markers.amoureux).toBeUndefined();
  });

  it('escapes Mr. Hyde (004:519)', () => {
    const t = recueil(seated(6, 'pretre', 'loup-garou', 'villageois', 'jekyll')).rolls(1);
    t.play('endormissement')
      .play('pretre', ['Chloé'])
      .play('montrer')
      .play('loups', ['Emma'])
      .play('jekyll', ['Chloé']);
    expect(t.call.line).toBe('Le village se réveille, sauf Emma.');
  });

  it('a wolf or the Homme des Bois blessed becomes a villager, but has no escape (004:523)', () => {
    const wolf = recueil(seated(7, 'pretre', 'loup-garou', 'loup-garou'))
      .play('endormissement')
      .play('pretre', ['Bruno'])
      .play('montrer');
    expect(wolf.player('Bruno').role).toBe('villageois');
    expect(wolf.player('Bruno').markers.beni).toEqual({ eligible: false, used: false });
    expect(wolf.wakes).toEqual([wolf.id('Chloé')]);
    wolf.play('loups', ['Bruno']).play('aube');
    expect(wolf.alive('Bruno')).toBe(false);
    const woods = recueil(seated(5, 'pretre', 'loup-garou', 'homme-des-bois'))
      .play('endormissement')
      .play('pretre', ['Chloé'])
      .play('montrer');
    expect(woods.player('Chloé').markers.beni).toEqual({ eligible: false, used: false });
  });

  it('takes the Astrologue’s card out: he is still called, in the void, with the book’s line and no power to name (004:525, 004:94)', () => {
    const t = recueil(seated(6, 'pretre', 'loup-garou', 'astrologue'))
      .play('endormissement')
      .play('pretre', ['Chloé'])
      .play('montrer');
    expect(t.state.rs.removed).toEqual(['astrologue']);
    // Every night the call is read as if he were there (004:525): the line of 004:94, his next power unknown.
    for (let night = 1; night <= 2; night++) {
      t.until('loups')
        .play('loups', [night === 1 ? 'Farid' : 'Emma'])
        .until('astrologue');
      expect(t.call.inert).toBe('carte retirée par la bénédiction du Prêtre');
      expect(t.call.line).toBe(
        'L’Astrologue se réveille et m’indique, en silence, s’il veut utiliser un pouvoir cette nuit.',
      );
      expect(t.wakes).toEqual([]);
      t.pass('astrologue');
      if (night === 1) t.quietDay();
    }
  });

  it('a Simple Villageois blessed keeps his card and still escapes once (004:526)', () => {
    const t = recueil(seated(5, 'pretre', 'loup-garou'))
      .play('endormissement')
      .play('pretre', ['Chloé'])
      .play('montrer');
    expect(t.state.rs.removed).toEqual([]);
    t.play('loups', ['Chloé']);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
  });
});

describe('A card the table has seen stays seen', () => {
  it('the Imposteur, killed for good while the dead’s cards stay hidden, still shows the card turned over at his first death (004:298)', () => {
    const t = recueil(seated(7, 'imposteur', 'loup-garou', 'voyante'), { revelerRoles: false });
    t.play('endormissement')
      .play('voyante', ['Bruno'])
      .play('montrer')
      .play('loups', ['Ana'])
      .play('aube')
      .play('imposteur', ['Emma']);
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.alive('Ana')).toBe(false);
    expect(t.publicView().players[0]).toMatchObject({ alive: false, role: 'imposteur' });
  });

  it('the Imposteur who took a Chasseur’s card, killed again and shooting, is shown as the Chasseur: the shot tells it in front of all (004:298)', () => {
    // Found by the long leak property (38 players, revelerRoles=false): the log said « Le Chasseur abat … » while the board still showed the Imposteur.
    const t = recueil(seated(7, 'imposteur', 'loup-garou', 'chasseur'), { revelerRoles: false });
    t.play('endormissement').play('loups', ['Ana']).play('aube').play('imposteur', ['Chloé']);
    expect(t.player('Ana').role).toBe('chasseur');
    expect(t.publicView().players[0]).toMatchObject({ alive: true, role: 'imposteur' });
    t.play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }))
      .play('execution');
    expect(t.step).toBe('chasseur');
    t.play('chasseur', ['Emma']);
    expect(t.publicTexts()).toContain('Ana était le Chasseur.');
    expect(t.publicTexts()).toContain('Le Chasseur abat Emma.');
    expect(t.publicView().players[0]).toMatchObject({ alive: false, role: 'chasseur' });
    // The card she lost stays face down: nothing tells the table it was the Chasseur's.
    expect(t.publicView().players[2]!.role).toBeNull();
  });
});
