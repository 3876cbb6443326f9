/**
 * The recueil's cards that bend the night and the next day: Marchand de
 * Sable, Mage, Magistrat, Hypnotiseur, Tavernier, Astrologue
 * (004_d59078fd8312dd78.txt).
 */
import { describe, expect, it } from 'vitest';
import { phaseProgress } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { seated } from './fixtures';
import { recueil } from './table';

describe('Marchand de Sable (004:477-479)', () => {
  const cards = seated(6, 'marchand-de-sable', 'loup-garou', 'voyante');

  it('puts another player to sleep: his calls are still made, without effect (004:477, 004:479)', () => {
    const t = recueil(cards).play('endormissement');
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid']);
    t.play('marchand-de-sable', ['Chloé']);
    expect(t.call.line).toBe(
      'Touchez discrètement Chloé\u00a0: il ou elle ne se réveillera pas cette nuit, même appelé·e.',
    );
    t.play('montrer');
    expect(t.step).toBe('voyante');
    expect(t.call.inert).toBe('Chloé dort (Marchand de Sable)');
    expect(t.refusal('voyante', ['Bruno'])).toBe(
      'Cet appel est sans effet (Chloé dort (Marchand de Sable))\u00a0: touchez seulement «\u00a0Suivant\u00a0».',
    );
  });

  it('a sleeping wolf does not wake: alone, the pack has no victim (004:477)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('marchand-de-sable', ['Bruno'])
      .play('montrer')
      .play('voyante', ['Ana'])
      .play('montrer');
    expect(t.step).toBe('loups');
    expect(t.call.inert).toBe('aucun loup ne se réveille cette nuit');
    t.play('loups');
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
  });

  it('never the same player two nights running (004:477)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('marchand-de-sable', ['Chloé'])
      .play('montrer')
      .pass('voyante')
      .play('loups', ['David'])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(t.candidates).toEqual(['Bruno', 'Emma', 'Farid']);
    expect(t.call.notes).toEqual(['Endormi la nuit dernière (interdit ce soir)\u00a0: Chloé.']);
  });
});

describe('Mage (004:336-338)', () => {
  const cards = seated(7, 'mage', 'loup-garou', 'voyante', 'sorciere');

  it('once a game makes a player (himself allowed) disappear: called in the void, out of every reach, no vote (004:336-338)', () => {
    const t = recueil(cards).play('endormissement');
    expect(t.candidates).toContain('Ana');
    t.play('mage', ['Emma']);
    expect(t.call.line).toBe(
      'Touchez Emma\u00a0: il ou elle quitte la pièce sur-le-champ et ne reviendra qu’au début de la prochaine nuit.',
    );
    t.play('montrer');
    expect(t.candidates).not.toContain('Emma');
    t.play('voyante', ['Bruno']).play('montrer');
    expect(t.candidates).not.toContain('Emma');
    t.play('loups', ['Farid']).play('sorciere-vie', false);
    expect(t.candidates).not.toContain('Emma');
    t.play('sorciere-mort', []).play('aube').play('debat');
    const ballots = t.call.prompt;
    if (ballots.kind !== 'ballots') throw new Error('no vote');
    expect(ballots.voters.map((v) => v.id)).not.toContain(t.id('Emma'));
    expect(ballots.candidates).not.toContain(t.id('Emma'));
    expect(t.call.notes).toContain('Hors jeu (Mage)\u00a0: Emma ne vote pas et ne peut pas être désigné·e.');
    t.play('vote', t.voteAll(null)).play('endormissement');
    // Back at nightfall; the power is spent.
    expect(t.player('Emma').markers.disparu).toBeUndefined();
    expect(t.call.inert).toBe('pouvoir déjà utilisé');
  });

  it('a player gone with the Mage escapes an attack made earlier that night (the Justicier’s first call)', () => {
    const t = recueil(seated(7, 'mage', 'loup-garou', 'justicier', 'sauveteur'));
    t.play('endormissement')
      .play('mage', [])
      .play('sauveteur', ['Emma'])
      .play('loups', ['Emma'])
      .play('justicier-nuit', [])
      .play('aube')
      .quietDay();
    t.play('endormissement').play('justicier-jour', ['Farid']).play('mage', ['Farid']).play('montrer');
    t.play('sauveteur', ['Gaëlle']).play('loups', ['Gaëlle']).play('justicier-nuit', []);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    expect(t.call.notes).toContain('Farid a disparu (Mage)\u00a0: hors d’atteinte.');
  });
});

