/**
 * The night's powers (001_47f38bdc018e2680.txt, cited 001:LINE): the long
 * actions and their priority table (001:11-23), the heavy sleeps, the
 * kidnapping and the squat (001:129-131), Éris's and Freyja's pairs
 * (001:134, 136), the information powers (001:121-127), the charmed
 * (001:97-99), the lovers' night (001:67-68).
 */
import { describe, expect, it } from 'vitest';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable } from './table';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

/** Where each player spent the night, by name: « maison de X : action ». */
function map(t: RevisionTable): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of t.state.order) {
    const place = t.rs.night.map![id]!;
    out[t.name(id)] = `${place.kind === 'house' ? t.name(place.owner) : 'morgue'} : ${t.rs.night.long![id] ?? '-'}`;
  }
  return out;
}

describe('the long actions (001:11-23)', () => {
  it('a heavy sleeper stays home and does not act: a sleeping Reptilien does not attack (001:15, 129)', () => {
    const t = table({ 3: ['villageois', 'marchand-de-sable'] });
    t.phase({ reptiliens: 'Emma', 'marchand-de-sable': ['Bruno'] }, 'carte').play('carte');
    expect(map(t).Bruno).toBe('Bruno : sommeil');
    expect(map(t).Ana).toBe('Emma : attaque');
    expect(t.events('sommeil').map((e) => [e.vis, e.text])).toEqual([
      [
        { to: 'players', ids: [t.id('Bruno')] },
        'Bruno dort d’un sommeil lourd cette nuit\u00a0: plus aucune action jusqu’à l’aube.',
      ],
    ]);
    t.phase();
    expect(t.alive('Emma')).toBe(false);
    expect(t.texts('attaque')).toEqual(['Dans la maison d’Emma\u00a0: Ana et Emma.', 'Emma est tué·e.']);
  });

  it('the Psychopathe’s target sleeps at the Psychopathe’s, who stays home with his guest (001:16, 130)', () => {
    const t = table({ 3: ['villageois', 'psychopathe'] });
    t.phase({ psychopathe: ['Emma'] }, 'carte').play('carte');
    expect(map(t).Emma).toBe('David : sommeil');
    expect(map(t).David).toBe('David : enlevement');
    // Kidnapped in her sleep, she cannot act tonight.
    expect(t.rs.night.sleepers).toContain(t.id('Emma'));
  });

  it('Laura never sleeps at home: she squats another house, empty or not (001:21, 131)', () => {
    const t = table({ 3: ['villageois', 'laura'] });
    t.phase({ laura: 'Emma' }, 'laura');
    expect(t.options).not.toContain(t.id('David'));
    t.play('laura', 'Emma').phase({}, 'carte').play('carte');
    expect(map(t).David).toBe('Emma : squat');
  });

  it('Éris designates two fighters, herself if she likes; the first chooses the house; they recognise each other (001:18, 134)', () => {
    const t = table({ 3: ['villageois', 'eris'] });
    t.phase({}, 'querelle');
    expect(t.refusal('querelle', ['Emma'])).toBe('Désignez deux personnes, ou personne.');
    t.play('querelle', ['David', 'Farid']);
    expect(t.step).toBe('duel-lieu');
    expect(t.wakes).toEqual([t.id('David'), t.id('Farid')]);
    t.play('duel-lieu', 'Farid').phase({}, 'carte').play('carte');
    expect(map(t).David).toBe('Farid : combat');
    expect(map(t).Farid).toBe('Farid : combat');
  });

  it('a fight outranks a night of love, which outranks the attack: a Reptilien called elsewhere attacks only there (001:18-22, 188)', () => {
    // Wednesday: Freyja's allumeuse (the default week). Ana and Bruno attack Hugo's; Freyja sends Bruno to Inès's.
    const t = table({ 3: ['villageois', 'freyja'] });
    t.toDay(3)
      .phase({ reptiliens: 'Hugo', allumeuse: ['Bruno', 'Inès'], 'duel-lieu': 'Inès' }, 'carte')
      .play('carte');
    expect(map(t).Bruno).toBe('Inès : copulation');
    expect(map(t).Ana).toBe('Hugo : attaque');
    t.phase();
    expect(t.alive('Hugo')).toBe(false);
    expect(t.alive('Inès')).toBe(true);
  });

  it('the lovers sleep together at the house they chose, unless a higher long action calls one away (001:20, 67-68)', () => {
    const t = table({ 3: ['villageois', 'marchand-de-sable'] }, { lovers: ['Emma', 'Farid'] });
    t.phase({}, 'amoureux');
    expect(t.timer).toBe(30);
    t.play('amoureux', 'Emma')
      .phase({ 'marchand-de-sable': ['Farid'] }, 'amoureux-nuit')
      .play('amoureux-nuit')
      .play('carte');
    expect(map(t).Farid).toBe('Farid : sommeil');
    expect(map(t).Emma).toBe('Emma : amoureux');
    expect(t.texts('amoureux').slice(-1)).toEqual(['Farid n’est pas venu·e dans la maison d’Emma cette nuit.']);
  });
});

