/**
 * Le Trappeur (004_d59078fd8312dd78.txt:577-580, 004:623), the Homme des Bois
 * (004:261-263) and the Chef de Meute (004:124-126): the wolves' side of the
 * night.
 */
import { describe, expect, it } from 'vitest';
import { seated } from './fixtures';
import { recueil } from './table';

const cards = [
  'trappeur',
  'loup-garou',
  'loup-garou',
  'sorciere',
  'villageois',
  'villageois',
  'villageois',
  'villageois',
  'petite-fille',
];

/** Night 1 where the wolves devour Hugo, the first devoured player; up to night 2's first call. */
function toNight2(extra: string[] = cards, options = {}) {
  const t = recueil(extra, options);
  t.play('endormissement');
  expect(t.step).not.toBe('trappeur');
  t.until('loups').play('loups', ['Hugo']).until('aube').play('aube').quietDay().play('endormissement');
  return t;
}

describe('Trappeur (004:577-580, 004:623)', () => {
  it('is called only from the night after the wolves’ first kill (004:577, 004:623)', () => {
    const t = toNight2();
    expect(t.step).toBe('trappeur');
    expect(t.state.rs.firstDevoured).toBe(t.id('Hugo'));
    expect(t.call.line).toBe('Le Trappeur se réveille et désigne la maison devant laquelle il pose un piège à loups.');
  });

  it('never traps his own house (004:577)', () => {
    expect(toNight2().candidates).not.toContain('Ana');
  });

  it('the wolves come to the trapped house: the dweller lives, and a wolf chosen by the first devoured player dies (004:577)', () => {
    const t = toNight2().play('trappeur', ['Emma']).play('loups', ['Emma']).play('petite-fille', false);
    expect(t.step).toBe('piege');
    expect(t.call.line).toBe(
      'Les loups sont venus chez Emma\u00a0: la maison était piégée\u00a0! L’habitant est épargné et un loup est pris. Hugo, le premier dévoré de la partie, me désigne discrètement le loup pris au piège.',
    );
    expect(t.wakes).toEqual([t.id('Hugo')]);
    expect(t.candidates).toEqual(['Bruno', 'Chloé']);
    t.play('piege', ['Chloé']);
    // The Sorcière is shown the trapped wolf, not the dweller (004:577).
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre la victime de cette nuit\u00a0: Chloé.'],
      'La Sorcière se réveille. Veut-elle utiliser sa potion de vie\u00a0?',
    ]);
    t.play('sorciere-vie', false).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille, sauf Chloé.');
    t.play('aube');
    expect([t.alive('Emma'), t.alive('Chloé')]).toEqual([true, false]);
    expect(t.publicTexts()).toContain('Chloé a été retrouvé·e mort·e ce matin. Sa carte\u00a0: Loup-Garou.');
  });

  it('the Sorcière may save the trapped wolf without knowing it (004:577)', () => {
    const t = toNight2()
      .play('trappeur', ['Emma'])
      .play('loups', ['Emma'])
      .play('petite-fille', false)
      .play('piege', ['Chloé'])
      .play('sorciere-vie', true)
      .play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
  });

  it('cannot trap the same house two nights running (004:577)', () => {
    const t = toNight2()
      .play('trappeur', ['Emma'])
      .play('loups', ['David'])
      .play('petite-fille', false)
      .until('aube')
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(t.call.notes).toEqual(['Piège de la nuit dernière (interdit ce soir)\u00a0: Emma.']);
    expect(t.refusal('trappeur', ['Emma'])).toBe(
      'Emma avait le piège la nuit dernière\u00a0: le Trappeur ne piège jamais deux nuits de suite la même maison.',
    );
    t.play('trappeur', ['Farid'])
      .play('loups', ['Gaëlle'])
      .play('petite-fille', false)
      .until('aube')
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(t.candidates).toContain('Emma');
  });

  it('has no effect before a wolf’s house, nor the Petite Fille’s, who is out spying (004:579-580)', () => {
    const pf = toNight2().play('trappeur', ['Inès']).play('loups', ['Inès']).play('petite-fille', false);
    expect(pf.step).toBe('sorciere-vie');
    pf.play('sorciere-vie', false).play('sorciere-mort', []);
    expect(pf.call.line).toBe('Le village se réveille, sauf Inès.');
  });
});

describe('Devin and Trappeur on the same wolf (004:179)', () => {
  it('the wolf named by the Devin is devoured by his pack; the trap before his house does not save him', () => {
    const t = toNight2(seated(8, 'trappeur', 'loup-garou', 'loup-garou', 'devin'));
    t.play('trappeur', ['Bruno']).play('devin', ['Bruno']);
    expect(t.candidates).toEqual(['Bruno']);
    t.play('loups', ['Bruno']);
    expect(t.step).toBe('aube');
    expect(t.call.line).toBe('Le village se réveille, sauf Bruno.');
    t.play('aube');
    expect(t.state.rs.deaths.at(-1)).toMatchObject({ id: t.id('Bruno'), cause: 'loups' });
  });
});