describe('Magistrat (004:348-352, 004:538)', () => {
  const cards = seated(6, 'magistrat', 'loup-garou');

  it('grants a day’s immunity, announced at dawn after the deaths; nobody may vote against that player (004:348)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Farid']);
    expect(t.candidates).toEqual(['Bruno', 'Chloé', 'David', 'Emma', 'Farid']);
    t.play('magistrat', ['Chloé']).play('aube');
    expect(t.step).toBe('immunite');
    expect(t.call.line).toBe(
      'Le Magistrat a accordé l’immunité à Chloé\u00a0: personne ne pourra voter contre lui ou elle aujourd’hui.',
    );
    t.play('immunite');
    expect(t.publicTexts()).toContain('Chloé a reçu l’immunité pour la journée.');
    t.play('debat');
    const p = t.call.prompt;
    if (p.kind !== 'ballots') throw new Error('no vote');
    // The immune player still votes (004:350).
    expect(p.voters.map((v) => v.id)).toContain(t.id('Chloé'));
    expect(p.candidates).not.toContain(t.id('Chloé'));
    t.play('vote', t.voteAll(null)).play('endormissement');
    // The immunity lasts one day (004:351); never twice the same player, never himself (004:348).
    expect(t.player('Chloé').markers.immunise).toBeUndefined();
    t.play('loups', ['Emma']);
    expect(t.candidates).toEqual(['Bruno', 'David', 'Emma']);
    expect(t.call.notes).toEqual(['Déjà protégés (interdits)\u00a0: Chloé.']);
  });
});

describe('Hypnotiseur (004:273-278)', () => {
  const cards = ['hypnotiseur', 'loup-garou', 'villageois', 'villageois', 'villageois', 'villageois', 'magistrat'];

  it('envoûte a player who must vote against the « victim »; his ballot is cast for him (004:273)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Farid']).play('hypnotiseur', ['Chloé']);
    expect(t.step).toBe('hypnose');
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle']);
    t.play('hypnose', ['Ana']);
    expect(t.call.line).toBe(
      'L’Hypnotiseur se rendort. Touchez Chloé\u00a0: il ou elle se réveille et je lui montre sa «\u00a0victime\u00a0», Ana. Puis il ou elle se rendort.',
    );
    t.play('montrer').play('magistrat', []).play('aube');
    expect(t.call.notes).toEqual(['Chloé est hypnotisé·e\u00a0: il ou elle ne peut accuser qu’Ana.']);
    t.play('debat');
    const p = t.call.prompt;
    if (p.kind !== 'ballots') throw new Error('no vote');
    expect(p.voters.map((v) => v.id)).not.toContain(t.id('Chloé'));
    t.play('vote', { Ana: 'Bruno', Bruno: 'David', David: 'Bruno', Emma: 'Ana', Gaëlle: 'David' });
    expect(t.events('vote').at(-1)?.text).toBe('Vote du village\u00a0: Bruno (2), David (2), Ana (2).');
  });

  it('a hypnotised player whose victim is immune must still name him, to no effect (004:352)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('loups', ['Farid'])
      .play('hypnotiseur', ['Chloé'])
      .play('hypnose', ['David'])
      .play('montrer');
    t.play('magistrat', ['David']).play('aube').play('immunite');
    expect(t.call.notes).toEqual([
      'Chloé est hypnotisé·e contre David, qui ne peut pas être désigné·e\u00a0: sa voix ne compte pas.',
      'Immunité du Magistrat\u00a0: personne ne peut voter contre David.',
    ]);
    t.play('debat').play('vote', { Ana: 'Bruno', Bruno: 'Ana', David: 'Bruno', Emma: null, Gaëlle: null });
    expect(t.events('vote').at(-1)?.text).toBe('Vote du village\u00a0: Bruno (2), Ana (1) — 3 blancs.');
  });

  it('twice a game, then no longer called (004:275)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('loups', ['Farid'])
      .play('hypnotiseur', ['Chloé'])
      .play('hypnose', ['Emma'])
      .play('montrer')
      .play('magistrat', [])
      .play('aube');
    t.play('debat').play('vote', t.voteAll(null)).play('execution');
    expect(t.alive('Emma')).toBe(false);
    t.play('endormissement')
      .play('loups', ['David'])
      .play('hypnotiseur', ['Chloé'])
      .play('hypnose', ['Gaëlle'])
      .play('montrer')
      .play('magistrat', [])
      .play('aube');
    t.play('debat').play('vote', t.voteAll(null)).play('execution');
    t.play('endormissement').play('loups', ['Chloé']);
    expect(t.step).toBe('magistrat');
    expect(t.player('Ana').markers.hypnoses).toBe(2);
  });
});

