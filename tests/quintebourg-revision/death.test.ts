/**
 * Death (001_47f38bdc018e2680.txt:69-70, 76, 148, 157, 181, 193, 195-218):
 * the card turned over, the ghost, the spirit, the heritage (two specialties
 * at most), the widow(er), the Notaire, the lovers' first death undone and
 * the second fatal, the Prophète's resurrection, the dream and the nightmare.
 */
import { describe, expect, it } from 'vitest';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable, seq } from './table';
import { produce } from 'immer';
import { isCalled } from '../../src/engine/steps';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

/** Night 1: the Reptiliens kill `who`; the morning stops at his card. */
function killAtNight(t: RevisionTable, who: string): RevisionTable {
  return t.phase({ reptiliens: who }).phase({}, 'mort-carte');
}

describe('the dead turns a card over, then chooses (001:195-216)', () => {
  it('announces the night’s death at dawn; he turns one card over, of his choice, in front of everyone (001:195)', () => {
    const t = killAtNight(table({ 4: ['villageois', 'reporter'] }), 'Emma');
    expect(t.publicTexts()).toContain('Emma est mort·e.');
    expect(t.options).toEqual(['villageois', 'reporter']);
    t.play('mort-carte', 'reporter');
    expect(t.publicView().players.find((p) => p.name === 'Emma')!.roleName).toBe('Reporter / Journaliste');
    expect(t.step).toBe('mort-devenir');
  });

  it('a ghost joins the militia and may propose the law; a spirit keeps his eyes open at night; both are shown to the table (001:196-210)', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'fantome');
    expect(t.publicView().blocks).toContainEqual({
      kind: 'holders',
      title: 'Le coin des morts',
      rows: [{ players: [t.id('Emma')], label: 'Fantômes' }],
    });
    t.phase({}, 'loi');
    expect(t.call.notes[0]).toBe('1. Le dernier fantôme\u00a0: Emma');
    const u = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'esprit');
    expect(u.publicTexts()).toContain('Emma devient un esprit.');
    u.phase().phase({}, 'tombee');
    expect(u.call.notes).toEqual(['Les esprits peuvent garder les yeux ouverts toute la nuit\u00a0: Emma.']);
  });

  it('the heritage: both cards turned over, the specialty to a living player of his choice (001:211-213)', () => {
    const t = killAtNight(table({ 4: ['villageois', 'assassin'] }), 'Emma').play('mort-carte', 'villageois');
    expect(t.options).toEqual(['fantome', 'esprit', 'heritage']);
    t.play('mort-devenir', 'heritage');
    expect(t.publicTexts()).toEqual(
      expect.arrayContaining([
        'Emma retourne sa carte\u00a0: Villageois.',
        'Emma retourne sa carte\u00a0: Assassin.',
        'Emma transmet son héritage spirituel.',
      ]),
    );
    t.play('legs-specialite', ['Jules']);
    expect(t.rs.specialties[t.id('Jules')]).toEqual(['assassin']);
    expect(t.rs.specialties[t.id('Emma')]).toEqual([]);
    expect(t.events('legs').slice(-1)[0]!.vis).toEqual({ to: 'players', ids: [t.id('Jules')] });
  });

  it('no heritage without a specialty to hand down (« Sans spécialité » is none)', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois');
    expect(t.options).toEqual(['fantome', 'esprit']);
  });

  it('a living player never holds three specialties: he gives one up for the new one, or refuses it (001:214-215)', () => {
    const t = table({ 4: ['villageois', 'assassin'], 9: ['villageois', 'laura'], 8: ['villageois', 'reporter'] });
    // Inès's Reporter goes to Jules first: he holds Laura and the Reporter.
    t.phase({ reptiliens: 'Inès' }).phase(
      { 'mort-carte': 'villageois', 'mort-devenir': 'heritage', 'legs-specialite': ['Jules'] },
      'session',
    );
    expect(t.rs.specialties[t.id('Jules')]).toEqual(['laura', 'reporter']);
    t.phase()
      .phase({ reptiliens: 'Emma' })
      .phase({ 'mort-carte': 'villageois', 'mort-devenir': 'heritage', 'legs-specialite': ['Jules'] }, 'legs-renonce');
    expect(t.options).toEqual(['laura', 'reporter', 'refus']);
    t.play('legs-renonce', 'laura');
    expect(t.rs.specialties[t.id('Jules')]).toEqual(['reporter', 'assassin']);
    expect(t.invariants()).toEqual([]);
  });

  it('a dead player holding two powers hands down one, of his choice; the other is lost (001:212-213: « votre rôle de spécialité », « au vivant de votre choix »)', () => {
    const t = table({ 4: ['villageois', 'assassin'], 9: ['villageois', 'laura'], 8: ['villageois', 'reporter'] });
    // Inès's Reporter goes to Jules, who holds Laura; then Emma's Assassin shoots Jules.
    t.phase({ reptiliens: 'Inès' }).phase(
      { 'mort-carte': 'villageois', 'mort-devenir': 'heritage', 'legs-specialite': ['Jules'] },
      'session',
    );
    t.invoke('assassin', ['Jules']).phase({ 'mort-carte': 'villageois', 'mort-devenir': 'heritage' }, 'legs-choix');
    expect(t.options).toEqual(['laura', 'reporter']);
    t.play('legs-choix', 'reporter');
    expect(t.call.line).toBe('Jules désigne le vivant qui reçoit sa spécialité (Reporter / Journaliste).');
    t.play('legs-specialite', ['Hugo']);
    expect(t.rs.specialties[t.id('Hugo')]).toEqual(['reporter']);
    expect(t.rs.specialties[t.id('Jules')]).toEqual(['laura']);
    expect(t.invariants()).toEqual([]);
  });
});

