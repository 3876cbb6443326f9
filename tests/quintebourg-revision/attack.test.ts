/**
 * The attack (001_47f38bdc018e2680.txt:86-91, 182-190, 197-198): the
 * Reptiliens' target, the empty or protected house, the random victim among
 * several occupants, no alpha no attack, the richest citizen's system, the
 * ghosts' militia never on the same house twice running, mode carnage.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable, seq } from './table';

const table = (over: Parameters<typeof seats>[0] = {}, options = {}) =>
  new RevisionTable({ seats: seats(over), posts: POSTS, options: { ...PLAIN, ...options } });

describe('an attack on a house (001:183-186)', () => {
  it('fails on an empty house (001:184)', () => {
    const t = table({ 3: ['villageois', 'laura'] });
    // Laura squats Emma's house; David's is empty.
    t.phase({ reptiliens: 'David', laura: 'Emma' });
    expect(t.texts('attaque')).toEqual([
      'L’attaque vise la maison de David\u00a0: il n’y a là que des attaquants, elle échoue.',
    ]);
    expect(t.alive('David')).toBe(true);
  });

  it('draws the victim at random among several occupants, the draw logged (001:185-186)', () => {
    const t = table({ 3: ['villageois', 'laura'] });
    // The attack is resolved as its call comes up, once the rapace's call is answered.
    t.phase({ reptiliens: 'Emma', laura: 'Emma' }, 'rapace');
    t.rolls(1).pass('rapace');
    expect(t.texts('draw')).toEqual([
      'Tirage au sort (cible effective de l’attaque) parmi David, Emma\u00a0: David (tiré à la main)',
    ]);
    expect(t.texts('attaque')).toEqual([
      'Dans la maison d’Emma\u00a0: Ana, Bruno, David et Emma.',
      'Plusieurs personnes sont là\u00a0: le tirage désigne David.',
      'David est tué·e.',
    ]);
    expect([t.alive('David'), t.alive('Emma')]).toEqual([false, true]);
  });

  it('has no attack once the alpha is dead (001:187)', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    t.toDay(1, 'day');
    t.invoke('assassin', ['Ana']);
    t.toDay(2).phase({}, 'reptiliens');
    expect(t.call.inert).toBe('la Reptilienne alpha est morte\u00a0: pas d’attaque');
  });

  it('is repelled by the richest citizen’s system, which guards his house (001:182)', () => {
    const t = table();
    purse(t, 'Hugo', 4);
    t.toDay(1, 'day').phase({}, 'plus-riche').play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Hugo'));
    t.phase({ reptiliens: 'Hugo' });
    expect(t.texts('attaque').slice(-1)).toEqual([
      'L’attaque vise la maison d’Hugo\u00a0: le système du plus riche citoyen (Hugo) la protège, elle échoue.',
    ]);
  });
});

describe('the ghosts’ militia (001:148, 184, 197-198)', () => {
  /** Emma dies on night 1 and becomes a ghost: the first ghost, Chef de la milice. */
  function withGhost() {
    const t = table();
    t.phase({ reptiliens: 'Emma' }).phase({ 'mort-carte': 'villageois', 'mort-devenir': 'fantome' }, 'session');
    return t;
  }

  it('the first ghost takes the Chef de la milice’s post (001:148)', () => {
    const t = withGhost();
    expect(t.state.posts.chef).toBe(t.id('Emma'));
    expect(t.publicTexts()).toContain('Emma devient Chef de la milice fantôme (premier fantôme).');
  });

  it('the militia protects a house: the attack there fails (001:184)', () => {
    const t = withGhost();
    t.toDay(2).phase({ fantomes: { Emma: 'Hugo' }, reptiliens: 'Hugo' });
    expect(t.texts('attaque').slice(-1)).toEqual([
      'L’attaque vise la maison d’Hugo\u00a0: la milice fantôme la protège, elle échoue.',
    ]);
  });

  it('may protect a dead player’s house, where Laura squats: the attack there fails (001:184, 197; 131)', () => {
    const t = table({ 3: ['villageois', 'laura'] });
    t.phase({ reptiliens: 'Emma' }).phase({ 'mort-carte': 'villageois', 'mort-devenir': 'fantome' }, 'session');
    t.toDay(2).phase({}, 'fantomes');
    expect(t.candidates).toContain('Emma');
    t.play('fantomes', { Emma: 'Emma' }).phase({ reptiliens: 'Emma', laura: 'Emma' });
    expect(t.texts('attaque').slice(-1)).toEqual([
      'L’attaque vise la maison d’Emma : la milice fantôme la protège, elle échoue.',
    ]);
    expect(t.alive('David')).toBe(true);
  });

  it('never protects the same house two nights running (001:198)', () => {
    const t = withGhost();
    t.toDay(2).phase({ fantomes: { Emma: 'Hugo' } });
    t.toDay(3).phase({}, 'fantomes');
    expect(t.candidates).not.toContain('Hugo');
    expect(t.call.notes[0]).toBe('La maison d’Hugo, protégée la nuit dernière, ne peut pas l’être cette nuit.');
  });
});

