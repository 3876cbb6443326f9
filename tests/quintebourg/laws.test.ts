/**
 * The law of the day (000_a045abd3825f1297.txt:515-517, 647-689): proposed
 * from the suggestions, accepted or not by the Sénateur, for that day only;
 * each suggested law changes who votes, against whom, or how votes count.
 */
import { describe, expect, it } from 'vitest';
import { LAWS } from '../../src/rulesets/quintebourg/laws';
import { BASIC_V, DAY_POSTS as POSTS, hurt, purse, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

function table(over: Record<string, string> = {}, seats = BASIC_V): Table {
  return new Table({ seats, posts: { ...POSTS, ...over } });
}

/** Day 1: the law proposed and accepted, up to the first ballot. */
function lawDay(law: string, t = table()): Table {
  t.until('loi').play('loi', law).play('senat', true);
  t.until('vote');
  return t;
}

function voters(t: Table): string[] {
  const p = t.call.prompt;
  if (p.kind !== 'ballots') throw new Error('not a vote');
  return p.voters.map((v) => t.name(v.id));
}

function everyone(
  t: Table,
  target: string | null,
  over: Record<string, string | null> = {},
): Record<string, string | null> {
  return Object.fromEntries(voters(t).map((v) => [v, v in over ? over[v]! : target]));
}

const countNotes = (t: Table) => t.rs.day.count;

/** A night attack on David's house with the dice rolled by hand (table 1: two Reptiliens against him). */
function hitDavid(t: Table, face: number): Table {
  t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
  t.until('dodo').rolls(face).play('dodo');
  return t;
}

describe('the Sénateur and the law of the day (000:515-517, 647)', () => {
  it('lists the proposers in the book’s order and offers every suggestion', () => {
    const t = table();
    t.until('loi');
    // Ana took the Scrutateur's post this morning (000:487); Chloé is the Bourreau.
    expect(t.call.notes).toEqual([
      '1. Les M\u00a0: personne',
      '2. Les Q\u00a0: personne',
      '3. Sans poste public\u00a0: Bruno et David',
      '4. Les plus pauvres\u00a0: Ana, Bruno, Chloé, David, Emma, Farid, Gaëlle et Hugo',
    ]);
    expect(t.options).toEqual(['aucune', ...LAWS.map((l) => l.id)]);
  });

  it('the dead come first among the proposers (000:647)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno' }));
    t.until('loi');
    expect(t.call.notes.slice(0, 2)).toEqual(['1. Les M\u00a0: personne', '2. Les Q\u00a0: Bruno']);
  });

  it('the médecin’s laws are not offered without a médecin (000:655, 685)', () => {
    const t = table({}, seatsV({ 2: ['villageois', 'sans-effet'] }));
    t.until('loi');
    expect(t.options).not.toContain('medecin-seul');
    expect(t.options).not.toContain('payant-medecin');
    expect(t.options).toContain('payant-scrutateur');
  });

  it('a refused law does not apply; an accepted one lasts the day only (000:517)', () => {
    const t = table();
    t.until('loi').play('loi', 'medecin-seul').play('senat', false);
    expect(t.publicTexts()).toContain('Le Sénateur refuse la loi proposée («\u00a0Seul le médecin vote\u00a0»).');
    t.until('vote');
    expect(voters(t)).toHaveLength(8);
    t.play('vote', t.ballots({}));
    t.until('loi').play('loi', 'medecin-seul').play('senat', true);
    expect(t.publicTexts()).toContain('Loi du jour\u00a0: Seul le médecin vote.');
    t.until('vote').play('vote', { Chloé: null });
    t.until('loi');
    expect(t.rs.day.law).toBeNull();
  });

  it('without an available Sénateur no law passes (000:517)', () => {
    // A post left empty when too few players remain to fill it (000:479).
    const t = table();
    t.until('loi');
    t.state = { ...t.state, posts: { ...t.state.posts, senateur: null } };
    t.play('loi', 'medecin-seul');
    expect(t.step).toBe('senat');
    expect(t.call.inert).toBe('pas de Sénateur\u00a0: pas de loi');
    t.pass('senat');
    expect(t.rs.day.law).toBeNull();
  });
});

