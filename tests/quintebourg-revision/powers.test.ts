/**
 * The powers invoked at any moment (001_47f38bdc018e2680.txt:3, 7-10, 28,
 * 62, 72-81, 92-94, 111, 128): Shéhérazade's conversion, the repticides and
 * the Fennec's bite, the black Reptilienne's conversion, a Reptilien by
 * conversion attacking, the Assassin's costs, Poirot's show; none from a
 * heavy sleep, none but the Prophète's from the dead, no death on Sunday.
 */
import { describe, expect, it } from 'vitest';
import { availableActions } from '../../src/engine';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import type { Verdict } from '../../src/rulesets/quintebourg-revision/show';
import { RevisionTable } from './table';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

const actions = (t: RevisionTable) => availableActions(t.rules, t.state).map((a) => a.id);

describe('Shéhérazade (001:62, 72-75)', () => {
  it('converts an enemy, who joins the Idéalistes; she dies, the table learning who she was and that there was a conversion', () => {
    const t = table({ 3: ['sheherazade', 'sans-specialite'] });
    t.toDay(1, 'day');
    t.invoke('sheherazade', ['Hugo']);
    expect(t.rs.camps[t.id('Hugo')]).toEqual(['idealistes', 'villageois']);
    expect(t.alive('David')).toBe(false);
    expect(t.publicTexts().slice(-2)).toEqual([
      'Il y a eu une conversion.',
      'David était Shéhérazade\u00a0: elle a converti quelqu’un et en meurt.',
    ]);
    expect(t.publicView().players.find((p) => p.name === 'David')!.roleName).toBe('Shéhérazade');
    // Her card is already turned over: she goes straight to her choice.
    expect(t.step).toBe('mort-devenir');
  });

  it('at night, the table learns of it at dawn', () => {
    const t = table({ 3: ['sheherazade', 'sans-specialite'] });
    t.phase({}, 'reptiliens');
    t.invoke('sheherazade', ['Hugo']);
    expect(t.publicTexts().some((x) => x.includes('conversion'))).toBe(false);
    t.phase().phase({}, 'mort-devenir');
    expect(t.publicTexts()).toEqual(
      expect.arrayContaining(['David est mort·e\u00a0: c’était Shéhérazade.', 'Il y a eu une conversion cette nuit.']),
    );
  });

  it('converting the black or the red Reptilienne or Seth stops the game (001:62, 73)', () => {
    const t = table({ 1: ['reptilienne-rouge', 'sans-specialite'], 3: ['sheherazade', 'sans-specialite'] });
    t.toDay(1, 'day');
    t.invoke('sheherazade', ['Bruno']);
    expect(t.state.ended?.reason).toMatch(
      /^La partie s’arrête\u00a0: Shéhérazade a converti Bruno, Reptilienne rouge\./,
    );
  });

  it('a lover converted stays a lover (001:74)', () => {
    const t = table({ 3: ['sheherazade', 'sans-specialite'] }, { lovers: ['Hugo', 'Inès'] });
    t.toDay(1, 'day');
    t.invoke('sheherazade', ['Hugo']);
    expect(t.rs.camps[t.id('Hugo')]).toEqual(['amoureux', 'villageois']);
  });
});

