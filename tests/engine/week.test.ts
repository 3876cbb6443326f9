/**
 * The engine's week (src/engine/week.ts): night tables as rows of calls with
 * their weekdays, « N nuits par semaine », per-game edits held in the state,
 * weekly limits. An inline tiny week, shaped like Quinte-bourg's (000:736-805:
 * six weekday columns, no night before Sunday; 001:219-237: one table whose
 * other days the MJ edits).
 */
import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../src/engine';
import {
  calledOn,
  editRefusal,
  nightCalls,
  nightRows,
  nightsPerWeek,
  nightsThisWeek,
  recordNight,
  weekFull,
  weekOf,
  weekSteps,
  withEdit,
  type Week,
} from '../../src/engine/week';

type C = { step: string };
const NIGHTS: Weekday[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const WEEK: Week<C> = {
  day1: 'jeudi',
  nights: NIGHTS,
  rows: [
    { row: 'A', label: 'Tous les soirs', calls: [{ call: { step: 'garde' }, days: NIGHTS }] },
    {
      row: 'B',
      label: 'Deux nuits chacun',
      calls: [
        { call: { step: 'voyante' }, days: ['lundi', 'jeudi'] },
        { call: { step: 'voleur' }, days: ['mardi', 'vendredi'] },
      ],
    },
    { row: 'C', label: 'L’attaque', calls: [{ call: { step: 'attaque' }, days: NIGHTS }] },
  ],
};

describe('a week of night tables', () => {
  it('hands each night its own list: writing into one changes neither the table nor the next night (the table is worked out once)', () => {
    const first = nightCalls(WEEK, 'lundi')!;
    first.splice(0, first.length, { step: 'intrus' });
    expect(nightCalls(WEEK, 'lundi')!.map((c) => c.step)).toEqual(['garde', 'voyante', 'attaque']);
    expect(nightCalls(WEEK, 'lundi')).not.toBe(nightCalls(WEEK, 'lundi'));
    // An edit is read each time: an edited night is never the table's kept one.
    expect(nightCalls(WEEK, 'lundi', { voyante: ['mardi'] })!.map((c) => c.step)).toEqual(['garde', 'attaque']);
    expect(nightCalls(WEEK, 'lundi')!.map((c) => c.step)).toEqual(['garde', 'voyante', 'attaque']);
  });

  it('plays a weekday’s calls row by row, and no night before Sunday (000:56)', () => {
    expect(nightCalls(WEEK, 'lundi')!.map((c) => c.step)).toEqual(['garde', 'voyante', 'attaque']);
    expect(nightCalls(WEEK, 'mardi')!.map((c) => c.step)).toEqual(['garde', 'voleur', 'attaque']);
    expect(nightCalls(WEEK, 'mercredi')!.map((c) => c.step)).toEqual(['garde', 'attaque']);
    expect(nightCalls(WEEK, 'dimanche')).toBeNull();
    expect(nightRows(WEEK, 'mercredi')!.map((r) => [r.row, r.calls])).toEqual([
      ['A', ['garde']],
      ['B', []],
      ['C', ['attaque']],
    ]);
  });

  it('counts « N nuits par semaine » and answers by day number from day 1’s weekday', () => {
    expect(nightsPerWeek(WEEK, 'garde')).toBe(6);
    expect(nightsPerWeek(WEEK, 'voyante')).toBe(2);
    // Day 1 is a Thursday: days 1 and 5 are Thursday and Monday.
    expect([1, 2, 3, 4, 5, 6].filter((d) => calledOn(WEEK, d, 'voyante'))).toEqual([1, 5]);
    expect(weekSteps(WEEK)).toEqual(['garde', 'voyante', 'voleur', 'attaque']);
  });

  it('takes the MJ’s edits for one game: a call moved to other nights keeps its place in its row', () => {
    const edits = withEdit(WEEK, undefined, 'voyante', ['samedi', 'mercredi', 'lundi']);
    expect(edits).toEqual({ voyante: ['lundi', 'mercredi', 'samedi'] });
    expect(nightCalls(WEEK, 'mercredi', edits)!.map((c) => c.step)).toEqual(['garde', 'voyante', 'attaque']);
    expect(nightCalls(WEEK, 'jeudi', edits)!.map((c) => c.step)).toEqual(['garde', 'attaque']);
    expect(nightsPerWeek(WEEK, 'voyante', edits)).toBe(3);
    // Set back to the table's nights, the edit is dropped; other edits stay.
    const both = withEdit(WEEK, edits, 'voleur', ['samedi']);
    expect(withEdit(WEEK, both, 'voyante', ['jeudi', 'lundi'])).toEqual({ voleur: ['samedi'] });
  });

  it('refuses an edit of an unknown call, of Sunday, or naming a day twice, in French', () => {
    expect(editRefusal(WEEK, 'sorciere', ['lundi'])).toBe('« sorciere » n’est pas un appel du tableau de nuit.');
    expect(editRefusal(WEEK, 'voyante', ['dimanche'])).toBe('Pas de nuit avant dimanche.');
    expect(editRefusal(WEEK, 'voyante', ['lundi', 'lundi'])).toBe('Un même jour est donné deux fois.');
    expect(editRefusal(WEEK, 'voyante', ['lundi', 'samedi'])).toBeNull();
  });

  it('keeps a weekly limit on the current week’s nights (Minus and Cortex, 000:278)', () => {
    // Weeks run Monday to Sunday: with day 1 a Thursday, days 1-4 are week 0, days 5-11 week 1.
    expect([1, 4, 5, 11, 12].map((d) => weekOf(d, 'jeudi'))).toEqual([0, 0, 1, 1, 2]);
    const weekly: Record<string, number[]> = {};
    for (const d of [1, 2, 3]) recordNight(weekly, 'p1/cortex', d, 'jeudi');
    recordNight(weekly, 'p1/cortex', 3, 'jeudi');
    expect(weekly['p1/cortex']).toEqual([1, 2, 3]);
    expect(weekFull(weekly, 'p1/cortex', { day: 3, day1: 'jeudi', limit: 3 })).toBe(
      'déjà 3 nuits cette semaine (jeudi, vendredi, samedi)',
    );
    expect(weekFull(weekly, 'p1/cortex', { day: 3, day1: 'jeudi', limit: 4 })).toBeNull();
    expect(weekFull(weekly, 'p1/cortex', { day: 3, day1: 'jeudi', limit: null })).toBeNull();
    // A new week forgets the last one.
    recordNight(weekly, 'p1/cortex', 5, 'jeudi');
    expect(weekly['p1/cortex']).toEqual([5]);
    expect(nightsThisWeek(weekly, 'p1/cortex', 6, 'jeudi')).toEqual([5]);
    expect(nightsThisWeek(weekly, 'constructor', 6, 'jeudi')).toEqual([]);
  });
});
