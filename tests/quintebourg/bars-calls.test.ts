/**
 * Quinte-bourg's calls and invoked powers whose candidates are now their bars
 * (`engine/bars.ts`): an answer naming a seat left out is refused with that
 * bar's line of 000_a045abd3825f1297.txt (read from the refusal's data), not
 * a bare « ne peut pas ».
 */
import { describe, expect, it } from 'vitest';
import type { PlayerId, Rejection } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { ACTION_LINES } from '../../src/rulesets/quintebourg/lines';
import type { QActions } from '../../src/rulesets/quintebourg/types';
import { hurt, POSTS, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

/** The book line of a refusal (it must be a refusal). */
function line(out: Rejection): string | undefined {
  if (out.kind !== 'refused') throw new Error(`expected a refusal, got ${out.kind}`);
  return out.rule;
}

/** The line an invoked power's prompt gives for leaving `id` out (its call's own line is not the bar's). */
function barredLine(t: Table, action: QActions, id: PlayerId): string | undefined {
  const prompt = quintebourg.actions![action].prompt(t.state);
  if (prompt.kind !== 'players') throw new Error(`${action}: no players prompt`);
  return prompt.barred?.[id]?.rule;
}

describe('the invoked powers', () => {
  it('the assassin aims at someone else, and at no Q before the first return (000:104)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'assassin'] }), posts: POSTS });
    t.until('reptiliens');
    // Aiming at himself: no rule of its own, the call's line.
    expect(line(t.actionRejection('assassinat', [t.id('David')]))).toBe(ACTION_LINES.assassinat);
    hurt(t, 'Emma', 'Q');
    expect(line(t.actionRejection('assassinat', [t.id('Emma')]))).toBe('000:104');
    hurt(t, 'Farid', 'M');
    expect(line(t.actionRejection('assassinat', [t.id('Farid')]))).toBe('000:79');
  });

  it('Seth rids himself of a Reptilien only (000:288)', () => {
    const t = new Table({ seats: seatsV({ 3: ['seth', 'sans-effet'] }), posts: POSTS });
    t.until('reptiliens');
    expect(line(t.actionRejection('seth', [t.id('Hugo')]))).toBe('000:288');
    expect(barredLine(t, 'seth', t.id('Hugo'))).toBe('000:288');
    t.invoke('seth', [t.id('Bruno')]);
    expect(t.health('Bruno')).toBe('Q');
  });

  it('the black Reptilienne converts no one already a Reptilien (000:323)', () => {
    const t = new Table({ seats: seatsV({ 3: ['reptilienne-noire', 'sans-effet'] }), posts: POSTS });
    t.until('reptiliens');
    expect(line(t.actionRejection('noire', [t.id('Bruno')]))).toBe('000:323');
    expect(barredLine(t, 'noire', t.id('Bruno'))).toBe('000:323');
  });

  it('Sesiano converts someone else (000:266)', () => {
    const t = new Table({ seats: seatsV({ 7: ['sesiano', 'sans-effet'] }), posts: POSTS });
    t.until('reptiliens');
    expect(line(t.actionRejection('conversion', [t.id('Hugo')]))).toBe('000:266');
  });
});

describe('the night’s calls', () => {
  it('the corruption: someone standing, not a comatose (000:77), nor the boss himself (000:445)', () => {
    const t = new Table({
      seats: seatsV({ 3: ['villageois', 'parrain'], 4: ['villageois', 'bras-droit'] }),
      posts: POSTS,
    });
    t.until('sbires').play('sbires', [t.id('Farid')]);
    // The médecin is never a sbire (000:598), nor a boss (000:449).
    expect(line(t.rejection('sbires', [t.id('Chloé')]))).toBe('000:598');
    expect(line(t.rejection('sbires', [t.id('David')]))).toBe('000:449');
    expect(line(t.rejection('sbires', [t.id('Farid')]))).toBe('000:449');
    t.play('sbires', []);
    t.until('parrain').play('parrain', 'corrompre');
    expect(t.step).toBe('corruption');
    hurt(t, 'Hugo', 'C');
    expect(line(t.rejection('corruption', [t.id('Hugo')]))).toBe('000:77');
    expect(line(t.rejection('corruption', [t.id('David')]))).toBe('000:445');
  });

  it('the Espion looks at a patient or a dead player (000:379); the Poison harms a patient (000:383)', () => {
    const t = new Table({ seats: seatsV({ 3: ['villageois', 'chirurgien'] }), posts: POSTS });
    t.until('reptiliens');
    hurt(t, 'Emma', 'Q');
    t.until('chirurgien').play('chirurgien', 'espion');
    expect(line(t.rejection('soin', [t.id('Hugo')]))).toBe('000:379');
  });

  it('Minus’s target is another than Cortex’s (000:278), never one of their camp (000:142)', () => {
    const t = new Table({
      seats: seatsV({ 3: ['cortex', 'sans-effet'], 4: ['minus', 'sans-effet'] }),
      posts: POSTS,
    });
    t.until('cortex').play('cortex', `vol:${t.id('Farid')}`);
    expect(line(t.rejection('cortex-minus', [t.id('Farid')]))).toBe('000:278');
    expect(line(t.rejection('cortex-minus', [t.id('Emma')]))).toBe('000:142');
  });
});

/** The line the current call's prompt gives for leaving `who` out. */
function callBarred(t: Table, who: string): string | undefined {
  const prompt = t.call.prompt;
  if (prompt.kind !== 'players') throw new Error(`${t.step}: no players prompt`);
  return prompt.barred?.[t.id(who)]?.rule;
}

describe('the médecin and the Bourreau (000:251, 495)', () => {
  /** Bruno executed on day 1, up to the Bourreau's row A. */
  function executed(): Table {
    const t = new Table({ seats: seatsV({ 7: ['sesiano', 'sans-effet'] }), posts: POSTS });
    t.until('vote').play('vote', t.ballots({ Ana: 'Bruno', Bruno: 'Ana', Chloé: 'Bruno', David: 'Bruno' }));
    t.until('bourreau');
    return t;
  }

  it('the coma potion goes to one of the day’s executed (000:495)', () => {
    const t = executed();
    expect(t.candidates).toEqual(['Bruno']);
    expect(callBarred(t, 'Hugo')).toBe('000:495');
  });

  it('the remedy is tried on one the table believes dead (000:251)', () => {
    const t = executed();
    t.play('bourreau', []).until('medecin-remede');
    expect(t.candidates).toEqual(['Bruno']);
    expect(callBarred(t, 'Hugo')).toBe('000:251');
  });
});

describe('the artist’s resignation (000:419, 493)', () => {
  it('a post holder, not the médecin, who keeps the Bourreau’s post for good', () => {
    const t = new Table({ seats: seatsV({ 5: ['villageois', 'artiste'] }), posts: POSTS });
    t.until('artiste-demission');
    expect(line(t.rejection('artiste-demission', [t.id('Ana')]))).toBe('000:419');
    expect(line(t.rejection('artiste-demission', [t.id('Chloé')]))).toBe('000:493');
  });
});