describe('coins of the dead (001:157, 181, 193)', () => {
  it('a dead single’s coins wait for the Notaire, who bequeaths them to anyone but himself (001:157, 181)', () => {
    const t = table();
    purse(t, 'Emma', 3);
    killAtNight(t, 'Emma');
    expect(t.coins('Emma')).toBe(0);
    t.phase({}, 'heritage');
    expect(t.candidates).not.toContain('Hugo');
    t.play('heritage', ['Jules']);
    expect(t.coins('Jules')).toBe(4);
  });

  it('a widow(er) inherits all the coins and sees the dead’s cards (001:193)', () => {
    const t = table({ 4: ['villageois', 'reporter'] });
    purse(t, 'Emma', 2);
    // Hugo the richest: Emma's house is not protected (001:182).
    purse(t, 'Hugo', 4);
    // Day 1: Emma and Farid marry before two witnesses (no priest).
    t.toDay(1, 'day').phase(
      {
        mariages: seq(['Emma']),
        'mariage-partenaire': ['Farid'],
        'mariage-accord': true,
        'mariage-temoins': ['Hugo', 'Inès'],
        'mariage-maison': 'Farid',
      },
      'plus-riche',
    );
    expect(t.rs.spouses.map((m) => m.pair)).toEqual([[t.id('Emma'), t.id('Farid')]]);
    t.phase().phase({ reptiliens: 'Emma' });
    expect(t.coins('Farid')).toBe(3);
    expect(t.events('veuvage').map((e) => [e.vis, e.text])).toEqual([
      [
        { to: 'players', ids: [t.id('Farid')] },
        'Farid, veuf ou veuve d’Emma, hérite de ses pièces et voit ses cartes\u00a0: Villageois, Reporter / Journaliste.',
      ],
    ]);
  });
});

describe('the lovers (001:69-70)', () => {
  it('the first death of one of them is undone: the table thought him dead, a kiss brought him back', () => {
    const t = table({}, { lovers: ['Emma', 'Farid'] });
    // They meet at Farid's, which the Reptiliens attack: the draw picks Emma.
    t.phase({ reptiliens: 'Farid', amoureux: 'Farid' }, 'rapace').rolls(1).phase().phase({}, 'camera-procureur');
    expect(t.texts('amour')).toEqual([
      'Emma devait mourir (attaque des Reptiliens)\u00a0: c’est la première mort d’un amoureux, un dernier baiser le ou la ramène à la vie.',
    ]);
    expect(t.alive('Emma')).toBe(true);
    expect(t.publicTexts()).toContain(
      'On croyait Emma mort·e cette nuit, mais un dernier baiser l’a ramené·e à la vie.',
    );
  });

  it('the second is final, and the other dies of grief', () => {
    const t = table({}, { lovers: ['Emma', 'Farid'] });
    t.phase({ reptiliens: 'Farid', amoureux: 'Farid' }, 'rapace').rolls(1).phase();
    expect(t.rs.loverDeaths).toBe(1);
    // Day 1: the village executes Farid, the second death: Emma follows him.
    t.phase({ vote: (x: RevisionTable) => x.voteAll('Farid') }, 'mort-carte');
    expect([t.alive('Farid'), t.alive('Emma')]).toEqual([false, false]);
    expect(t.publicTexts()).toEqual(expect.arrayContaining(['Farid est exécuté·e.', 'Emma meurt de chagrin.']));
  });
});

