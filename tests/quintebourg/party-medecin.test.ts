/**
 * The médecin and the Bourreau's row A (000_a045abd3825f1297.txt:243-258,
 * 491-495, 737): his card shown and the Bourreau's post for good, two patients
 * a night, no care for a Q, the research as his long action, the experimental
 * remedy, the coma potion.
 */
import { describe, expect, it } from 'vitest';
import { idealistsNeed } from '../../src/rulesets/quintebourg/win';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsV } from './fixtures';

function seats(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = seatsV({ 7: ['sesiano', 'sans-effet'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

/** The Reptiliens (two, outnumbering a lone sleeper: table 1) attack a house tonight. */
function attackNight(t: Table, target: string, face: number): Table {
  t.until('reptiliens').play('reptiliens', t.opt('house', target));
  t.until('dodo').rolls(face).play('dodo');
  return t;
}

describe('the médecin is known to all and is the Bourreau (000:245-247, 493)', () => {
  it('shows his card and holds the Bourreau’s post from the start', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    expect(t.state.posts.bourreau).toBe(t.id('Chloé'));
    expect(t.player('Chloé').announced.role).toBe('medecin');
    expect(t.invariants()).toEqual([]);
  });

  it('is announced once on day 0: his card and his post in one public event (issue 23)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    const chloe = t.id('Chloé');
    const about = t.state.events.filter((e) => {
      const d = (e.data ?? {}) as { player?: string; holder?: string };
      return e.vis.to === 'public' && (d.player === chloe || d.holder === chloe);
    });
    expect(about.map((e) => [e.type, e.data])).toEqual([['announce', { player: chloe, role: 'medecin' }]]);
  });
});

describe('his patients (000:251)', () => {
  it('treats two patients a night at most, one step each way', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, 'David', 2); // Thursday: C
    attackNight(t, 'Emma', 2); // Friday: C
    attackNight(t, 'Farid', 1); // Saturday: B
    t.until('medecin-soins');
    expect(t.state.clock.day).toBe(5);
    expect(t.call.notes[0]).toBe('Patients cette nuit\u00a0: David (Coma), Emma (Coma), Farid (Blessé).');
    t.play('medecin-soins', t.opt('soigne', 'David'));
    expect(t.health('David')).toBe('B');
    // David is done for tonight.
    expect(t.refusal('medecin-soins', t.opt('aggrave', 'David'))).toBe('Choisissez une des options proposées.');
    t.play('medecin-soins', t.opt('aggrave', 'Emma'));
    expect(t.health('Emma')).toBe('Q');
    // Two patients: Farid waits for another night.
    expect(t.step).toBe('medecin-remede');
    expect(t.health('Farid')).toBe('B');
    expect(t.invariants()).toEqual([]);
  });

  it('never heals a Q, but may worsen one even before anyone came back from Q (000:251, 104)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, 'David', 5);
    expect(t.health('David')).toBe('Q');
    t.until('medecin-soins');
    expect(t.options).toEqual(['fin', t.opt('aggrave', 'David')]);
    expect(t.refusal('medecin-soins', t.opt('soigne', 'David'))).toBe('Choisissez une des options proposées.');
    t.play('medecin-soins', t.opt('aggrave', 'David'));
    expect(t.health('David')).toBe('M');
    expect(t.rs.returned).toBe(false);
    expect(t.invariants()).toEqual([]);
  });

  it('is called but has no effect when the médecin cannot act (000:697)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    attackNight(t, 'David', 2);
    t.until('vote').play('vote', t.ballots({ Ana: 'Chloé', Bruno: 'Chloé', David: 'Chloé', Emma: 'Chloé' }));
    expect(t.health('Chloé')).toBe('Q');
    t.until('medecin-soins');
    expect(t.call.inert).toMatch(/^Chloé est /);
  });
});

