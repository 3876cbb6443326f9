/**
 * Cards with a goal of their own, and the lovers' rules with them: Assassin,
 * Fanatique, Traître, Mauvais Esprit (004_d59078fd8312dd78.txt).
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Assassin (004:80-84)', () => {
  it('names as many players as wolf cards brought in, plus one: the Chef de Meute counts, the Homme des Bois does not (004:80)', () => {
    const t = recueil(seated(8, 'assassin', 'loup-garou', 'chef-de-meute', 'homme-des-bois')).play('endormissement');
    expect(t.step).toBe('assassin');
    expect(t.call.line).toBe(
      'L’Assassin se réveille et me montre les 3 joueurs dont il veut la mort au cours de la partie.',
    );
    expect(t.call.prompt).toMatchObject({ kind: 'players', min: 3, max: 3 });
    expect(t.candidates).not.toContain('Ana');
  });

  const cards = ['assassin', 'loup-garou', 'villageois', 'villageois', 'villageois', 'villageois', 'loup-garou'];

  it('wins at once when the last of them dies, whoever killed them (004:80)', () => {
    const t = recueil(cards).play('endormissement').play('assassin', ['Chloé', 'David', 'Emma']);
    expect(t.state.rs.assassinTargets).toEqual([t.id('Chloé'), t.id('David'), t.id('Emma')]);
    t.play('loups', ['Chloé'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('David', { David: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toBeNull();
    t.play('endormissement').play('loups', ['Emma']).play('aube');
    expect(t.state.ended).toEqual({
      camps: ['assassin'],
      winners: [t.id('Ana')],
      reason: 'Toutes les cibles de l’Assassin sont mortes\u00a0: l’Assassin gagne\u00a0!',
    });
  });

  it('does not win with the village if one of his targets still lives when the wolves are all dead (004:83)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('assassin', ['Chloé', 'David', 'Emma'])
      .play('loups', ['Farid'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution')
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Gaëlle', { Gaëlle: 'Chloé' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      winners: [t.id('Chloé'), t.id('David'), t.id('Emma'), t.id('Farid')],
    });
  });

  it('in love, may not choose his partner; his lover shares his win (004:84)', () => {
    const t = recueil(['assassin', 'loup-garou', 'cupidon', 'villageois', 'villageois', 'villageois', 'loup-garou']);
    t.play('endormissement').play('cupidon', ['Ana', 'David']).play('amoureux');
    expect(t.candidates).not.toContain('David');
    expect(t.call.prompt).toMatchObject({ min: 3, max: 3 });
    t.play('assassin', ['Chloé', 'Emma', 'Farid'])
      .play('loups', ['Chloé'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Emma', { Emma: 'Ana' }))
      .play('execution');
    t.play('endormissement').play('loups', ['Farid']).play('aube');
    expect(t.state.ended).toMatchObject({ camps: ['assassin'], winners: [t.id('Ana'), t.id('David')] });
  });

  it('in love, his partner still wins with the village when the wolves are all dead, though the Assassin does not (004:84)', () => {
    const t = recueil(seated(6, 'assassin', 'loup-garou', 'cupidon'));
    t.play('endormissement')
      .play('cupidon', ['Ana', 'David'])
      .play('amoureux')
      .play('assassin', ['Chloé', 'Emma'])
      .play('loups', ['Chloé'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      winners: [t.id('Chloé'), t.id('David'), t.id('Emma'), t.id('Farid')],
    });
  });
});

describe('Fanatique (004:230-237)', () => {
  const cards = ['fanatique', 'loup-garou', 'villageois', 'villageois', 'villageois', 'villageois', 'loup-garou'];

  /** Night 1 (the wolves eat Farid), then the village votes the Fanatique out. */
  const atStake = (c = cards) => {
    const t = recueil(c).play('endormissement');
    if (t.step === 'cupidon') t.play('cupidon', ['Ana', 'David']).play('amoureux');
    t.play('loups', ['Farid'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Bruno' }));
    return t;
  };

  it('executed, names at the stake every wolf and nobody else: he wins at once, even against a stronger pack (004:230)', () => {
    const t = atStake();
    expect(t.call.line).toBe(
      'Le village a désigné Ana, le Fanatique. Avant de mourir sur le bûcher, il peut dénoncer à voix haute ceux qu’il croit loups\u00a0: notez-les.',
    );
    expect(t.call.prompt).toMatchObject({ kind: 'players', min: 0, max: 5 });
    t.play('execution', ['Gaëlle', 'Bruno']);
    expect(t.publicTexts()).toContain(
      'Ana dénonce Bruno et Gaëlle\u00a0: il a vu juste, et meurt en héros du village.',
    );
    expect(t.state.ended).toEqual({
      camps: ['fanatique'],
      winners: [t.id('Ana')],
      reason: 'Ana, le Fanatique, a démasqué tous les loups sur le bûcher\u00a0: il gagne en héros\u00a0!',
    });
  });

  it('a wrong or incomplete accusation: the MJ calls him a liar, he dies, the game goes on (004:230-232)', () => {
    const t = atStake().play('execution', ['Bruno']);
    expect(t.publicTexts()).toContain('Ana dénonce Bruno. Le MJ l’accuse de mensonge.');
    expect(t.alive('Ana')).toBe(false);
    expect(t.state.ended).toBeNull();
    const wrong = atStake().play('execution', ['Bruno', 'Gaëlle', 'Chloé']);
    expect(wrong.state.ended).toBeNull();
  });

  it('dead any other way, he accuses nobody (004:234)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Ana']).play('aube');
    expect(t.alive('Ana')).toBe(false);
    expect(t.events('fanatique')).toEqual([]);
  });

  it('alive when the wolves are all dead, he does not win with the village (004:235)', () => {
    const t = recueil(seated(5, 'fanatique', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({ camps: ['village'], winners: [t.id('Chloé'), t.id('David'), t.id('Emma')] });
  });

  it('must name somebody at the vote, never himself (004:237)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Farid']).play('aube').play('debat');
    // The refusal names its rule, shown in the MJ's « Pourquoi ? » (004:237).
    expect(t.rejection('vote', t.voteAll(null))).toEqual({
      kind: 'refused',
      reason: 'Ana (Fanatique) doit désigner un joueur.',
      rule: '004:237',
    });
    expect(t.rejection('vote', t.voteAll(null, { Ana: 'Ana' }))).toEqual({
      kind: 'refused',
      reason: 'Ana (Fanatique) ne peut pas voter contre lui-même.',
      rule: '004:237',
    });
  });

  it('in love, his lover alive when the wolves are all dead wins with the village, though he does not (004:236)', () => {
    const t = recueil(seated(6, 'fanatique', 'loup-garou', 'cupidon'))
      .play('endormissement')
      .play('cupidon', ['Ana', 'David'])
      .play('amoureux');
    t.play('loups', ['Emma'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana', Ana: 'Bruno' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      winners: [t.id('Chloé'), t.id('David'), t.id('Emma'), t.id('Farid')],
    });
  });

  it('in love, his lover wins with him when he dies a hero (004:236)', () => {
    const t = atStake([
      'fanatique',
      'loup-garou',
      'cupidon',
      'villageois',
      'villageois',
      'villageois',
      'loup-garou',
    ]).play('execution', ['Bruno', 'Gaëlle']);
    expect(t.state.ended).toMatchObject({ camps: ['fanatique'], winners: [t.id('Ana'), t.id('David')] });
  });
});