describe('the Prophète’s resurrection (001:76)', () => {
  it('raises a ghost, at any moment, once', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'fantome');
    t.invoke('prophete', ['Emma']);
    expect(t.alive('Emma')).toBe(true);
    expect(t.publicTexts().slice(-1)).toEqual(['Emma revient parmi les vivants.']);
    expect(t.invokeRefusal('prophete', ['Emma'])).toBe(
      '«\u00a0Le Prophète\u00a0: la résurrection\u00a0» n’est pas possible maintenant.',
    );
  });

  it('may raise himself, being a ghost (001:9, 76)', () => {
    const t = killAtNight(table(), 'Chloé').play('mort-carte', 'prophete').play('mort-devenir', 'fantome');
    t.invoke('prophete', ['Chloé']);
    expect(t.alive('Chloé')).toBe(true);
    expect(t.invariants()).toEqual([]);
  });

  it('a spirit cannot be raised: only ghosts', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'esprit');
    expect(t.invokeRefusal('prophete', ['Emma'])).toBe(
      '«\u00a0Le Prophète\u00a0: la résurrection\u00a0» n’est pas possible maintenant.',
    );
  });
});

describe('the dream and the nightmare (001:217-218)', () => {
  it('two nights a week, five seconds of gestures: the ghosts’ dream on Tuesday, the spirits’ nightmare on Wednesday', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'fantome');
    t.toDay(2).phase({}, 'reve');
    expect(t.call.inert).toBeNull();
    expect(t.timer).toBe(5);
    t.toDay(3).phase({}, 'cauchemar');
    expect(t.call.inert).toBe('aucun esprit');
  });
});

describe('a heritage nobody alive can receive (001:212-213)', () => {
  /**
   * Found by a simulate run (13 players, seed z13, game 19): a dead player
   * chose to hand down his specialty, then an Assassin's shot and a lover's
   * grief left nobody alive before the heir was named. The heir call offered
   * no one and the game stalled: it is not called when nobody is alive.
   */
  it('does not call for an heir when nobody is left alive to receive the card', () => {
    const t = killAtNight(table({ 4: ['villageois', 'assassin'] }), 'Emma')
      .play('mort-carte', 'villageois')
      .play('mort-devenir', 'heritage');
    expect(t.step).toBe('legs-specialite');
    const head = t.state.agenda[0]!;
    expect(isCalled(quintebourgRevision, t.state, head)).toBe(true);
    const everyoneDead = produce(t.state, (d) => {
      for (const p of Object.values(d.players)) p.health = 'mort';
    });
    expect(isCalled(quintebourgRevision, everyoneDead, head)).toBe(false);
  });
});

describe('a ghost raised after the night’s map was drawn (001:76)', () => {
  it('shows on the map as back to life, without a long action, and the night goes on', () => {
    const t = killAtNight(table(), 'Emma').play('mort-carte', 'villageois').play('mort-devenir', 'fantome');
    // The next night's map is drawn (as its call comes) with Emma at the morgue; the Prophète raises her while the MJ reads it.
    t.until('carte');
    t.invoke('prophete', ['Emma']);
    expect(t.alive('Emma')).toBe(true);
    expect(t.step).toBe('carte');
    expect(t.call.places!.flatMap((r) => r.occupants).find((o) => o.id === t.id('Emma'))!.label).toBe(
      'revenu·e à la vie',
    );
    expect(t.invariants()).toEqual([]);
  });
});
