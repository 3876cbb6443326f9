/**
 * Why a player may not be designated: an answer naming a player the call
 * leaves out (a scenario, the CLI, a stale screen) is refused with the rule
 * that leaves him out and its line of 004_d59078fd8312dd78.txt, not a bare
 * « ne peut pas ». The base cards' lines are their rows of the « Rappel des
 * tours de jeu » (004:611-642); the dead carry the call's own line.
 */
import { describe, expect, it } from 'vitest';
import type { StepOf } from '../support/answers';
import { seated } from './fixtures';
import { recueil, village, type TAnswers, type ThiercelieuxTable } from './table';

const NB = '\u00a0';

/** The refusal of `value` at `step`: its reason and its book line. */
function why<K extends StepOf<TAnswers>>(
  t: ThiercelieuxTable,
  step: K,
  value: TAnswers['steps'][K],
): { reason: string; rule?: string } {
  const out = t.rejection(step, value);
  if (out.kind !== 'refused') throw new Error(`${step}: expected a refusal, got ${out.kind}`);
  return { reason: out.reason, ...(out.rule ? { rule: out.rule } : {}) };
}

describe('the reasons every call shares', () => {
  it('the dead: named as dead, under the call’s own line', () => {
    const t = village(seated(6, 'voyante', 'loup-garou'));
    t.play('endormissement')
      .play('voyante', ['Chloé'])
      .play('montrer')
      .play('loups', ['David'])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(why(t, 'voyante', ['David'])).toEqual({ reason: 'David est mort·e.', rule: '004:619' });
  });

  it('a player gone with the Mage may not be designated by any card (004:338)', () => {
    const t = recueil(seated(7, 'mage', 'loup-garou', 'voyante', 'sorciere'))
      .play('endormissement')
      .play('mage', ['Emma'])
      .play('montrer');
    expect(why(t, 'voyante', ['Emma'])).toEqual({
      reason: `Emma a disparu avec le Mage${NB}: hors de portée de toute carte jusqu’à son retour.`,
      rule: '004:338',
    });
    t.play('voyante', ['Bruno']).play('montrer');
    // The wolves' own reason comes after: gone is what the MJ must hear.
    expect(why(t, 'loups', ['Emma'])).toEqual({
      reason: `Emma a disparu avec le Mage${NB}: hors de portée de toute carte jusqu’à son retour.`,
      rule: '004:338',
    });
  });
});

describe('the dead of a night an eclipse of the sun hides (004:97)', () => {
  it('are dead already for every card, though revealed only at the next dawn', () => {
    const t = recueil(seated(9, 'astrologue', 'loup-garou', 'hypnotiseur', 'magistrat'))
      .play('endormissement')
      .play('loups', ['Inès']);
    t.play('astrologue', true)
      .play('hypnotiseur', [])
      .play('magistrat', [])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll(null));
    t.play('eclipse-lune')
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement')
      .play('loups', ['Hugo'])
      .play('astrologue', true);
    expect(t.step).toBe('loups');
    expect(why(t, 'loups', ['Hugo'])).toEqual({
      reason: `Hugo est mort·e pendant la nuit de l’éclipse${NB}: sa mort sera annoncée au prochain réveil.`,
      rule: '004:97',
    });
  });
});