describe('Traître (004:551-554)', () => {
  it('plays as a villager (never wakes with the wolves) but wins with them when he is the last villager alive beside them (004:551)', () => {
    const t = recueil(seated(5, 'traitre', 'loup-garou')).play('endormissement');
    expect(t.wakes).toEqual([t.id('Bruno')]);
    t.play('loups', ['Chloé'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('David', { David: 'Bruno' }))
      .play('execution');
    expect(t.state.ended).toBeNull();
    t.play('endormissement').play('loups', ['Emma']).play('aube');
    expect(t.state.ended).toEqual({
      camps: ['loups'],
      winners: [t.id('Ana'), t.id('Bruno')],
      reason:
        'Le Traître est le dernier villageois en vie avec les loups\u00a0: les loups et le Traître gagnent\u00a0!',
    });
  });

  it('loses with the village while his power lasts (004:551)', () => {
    const t = recueil(seated(5, 'traitre', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({ camps: ['village'], winners: [t.id('Chloé'), t.id('David'), t.id('Emma')] });
  });

  it('the Ancien executed by the village makes him a plain villager, who wins with the village (004:554)', () => {
    const t = recueil(seated(6, 'traitre', 'loup-garou', 'ancien'))
      .play('endormissement')
      .play('loups', ['David'])
      .play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Chloé', { Chloé: 'Bruno' }))
      .play('execution');
    t.play('endormissement')
      .play('loups', ['Emma'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({
      camps: ['village'],
      winners: [t.id('Ana'), t.id('Chloé'), t.id('David'), t.id('Emma'), t.id('Farid')],
    });
  });
});

describe('Mauvais Esprit (004:511-513)', () => {
  it('makes two enemies (himself allowed), who then wake to know each other (004:511, 004:513)', () => {
    const t = recueil(seated(5, 'mauvais-esprit', 'loup-garou')).play('endormissement');
    expect(t.candidates).toContain('Ana');
    t.play('mauvais-esprit', ['Ana', 'Chloé']);
    expect(t.step).toBe('ennemis');
    expect(t.wakes).toEqual([t.id('Ana'), t.id('Chloé')]);
    expect(t.player('Chloé').markers.ennemi).toBe(t.id('Ana'));
  });

  it('both enemies still alive at the end are eliminated: they do not win (004:511)', () => {
    const t = recueil(seated(6, 'mauvais-esprit', 'loup-garou'))
      .play('endormissement')
      .play('mauvais-esprit', ['Chloé', 'David'])
      .play('ennemis');
    t.play('loups', ['Emma'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended).toEqual({
      camps: ['village'],
      winners: [t.id('Ana'), t.id('Emma'), t.id('Farid')],
      reason:
        'Les villageois ont éliminé tous leurs ennemis\u00a0: le village gagne\u00a0! Chloé et David, ennemis jusqu’au bout, sont tous deux éliminés.',
    });
  });

  it('one enemy dead, the other wins as usual (004:511)', () => {
    const t = recueil(seated(6, 'mauvais-esprit', 'loup-garou'))
      .play('endormissement')
      .play('mauvais-esprit', ['Chloé', 'David'])
      .play('ennemis');
    t.play('loups', ['Chloé'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(t.state.ended!.winners).toContain(t.id('David'));
  });

  it('the very lovers as enemies: both spells cancel, neither lovers nor enemies (004:511)', () => {
    const t = recueil(seated(6, 'mauvais-esprit', 'loup-garou', 'cupidon'))
      .play('endormissement')
      .play('cupidon', ['Chloé', 'David'])
      .play('amoureux');
    t.play('mauvais-esprit', ['David', 'Chloé']);
    expect(t.state.rs.lovers).toBeNull();
    expect(t.state.rs.enemies).toBeNull();
    expect(t.player('Chloé').markers.amoureux).toBeUndefined();
    t.play('montrer');
    expect(t.call.inert).toBe('pas d’ennemis');
    t.play('ennemis').play('loups', ['Chloé']).play('aube');
    expect(t.alive('David')).toBe(true);
  });
});

describe('Cassandra in love (reading: like the Assassin and the Fanatique, 004:84, 004:236)', () => {
  it('her lover shares her win', () => {
    const t = recueil(seated(9, 'cassandra', 'loup-garou', 'loup-garou', 'loup-garou', 'cupidon'));
    t.play('endormissement')
      .play('cupidon', ['Ana', 'Emma'])
      .play('amoureux')
      .play('loups', ['Farid'])
      .play('cassandra', ['Bruno'])
      .play('aube')
      .quietDay();
    t.play('endormissement').play('loups', ['Gaëlle']).play('cassandra', ['Chloé']).play('aube');
    expect(t.state.ended).toMatchObject({ camps: ['cassandra'], winners: [t.id('Ana'), t.id('Emma')] });
  });
});