describe('a tie in the militia’s vote (001:148)', () => {
  /** Three ghosts at the third night's vote: Emma (the first, Chef de la milice), Inès (killed by the assassin), Jules (attacked on night 2). */
  function threeGhosts() {
    const t = table({ 3: ['villageois', 'assassin'] });
    const ghost = { 'mort-carte': 'villageois', 'mort-devenir': 'fantome' } as const;
    t.phase({ reptiliens: 'Emma' }).phase(ghost, 'session');
    t.invoke('assassin', ['Inès']).phase(ghost);
    t.toDay(2).phase({ reptiliens: 'Jules', ...ghost });
    t.toDay(3).phase({}, 'fantomes');
    return t;
  }
  const protection = (t: RevisionTable) => t.texts('milice').slice(-1)[0];

  it('is decided by the Chef’s own ballot when he voted for one of the tied houses', () => {
    const t = threeGhosts();
    expect(t.state.posts.chef).toBe(t.id('Emma'));
    t.play('fantomes', { [t.id('Emma')]: t.id('Hugo'), [t.id('Inès')]: t.id('Farid'), [t.id('Jules')]: null });
    expect(protection(t)).toBe('La milice fantôme protège la maison d’Hugo cette nuit (la voix du Chef l’emporte).');
  });

  it('is the Chef’s choice when he voted for none of them', () => {
    const t = threeGhosts();
    t.play('fantomes', { [t.id('Emma')]: null, [t.id('Inès')]: t.id('Hugo'), [t.id('Jules')]: t.id('Farid') });
    expect(t.step).toBe('milice-egalite');
    expect([...t.candidates].sort()).toEqual(['Farid', 'Hugo']);
    t.play('milice-egalite', ['Farid']);
    expect(protection(t)).toBe('La milice fantôme protège la maison de Farid cette nuit (le Chef tranche).');
  });

  it('is drawn by lot, the draw logged, when the militia has no Chef', () => {
    const t = threeGhosts();
    t.setState(produce(t.state, (d) => void delete d.posts.chef));
    // The tied houses in the order they were voted for: Hugo, then Farid; the second is drawn.
    t.rolls(2).play('fantomes', {
      [t.id('Emma')]: null,
      [t.id('Inès')]: t.id('Hugo'),
      [t.id('Jules')]: t.id('Farid'),
    });
    expect(t.texts('draw').slice(-1)).toEqual([
      'Tirage au sort (maison protégée, sans Chef de la milice) parmi Hugo, Farid\u00a0: Farid (tiré à la main)',
    ]);
    expect(protection(t)).toBe(
      'La milice fantôme protège la maison de Farid cette nuit (égalité tirée au sort, sans Chef).',
    );
  });
});

describe('mode carnage (001:190)', () => {
  it('every awake Reptilien attacks the house he is in: several victims in one night', () => {
    const t = table({ 3: ['villageois', 'eris'] }, { carnage: true });
    // Ana goes to Hugo's; Éris sends Bruno to fight at Jules's.
    t.phase({ reptiliens: 'Hugo', querelle: ['Bruno', 'Jules'], 'duel-lieu': 'Jules' });
    expect([t.alive('Hugo'), t.alive('Jules')]).toEqual([false, false]);
  });

  it('without a target, each attacks where he sleeps: a Reptilien alone at home kills nobody', () => {
    const t = table({}, { carnage: true });
    t.phase({ reptiliens: 'aucune' });
    expect(t.texts('attaque')).toEqual([
      'Mode carnage\u00a0: aucun Reptilien éveillé ne partage une maison avec quelqu’un d’autre\u00a0; personne n’est attaqué.',
    ]);
  });

  it('a sleeping Reptilien does not attack (001:190)', () => {
    const t = table({ 3: ['villageois', 'marchand-de-sable'], 4: ['villageois', 'laura'] }, { carnage: true });
    // Laura squats Bruno's house, where Bruno sleeps heavily.
    t.phase({ reptiliens: 'aucune', 'marchand-de-sable': seq(['Bruno']), laura: 'Bruno' });
    expect(t.alive('Emma')).toBe(true);
  });
});