describe('the base cards’ own reasons (004:611-642)', () => {
  it('the Voyante never probes her own card (004:619)', () => {
    const t = village(seated(5, 'voyante', 'loup-garou')).play('endormissement');
    expect(why(t, 'voyante', ['Ana'])).toEqual({
      reason: `Ana a la carte Voyante${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:619',
    });
  });

  it('the Sauveteur never protects the same player two nights running (004:622)', () => {
    const t = village(['sauveteur', 'loup-garou', 'villageois', 'villageois', 'villageois', 'villageois']);
    t.play('endormissement').play('sauveteur', ['Chloé']).play('loups', ['David']).play('aube');
    t.play('election', t.voteAll('Ana')).play('debat').play('vote', t.voteAll(null)).play('endormissement');
    expect(why(t, 'sauveteur', ['Chloé'])).toEqual({
      reason: `Chloé a été protégé·e la nuit dernière${NB}: le Sauveteur ne protège jamais deux nuits de suite la même personne.`,
      rule: '004:622',
    });
    // The night after next, she may be protected again: the bar lasted one night.
    t.play('sauveteur', ['Emma'])
      .play('loups', ['Farid'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement');
    expect(t.candidates).toContain('Chloé');
  });

  it('the wolves never take one of their own (004:625)', () => {
    const t = village(seated(6, 'loup-garou', 'loup-garou')).play('endormissement');
    expect(why(t, 'loups', ['Bruno'])).toEqual({
      reason: `Bruno est un loup${NB}: la meute choisit sa victime parmi les autres joueurs.`,
      rule: '004:625',
    });
  });

  it('the wolves take the Devin’s victim and no other (004:177)', () => {
    const t = recueil(seated(6, 'devin', 'loup-garou'))
      .play('endormissement')
      .play('devin', ['Emma']);
    expect(why(t, 'loups', ['David'])).toEqual({
      reason: 'Le Devin a imposé Emma comme victime cette nuit.',
      rule: '004:177',
    });
    // The Devin never names himself: his card's own refusal, under his section.
    const u = recueil(seated(6, 'devin', 'loup-garou')).play('endormissement');
    expect(why(u, 'devin', ['Ana'])).toEqual({
      reason: `Ana a la carte Devin${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:169-182',
    });
  });

  it('the healing potion saves only a victim shown to the Sorcière, and herself only if the table allows it (004:631)', () => {
    // Two victims (the wolves’ and Cassandra’s): she names the one she saves.
    const t = recueil(['sorciere', 'loup-garou', 'cassandra', 'villageois', 'villageois', 'villageois'], {
      sorciereSoinSoiMeme: false,
    });
    t.play('endormissement').play('loups', ['Ana']).play('cassandra', ['David']);
    expect(t.step).toBe('sorciere-vie');
    expect(t.candidates).toEqual(['David']);
    expect(why(t, 'sorciere-vie', ['Emma'])).toEqual({
      reason: `Emma n’a pas été attaqué·e cette nuit${NB}: la potion de vie ne sauve qu’une victime qu’on montre à la Sorcière.`,
      rule: '004:631',
    });
    expect(why(t, 'sorciere-vie', ['Ana'])).toEqual({
      reason: `La Sorcière ne peut pas se sauver elle-même${NB}: l’option «${NB}La Sorcière peut se sauver elle-même${NB}» est désactivée.`,
      rule: '004:631',
    });
  });

  it('the Joueur de Flûte never charms himself nor a player already charmed (004:632)', () => {
    const t = village(seated(6, 'joueur-de-flute', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['Farid']);
    expect(why(t, 'flute', ['Ana', 'Bruno'])).toEqual({
      reason: `Ana a la carte Joueur de Flûte${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:632',
    });
    t.play('flute', ['Bruno', 'Chloé'])
      .play('charmes')
      .play('aube')
      .play('election', t.voteAll('Ana'))
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement');
    t.play('loups', ['Emma']);
    expect(why(t, 'flute', ['Chloé', 'David'])).toEqual({ reason: 'Chloé est déjà charmé·e.', rule: '004:632' });
  });
});

describe('the recueil’s own reasons', () => {
  it('the Trappeur never traps his own house (004:577)', () => {
    const t = recueil(['trappeur', 'loup-garou', 'villageois', 'villageois', 'villageois', 'villageois'])
      .play('endormissement')
      .play('loups', ['Chloé'])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(t.step).toBe('trappeur');
    expect(why(t, 'trappeur', ['Ana'])).toEqual({
      reason: `Ana a la carte Trappeur${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:577',
    });
    t.play('trappeur', ['David']).play('loups', ['Emma']).play('aube').quietDay().play('endormissement');
    expect(why(t, 'trappeur', ['David'])).toEqual({
      reason: `David avait le piège la nuit dernière${NB}: le Trappeur ne piège jamais deux nuits de suite la même maison.`,
      rule: '004:577',
    });
  });

  it('the Marchand de Sable never puts himself to sleep, nor the same player two nights running (004:477)', () => {
    const cards = seated(6, 'marchand-de-sable', 'loup-garou', 'voyante');
    const t = recueil(cards).play('endormissement');
    expect(why(t, 'marchand-de-sable', ['Ana'])).toEqual({
      reason: `Ana a la carte Marchand de Sable${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:477',
    });
    t.play('marchand-de-sable', ['Chloé'])
      .play('montrer')
      .pass('voyante')
      .play('loups', ['David'])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(why(t, 'marchand-de-sable', ['Chloé'])).toEqual({
      reason: `Chloé a été endormi·e la nuit dernière${NB}: le Marchand de Sable n’endort jamais la même personne deux nuits de suite.`,
      rule: '004:477',
    });
  });

  it('the Magistrat never grants himself immunity, nor the same player twice (004:348)', () => {
    const t = recueil(seated(6, 'magistrat', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['Farid']);
    expect(why(t, 'magistrat', ['Ana'])).toEqual({
      reason: `Ana a la carte Magistrat${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:348',
    });
    t.play('magistrat', ['Chloé'])
      .play('aube')
      .play('immunite')
      .play('debat')
      .play('vote', t.voteAll(null))
      .play('endormissement')
      .play('loups', ['Emma']);
    expect(why(t, 'magistrat', ['Chloé'])).toEqual({
      reason: `Chloé a déjà reçu l’immunité du Magistrat${NB}: jamais deux fois le même joueur dans une partie.`,
      rule: '004:348',
    });
  });

  it('the Assassin never names himself, nor his lover (004:80, 004:84)', () => {
    const t = recueil([
      'assassin',
      'loup-garou',
      'cupidon',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
    ]).play('endormissement');
    t.play('cupidon', ['Ana', 'David']).until('assassin');
    expect(why(t, 'assassin', ['Ana', 'Bruno'])).toEqual({
      reason: `Ana a la carte Assassin${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:80',
    });
    expect(why(t, 'assassin', ['David', 'Bruno'])).toEqual({
      reason: `David est en couple avec l’Assassin${NB}: un amoureux ne figure jamais parmi ses victimes.`,
      rule: '004:84',
    });
  });

  it('the Justicier never names himself, under his section', () => {
    const t = recueil(['justicier', 'loup-garou', 'sauveteur', 'villageois', 'villageois', 'villageois'])
      .play('endormissement')
      .play('sauveteur', ['Emma'])
      .play('loups', ['Emma']);
    expect(t.step).toBe('justicier-nuit');
    expect(why(t, 'justicier-nuit', ['Ana'])).toEqual({
      reason: `Ana a la carte Justicier${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:300-315',
    });
  });

  it('the MJ’s exclusion refuses the dead as such, under its own line (004:162-167)', () => {
    const t = village(seated(6, 'voyante', 'loup-garou'));
    t.play('endormissement').play('voyante', ['Chloé']).play('montrer').play('loups', ['David']).play('aube');
    const out = t.actionRejection('exclusion', ['David']);
    expect(out).toMatchObject({ kind: 'refused', reason: 'David est mort·e.', rule: '004:162-167' });
  });

  it('a card that only ever names others (here the Lectrice de rêves) refuses its holder under its own section', () => {
    const t = recueil(seated(6, 'lectrice', 'loup-garou')).play('endormissement');
    expect(why(t, 'lectrice', ['Ana'])).toEqual({
      reason: `Ana a la carte Lectrice de rêves${NB}: cette carte ne désigne jamais celui ou celle qui la tient.`,
      rule: '004:316-327',
    });
  });
});

describe('a call about a list', () => {
  it('says the seat is not in it, under the call’s line', () => {
    // The Capitaine's casting vote: only the tied may be chosen, and no rule of the book says more.
    const t = village(seated(6, 'voyante', 'loup-garou'));
    t.play('endormissement')
      .play('voyante', ['Chloé'])
      .play('montrer')
      .play('loups', ['David'])
      .play('aube')
      .play('election', t.voteAll('Ana'))
      .play('debat');
    t.play('vote', t.voteAll('Bruno', { Ana: 'Chloé', Bruno: 'Chloé', Chloé: 'Bruno' }));
    if (t.step !== 'departage') return expect(t.step).toBe('departage');
    expect(why(t, 'departage', ['Emma'])).toEqual({
      reason: 'Emma n’est pas parmi les ex æquo du vote.',
      rule: '004:644',
    });
  });
});