describe('his research and his experimental remedy (000:253, 87, 102)', () => {
  it('counts a night of research only when research is his long action: not in a heavy sleep', () => {
    const t = new Table({ seats: seats({ 3: ['villageois', 'marchand-de-sable'] }), posts: POSTS });
    t.until('marchand-de-sable').play('marchand-de-sable', ['Chloé']);
    t.until('maj-fin');
    expect(t.call.notes.some((n) => n.startsWith('Le médecin avance'))).toBe(false);
    t.play('maj-fin');
    expect(t.rs.research).toBe(0);
    t.until('dodo');
    // His long action: the research, in his bunker (000:178, 249).
    expect(t.call.notes).toContain('Le bunker de Chloé\u00a0: Chloé (recherche du remède)');
    t.until('maj-fin');
    expect(t.call.notes).toContain('Le médecin avance ses recherches\u00a0: 1 nuit.');
  });

  it('offers the remedy only on the believed dead, and does nothing to a true M', () => {
    const t = new Table({ seats: seats(), posts: POSTS, options: { nuitsRecherche: 1 } });
    t.until('medecin-remede');
    expect(t.call.inert).toBe('aucun mort sur qui l’essayer');
    attackNight(t, 'David', 9);
    expect(t.health('David')).toBe('M');
    attackNight(t, 'Emma', 5);
    t.until('medecin-remede');
    expect(t.candidates).toEqual(['David', 'Emma']);
    t.play('medecin-remede', ['David']);
    expect(t.health('David')).toBe('M');
    expect(t.texts('remede')).toEqual(['La potion du médecin sur David reste sans effet (Mort).']);
    // The research is still done (two nights now): Emma is brought back.
    t.until('medecin-remede').play('medecin-remede', ['Emma']);
    expect(t.health('Emma')).toBe('I');
    expect(t.rs.returned).toBe(true);
    expect(t.rs.research).toBe(0);
  });

  it('kills a Q while the research is not done (000:87)', () => {
    const t = new Table({ seats: seats(), posts: POSTS, options: { nuitsRecherche: 3 } });
    attackNight(t, 'David', 5);
    t.until('medecin-remede');
    expect(t.rs.research).toBe(1);
    t.play('medecin-remede', ['David']);
    expect(t.health('David')).toBe('M');
    expect(t.texts('remede')).toEqual(['Le remède du médecin n’est pas au point\u00a0: David meurt.']);
    expect(t.invariants()).toEqual([]);
  });
});

describe('the Bourreau’s coma potion (000:495, 737)', () => {
  it('is offered only for today’s executed, and not when the Bourreau cannot act', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('bourreau');
    expect(t.call.inert).toBe('personne n’a été exécuté aujourd’hui');
    t.until('vote').play('vote', t.ballots({ Ana: 'Chloé', Bruno: 'Chloé', David: 'Chloé' }));
    t.until('bourreau');
    // He executed himself: Q, he cannot pour any potion.
    expect(t.call.inert).toMatch(/^Chloé est /);
  });

  it('turns the executed C instead of Q; refused for anyone else', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    t.until('bourreau');
    expect(t.candidates).toEqual(['David']);
    expect(t.refusal('bourreau', ['Emma'])).toBeTruthy();
    t.play('bourreau', ['David']);
    expect(t.health('David')).toBe('C');
    expect(t.rs.hiddenComa).toEqual([t.id('David')]);
    expect(t.invariants()).toEqual([]);
  });
});

describe('the coma potion belongs to the post (000:495)', () => {
  it('without a médecin, a new Bourreau does not bring a fresh potion', () => {
    const t = new Table({ seats: seats({ 2: ['villageois', 'sans-effet'] }), posts: { ...POSTS, bourreau: 'Chloé' } });
    expect(t.state.posts.bourreau).toBe(t.id('Chloé'));
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    t.until('bourreau').play('bourreau', ['David']);
    attackNight(t, 'Chloé', 5);
    expect(t.health('Chloé')).toBe('Q');
    t.until('vote');
    expect(t.state.posts.bourreau).not.toBe(t.id('Chloé'));
    t.play('vote', t.ballots({ Ana: 'Emma', Bruno: 'Emma', Farid: 'Emma' }));
    t.until('bourreau');
    expect(t.call.inert).toBe('potion de coma déjà utilisée');
  });

  it('after Skadi’s reboot the Bourreau has a second potion (000:351)', () => {
    const t = new Table({ seats: seats({ 6: ['skadi', 'sans-effet'] }), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'David', Bruno: 'David', Chloé: 'David' }));
    t.until('bourreau').play('bourreau', ['David']);
    t.until('vote').play('vote', t.ballots({ Ana: 'Emma', Bruno: 'Emma', Chloé: 'Emma' }));
    t.until('bourreau');
    expect(t.call.inert).toBe('potion de coma déjà utilisée');
    t.until('skadi').play('skadi', 'reboot:villageois');
    // Saturday’s execution, then Monday night’s row A (no night before Sunday).
    t.until('vote').play('vote', t.ballots({ Ana: 'Farid', Bruno: 'Farid', Chloé: 'Farid' }));
    t.until('bourreau');
    expect(t.call.inert).toBeNull();
    t.play('bourreau', ['Farid']);
    expect(t.health('Farid')).toBe('C');
  });
});

describe('the Idéalistes’ goal (000:255-258)', () => {
  it('needs more than 42 % of the players I or B, by the book’s table', () => {
    expect([6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21].map(idealistsNeed)).toEqual([
      3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9,
    ]);
  });
});
