/**
 * Minus and Cortex (000_a045abd3825f1297.txt:276-282, 739): Cortex steals a
 * coin or charms, then names Minus's target; Minus picks one of the two names,
 * and fails if he takes Cortex's; the pot of a paying vote (000:687); Skadi in
 * their camp (000:345, 357-359).
 */
import { describe, expect, it } from 'vitest';
import { seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

const POSTS = { notaire: 'Hugo', president: 'Gaëlle', senateur: 'Farid', procureur: 'Ana' };

function seats(over: Record<number, [string, string]> = {}): [string, string][] {
  const out: [string, string][] = seatsV({ 3: ['cortex', 'sans-effet'], 4: ['minus', 'sans-effet'] });
  for (const [i, s] of Object.entries(over)) out[Number(i)] = s;
  return out;
}

describe('Cortex (000:276-278)', () => {
  it('steals a coin or charms anyone but his camp, then names another target for Minus', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('cortex');
    expect(t.wakes).toEqual([t.id('David')]);
    const aimed = t.options.filter((o) => o !== 'rien').map((o) => t.name(o.split(':')[1]!));
    expect([...new Set(aimed)]).toEqual(['Ana', 'Bruno', 'Chloé', 'Farid', 'Gaëlle', 'Hugo']);
    t.play('cortex', t.opt('vol', 'Farid'));
    expect(t.step).toBe('cortex-minus');
    expect(t.candidates).toEqual(['Ana', 'Bruno', 'Chloé', 'Gaëlle', 'Hugo']);
    expect(t.refusal('cortex-minus', ['Farid'])).toBe(
      'Farid est déjà la cible de Cortex\u00a0: celle de Minus est une autre personne.',
    );
    t.play('cortex-minus', ['Hugo']);
    expect([t.coins('Farid'), t.coins('David')]).toEqual([2, 4]);
    expect(t.invariants()).toEqual([]);
  });

  it('never aims at someone the table believes dead: an executed player in a secret coma (000:495)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Hugo', Chloé: 'Hugo' }));
    t.until('bourreau').play('bourreau', ['Hugo']);
    expect(t.health('Hugo')).toBe('C');
    t.until('cortex');
    expect(t.options.some((o) => o.endsWith(t.id('Hugo')))).toBe(false);
  });

  it('charms: the charmed is counted for the camp’s goal (000:142)', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('cortex').play('cortex', t.opt('charme', 'Gaëlle')).play('cortex-minus', ['Hugo']);
    expect(t.rs.charmed).toEqual([t.id('Gaëlle')]);
  });

  it('a thief finds nothing on a player without coins', () => {
    const t = new Table({ seats: seats(), posts: POSTS, options: { pieces: 0 } });
    t.until('cortex').play('cortex', t.opt('vol', 'Farid')).play('cortex-minus', ['Hugo']);
    expect(t.texts('mc')).toEqual(['Farid n’a pas de pièce à voler.']);
    expect(t.coins('David')).toBe(0);
  });
});

describe('Minus (000:280-282)', () => {
  it('is shown both names; taking Cortex’s target fails, and only Minus is told', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('cortex').play('cortex', t.opt('charme', 'Hugo')).play('cortex-minus', ['Farid']);
    t.until('minus');
    expect(t.call.line).toBe(
      'Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex\u00a0: Farid et Hugo. Laquelle prend-il, et pour voler ou charmer\u00a0?',
    );
    expect(t.options).toEqual([
      'rien',
      t.opt('vol', 'Farid'),
      t.opt('charme', 'Farid'),
      t.opt('vol', 'Hugo'),
      t.opt('charme', 'Hugo'),
    ]);
    expect(t.refusal('minus', t.opt('charme', 'Gaëlle'))).toBe('Choisissez une des options proposées.');
    t.play('minus', t.opt('vol', 'Hugo'));
    expect(t.coins('Hugo')).toBe(3);
    expect(t.coins('Emma')).toBe(3);
    const failed = t.events('mc').at(-1)!;
    expect(failed.text).toBe('Minus a pris la cible de Cortex (Hugo)\u00a0: son action échoue.');
    expect(failed.vis).toEqual({ to: 'players', ids: [t.id('Emma')] });
  });

  it('taking the other name works', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('cortex').play('cortex', t.opt('charme', 'Hugo')).play('cortex-minus', ['Farid']);
    t.until('minus').play('minus', t.opt('charme', 'Farid'));
    expect(t.rs.charmed).toEqual([t.id('Hugo'), t.id('Farid')]);
  });

  it('has nothing to do when Cortex named nobody', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('cortex').play('cortex', 'rien');
    t.until('minus');
    expect(t.call.inert).toBe('Cortex n’a désigné personne');
  });
});