describe('the kills (001:79, 81, 94)', () => {
  it('Seth kills a Reptilien, once; the red Reptilienne may kill Seth, a Reptilien too (001:78-79, 94)', () => {
    const t = table({ 3: ['seth', 'sans-specialite'], 4: ['reptilienne-rouge', 'sans-specialite'] });
    t.toDay(1, 'day');
    expect(t.rules.actions!.seth.prompt(t.state)).toMatchObject({
      candidates: ['Ana', 'Bruno', 'Emma'].map((n) => t.id(n)),
    });
    t.invoke('rouge', ['David']);
    expect(t.alive('David')).toBe(false);
    expect(actions(t)).not.toContain('rouge');
  });

  it('the Fennec bites anyone to death, once (001:81)', () => {
    const t = table({ 3: ['fennec', 'sans-specialite'], 4: ['seth', 'sans-specialite'] });
    t.toDay(1, 'day');
    t.invoke('fennec', ['Hugo']);
    expect(t.alive('Hugo')).toBe(false);
    expect(actions(t)).not.toContain('fennec');
  });

  it('none on Sunday: the fête has no death (001:3)', () => {
    const t = table({ 3: ['fennec', 'sans-specialite'], 4: ['seth', 'sans-specialite'] });
    t.toDay(7, 'day');
    expect(actions(t)).not.toContain('fennec');
  });

  it('none from a heavy sleep (001:129)', () => {
    const t = table({ 3: ['fennec', 'marchand-de-sable'], 4: ['seth', 'sans-specialite'] });
    t.phase({ 'marchand-de-sable': ['David'] }, 'reporter');
    expect(actions(t)).not.toContain('fennec');
  });
});

describe('the black Reptilienne (001:28, 92-93)', () => {
  it('makes a player a Reptilien: he attacks with them; a player of a higher camp keeps his win (001:93)', () => {
    const t = table({
      1: ['reptilienne-noire', 'sans-specialite'],
      3: ['souris', 'sans-specialite'],
      4: ['villageois', 'sans-specialite'],
    });
    t.toDay(1, 'day');
    t.invoke('noire', ['David']);
    // A Souris ranks above the Reptiliens: his dominant camp stays (001:29, 93).
    expect(t.rs.camps[t.id('David')]).toEqual(['souris', 'reptiliens']);
    expect(t.rules.campOf(t.state, t.id('David'))).toBe('souris');
    // He now wakes with the Reptiliens and attacks (001:28).
    t.phase().phase({}, 'reptiliens');
    expect(t.wakes).toContain(t.id('David'));
  });

  it('a villager converted plays for the Reptiliens', () => {
    const t = table({ 1: ['reptilienne-noire', 'sans-specialite'] });
    t.toDay(1, 'day');
    t.invoke('noire', ['Hugo']);
    expect(t.rules.campOf(t.state, t.id('Hugo'))).toBe('reptiliens');
  });
});

describe('the Assassin (001:128)', () => {
  it('the first time, he trades his whole fortune for his equipment; then 2 coins a bullet; the coins leave the game', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    purse(t, 'David', 4);
    t.toDay(1, 'day');
    t.invoke('assassin', ['Hugo']);
    expect([t.coins('David'), t.rs.coins.removed, t.alive('Hugo')]).toEqual([0, 4, false]);
    expect(actions(t)).not.toContain('assassin');
    purse(t, 'David', 2);
    t.invoke('assassin', ['Inès']);
    expect([t.coins('David'), t.alive('Inès')]).toEqual([0, false]);
    expect(t.invariants()).toEqual([]);
  });

  it('an heir skips the first trade: each bullet costs 2 coins, or nothing with option « gratuit » (001:128)', () => {
    const heir = (assassinHerite: string) => {
      const t = table({ 4: ['villageois', 'assassin'] }, { options: { ...PLAIN, assassinHerite } });
      t.phase({ reptiliens: 'Emma' }).phase(
        { 'mort-carte': 'villageois', 'mort-devenir': 'heritage', 'legs-specialite': ['Jules'] },
        'session',
      );
      return t;
    };
    const t = heir('deux-pieces');
    expect(t.rules.actions!.assassin.line(t.state)).toContain('2 pièces');
    expect(actions(t)).not.toContain('assassin');
    const u = heir('gratuit');
    u.invoke('assassin', ['Hugo']);
    expect([u.coins('Jules'), u.alive('Hugo')]).toEqual([1, false]);
  });
});

