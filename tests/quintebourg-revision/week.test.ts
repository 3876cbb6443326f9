/**
 * The revision's week (001:1-3, 219-237): the Monday/Thursday table as the
 * book prints it, a default for the other nights keeping each call's nights
 * per week, no night before Sunday's fête, and the MJ's edits of which nights
 * a call happens on, at the setup and during the game, logged.
 */
import { describe, expect, it } from 'vitest';
import { nightCalls, nightsPerWeek } from '../../src/engine/week';
import { EDITABLE, WEEK } from '../../src/rulesets/quintebourg-revision/week';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable } from './table';

const monday = () => nightCalls(WEEK, 'lundi')!.map((c) => c.step);

describe('the night table (001:219-237)', () => {
  it('plays Monday’s calls in the book’s order, the map before the rapace and the attack, the Ingénieure after it', () => {
    expect(monday()).toEqual([
      'fantomes',
      'reptiliens',
      'amoureux',
      'marchand-de-sable',
      'reporter',
      'cambrioleur',
      'psychopathe',
      'querelle',
      'cortex',
      'orphee',
      'sirene',
      'laura',
      'amoureux-nuit',
      'carte',
      'rapace',
      'attaque',
      'ingenieure',
      'couples',
    ]);
    // Thursday: Freyja's adoration where Monday has Minus and Cortex (001:229).
    expect(nightCalls(WEEK, 'jeudi')!.map((c) => c.step)).toEqual(
      monday().map((s) => (s === 'cortex' ? 'adoration' : s)),
    );
  });

  it('keeps each call’s « N nuits par semaine » in the default week (001:84, 121-137, 217-218)', () => {
    const nights = (step: string) => nightsPerWeek(WEEK, step);
    expect(
      [
        'reporter',
        'cambrioleur',
        'querelle',
        'rapace',
        'ingenieure',
        'sculpture',
        'allumeuse',
        'reve',
        'cauchemar',
      ].map(nights),
    ).toEqual(Array(9).fill(2));
    expect(['psychopathe', 'cortex'].map(nights)).toEqual([3, 3]);
    expect(['caricature', 'farce', 'adoration'].map(nights)).toEqual([1, 1, 1]);
    expect(
      ['fantomes', 'reptiliens', 'amoureux', 'marchand-de-sable', 'orphee', 'sirene', 'laura', 'attaque'].map(nights),
    ).toEqual(Array(8).fill(6));
    expect(nightCalls(WEEK, 'dimanche')).toBeNull();
  });

  it('lets the MJ move every call but the map and the attack', () => {
    expect(EDITABLE).not.toContain('carte');
    expect(EDITABLE).not.toContain('attaque');
    expect(EDITABLE).toContain('psychopathe');
  });
});

describe('the week in a game (001:1-3)', () => {
  it('starts on a Monday; Saturday’s day is followed by Sunday’s fête, with no night before it (001:3)', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    expect(t.publicView().weekday).toBe('lundi');
    t.toDay(6, 'day');
    expect(t.publicView().weekday).toBe('samedi');
    t.toDay(7, 'day');
    expect(t.state.clock.phase).toBe('day');
    expect(t.step).toBe('fete');
    expect(t.publicView().blocks[0]).toMatchObject({ kind: 'banner', title: 'Dimanche\u00a0: la fête au village' });
  });

  it('the MJ moves a call at the setup: the Psychopathe on Tuesday instead of Saturday; the edit is logged for the MJ', () => {
    const t = new RevisionTable({
      seats: seats({ 3: ['villageois', 'psychopathe'] }),
      posts: POSTS,
      options: PLAIN,
      stopAt: 'semaine',
    });
    t.play('semaine', true).play('semaine-appel', 'psychopathe');
    expect(t.call.line).toContain('Nuits choisies\u00a0: lundi, jeudi et samedi (3 nuits)');
    t.play('semaine-jours', 'samedi').play('semaine-jours', 'mardi').play('semaine-jours', 'valider');
    expect(t.rs.nights).toEqual({ psychopathe: ['lundi', 'mardi', 'jeudi'] });
    expect(t.events('semaine').map((e) => [e.vis.to, e.text])).toEqual([
      ['mj', 'La semaine change\u00a0: «\u00a0Le Psychopathe\u00a0» a lieu le lundi, le mardi et le jeudi.'],
    ]);
    t.play('semaine', false).dayZero().toDay(2);
    expect(t.state.agenda.map((a) => a.step)).toContain('psychopathe');
    t.toDay(6);
    expect(t.state.agenda.map((a) => a.step)).not.toContain('psychopathe');
  });

  it('the MJ moves a call during the game (« Modifier la semaine »), from the next nightfall', () => {
    const t = new RevisionTable({ seats: seats({ 3: ['villageois', 'reporter'] }), posts: POSTS, options: PLAIN });
    t.toDay(1, 'day');
    t.invoke('semaine', 'reporter');
    expect(t.step).toBe('semaine-jours');
    t.play('semaine-jours', 'jeudi').play('semaine-jours', 'mardi').play('semaine-jours', 'valider');
    // The edit is over: back to the call it interrupted (the action is there for another one).
    expect(t.step).toBe('aube');
    t.toDay(2);
    expect(t.state.agenda.map((a) => a.step)).toContain('reporter');
    t.toDay(4);
    expect(t.state.agenda.map((a) => a.step)).not.toContain('reporter');
  });

  it('an edit cancelled during the game goes back to the call it interrupted, the week unchanged', () => {
    const t = new RevisionTable({ seats: seats({ 3: ['villageois', 'reporter'] }), posts: POSTS, options: PLAIN });
    t.toDay(1, 'day');
    const before = t.step;
    t.invoke('semaine', 'reporter').play('semaine-jours', 'jeudi').play('semaine-jours', 'annuler');
    expect(t.step).toBe(before);
    expect(t.rs.nights).toBeUndefined();
  });

  it('an edit cancelled leaves the week as it was', () => {
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN, stopAt: 'semaine' });
    t.play('semaine', true)
      .play('semaine-appel', 'laura')
      .play('semaine-jours', 'lundi')
      .play('semaine-jours', 'annuler')
      .play('semaine', false);
    expect(t.rs.nights).toBeUndefined();
  });
});
