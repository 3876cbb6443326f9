/**
 * Love, hate and plans-cul (000_a045abd3825f1297.txt:451-469, 227-241,
 * 421-431): the pairs made on the first night, the meeting place chosen
 * (rows F, G), the meeting if both come (rows M, L), the hated ones' fight
 * on table 3 (000:711-714), the priority table deciding who comes (000:174-189).
 */
import { describe, expect, it } from 'vitest';
import { nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, purse, seatsV } from './fixtures';

/** Mode V: Ana (alpha), Bruno; Chloé the médecin; David and Emma the lovers (villager alibis), Éris and Cupidon; Farid the Marchand de sable. */
function table(): Table {
  return new Table({
    seats: seatsV({ 3: ['amoureux', 'eris'], 4: ['amoureux', 'cupidon'], 5: ['villageois', 'marchand-de-sable'] }),
    alibis: { David: 'villageois', Emma: 'villageois' },
    posts: POSTS,
  });
}

/** Night 1 up to row G: the lovers choose `where` (a name, or « aucun »), Éris and Cupidon make their pairs. */
function night1(
  t: Table,
  where: string,
  hated: [string, string] = ['Gaëlle', 'Hugo'],
  plans: [string, string] = ['Bruno', 'Farid'],
): Table {
  t.until('amoureux-lieu').play('amoureux-lieu', where);
  t.play('eris-haine', hated).play('resultat').play('cupidon-plans', plans).play('resultat');
  return t;
}

describe('the nights of each duo (000:453, 461; rows F, G, L, M)', () => {
  it('lovers every night, hated ones and plans-cul two nights a week (000:453, 461, 740-780)', () => {
    expect(
      ['amoureux-lieu', 'amoureux-nuit', 'haineux-lieu', 'haineux-combat', 'plans-lieu', 'plans-nuit'].map(
        nightsPerWeek,
      ),
    ).toEqual([6, 6, 2, 2, 2, 2]);
  });
});

describe('the pairs of the first night (000:423, 429)', () => {
  it('Éris and Cupidon name their pair even from a coma; the pairs are tapped and recognise each other (000:423, 429)', () => {
    const t = table();
    hurt(t, 'David', 'C');
    hurt(t, 'Emma', 'Q');
    t.until('eris-haine');
    expect(t.call.inert).toBeNull();
    t.play('eris-haine', ['Gaëlle', 'Hugo']);
    // The MJ taps the hated ones at once: they open their eyes and recognise each other.
    expect([t.step, t.wakes, t.call.notes, t.call.line]).toEqual([
      'resultat',
      [t.id('Gaëlle'), t.id('Hugo')],
      ['Je touche la tête de Gaëlle et Hugo.'],
      'Ils ouvrent les yeux et se reconnaissent. Puis ils se rendorment.',
    ]);
    t.play('resultat');
    expect(t.call.inert).toBeNull();
    t.play('cupidon-plans', ['Bruno', 'Farid']).play('resultat');
    expect([t.rs.hated, t.rs.plans]).toEqual([
      [t.id('Gaëlle'), t.id('Hugo')],
      [t.id('Bruno'), t.id('Farid')],
    ]);
    expect(t.events('haineux')[0]).toMatchObject({
      vis: { to: 'players', ids: [t.id('Gaëlle'), t.id('Hugo')] },
      text: 'Gaëlle et Hugo deviennent haineux.',
    });
    expect(t.events('plans')[0]).toMatchObject({ vis: { to: 'players', ids: [t.id('Bruno'), t.id('Farid')] } });
  });

  it('a pair is two different players (000:423)', () => {
    const t = table();
    t.until('eris-haine');
    expect(t.refusal('eris-haine', ['Gaëlle'])).toBe('Désignez exactement 2 joueurs.');
  });

  it('love is stronger than hate: the lovers named as hated ones do not hate each other (000:469)', () => {
    const t = table();
    t.until('amoureux-lieu').play('amoureux-lieu', 'aucun');
    t.play('eris-haine', ['David', 'Emma']);
    expect(t.rs.hated).toBeNull();
    // One lover and someone else: the hate holds.
    const u = table();
    u.until('amoureux-lieu').play('amoureux-lieu', 'aucun');
    u.play('eris-haine', ['David', 'Hugo']);
    expect(u.rs.hated).toEqual([u.id('David'), u.id('Hugo')]);
  });
});