describe('Tavernier (004:536-541)', () => {
  const cards = seated(6, 'tavernier', 'loup-garou', 'magistrat');

  it('names guests (at least one other); after the deaths and the immunity, all meet at the Taverne, called in a shuffled order, for two minutes (004:536-541)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Farid']).play('magistrat', ['David']);
    expect(t.call.prompt).toMatchObject({ kind: 'players', min: 0, max: 5 });
    expect(t.candidates).not.toContain('Ana');
    t.play('tavernier', ['Emma', 'Chloé']);
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village se réveille',
      'L’immunité du Magistrat',
      'La Taverne',
    ]);
    t.play('aube').play('immunite');
    expect(t.step).toBe('taverne');
    expect(t.events('shuffle').at(-1)).toMatchObject({
      text: 'Mélange (ordre d’appel à la Taverne)',
      data: { input: [t.id('Ana'), t.id('Chloé'), t.id('Emma')] },
    });
    const order = t.state.rs.night.tavernOrder!.map((id) => t.name(id));
    expect([...order].sort()).toEqual(['Ana', 'Chloé', 'Emma']);
    expect(t.call.line).toBe(
      `Ce matin, se retrouvent à la Taverne\u00a0: ${order.slice(0, -1).join(', ')} et ${order.at(-1)}. Ils sortent deux minutes\u00a0; les autres restent en silence.`,
    );
    expect(t.timer).toBe(120);
    t.play('taverne');
    expect(t.publicTexts()).toContain(
      `À la Taverne ce matin\u00a0: ${order.slice(0, -1).join(', ')} et ${order.at(-1)}.`,
    );
  });

  it('twice a game; naming nobody keeps the Taverne closed and is not counted (004:536)', () => {
    const t = recueil(cards)
      .play('endormissement')
      .play('loups', ['Farid'])
      .play('magistrat', [])
      .play('tavernier', [])
      .play('aube');
    expect(t.step).toBe('debat');
    t.quietDay()
      .play('endormissement')
      .play('loups', ['Emma'])
      .play('magistrat', [])
      .play('tavernier', ['Chloé'])
      .play('aube')
      .play('taverne')
      .quietDay();
    t.play('endormissement')
      .play('loups', ['David'])
      .play('magistrat', [])
      .play('tavernier', ['Chloé'])
      .play('aube')
      .play('taverne')
      .quietDay();
    t.play('endormissement').play('loups', ['Chloé']);
    expect(t.step).toBe('magistrat');
    t.play('magistrat', []);
    expect(t.step).toBe('aube');
  });
});

describe('Astrologue (004:94-100)', () => {
  const cards = seated(9, 'astrologue', 'loup-garou', 'hypnotiseur', 'magistrat');

  it('plays his three powers in order: eclipse of the moon, of the sun, moonless night; then is no longer called (004:94-100)', () => {
    const t = recueil(cards).play('endormissement').play('loups', ['Inès']);
    expect(t.call.line).toBe(
      'L’Astrologue se réveille et m’indique, en silence, s’il veut utiliser un pouvoir cette nuit (le prochain\u00a0: l’éclipse de lune).',
    );
    t.play('astrologue', true).play('hypnotiseur', []).play('magistrat', []).play('aube');
    // Eclipse of the moon: two days running, two votes (004:96).
    t.play('debat').play('vote', t.voteAll(null));
    expect(t.state.clock).toEqual({ day: 2, phase: 'day' });
    expect(t.step).toBe('eclipse-lune');
    t.play('eclipse-lune').play('debat').play('vote', t.voteAll(null));
    expect(t.state.clock).toEqual({ day: 3, phase: 'night' });
    // Eclipse of the sun: the rest of the night is dropped, a new night begins at once (004:97).
    t.play('endormissement').play('loups', ['Hugo']);
    expect(t.call.line).toContain('(le prochain\u00a0: l’éclipse de soleil)');
    t.play('astrologue', true);
    expect(t.state.clock).toEqual({ day: 4, phase: 'night' });
    expect(t.alive('Hugo')).toBe(true);
    expect(t.player('Hugo').markers.condamne).toBe(true);
    expect(t.publicTexts().at(-1)).toBe('Éclipse de soleil\u00a0: le jour ne se lève pas, une nouvelle nuit commence.');
    expect(t.candidates).not.toContain('Hugo');
    t.play('loups', ['Gaëlle']).play('astrologue', false).play('hypnotiseur', []).play('magistrat', []);
    // The deaths of both nights are revealed at the second dawn only (004:97).
    expect(t.call.line).toBe('Le village se réveille, sauf Gaëlle et Hugo.');
    t.play('aube').quietDay().play('endormissement');
    // Revealed once: the next night starts with nothing carried over.
    expect(t.state.rs.night.carried).toEqual([]);
    // Moonless night: the wolves do not wake the next night (004:98).
    t.play('loups', ['Farid'])
      .play('astrologue', true)
      .play('hypnotiseur', [])
      .play('magistrat', [])
      .play('aube')
      .quietDay();
    t.play('endormissement');
    expect(t.step).toBe('hypnotiseur');
    expect(phaseProgress(thiercelieux, t.state).map((p) => p.title)).toEqual([
      'Le village s’endort',
      'L’Hypnotiseur',
      'Le Magistrat',
    ]);
  });
});
