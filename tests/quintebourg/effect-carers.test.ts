/**
 * The carers (000_a045abd3825f1297.txt:375-383, 110, 616): two nights a week
 * each name (row K, 000:747, 771, 795) chooses the Espion (look at the cards
 * of a patient or of a dead player at the morgue) or the Poison (a patient
 * loses one step; a Q only once someone came back from Q).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { NURSES } from '../../src/rulesets/quintebourg/roles';
import { calledOn, nightsPerWeek } from '../../src/rulesets/quintebourg/week';
import { QuintebourgTable as Table } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha) and Bruno; Chloé the médecin; David the Chirurgien (Monday, Thursday). */
function table(): Table {
  return new Table({
    seats: seatsV({ 1: ['reptilien', 'coriace'], 3: ['villageois', 'chirurgien'] }),
    posts: POSTS,
  });
}

describe('the carers’ calendar (000:377, 747, 771, 795)', () => {
  it('each of the five names is called on two nights a week, its own (000:377, 747, 771, 795)', () => {
    expect(NURSES.map((c) => nightsPerWeek(c))).toEqual([2, 2, 2, 2, 2]);
    const names = ['chirurgien', 'brancardier', 'infirmier', 'anesthesiste', 'pharmacien'];
    // Thursday, Friday, Saturday, then Monday, Tuesday, Wednesday (day 4 is the fête).
    expect([1, 2, 3, 5, 6, 7].map((d) => names.filter((c) => calledOn(d, c)))).toEqual([
      ['chirurgien', 'brancardier'],
      ['infirmier'],
      ['anesthesiste', 'pharmacien'],
      ['chirurgien'],
      ['infirmier', 'anesthesiste'],
      ['brancardier', 'pharmacien'],
    ]);
  });
});

describe('the Espion (000:379, 110)', () => {
  it('shows the carer every card of a patient at the hospital (000:379)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Bruno', 'B');
    t.until('chirurgien').play('chirurgien', 'espion').play('soin', ['Bruno']);
    expect(t.texts('espion')).toEqual(['Chirurgien regarde les cartes de Bruno\u00a0: Reptilien, Coriace.']);
    // The cards are shown in silence (a note); only « Puis il se rendort » is read aloud.
    expect([t.step, t.call.notes, t.call.line]).toEqual([
      'resultat',
      ['Je lui montre les cartes de Bruno\u00a0: Reptilien, Coriace.'],
      'Puis il se rendort.',
    ]);
    expect(t.events('espion')[0]!.vis).toEqual({ to: 'players', ids: [t.id('David')] });
  });

  it('and of a dead player at the morgue; never of a player who is neither (000:110, 379)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Emma', 'M');
    t.until('chirurgien').play('chirurgien', 'espion');
    expect(t.candidates).toEqual(['Emma']);
    expect(t.refusal('soin', ['Hugo'])).toBe('Hugo est indemne\u00a0: ni à l’hôpital ni à la morgue.');
    t.play('soin', ['Emma']);
    expect(t.texts('espion')).toEqual([
      'Chirurgien regarde les cartes d’Emma (à la morgue)\u00a0: Villageois, Sans effet.',
    ]);
  });
});

describe('the Poison (000:381-383, 89)', () => {
  it('a patient loses one step (000:381)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Emma', 'B');
    t.until('chirurgien').play('chirurgien', 'poison').play('soin', ['Emma']);
    expect(t.health('Emma')).toBe('C');
    expect(t.events('health').map((e) => e.data)).toEqual([
      { player: t.id('Emma'), from: 'B', to: 'C', cause: 'poison' },
    ]);
    expect(t.texts('poison')).toEqual(['Chirurgien empoisonne Emma, qui passe de Blessé à Coma.']);
  });

  it('a Q only once someone has come back from Q; then the Q dies (000:383)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Emma', 'Q');
    t.until('chirurgien');
    // Emma is the only patient: she may be spied on, not poisoned.
    expect(t.options).toEqual(['rien', 'espion']);
    const u = table();
    u.until('reptiliens');
    hurt(u, 'Emma', 'Q');
    u.state = produce(u.state, (d) => {
      d.rs.returned = true;
    });
    u.until('chirurgien').play('chirurgien', 'poison').play('soin', ['Emma']);
    expect(u.health('Emma')).toBe('M');
  });

  it('nobody standing outside the hospital can be poisoned (000:381)', () => {
    const t = table();
    t.until('reptiliens');
    hurt(t, 'Emma', 'B');
    t.until('chirurgien').play('chirurgien', 'poison');
    expect(t.refusal('soin', ['Hugo'])).toBe('Hugo est indemne\u00a0: le poison ne vise qu’un patient de l’hôpital.');
    // With nobody at the hospital, only « Rien » is offered.
    const u = table();
    u.until('chirurgien');
    expect(u.options).toEqual(['rien']);
    expect(u.refusal('chirurgien', 'poison')).toBe('Choisissez une des options proposées.');
  });
});

describe('the carers at work (000:616)', () => {
  it('are neither at home nor in the rooms at the time of the attack (000:616)', () => {
    const t = table();
    t.until('reptiliens').play('reptiliens', t.opt('house', 'David'));
    hurt(t, 'Emma', 'B');
    t.until('chirurgien').play('chirurgien', 'espion').play('soin', ['Emma']);
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'away' });
    expect(t.call.notes).toEqual([
      'Dans la maison de David, il n’y a que le camp des attaquants (Ana et Bruno)\u00a0: l’attaque échoue.',
    ]);
    expect(t.health('David')).toBe('I');
  });

  it('a carer who does nothing stays at home (000:616)', () => {
    const t = table();
    t.until('chirurgien').play('chirurgien', 'rien');
    t.until('dodo').play('dodo');
    expect(t.rs.night.map![t.id('David')]).toEqual({ kind: 'house', owner: t.id('David') });
  });
});