describe('Homme des Bois (004:261-263)', () => {
  const woods = seated(6, 'homme-des-bois', 'loup-garou', 'sorciere');

  it('chosen by the wolves, he lives and turns into a wolf, waking with them from the next night (004:261)', () => {
    const t = recueil(woods).play('endormissement').play('loups', ['Ana']);
    expect(t.step).toBe('homme-des-bois');
    expect(t.call.line).toBe(
      'Les loups ont choisi Ana, l’Homme des Bois\u00a0: il survit et devient loup-garou. Les loups rendormis, remplacez discrètement sa carte par un Loup-Garou et touchez-le.',
    );
    t.play('homme-des-bois');
    expect(t.player('Ana').role).toBe('loup-garou');
    // The Sorcière is still shown whom the wolves chose: she cannot know.
    expect([t.call.notes, t.call.line]).toEqual([
      ['Je lui montre la victime de cette nuit\u00a0: Ana.'],
      'La Sorcière se réveille. Veut-elle utiliser sa potion de vie\u00a0?',
    ]);
    t.play('sorciere-vie', false).play('sorciere-mort', []);
    expect(t.call.line).toBe('Le village se réveille. Personne n’est mort cette nuit\u00a0!');
    const u = recueil(woods)
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('homme-des-bois')
      .play('sorciere-vie', false)
      .play('sorciere-mort', [])
      .play('aube')
      .quietDay()
      .play('endormissement');
    expect(u.wakes).toEqual([u.id('Ana'), u.id('Bruno')]);
  });

  it('wins with the wolves once turned, with the village before (004:261)', () => {
    const turned = recueil(seated(4, 'homme-des-bois', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['Ana'])
      .play('homme-des-bois')
      .play('aube');
    turned
      .play('debat')
      .play('vote', turned.voteAll('Chloé', { Chloé: 'David' }))
      .play('execution');
    turned.play('endormissement').play('loups', ['David']).play('aube');
    expect(turned.state.ended).toMatchObject({ camps: ['loups'], winners: [turned.id('Ana'), turned.id('Bruno')] });
    const kept = recueil(seated(4, 'homme-des-bois', 'loup-garou'))
      .play('endormissement')
      .play('loups', ['David'])
      .play('aube');
    kept
      .play('debat')
      .play('vote', kept.voteAll('Bruno', { Bruno: 'Ana' }))
      .play('execution');
    expect(kept.state.ended).toMatchObject({
      camps: ['village'],
      winners: [kept.id('Ana'), kept.id('Chloé'), kept.id('David')],
    });
  });

  it('protected by the Sauveteur, he is not bitten and stays a villager; poisoned or executed, he dies like anyone (004:261)', () => {
    const t = recueil(seated(6, 'homme-des-bois', 'loup-garou', 'sauveteur', 'sorciere'))
      .play('endormissement')
      .play('sauveteur', ['Ana'])
      .play('loups', ['Ana']);
    expect(t.step).toBe('sorciere-vie');
    expect(t.player('Ana').role).toBe('homme-des-bois');
    t.play('sorciere-vie', false).play('sorciere-mort', ['Ana']).play('aube');
    expect(t.alive('Ana')).toBe(false);
  });
});

describe('Chef de Meute (004:124-126, 004:647)', () => {
  it('is a wolf in every respect: wakes with the pack and counts among the wolves (004:124)', () => {
    const t = recueil(seated(5, 'chef-de-meute')).play('endormissement');
    expect(t.step).toBe('loups');
    expect(t.wakes).toEqual([t.id('Ana')]);
    expect(t.refusal('loups', ['Ana'])).toBe(
      'Ana est un loup\u00a0: la meute choisit sa victime parmi les autres joueurs.',
    );
    t.play('loups', ['Bruno'])
      .play('aube')
      .play('debat')
      .play('vote', t.voteAll('Ana', { Ana: 'Chloé' }))
      .play('execution');
    expect(t.state.ended).toMatchObject({ camps: ['village'] });
  });

  it('may peek on the night after a day a wolf was killed by the village (004:124, 004:647)', () => {
    const t = recueil(seated(7, 'chef-de-meute', 'loup-garou', 'voyante'));
    expect(t.call.notes).toEqual(['Cette nuit, le Chef de Meute n’a pas le droit d’épier.']);
    t.play('endormissement').play('voyante', ['Ana']).play('montrer').play('loups', ['David']).play('aube');
    t.play('debat')
      .play('vote', t.voteAll('Bruno', { Bruno: 'Chloé' }))
      .play('execution');
    expect(t.step).toBe('endormissement');
    expect(t.call.notes).toEqual([
      'Cette nuit, le Chef de Meute (Ana) peut épier pendant les tours des autres rôles (pas celui des loups).',
    ]);
  });
});
