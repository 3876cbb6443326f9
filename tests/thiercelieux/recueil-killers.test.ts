/**
 * The recueil's killers and saviours at night: Cassandra, Dr. Jekyll et
 * Mr. Hyde, the Justicier, the Devin, and how the Sorcière sees their victims
 * (004_d59078fd8312dd78.txt).
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Cassandra, la Tueuse de Loups-Garous (004:110-114)', () => {
  it('shoots whom she wants at night; the victim is found dead of a silver bullet (004:110)', () => {
    const t = recueil(seated(7, 'cassandra', 'loup-garou', 'loup-garou'));
    t.play('endormissement').play('loups', ['David']);
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle']);
    t.play('cassandra', ['Bruno']);
    // Named in seating order, whoever struck them.
    expect(t.call.line).toBe('Le village se réveille, sauf Bruno et David. Bruno a été tué·e d’une balle en argent.');
    t.play('aube');
    expect(t.publicTexts()).toContain('Bruno a été tué·e d’une balle en argent. Sa carte\u00a0: Loup-Garou.');
    expect(t.publicTexts()).toContain('David a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.');
    expect(t.player('Ana').markers).toMatchObject({ cassandraLoups: 1, cassandraErreurs: 0 });
  });

  it('wins alone as soon as she has shot two wolves, and the game stops (004:110)', () => {
    const t = recueil(seated(9, 'cassandra', 'loup-garou', 'loup-garou', 'loup-garou'));
    t.play('endormissement').play('loups', ['Emma']).play('cassandra', ['Bruno']).play('aube').quietDay();
    t.play('endormissement').play('loups', ['Farid']).play('cassandra', ['Chloé']).play('aube');
    expect(t.state.ended).toEqual({
      camps: ['cassandra'],
      winners: [t.id('Ana')],
      reason: 'Cassandra a abattu deux loups-garous\u00a0: la Tueuse gagne\u00a0!',
    });
  });

  it('is eliminated at dawn right after her second innocent victim is revealed; the day goes on (004:110)', () => {
    const t = recueil([
      'cassandra',
      'loup-garou',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
      'loup-garou',
    ]);
    t.play('endormissement').play('loups', ['Gaëlle']).play('cassandra', ['Chloé']);
    t.play('aube').quietDay();
    expect(t.player('Ana').markers.cassandraErreurs).toBe(1);
    t.play('endormissement').play('loups', ['Farid']).play('cassandra', ['David']);
    expect(t.call.line).toBe(
      'Le village se réveille, sauf Ana, David et Farid. David a été tué·e d’une balle en argent.',
    );
    t.play('aube');
    expect(t.publicTexts().slice(-3)).toEqual([
      'David a été tué·e d’une balle en argent. Sa carte\u00a0: Simple Villageois.',
      'Ana a abattu un innocent pour la seconde fois et quitte la partie. Sa carte\u00a0: Cassandra, la Tueuse de Loups-Garous.',
      'Farid a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.',
    ]);
    expect(t.state.ended).toBeNull();
    expect(t.step).toBe('debat');
  });

  it('does not win with the village when she has not shot two wolves (004:112)', () => {
    const t = recueil(seated(5, 'cassandra', 'loup-garou'));
    t.play('endormissement').play('loups', ['Chloé']).play('cassandra', ['Bruno']).play('aube');
    expect(t.state.ended).toMatchObject({ camps: ['village'], winners: [t.id('Chloé'), t.id('David'), t.id('Emma')] });
  });

  it('her victim is shown to the Sorcière with the wolves’ victim, who is not told who struck whom, and may be healed (004:114)', () => {
    const t = recueil(seated(6, 'cassandra', 'loup-garou', 'sorciere'));
    t.play('endormissement').play('loups', ['David']).play('cassandra', ['Emma']);
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre les victimes de cette nuit, sans dire qui les a frappées\u00a0: David et Emma.'],
      'La Sorcière se réveille. Veut-elle sauver l’une des victimes de cette nuit\u00a0?',
    ]);
    expect(t.call.prompt).toEqual({
      kind: 'players',
      label: 'Joueur sauvé (ou personne)',
      min: 0,
      max: 1,
      candidates: [t.id('David'), t.id('Emma')],
    });
    t.play('sorciere-vie', ['Emma']).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille, sauf David.');
    t.play('aube');
    expect(t.player('Ana').markers.cassandraErreurs).toBe(0);
  });
});

describe('Dr. Jekyll et Mr. Hyde (004:201-208)', () => {
  const cards = seated(7, 'jekyll', 'loup-garou', 'sorciere');

  it('the MJ rolls a die each night before the call; on 2 to 5, nothing happens (004:201, 004:203)', () => {
    const t = recueil(cards).rolls(3).play('endormissement').play('loups', ['David']);
    expect(t.events('roll').at(-1)).toMatchObject({
      vis: { to: 'mj' },
      text: 'Dé à 6 faces (Dr. Jekyll et Mr. Hyde)\u00a0: 3 (saisi à la main)',
    });
    expect(t.call.line).toBe('Le dé donne 3\u00a0: rien ne se passe, n’appelez pas le Dr. Jekyll.');
    expect(t.wakes).toEqual([]);
    expect(t.call.prompt).toEqual({ kind: 'ack', label: 'Suivant' });
  });

  it('on 1, Hyde kills; his victim is shown to the Sorcière beside the wolves’, without causes, and no cause is told at dawn (004:201, 004:204)', () => {
    const t = recueil(cards).rolls(1).play('endormissement').play('loups', ['David']);
    expect(t.state.rs.night.jekyllRoll).toBe(1);
    expect(t.call.line).toBe(
      'Le Dr. Jekyll se réveille en sueur\u00a0: il est devenu Mr. Hyde, et me désigne en silence le joueur qu’il veut assassiner.',
    );
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle']);
    t.play('jekyll', ['Emma']);
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre les victimes de cette nuit, sans dire qui les a frappées\u00a0: David et Emma.'],
      'La Sorcière se réveille. Veut-elle sauver l’une des victimes de cette nuit\u00a0?',
    ]);
    t.play('sorciere-vie', []).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille, sauf David et Emma.');
    t.play('aube');
    expect(t.publicTexts()).toContain('Emma a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Simple Villageois.');
    expect(t.state.rs.deaths.map((d) => [t.name(d.id), d.cause])).toEqual([
      ['David', 'loups'],
      ['Emma', 'hyde'],
    ]);
  });

  it('on 6, Jekyll is shown everyone killed so far tonight and saves one (004:201)', () => {
    const t = recueil(seated(7, 'jekyll', 'loup-garou', 'cassandra')).rolls(6);
    t.play('endormissement').play('loups', ['David']).play('cassandra', ['Emma']);
    expect(t.state.rs.night.jekyllRoll).toBe(6);
    expect(t.call.line).toBe(
      'Le Dr. Jekyll se réveille. Je lui montre tous ceux qui ont été tués cette nuit\u00a0: David et Emma. Il en désigne un, qui sera sauvé.',
    );
    expect(t.call.prompt).toEqual({
      kind: 'players',
      label: 'Joueur sauvé par Jekyll',
      min: 1,
      max: 1,
      candidates: [t.id('David'), t.id('Emma')],
    });
    t.play('jekyll', ['Emma']);
    expect(t.call.line).toBe('Le village se réveille, sauf David.');
    expect(t.call.notes).toContain('Emma a été sauvé·e par le Dr. Jekyll.');
  });

  it('always wins with the village (004:208)', () => {
    const t = recueil(cards)
      .rolls(1)
      .play('endormissement')
      .play('loups', ['David'])
      .play('jekyll', ['Bruno'])
      .play('sorciere-vie', [])
      .play('sorciere-mort', [])
      .play('aube');
    expect(t.state.ended).toMatchObject({ camps: ['village'] });
    expect(t.state.ended!.winners).toContain(t.id('Ana'));
  });
});

describe('Justicier (004:308-314, 004:613, 004:640)', () => {
  it('after a night without death, wakes last and may kill someone (004:310, 004:640)', () => {
    const t = recueil(seated(6, 'justicier', 'loup-garou', 'sauveteur'));
    t.play('endormissement').play('sauveteur', ['David']).play('loups', ['David']);
    expect(t.step).toBe('justicier-nuit');
    expect(t.call.line).toBe(
      'Personne n’est mort cette nuit. Le Justicier se réveille, le dernier\u00a0: il peut me désigner un joueur qu’il élimine.',
    );
    expect(t.candidates).not.toContain('Ana');
    t.play('justicier-nuit', ['Emma']);
    expect(t.call.line).toBe('Le village se réveille, sauf Emma.');
  });

  it('is not called at the end of a night with a death, nor first on night 1 (no day before)', () => {
    const t = recueil(seated(6, 'justicier', 'loup-garou'));
    t.play('endormissement');
    expect(t.step).toBe('loups');
    t.play('loups', ['David']);
    expect(t.step).toBe('aube');
  });

  it('after a day without death, wakes first; may wake twice the same night (004:308, 004:312, 004:613)', () => {
    const t = recueil(seated(7, 'justicier', 'loup-garou', 'sauveteur'));
    t.play('endormissement')
      .play('sauveteur', ['David'])
      .play('loups', ['David'])
      .play('justicier-nuit', [])
      .play('aube')
      .quietDay();
    t.play('endormissement');
    expect(t.step).toBe('justicier-jour');
    expect(t.call.line).toBe(
      'Personne n’est mort hier. Le Justicier se réveille et fait sa propre loi\u00a0: il peut me désigner un joueur qu’il élimine.',
    );
    t.play('justicier-jour', []).play('sauveteur', ['Emma']).play('loups', ['Emma']);
    expect(t.step).toBe('justicier-nuit');
  });

  it('kills a player saved earlier that night (004:313)', () => {
    const t = recueil(seated(6, 'justicier', 'loup-garou', 'sorciere'));
    t.play('endormissement').play('loups', ['David']).play('sorciere-vie', true).play('sorciere-mort', []);
    expect(t.step).toBe('justicier-nuit');
    t.play('justicier-nuit', ['David']);
    expect(t.call.line).toBe('Le village se réveille, sauf David.');
    t.play('aube');
    expect(t.state.rs.deaths).toMatchObject([{ id: t.id('David'), cause: 'justicier' }]);
  });

  it('a blessed player he designates escapes: no death that night (004:314)', () => {
    const t = recueil(['justicier', 'loup-garou', 'pretre', 'villageois', 'villageois', 'sauveteur']);
    t.play('endormissement')
      .play('pretre', ['David'])
      .play('montrer')
      .play('sauveteur', ['Emma'])
      .play('loups', ['Emma'])
      .play('justicier-nuit', ['David']);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    expect(t.call.notes).toContain('David échappe à la mort grâce à la bénédiction du Prêtre.');
    t.play('aube');
    expect(t.alive('David')).toBe(true);
  });
});

describe('Devin (004:177-181)', () => {
  it('names the victim the wolves must take tonight, never himself; once a game, then no longer called (004:177, 004:181)', () => {
    const t = recueil(seated(6, 'devin', 'loup-garou')).play('endormissement');
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid']);
    t.play('devin', ['Emma']);
    expect([t.call.line, t.call.notes[0]]).toEqual([
      'Les Loups-Garous se réveillent.',
      'Je leur désigne la victime qu’ils doivent choisir cette nuit\u00a0: Emma.',
    ]);
    expect(t.call.prompt).toEqual({
      kind: 'players',
      label: 'Victime des loups',
      min: 1,
      max: 1,
      candidates: [t.id('Emma')],
    });
    expect(t.refusal('loups', ['David'])).toBe('Le Devin a imposé Emma comme victime cette nuit.');
    t.play('loups', ['Emma']).play('aube').quietDay().play('endormissement');
    expect(t.step).toBe('loups');
  });

  it('may name a wolf, whom the pack must devour (004:177)', () => {
    const t = recueil(seated(7, 'devin', 'loup-garou', 'loup-garou'))
      .play('endormissement')
      .play('devin', ['Chloé']);
    expect(t.candidates).toEqual(['Chloé']);
    t.play('loups', ['Chloé']).play('aube');
    expect(t.alive('Chloé')).toBe(false);
  });

  it('naming the last wolf, he was wrong: nobody dies that night (004:177)', () => {
    const t = recueil(seated(5, 'devin', 'loup-garou'))
      .play('endormissement')
      .play('devin', ['Bruno']);
    expect(t.call.prompt).toEqual({ kind: 'ack', label: 'Pas de victime' });
    expect(t.call.notes).toEqual([
      'Je leur désigne la victime qu’ils doivent choisir cette nuit\u00a0: Bruno.',
      'Le Devin a désigné Bruno, le dernier loup\u00a0: il n’y a pas de victime cette nuit.',
    ]);
    t.play('loups');
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
  });
});

describe('The Sorcière and the recueil’s victims (004:114, 004:204, 004:577)', () => {
  it('is shown the trapped wolf, Cassandra’s and Hyde’s victims together, in seating order, without their causes; heals one', () => {
    const cards = seated(10, 'sorciere', 'loup-garou', 'loup-garou', 'trappeur', 'cassandra', 'jekyll');
    // Jekyll's die, entered by hand: a 1 each night (the roll after Cassandra's call, seq 2 and 13), so Hyde kills.
    const t = recueil(cards).rolls(1, 1);
    // Night 1: the wolves' first kill (Jules) wakes the Trappeur from night 2; Hyde (a 1) takes Inès.
    t.play('endormissement')
      .play('loups', ['Jules'])
      .play('cassandra', [])
      .play('jekyll', ['Inès'])
      .play('sorciere-vie', [])
      .play('sorciere-mort', [])
      .play('aube')
      .quietDay();
    t.play('endormissement')
      .play('trappeur', ['Gaëlle'])
      .play('loups', ['Gaëlle'])
      .play('piege', ['Chloé'])
      .play('cassandra', ['Hugo']);
    expect(t.state.rs.night.jekyllRoll).toBe(1);
    expect(t.unrolled).toEqual([]);
    t.play('jekyll', ['Bruno']);
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre les victimes de cette nuit, sans dire qui les a frappées\u00a0: Bruno, Chloé et Hugo.'],
      'La Sorcière se réveille. Veut-elle sauver l’une des victimes de cette nuit\u00a0?',
    ]);
    t.play('sorciere-vie', ['Chloé']).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille, sauf Bruno et Hugo. Hugo a été tué·e d’une balle en argent.');
    t.play('aube');
    expect(t.publicTexts()).toContain('Bruno a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Loup-Garou.');
    expect([t.alive('Chloé'), t.alive('Gaëlle')]).toEqual([true, true]);
  });
});
