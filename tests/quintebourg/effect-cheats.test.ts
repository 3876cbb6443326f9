/**
 * The Tricheur, the Brigand and the Hackeur (000_a045abd3825f1297.txt:389-397):
 * two nights a week each (row S, 000:755, 779, 803), a larcin (half the coins
 * of a house or a room, rounded up, some handed on at once) or a trucage (the
 * C, Q and M all vote against a target at the next vote).
 */
import { describe, expect, it } from 'vitest';
import { CHEATS } from '../../src/rulesets/quintebourg/roles';
import { calledOn, nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, purse, seatsV } from './fixtures';

/** Mode V, three coins each: David is the Tricheur (Monday, Thursday); Emma may be Laura de la Riponne. */
function table(laura = false): Table {
  return new Table({
    seats: seatsV({ 3: ['villageois', 'tricheur'], 4: ['villageois', laura ? 'laura' : 'sans-effet'] }),
    posts: POSTS,
  });
}

describe('the cheats’ calendar (000:391, 755, 779, 803)', () => {
  it('each name on two nights a week (000:391, 755, 779, 803)', () => {
    expect(CHEATS.map((c) => nightsPerWeek(c))).toEqual([2, 2, 2]);
    expect([1, 2, 3, 5, 6, 7].map((d) => CHEATS.filter((c) => calledOn(d, c)))).toEqual([
      ['tricheur'],
      ['brigand'],
      ['hacker'],
      ['tricheur'],
      ['brigand'],
      ['hacker'],
    ]);
  });
});

describe('the larcin (000:393)', () => {
  it('takes half the coins of the occupants, rounded up (000:393)', () => {
    const t = table(true);
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('house', 'Hugo'));
    // Emma (3, squatting) and Hugo (3): 3 taken, one at a time from the richest.
    expect(t.texts('larcin')).toEqual(['Larcin, la maison d’Hugo\u00a0: 3 pièces sur 6.']);
    expect([t.coins('David'), t.coins('Emma'), t.coins('Hugo')]).toEqual([6, 1, 2]);
  });

  it('an odd purse: 3 coins give 2; an empty house gives nothing (000:393)', () => {
    const t = table();
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('house', 'Gaëlle'));
    expect([t.coins('David'), t.coins('Gaëlle')]).toEqual([5, 1]);
    const u = table();
    u.until('reptiliens');
    hurt(u, 'Emma', 'C');
    u.until('tricheur').play('tricheur', 'larcin').play('larcin', u.opt('house', 'Emma'));
    expect(u.texts('larcin')).toEqual(['Larcin, la maison d’Emma\u00a0: 0 pièce sur 0.']);
  });

  it('a hospital room: the patient’s coins went with him (000:561)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Farid', 'B');
    purse(t, 'Farid', 5);
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('room', 'Farid'));
    expect([t.coins('David'), t.coins('Farid')]).toEqual([6, 2]);
  });

  it('the thief may hand the loot on at once, to several people, never more than he took (000:393)', () => {
    const t = table(true);
    t.until('laura').play('laura', t.id('Hugo'));
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('house', 'Hugo'));
    expect([t.step, t.call.notes, t.call.line]).toEqual([
      'resultat',
      ['Je lui indique son butin\u00a0: 3 pièces.'],
      '',
    ]);
    t.play('resultat');
    expect(t.step).toBe('larcin-don');
    t.play('larcin-don', ['Gaëlle']);
    expect(t.refusal('larcin-montant', 4)).toBe('Entrez un nombre entre 1 et 3.');
    t.play('larcin-montant', 2);
    expect(t.call.line).toBe('Veut-il redonner tout ou partie du butin (1 pièce) à quelqu’un\u00a0?');
    t.play('larcin-don', ['Farid']).play('larcin-montant', 1);
    expect([t.coins('David'), t.coins('Gaëlle'), t.coins('Farid')]).toEqual([3, 5, 4]);
    expect(t.step).not.toBe('larcin-don');
  });

  it('the richest citizen of the day stays protected that night, though robbed (000:393, 563)', () => {
    const t = table();
    t.until('plus-riche');
    purse(t, 'Hugo', 6);
    t.play('plus-riche');
    // Nights 2 and 3 have the Brigand and the Hackeur; the Tricheur comes back on Monday, day 5.
    t.until('tombee');
    while (t.state.clock.day < 5) t.until('tombee', 400).play('tombee');
    t.until('reptiliens').play('reptiliens', t.opt('house', 'Hugo'));
    t.until('tricheur').play('tricheur', 'larcin').play('larcin', t.opt('house', 'Hugo'));
    expect(t.texts('attaque').slice(-1)[0]).toMatch(/plus riche citoyen.*repousse/);
    // The attackers spent the night in Hugo's house too: 6 (Hugo) + 3 + 3 coins there, 6 taken.
    expect(t.texts('larcin')).toEqual(['Larcin, la maison d’Hugo\u00a0: 6 pièces sur 12.']);
    expect([t.coins('Hugo'), t.coins('Ana'), t.coins('Bruno'), t.coins('David')]).toEqual([2, 2, 2, 9]);
    expect(t.rs.richest).toBe(t.id('Hugo'));
  });
});