describe('a last mark (no deadlock)', () => {
  it('with one name left, Cortex names nobody for Minus, who is shown that name alone', () => {
    const t = new Table({
      seats: [
        ['reptilienne-alpha', 'sans-effet'],
        ['villageois', 'sans-effet'],
        ['cortex', 'sans-effet'],
        ['minus', 'sans-effet'],
        ['seth', 'sans-effet'],
        ['fennec', 'sans-effet'],
      ],
    });
    t.until('aube').invoke('fennec', ['Ana']);
    t.until('vote').play('vote', t.ballots({ Chloé: 'Bruno', David: 'Bruno', Emma: 'Bruno' }));
    t.until('vote').play('vote', t.ballots({ Chloé: 'Farid', David: 'Farid', Emma: 'Farid' }));
    expect(['Ana', 'Bruno', 'Farid'].map((n) => t.health(n))).toEqual(['Q', 'Q', 'Q']);
    t.until('cortex').play('cortex', t.opt('charme', 'Emma'));
    expect(t.candidates).toEqual([]);
    t.play('cortex-minus', []);
    t.until('minus');
    expect(t.call.line).toBe(
      'Minus ouvre les yeux. Cortex n’a pu désigner qu’une cible\u00a0: Emma. La prend-il (il échouerait), ou rien\u00a0?',
    );
    expect(t.options).toEqual(['rien', t.opt('vol', 'Emma'), t.opt('charme', 'Emma')]);
  });
});

describe('the pot of a paying vote (000:687)', () => {
  it('Cortex may take a coin from it; Minus fails if he picks it too', () => {
    const t = new Table({ seats: seats(), posts: POSTS });
    t.until('loi').play('loi', 'payant-cagnotte').play('senat', true);
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo', Chloé: 'Hugo', Farid: 'Hugo' }));
    expect(t.rs.coins.pot).toBe(3);
    t.until('cortex');
    expect(t.options).toContain('vol:cagnotte');
    t.play('cortex', 'vol:cagnotte').play('cortex-minus', ['Gaëlle']);
    expect(t.rs.coins.pot).toBe(2);
    expect(t.coins('David')).toBe(4);
    t.until('minus');
    expect(t.call.line).toBe(
      'Minus ouvre les yeux. Je lui montre les deux cibles choisies par Cortex\u00a0: la cagnotte et Gaëlle. Laquelle prend-il, et pour voler ou charmer\u00a0?',
    );
    t.play('minus', 'vol:cagnotte');
    expect(t.rs.coins.pot).toBe(2);
    expect(t.texts('mc').at(-1)).toBe('Minus a pris la cible de Cortex (la cagnotte)\u00a0: son action échoue.');
    expect(t.invariants()).toEqual([]);
  });
});

describe('Skadi with Minus and Cortex (000:345, 357-359)', () => {
  const SKADI = seats({ 5: ['skadi', 'sans-effet'] });

  it('after her reboot into their camp, their next phase has two rounds; she wakes with Cortex but neither steals nor charms', () => {
    const t = new Table({ seats: SKADI, posts: POSTS });
    t.until('skadi').play('skadi', 'reboot:mc');
    expect(t.rs.mcDouble).toBe(true);
    t.until('cortex');
    expect(t.state.clock.day).toBe(5);
    expect(t.wakes).toEqual([t.id('David'), t.id('Farid')]);
    expect(t.call.line).toBe(
      'Cortex ouvre les yeux. Grâce à Skadi, il désigne deux fois une cible (vol d’une pièce ou charme) puis la cible de Minus.',
    );
    t.play('cortex', t.opt('charme', 'Gaëlle')).play('cortex-minus', ['Hugo']);
    expect(t.step).toBe('cortex');
    t.play('cortex', t.opt('charme', 'Ana')).play('cortex-minus', ['Bruno']);
    expect(t.rs.mcDouble).toBe(false);
    t.until('minus').play('minus', t.opt('charme', 'Hugo'));
    expect(t.step).toBe('minus');
    t.play('minus', t.opt('charme', 'Bruno'));
    expect(t.rs.charmed).toEqual([t.id('Gaëlle'), t.id('Ana'), t.id('Hugo'), t.id('Bruno')]);
  });

  it('the doubled phase is spent even when Cortex lets it go', () => {
    const t = new Table({ seats: SKADI, posts: POSTS });
    t.until('skadi').play('skadi', 'reboot:mc');
    t.until('cortex').play('cortex', 'rien');
    expect(t.rs.mcDouble).toBe(false);
  });

  it('joining them by pointing at Cortex doubles only with the option skadiMC « toujours »', () => {
    const t = new Table({ seats: SKADI, posts: POSTS });
    t.until('skadi').play('skadi', t.opt('joueur', 'David'));
    expect(t.rs.camps[t.id('Farid')]).toEqual(['mc']);
    expect(t.rs.mcDouble).toBe(false);
    const u = new Table({ seats: SKADI, posts: POSTS, options: { skadiMC: 'toujours' } });
    u.until('skadi').play('skadi', u.opt('joueur', 'David'));
    expect(u.rs.mcDouble).toBe(true);
  });
});
