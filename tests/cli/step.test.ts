/**
 * `step RULESET STEP`: what a call accepts without a game at hand: its
 * prompts as met in seeded random games, its declared arguments, the book
 * lines its source cites, and whether it rolls when it comes up.
 */
import { describe, expect, it } from 'vitest';
import { citations } from '../../src/cli/sources';
import { stepInfo } from '../../src/cli/step-info';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const quick = { games: 40, ms: 20000 };

describe('step', () => {
  it('shows Jekyll’s call: its die on entry, the two prompts the die leads to, its lines (004:201-204)', () => {
    const info = stepInfo(thiercelieux, 'jekyll', quick);
    expect(info).toMatchObject({
      kind: 'step',
      title: 'Dr. Jekyll et Mr. Hyde',
      role: 'jekyll',
      onEntry: true,
      auto: false,
      args: 'aucun',
    });
    expect(info.book).toEqual(['004:201-204']);
    expect(info.source).toBe('src/rulesets/thiercelieux/steps/recueil/jekyll.ts');
    expect(info.kinds).toContain('players');
    const hyde = info.samples.find((s) => s.prompt.label === 'Victime de Mr. Hyde');
    expect(hyde?.prompt).toMatchObject({ kind: 'players', min: 1, max: 1 });
  });

  it('gives the arguments a call is scheduled with, an alias written out', () => {
    expect(stepInfo(thiercelieux, 'execution', { games: 0, ms: 0 }).args).toBe('{ target: PlayerId }');
    expect(stepInfo(thiercelieux, 'departage', { games: 0, ms: 0 }).args).toBe('Tied = { tied: PlayerId[] }');
    expect(stepInfo(quintebourg, 'corruption-cible', { games: 0, ms: 0 }).args).toBe(
      '{ boss: PlayerId; voter: PlayerId }',
    );
  });

  it('finds a step the family library writes for the ruleset (quintebourg-family)', () => {
    const info = stepInfo(quintebourg, 'don-montant', { games: 0, ms: 0 });
    expect(info.source).toBe('src/rulesets/quintebourg-family/coin-steps.ts');
    expect(info.book).toContain('000:561');
  });

  it('describes an order book with its kinds, and an action invoked at any moment', () => {
    const book = stepInfo(lychantropia, 'jour', { games: 3, ms: 20000 });
    expect(book).toMatchObject({ repeats: true, kinds: ['orders'] });
    expect(book.book).toContain('002:45-69');
    const kill = stepInfo(quintebourg, 'assassinat', { games: 3, ms: 20000 });
    expect(kill).toMatchObject({ kind: 'action', title: 'Tentative d’assassinat' });
    expect(kill.samples[0]?.prompt.kind).toBe('players');
  });

  it('refuses an unknown call in French, listing the calls', () => {
    expect(() => stepInfo(thiercelieux, 'sorcier')).toThrow(
      /^Appel inconnu dans thiercelieux : « sorcier »\. Appels : endormissement, /,
    );
  });

  it('reads the book lines a comment cites, in any of the forms the sources use', () => {
    expect(citations('(004_d59078fd8312dd78.txt:582-649) and 004:201, 204', null)).toEqual([
      '004:582-649',
      '004:201',
      '004:204',
    ]);
    // « line N » cites the ruleset's own book; a reference to another book is not a list item.
    expect(citations('votes (lines 18, 22) see 000:168, 001:141', '002')).toEqual([
      '002:18',
      '002:22',
      '000:168',
      '001:141',
    ]);
  });
});