describe('the lovers’ night (000:233-237, 455-457)', () => {
  it('they choose one of their homes and sleep there together, each told the other came (000:233-235, 455-457)', () => {
    const t = table();
    t.until('amoureux-lieu');
    expect(t.options).toEqual(['aucun', t.id('David'), t.id('Emma')]);
    night1(t, 'Emma');
    t.until('amoureux-nuit');
    expect(t.call.notes).toEqual(['Rencontre chez Emma\u00a0: David et Emma.']);
    expect(t.wakes).toEqual([t.id('David'), t.id('Emma')]);
    expect(t.texts('amoureux')).toEqual(['David retrouve Emma chez Emma.', 'Emma retrouve David chez Emma.']);
    t.until('dodo');
    expect([t.rs.night.long![t.id('David')], t.rs.night.map![t.id('David')]]).toEqual([
      'amoureux',
      { kind: 'house', owner: t.id('Emma') },
    ]);
  });

  it('a lover put to sleep does not come: the other wakes alone and learns it (000:401, 457)', () => {
    const t = night1(table(), 'Emma');
    t.play('marchand-de-sable', ['David']);
    t.until('amoureux-nuit');
    expect(t.call.notes).toEqual(['La rencontre n’a pas lieu\u00a0: David ne vient pas.']);
    expect(t.wakes).toEqual([t.id('Emma')]);
    expect(t.texts('amoureux')).toEqual(['Emma\u00a0: David n’est pas venu·e cette nuit.']);
    t.until('dodo');
    expect(t.rs.night.map![t.id('Emma')]).toEqual({ kind: 'house', owner: t.id('Emma') });
  });

  it('a lover at the hospital: no meeting, the other spends the night at the bedside (000:237)', () => {
    const t = table();
    hurt(t, 'Emma', 'C');
    t.until('amoureux-lieu');
    expect(t.options).toEqual(['aucun']);
    expect(t.call.notes).toEqual(['Emma ne peut pas venir\u00a0: pas de rencontre cette nuit.']);
    night1(t, 'aucun');
    t.until('dodo');
    expect([t.rs.night.long![t.id('David')], t.rs.night.map![t.id('David')]]).toEqual([
      'veille',
      { kind: 'hospital', room: 5 },
    ]);
  });

  it('both lovers wounded share one room rather than swap rooms (000:237)', () => {
    const t = table();
    hurt(t, 'David', 'B');
    hurt(t, 'Emma', 'B');
    t.until('amoureux-lieu');
    expect(t.call.notes).toEqual(['David est à l’hôpital\u00a0: l’autre passe la nuit à son chevet.']);
    night1(t, 'aucun');
    t.until('dodo');
    expect([t.rs.night.map![t.id('David')], t.rs.night.map![t.id('Emma')]]).toEqual([
      { kind: 'hospital', room: 4 },
      { kind: 'hospital', room: 4 },
    ]);
  });
});

describe('the hated ones (000:459-465, 711-714)', () => {
  /** Night 2 (Friday): the hated Gaëlle and Hugo meet at `host`'s, the die shows `face`. */
  function fight(host: string, face: number): Table {
    const t = night1(table(), 'aucun');
    t.until('haineux-lieu');
    expect(t.state.clock.day).toBe(2);
    t.play('haineux-lieu', host);
    t.until('marchand-de-sable').rolls(face).play('marchand-de-sable', []);
    t.until('haineux-combat');
    return t;
  }

  it('they fight on table 3: the owner’s result first, then the visitor’s (000:463, 711-714)', () => {
    const t = fight('Hugo', 9);
    expect(t.call.notes).toEqual([
      'Rencontre chez Hugo\u00a0: Gaëlle et Hugo.',
      'Combat\u00a0: le dé donne 9\u00a0; Hugo (chez lui·elle) passe d’Indemne à Coma, Gaëlle passe d’Indemne à Blessé.',
    ]);
    expect([t.health('Hugo'), t.health('Gaëlle')]).toEqual(['C', 'B']);
    expect(t.events('table').map((e) => e.data)).toEqual([
      { table: 'table-3', face: 9, row: [9], result: 'C-B', purpose: 'combat d’Hugo et de Gaëlle' },
    ]);
  });

  it('the other way round when they meet at the other’s home (000:711-714)', () => {
    const t = fight('Gaëlle', 0);
    expect([t.health('Gaëlle'), t.health('Hugo')]).toEqual(['B', 'C']);
    const u = fight('Gaëlle', 4);
    expect([u.health('Gaëlle'), u.health('Hugo')]).toEqual(['I', 'I']);
  });

  it('no meeting, no fight (000:461)', () => {
    const t = night1(table(), 'aucun');
    t.until('haineux-lieu').play('haineux-lieu', 'Hugo');
    t.until('marchand-de-sable').play('marchand-de-sable', ['Hugo']);
    t.until('haineux-combat');
    expect(t.call.notes).toEqual(['La rencontre n’a pas lieu\u00a0: Hugo ne vient pas.']);
    expect(t.events('table')).toEqual([]);
  });

  it('the richest citizen’s protection does not stop a fight (000:563)', () => {
    const t = night1(table(), 'aucun');
    t.until('plus-riche');
    purse(t, 'Hugo', 9);
    t.play('plus-riche');
    expect(t.rs.richest).toBe(t.id('Hugo'));
    t.until('haineux-lieu').play('haineux-lieu', 'Hugo');
    t.until('marchand-de-sable').rolls(5).play('marchand-de-sable', []);
    t.until('haineux-combat');
    expect([t.health('Hugo'), t.health('Gaëlle')]).toEqual(['B', 'B']);
  });
});

describe('the plans-cul (000:429, 451-457)', () => {
  it('meet on Wednesdays and Saturdays, and their night outranks the lovers’ (000:184-185)', () => {
    const t = night1(table(), 'aucun', ['Gaëlle', 'Hugo'], ['David', 'Farid']);
    // Night 3 is a Saturday: the lovers want to meet at Emma's, David's plan-cul night comes first.
    t.until('amoureux-lieu').play('amoureux-lieu', 'aucun');
    t.until('amoureux-lieu');
    expect(t.state.clock.day).toBe(3);
    t.play('amoureux-lieu', 'Emma');
    t.until('plans-lieu').play('plans-lieu', 'Farid');
    t.until('plans-nuit');
    expect(t.call.notes).toEqual(['Rencontre chez Farid\u00a0: David et Farid.']);
    t.until('amoureux-nuit');
    expect(t.call.notes).toEqual(['La rencontre n’a pas lieu\u00a0: David ne vient pas.']);
    t.until('dodo');
    expect([t.rs.night.long![t.id('David')], t.rs.night.map![t.id('David')]]).toEqual([
      'plans-cul',
      { kind: 'house', owner: t.id('Farid') },
    ]);
  });
});