describe('the trucage (000:395-397)', () => {
  it('at the next vote, the C, Q and M all vote against the target, revealed at the end (000:397)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Farid', 'C');
    hurt(t, 'Gaëlle', 'Q');
    t.until('tricheur').play('tricheur', 'trucage');
    // Gaëlle is believed dead: no trucage against her.
    expect(t.candidates).not.toContain('Gaëlle');
    expect(t.rejection('trucage', ['Gaëlle'])).toMatchObject({
      reason: 'Tout le village croit Gaëlle mort·e.',
      rule: '000:78',
    });
    t.play('trucage', ['Hugo']);
    expect(t.rs.trucage).toBe(t.id('Hugo'));
    expect(t.texts('trucage')).toEqual([
      'Trucage\u00a0: au prochain vote, les voix des joueurs dans le coma, quasi-morts ou morts iront contre Hugo.',
    ]);
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo', Bruno: 'Ana', Chloé: 'Bruno' }));
    t.until('depouillement');
    expect(t.call.notes).toEqual([
      'Votes\u00a0: Hugo (1), Ana (1), Bruno (1) — 3 blancs.',
      'Les voix truquées (coma, quasi-morts et morts)\u00a0: Hugo (2).',
      'Total\u00a0: Hugo (3), Ana (1), Bruno (1) — 3 blancs.',
    ]);
    expect(t.health('Hugo')).toBe('Q');
  });
});

describe('the larcin on the pot of a paying vote (« clepto », 000:687)', () => {
  it('the Brigand may rob the pot: half of it, rounded up, then hand some on (000:393, 687)', () => {
    const t = new Table({
      seats: seatsV({ 3: ['villageois', 'brigand'] }),
      posts: POSTS,
    });
    t.until('loi').play('loi', 'payant-cagnotte').play('senat', true);
    t.until('vote').play('vote', t.ballots({ Ana: 'Hugo', Chloé: 'Hugo', Farid: 'Hugo' }));
    expect(t.rs.coins.pot).toBe(3);
    // Friday's night: the Brigand's row S (000:779).
    t.until('brigand').play('brigand', 'larcin');
    expect(t.options).toContain('cagnotte');
    t.play('larcin', 'cagnotte');
    expect(t.rs.coins.pot).toBe(1);
    expect(t.coins('David')).toBe(5);
    expect(t.texts('larcin').at(-1)).toBe('Larcin, la cagnotte\u00a0: 2 pièces sur 3.');
    t.until('larcin-don').play('larcin-don', ['Emma']).play('larcin-montant', 1);
    expect([t.coins('David'), t.coins('Emma')]).toEqual([4, 4]);
    expect(t.invariants()).toEqual([]);
  });

  it('without a pot, the larcin offers houses and rooms only (000:393)', () => {
    const t = table();
    t.until('tricheur').play('tricheur', 'larcin');
    expect(t.options).not.toContain('cagnotte');
    expect(t.refusal('larcin', 'cagnotte')).toBeTruthy();
  });
});
