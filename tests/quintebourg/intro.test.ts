/**
 * Night 1's introductions (000_a045abd3825f1297.txt:693): the camps whose
 * members know each other open their eyes in turn, in the book's order; the
 * mafia's bosses take their sbires (000:443-449).
 */
import { describe, expect, it } from 'vitest';
import { QuintebourgTable as Table } from './table';
import { POSTS, seatsMLovers, seatsV } from './fixtures';

type Seats = [string, string][];

/** The presentations of night 1: [camp, woken, inert reason]. */
function presentations(t: Table): [string, string[], string | null][] {
  const out: [string, string[], string | null][] = [];
  t.until('presentation');
  while (t.step === 'presentation') {
    const camp = (t.state.agenda[0]!.args as { camp: string }).camp;
    out.push([camp, t.wakes.map((id) => t.name(id)), t.call.inert]);
    t.play('presentation');
  }
  return out;
}

/** Mode V: alpha Ana, Reptilien Bruno, médecin Chloé, lovers David (alibi Reptilien) and Emma (alibi villageois), Seth Farid, villagers. */
const V: Seats = seatsV({ 3: ['amoureux', 'sans-effet'], 4: ['amoureux', 'sans-effet'], 5: ['seth', 'sans-effet'] });
const ALIBIS = { David: 'reptilien', Emma: 'villageois' };

describe('the camps introduced on night 1 (000:693)', () => {
  it('calls the camps of mode V in the book’s order; the Reptiliens wake with Seth and the lover who plays a Reptilien (000:118, 286)', () => {
    const t = new Table({ seats: V, alibis: ALIBIS, posts: POSTS });
    expect(presentations(t)).toEqual([
      ['amoureux', ['David', 'Emma'], null],
      ['reptiliens', ['Ana', 'Bruno', 'David', 'Farid'], null],
      // No M & C dealt, Seth alone of his camp: both are still called, so the table learns nothing from the calls (000:697).
      ['mc', [], 'personne dans ce camp'],
      ['setheux', ['Farid'], null],
    ]);
  });

  it('tells the MJ who to wake, who leads, and what the Reptiliens do not learn (000:207, 309, 313)', () => {
    const t = new Table({ seats: V, alibis: ALIBIS, posts: POSTS });
    t.until('presentation').play('presentation');
    expect(t.call.line).toBe(
      'Les Reptiliens ouvrent les yeux et se reconnaissent\u00a0; la Reptilienne alpha se fait connaître. Puis ils se rendorment.',
    );
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Ana', 'Bruno', 'David', 'Farid']);
    // Whom to wake is the call's header, not repeated in the notes.
    expect(t.call.notes).toEqual([
      'Cheffe\u00a0: Ana, qui lève la main.',
      'Les Reptiliens ignorent qui parmi eux est Seth, la Reptilienne noire ou la rouge.',
    ]);
    t.play('presentation');
    expect(t.call.line).toBe('Minus et Cortex ouvrent les yeux et se reconnaissent, puis se rendorment.');
    t.play('presentation');
    expect(t.call.line).toBe('Seth et le Fennec ouvrent les yeux et se reconnaissent, puis se rendorment.');
    expect(t.call.notes).toContain('Seul de son camp\u00a0: il ou elle ouvre les yeux et ne voit personne.');
  });

  it('calls the three schools in mode M, each with its leader, and no Reptilien, M & C or Setheux (000:138-149, 207-213)', () => {
    const t = new Table({
      seats: seatsMLovers(),
      alibis: { Emma: 'geometre', Gaëlle: 'analyste' },
      posts: POSTS,
      options: { mode: 'M' },
    });
    expect(presentations(t)).toEqual([
      ['amoureux', ['Emma', 'Gaëlle'], null],
      ['algebristes', ['Ana', 'Bruno'], null],
      ['geometres', ['David', 'Emma'], null],
      ['analystes', ['Farid', 'Gaëlle'], null],
    ]);
  });

  it('calls all seven in mode E, in the book’s order', () => {
    const E: Seats = [
      ['reptilienne-alpha', 'sans-effet'],
      ['k-hess', 'sans-effet'],
      ['medecin', 'sans-effet'],
      ['j-pach', 'sans-effet'],
      ['j-rappaz', 'sans-effet'],
      ['cortex', 'sans-effet'],
      ['minus', 'sans-effet'],
      ['nobel', 'sans-effet'],
    ];
    const t = new Table({ seats: E, posts: POSTS, options: { mode: 'E' } });
    const p = presentations(t);
    expect(p.map(([c]) => c)).toEqual([
      'amoureux',
      'reptiliens',
      'algebristes',
      'geometres',
      'analystes',
      'mc',
      'setheux',
    ]);
    expect(p.find(([c]) => c === 'mc')![1]).toEqual(['Farid', 'Gaëlle']);
    expect(p.find(([c]) => c === 'amoureux')![2]).toBe('personne dans ce camp');
  });

  it('happens on night 1 only', () => {
    const t = new Table({ seats: V, alibis: ALIBIS, posts: POSTS });
    t.until('aube').until('tombee').play('tombee');
    expect(t.state.clock).toEqual({ phase: 'night', day: 2 });
    expect(t.state.agenda.map((a) => a.step)).not.toContain('presentation');
    expect(t.state.agenda.map((a) => a.step)).not.toContain('sbires');
  });
});