describe('the information powers (001:121-127)', () => {
  it('the Reporter turns over a card of a living neighbour at the table (001:125)', () => {
    const t = table({ 3: ['villageois', 'reporter'], 4: ['souris', 'sans-specialite'] });
    t.phase({}, 'reporter');
    expect(t.options).toEqual([
      'aucune',
      `${t.id('Chloé')}:camp`,
      `${t.id('Chloé')}:spe0`,
      `${t.id('Emma')}:camp`,
      `${t.id('Emma')}:spe0`,
    ]);
    t.play('reporter', `${t.id('Emma')}:camp`);
    expect(t.step).toBe('resultat');
    expect(t.texts('reporter')).toEqual(['Le Reporter retourne une carte d’Emma\u00a0: Souris.']);
    expect(t.events('reporter')[0]!.vis).toEqual({ to: 'players', ids: [t.id('David')] });
  });

  it('with option « deux cartes », the Reporter sees both cards of the neighbour (001:225)', () => {
    const t = table(
      { 3: ['villageois', 'reporter'], 4: ['souris', 'laura'] },
      { options: { ...PLAIN, reporter: 'deux' } },
    );
    t.phase({ reporter: `${t.id('Emma')}:tout` }, 'resultat');
    expect(t.texts('reporter')).toEqual(['Le Reporter retourne les cartes d’Emma\u00a0: Souris, Laura de la Riponne.']);
  });

  it('the Cambrioleur takes all the coins of a neighbour’s house, half (rounded up) of another’s, and may hand some on (001:127)', () => {
    const t = table({ 3: ['villageois', 'cambrioleur'] });
    purse(t, 'Emma', 3);
    purse(t, 'Hugo', 3);
    t.phase({}, 'cambrioleur').play('cambrioleur', ['Emma']).play('resultat');
    expect([t.coins('Emma'), t.coins('David')]).toEqual([0, 4]);
    expect(t.step).toBe('larcin-don');
    t.play('larcin-don', ['Jules']).play('larcin-montant', 1);
    expect(t.coins('Jules')).toBe(2);
    t.play('larcin-don', []);
    t.toDay(4).phase({}, 'cambrioleur').play('cambrioleur', ['Hugo']);
    expect([t.coins('Hugo'), t.texts('larcin').slice(-1)[0]]).toEqual([1, 'Larcin chez Hugo\u00a0: 2 pièces sur 3.']);
  });

  it('the Dresseur de rapace: a house where a Reptilien (Seth included) spent the night, or a corpse (001:126)', () => {
    const t = table({ 3: ['villageois', 'dresseur'], 4: ['seth', 'sans-specialite'] });
    t.phase({ reptiliens: 'Hugo', rapace: `house:${t.id('Hugo')}` }, 'attaque');
    expect(t.texts('rapace')).toEqual(['Le rapace, devant la maison d’Hugo\u00a0: un Reptilien.']);
  });

  it('the Ingénieure, after the attack: Stalkeur (did he sleep at home?) or Révélateur (a dead player’s camp card) (001:121-124, 236)', () => {
    const t = table({ 3: ['villageois', 'ingenieure'] });
    t.phase({ reptiliens: 'Hugo', ingenieure: 'stalkeur', invention: ['Ana'] }, 'couples');
    expect(t.texts('stalkeur')).toEqual([
      'Stalkeur\u00a0: Ana n’a pas passé la majeure partie de la nuit chez lui ou elle.',
    ]);
    t.toDay(4).phase({ ingenieure: 'revelateur', invention: ['Hugo'] });
    expect(t.texts('revelateur')).toEqual(['Révélateur\u00a0: la carte de camp d’Hugo est Villageois.']);
  });
});

describe('the charmed (001:97-99)', () => {
  it('Orphée and the Sirène each charm a new person, who is tapped; each morning the charmed raise their hand as they like', () => {
    const t = table({ 3: ['orphee', 'sans-specialite'], 4: ['sirene', 'sans-specialite'] });
    t.phase({}, 'orphee');
    t.play('orphee', ['Hugo']).play('resultat');
    expect(t.candidates).not.toContain('Hugo');
    t.play('sirene', ['Jules']).play('resultat');
    expect(t.rs.charmed).toEqual([t.id('Hugo'), t.id('Jules')]);
    t.phase().phase({}, 'charmes');
    expect(t.call.notes).toEqual(['Vraiment charmés\u00a0: Hugo et Jules.']);
    t.play('charmes', ['Hugo', 'Ana']);
    expect(t.events('charmes').map((e) => [e.vis.to, e.text])).toEqual([
      ['public', 'Lèvent la main\u00a0: Ana et Hugo.'],
    ]);
  });
});