describe('Poirot’s show (001:111)', () => {
  const poirot = () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['poirot', 'sans-specialite'], 4: ['reptilienne-rouge', 'sans-specialite'] }),
      goals: { David: 'second' },
      posts: POSTS,
      options: PLAIN,
    });
    t.toDay(1, 'day');
    t.invoke('show');
    return t;
  };
  /** The next player Poirot names: he points at him, unless he is the last one left. */
  function next(t: RevisionTable, who: string): RevisionTable {
    if (t.step === 'show-qui') t.play('show-qui', [who]);
    expect(t.call.line).toBe(`Poirot annonce le rôle de camp ${/^[AEIOUH]/.test(who) ? 'd’' : 'de '}${who}.`);
    return t;
  }
  /** Poirot names everyone, in seating order backwards from his right, right but Emma (said `guess`), who answers `answer`. */
  function show(t: RevisionTable, guess: string, answer: Verdict): void {
    for (const who of ['Chloé', 'Bruno', 'Ana', 'Jules', 'Inès', 'Hugo', 'Gaëlle', 'Farid', 'Emma']) {
      next(t, who);
      t.play('show-devine', who === 'Emma' ? guess : t.player(who).role);
      t.play('show-reponse', who === 'Emma' ? answer : 'ok');
    }
  }

  it('Poirot reveals himself; a player may not signal an error Poirot did not make', () => {
    const t = poirot();
    expect(t.publicTexts()).toContain('David se révèle\u00a0: c’est Poirot, et il fait son show.');
    // Emma, named right, must answer « ok ».
    next(t, 'Emma').play('show-devine', 'reptilienne-rouge');
    expect(t.rejection('show-reponse', 'erreur')).toMatchObject({ kind: 'refused', rule: '001:111' });
  });

  it('Poirot names the players in the order of his choice, the dead included: the MJ taps whom he names next (001:111 « dans l’ordre de son choix »)', () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['poirot', 'sans-specialite'] }),
      goals: { David: 'second' },
      posts: POSTS,
      options: PLAIN,
    });
    t.phase({ reptiliens: 'Jules' }).phase({ 'mort-carte': 'villageois', 'mort-devenir': 'fantome' }, 'session');
    expect(t.alive('Jules')).toBe(false);
    t.invoke('show');
    expect(t.step).toBe('show-qui');
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules']);
    // He starts with Jules, dead and in the last seat, not with Emma who sits after him.
    next(t, 'Jules').play('show-devine', 'villageois').play('show-reponse', 'ok');
    expect(t.step).toBe('show-qui');
    expect(t.candidates).not.toContain('Jules');
    expect(t.call.notes.join(' ')).toContain('Joueur 2 sur 9.');
  });

  it('the last player left is named without pointing (001:111)', () => {
    const t = poirot();
    for (const who of ['Ana', 'Bruno', 'Chloé', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès'])
      next(t, who).play('show-devine', t.player(who).role).play('show-reponse', 'ok');
    expect(t.step).toBe('show-devine');
    expect(t.call.line).toBe('Poirot annonce le rôle de camp de Jules.');
  });

  it('at most one error signalled: the game stops and Poirot wins', () => {
    const t = poirot();
    show(t, 'reptilien', 'erreur');
    expect(t.state.ended?.winners).toContain(t.id('David'));
    expect(t.state.ended?.why?.[t.id('David')]).toBe('Showman\u00a0: son show a réussi.');
  });

  it('a big error signalled: Poirot dies of shame, the game goes on', () => {
    const t = poirot();
    show(t, 'villageois', 'grosse');
    expect(t.state.ended).toBeNull();
    expect(t.alive('David')).toBe(false);
    expect(t.publicTexts()).toContain('Le show de Poirot tourne mal\u00a0: David en meurt de honte.');
  });

  it('a wrong role in the right camp is an error, not a big one: Emma may not say « grosse erreur »', () => {
    const t = poirot();
    next(t, 'Emma').play('show-devine', 'reptilien');
    expect(t.refusal('show-reponse', 'grosse')).toContain('grosse erreur');
  });
});