describe('the mafia’s sbires (000:443-449, 598)', () => {
  const MAFIA: Seats = seatsV({ 0: ['reptilienne-alpha', 'parrain'], 1: ['reptilien', 'bras-droit'] });

  it('the Parrain picks his sbires, never the médecin nor his Bras droit, who is his sbire already and wakes with them (000:443, 449, 598)', () => {
    const t = new Table({ seats: MAFIA, posts: POSTS, options: { sbires: 1 } });
    t.until('sbires');
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Ana', 'Bruno']);
    expect(t.candidates).toEqual(['David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']);
    expect(t.call.notes).toEqual([
      'Bruno, le Bras droit, est déjà son sbire\u00a0: il ouvre les yeux avec les autres.',
    ]);
    expect(t.refusal('sbires', ['Chloé'])).toMatch(/Chloé/);
    expect(t.refusal('sbires', ['David', 'Emma'])).toBeTruthy();
    t.play('sbires', ['David']);
    expect(t.rs.sbires).toEqual({ [t.id('David')]: t.id('Ana') });
    const told = t.events('sbires').at(-1)!;
    expect(told.text).toBe('Ana a pour sbires Bruno et David (dont Bruno, son Bras droit).');
    expect(told.vis).toEqual({ to: 'players', ids: ['Ana', 'Bruno', 'David'].map((n) => t.id(n)) });
  });

  it('the Bras droit picks his own, unknown to the Parrain and other than the Parrain’s (000:449)', () => {
    const t = new Table({ seats: MAFIA, posts: POSTS, options: { sbires: 2 } });
    t.until('sbires').play('sbires', ['David', 'Emma']);
    expect(t.step).toBe('sbires');
    expect(t.wakes.map((id) => t.name(id))).toEqual(['Bruno']);
    expect(t.candidates).toEqual(['Farid', 'Gaëlle', 'Hugo']);
    t.play('sbires', ['Farid']);
    const told = t.events('sbires').at(-1)!;
    expect(told.text).toBe('Bruno a pour sbires Farid.');
    expect(told.vis).toEqual({ to: 'players', ids: [t.id('Bruno'), t.id('Farid')] });
  });

  it('with no sbire granted the Parrain still meets his Bras droit; the Bras droit’s call has no effect; with no Parrain dealt the calls are still read', () => {
    const t = new Table({ seats: MAFIA, posts: POSTS, options: { sbires: 0 } });
    t.until('sbires');
    expect(t.call.inert).toBeNull();
    expect(t.call.line).toBe(
      'Le Parrain ouvre les yeux. Puis je touche la tête de son Bras droit et de ses sbires\u00a0: ils ouvrent les yeux et se reconnaissent.',
    );
    t.play('sbires', []);
    expect(t.call.inert).toBe('aucun sbire accordé');
    const u = new Table({ seats: MAFIA.map(([p]) => [p, 'sans-effet'] as [string, string]), posts: POSTS });
    u.until('sbires');
    expect(u.call.inert).toBe('personne n’a la carte Parrain');
    u.pass('sbires');
    expect(u.call.inert).toBe('personne n’a la carte Bras droit');
  });
});