describe('each suggested law (000:649-689)', () => {
  it('Condorcet: each ranks three different players; the one who beats every other head to head is executed (000:651)', () => {
    const t = lawDay('condorcet');
    expect(t.call.line).toBe(
      'Le Président vote le premier, puis chacun annonce à son tour, dans le sens antihoraire, contre qui il vote (1er choix).',
    );
    t.play('vote', everyone(t, 'Emma', { Emma: 'David', Ana: 'David', Bruno: 'David' }));
    expect(t.refusal('vote', everyone(t, 'Farid', { Gaëlle: 'Emma' }))).toBe(
      'Loi du jour\u00a0: Gaëlle ne peut pas voter contre Emma.',
    );
    t.play('vote', everyone(t, 'Farid', { Emma: 'Farid', Ana: 'Emma', Bruno: 'Emma', Farid: 'David' }));
    t.play('vote', everyone(t, null));
    expect(countNotes(t)).toContain('Scrutin de Condorcet : Emma bat chacun des autres.');
    expect(t.health('Emma')).toBe('Q');
  });

  it('blank votes forbidden (000:653)', () => {
    const t = lawDay('blanc-interdit');
    expect(t.refusal('vote', everyone(t, 'Ana', { Hugo: null }))).toBe('Hugo doit désigner un joueur.');
    t.play('vote', everyone(t, 'Ana', { Ana: 'Bruno' }));
    expect(t.health('Ana')).toBe('Q');
  });

  it('only the médecin votes (000:655)', () => {
    const t = lawDay('medecin-seul');
    expect(voters(t)).toEqual(['Chloé']);
    t.play('vote', { Chloé: 'Bruno' });
    expect(t.health('Bruno')).toBe('Q');
  });

  it('two votes each, against two different players, no blank (000:657)', () => {
    const t = lawDay('deux-votes');
    expect(t.refusal('vote', everyone(t, 'Ana', { Hugo: null }))).toBe('Hugo doit désigner un joueur.');
    t.play('vote', everyone(t, 'Ana', { Ana: 'Bruno' }));
    expect(t.step).toBe('vote');
    expect(t.refusal('vote', everyone(t, 'Bruno', { Ana: 'Bruno', Bruno: 'Hugo' }))).toBe(
      'Loi du jour\u00a0: Ana ne peut pas voter contre Bruno.',
    );
    t.play('vote', everyone(t, 'Bruno', { Ana: 'Chloé', Bruno: 'Chloé' }));
    expect(countNotes(t)[0]).toBe('Votes : Bruno (7), Ana (7), Chloé (2).');
  });

  it('up to three votes each, all against different players (000:659)', () => {
    const t = lawDay('trois-distincts');
    t.play('vote', t.ballots({ Ana: 'Bruno', Chloé: 'Bruno' }));
    expect(t.refusal('vote', t.ballots({ Ana: 'Bruno' }))).toBe(
      'Loi du jour\u00a0: Ana ne peut pas voter contre Bruno.',
    );
    t.play('vote', t.ballots({ Ana: 'David' }));
    t.play('vote', t.ballots({ Ana: 'Emma' }));
    expect(countNotes(t)[0]).toBe('Votes : Bruno (2), David (1), Emma (1) — 20 blancs.');
    expect(t.health('Bruno')).toBe('Q');
  });

  it('three votes each, on two different players at least, no blank (000:661)', () => {
    const t = lawDay('trois-votes');
    t.play('vote', everyone(t, 'Ana', { Ana: 'Bruno' }));
    t.play('vote', everyone(t, 'Ana', { Ana: 'Bruno' }));
    // A third vote against Ana would make three against one player (Gaëlle is asked first).
    expect(t.refusal('vote', everyone(t, 'Ana', { Ana: 'Chloé' }))).toBe(
      'Loi du jour\u00a0: Gaëlle ne peut pas voter contre Ana.',
    );
    t.play('vote', everyone(t, 'Bruno', { Bruno: 'Chloé', Ana: 'Chloé' }));
    expect(t.health('Ana')).toBe('Q');
  });

  it('three votes on exactly two different players, with the option (000:661)', () => {
    const t = lawDay(
      'trois-votes',
      new Table({ seats: BASIC_V, posts: POSTS, options: { troisVotes: 'exactement-deux' } }),
    );
    t.play('vote', everyone(t, 'Ana', { Ana: 'Bruno' }));
    t.play('vote', everyone(t, 'Bruno', { Bruno: 'Chloé' }));
    const p = t.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    // Gaëlle voted Ana then Bruno: a third vote goes to one of them.
    expect(p.only![t.id('Gaëlle')]!.map((id) => t.name(id))).toEqual(['Ana', 'Bruno']);
    expect(t.refusal('vote', everyone(t, 'Ana', { Ana: 'Chloé', Bruno: 'Chloé', Gaëlle: 'David' }))).toBe(
      'Loi du jour\u00a0: Gaëlle ne peut pas voter contre David.',
    );
    t.play('vote', everyone(t, 'Ana', { Ana: 'Chloé', Bruno: 'Chloé' }));
    expect(t.health('Ana')).toBe('Q');
  });

  it('nobody votes against his two neighbours, counted among the I, B and C (000:663)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno' }));
    lawDay('pas-voisins', t);
    // Bruno is told dead: Ana's neighbours are now Hugo and Chloé.
    expect(t.refusal('vote', t.ballots({ Ana: 'Chloé' }))).toBe(
      'Loi du jour\u00a0: Ana ne peut pas voter contre Chloé.',
    );
    expect(t.refusal('vote', t.ballots({ Ana: 'Hugo' }))).toBe('Loi du jour\u00a0: Ana ne peut pas voter contre Hugo.');
    // The refusal cites the law's own line, not the vote's.
    expect(t.rejection('vote', t.ballots({ Ana: 'Hugo' }))).toMatchObject({ kind: 'refused', rule: '000:663' });
    t.play('vote', t.ballots({ Ana: 'David' }));
    expect(t.health('David')).toBe('Q');
  });

  it('each may vote only against one of his two neighbours (000:665)', () => {
    const t = lawDay('voisins-seulement');
    const p = t.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    expect(p.only![t.id('Ana')]!.map((id) => t.name(id))).toEqual(['Bruno', 'Hugo']);
    expect(t.refusal('vote', t.ballots({ Ana: 'David' }))).toBe(
      'Loi du jour\u00a0: Ana ne peut pas voter contre David.',
    );
    expect(t.rejection('vote', t.ballots({ Ana: 'David' }))).toMatchObject({ kind: 'refused', rule: '000:665' });
    t.play('vote', t.ballots({ Ana: 'Bruno', Chloé: 'Bruno' }));
    expect(t.health('Bruno')).toBe('Q');
  });

  it('voting hurts: each voter loses one step, abstainers none (000:667)', () => {
    const t = lawDay('vote-blessant');
    t.play('vote', t.ballots({ Ana: 'Hugo', David: 'Hugo' }));
    expect(t.health('Ana')).toBe('B');
    expect(t.health('David')).toBe('B');
    expect(t.health('Emma')).toBe('I');
    expect(t.health('Hugo')).toBe('Q');
    expect(countNotes(t)).toContain('Voter est blessant : Ana et David perdent un cran de santé.');
  });

  it('the urn is lost: no debate, no vote, no execution (000:669)', () => {
    const t = table();
    t.until('loi').play('loi', 'urne-perdue').play('senat', true);
    expect(t.step).toBe('depouillement');
    expect(t.call.notes).toEqual(['L’urne est perdue\u00a0: le vote est annulé.']);
    expect(t.rs.day.executed).toEqual([]);
  });

  it('the C, Q and M vote too (000:671)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno' }));
    lawDay('cqm-votent', t);
    expect(voters(t)).toContain('Bruno');
    t.play('vote', t.ballots({ Bruno: 'Ana' }));
    expect(t.health('Ana')).toBe('Q');
    expect(t.invariants()).toEqual([]);
  });

  it('the dead who vote in person under that law are not counted again by their night name (000:640, 671)', () => {
    const t = table();
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno' }));
    t.until('morts').play('morts', 'nom').play('morts-nom', { Bruno: 'Emma' });
    lawDay('cqm-votent', t);
    t.play('vote', t.ballots({ Bruno: 'Ana', Chloé: 'Emma' }));
    // Without the law, Bruno's night name would add a vote against Emma.
    expect(countNotes(t)).toEqual(['Votes : Ana (1), Emma (1) — 6 blancs.', 'Égalité entre Ana et Emma.']);
  });

  it('the C vote too, not the Q (000:673)', () => {
    const t = hitDavid(table(), 2);
    expect(t.health('David')).toBe('C');
    lawDay('c-votent', t);
    expect(voters(t)).toContain('David');
    t.play('vote', t.ballots({ David: 'Ana' }));
    expect(t.health('Ana')).toBe('Q');
    expect(t.invariants()).toEqual([]);
  });

  it('on a tie all the tied fall into a coma and the Président loses his post (000:675)', () => {
    const t = lawDay('egalite-coma');
    t.play('vote', t.ballots({ Ana: 'David', Bruno: 'Emma' }));
    expect(t.health('David')).toBe('C');
    expect(t.health('Emma')).toBe('C');
    expect(t.state.posts.president).toBeNull();
    expect(t.rs.day.executed).toEqual([]);
    t.until('bilan');
    t.play('bilan');
    expect(t.step).toBe('succession');
    expect(t.state.agenda[0]!.args).toMatchObject({ post: 'president' });
  });

  it('whoever votes also gets a vote against himself (000:677)', () => {
    const t = lawDay('voix-contre-soi');
    t.play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo', Chloé: 'Ana' }));
    expect(countNotes(t)).toContain('Chaque votant reçoit une voix contre lui : Ana, Bruno et Chloé.');
    // Hugo 2, Ana 1 + 1: a tie the Président did not vote in.
    expect(countNotes(t)).toContain('Total : Hugo (2), Ana (2), Bruno (1), Chloé (1) — 5 blancs.');
    expect(t.step).toBe('egalite');
    expect(t.candidates).toEqual(['Hugo', 'Ana']);
  });

  it('a paying vote: a coin to whom the voter likes, never himself (000:679)', () => {
    const t = lawDay('payant-choix');
    t.play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo' }));
    expect(t.step).toBe('paiement');
    expect(t.refusal('paiement', { Ana: 'Ana', Bruno: 'Ana' })).toBe('Ana ne peut pas voter contre Ana.');
    t.play('paiement', { Ana: 'Bruno', Bruno: 'Emma' });
    expect([t.coins('Ana'), t.coins('Bruno'), t.coins('Emma')]).toEqual([2, 3, 4]);
    expect(t.health('Hugo')).toBe('Q');
  });

  it('a paying vote with nobody else left to pay: the voter votes free (000:679, 126; silent, docs/rulesets/quintebourg.md)', () => {
    // Found by `simulate --seed perf --players 12 --invocations 0.3`, game perf-16: powers invoked between the vote
    // and the payment left the only standing voter with nobody who may hold a coin (a Q or M never does, 000:126).
    const t = lawDay('payant-choix');
    t.play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo' }));
    expect(t.step).toBe('paiement');
    for (const who of ['Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']) hurt(t, who, 'Q');
    expect(voters(t)).toEqual(['Bruno']);
    expect(t.call.notes).toContain('Personne d’autre ne peut recevoir de pièce\u00a0: Ana vote gratuitement.');
    t.play('paiement', { Bruno: 'Ana' });
    expect(t.coins('Ana')).toBe(3);
    expect(t.step).not.toBe('paiement');
  });

  it('a paying vote: a coin to the Scrutateur, who votes free; who has no coin cannot vote (000:681)', () => {
    const t = table();
    t.until('loi');
    // Ana is the Scrutateur after the morning's rotation (000:487).
    expect(t.name(t.state.posts.scrutateur!)).toBe('Ana');
    purse(t, 'Emma', 0);
    purse(t, 'Farid', 6);
    lawDay('payant-scrutateur', t);
    expect(voters(t)).not.toContain('Emma');
    expect(t.call.notes).toContain('Chaque votant donne une pièce à Ana.');
    expect(t.call.notes).toContain('Sans pièce, ne votent pas\u00a0: Emma.');
    t.play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo', Chloé: 'Hugo' }));
    expect([t.coins('Ana'), t.coins('Bruno'), t.coins('Chloé')]).toEqual([5, 2, 2]);
  });

  it('a paying vote: a coin to the suppléant, the next Scrutateur (000:683)', () => {
    const t = lawDay('payant-suppleant');
    expect(t.call.notes).toContain('Chaque votant donne une pièce à Bruno.');
    t.play('vote', t.ballots({ Ana: 'Hugo', Chloé: 'Hugo' }));
    expect([t.coins('Ana'), t.coins('Bruno'), t.coins('Chloé')]).toEqual([2, 5, 2]);
    t.until('bilan').play('bilan');
    expect(t.name(t.state.posts.scrutateur!)).toBe('Bruno');
  });

  it('a paying vote: a coin to the médecin (000:685)', () => {
    const t = lawDay('payant-medecin');
    t.play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo' }));
    expect([t.coins('Ana'), t.coins('Bruno'), t.coins('Chloé')]).toEqual([2, 2, 5]);
  });

  it('a paying vote: the coins go to a pot only the pickpockets, Cortex, Minus and the tricheurs may reach (000:687)', () => {
    const t = lawDay('payant-cagnotte', table({ mirka: 'Bruno' }));
    t.play('vote', t.ballots({ Ana: 'Hugo', Chloé: 'Hugo', David: 'Hugo' }));
    expect(t.rs.coins.pot).toBe(3);
    expect(countNotes(t)).toContain('La cagnotte contient 3 pièces.');
    // Day 1 is a Thursday, an even day: Mirka's (000:557).
    t.until('pickpocket');
    expect(t.options).toContain('cagnotte');
    t.play('pickpocket', 'cagnotte');
    expect(t.rs.coins.pot).toBe(2);
    expect(t.coins('Bruno')).toBe(4);
    expect(t.invariants()).toEqual([]);
  });

  it('on a tie all the tied are executed (000:689)', () => {
    const t = lawDay('egalite-tous');
    t.play('vote', t.ballots({ Ana: 'David', Bruno: 'Emma' }));
    expect(t.health('David')).toBe('Q');
    expect(t.health('Emma')).toBe('Q');
  });

  it('on a tie all the tied are spared (000:689)', () => {
    const t = lawDay('egalite-personne');
    t.play('vote', t.ballots({ Ana: 'David', Bruno: 'Emma', Gaëlle: 'David', Chloé: 'Emma' }));
    expect(t.health('David')).toBe('I');
    expect(t.health('Emma')).toBe('I');
    expect(countNotes(t)).toContain('Loi du jour : les ex æquo sont graciés.');
  });
});
