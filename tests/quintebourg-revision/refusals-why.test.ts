/**
 * Refusals that say why, with the book's line (issue 23): an answer a rule
 * forbids is refused on that rule's line, not with a generic « pas possible
 * maintenant », « attend seulement » or a vote « contre » a
 * house (001_47f38bdc018e2680.txt:128, 149, 178, 198).
 */
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/engine';
import { PLAIN, POSTS, purse, seats } from './fixtures';
import { RevisionTable } from './table';

const table = (
  over: Parameters<typeof seats>[0] = {},
  extra: Partial<ConstructorParameters<typeof RevisionTable>[0]> = {},
) => new RevisionTable({ seats: seats(over), posts: POSTS, options: PLAIN, ...extra });

/**
 * The engine's generic refusals (`engine/apply.ts`, `engine/read-answer.ts`):
 * they carry the call's line too, so the line alone cannot tell a rule's
 * refusal from them; a refusal that says why is none of these.
 */
const GENERIC =
  /n’est pas possible maintenant|attend seulement|Choisissez une des options proposées|ne peut pas voter contre/;

/** The outcome's kind and rule, and whether its reason is a generic one. */
const ruled = (r: Rejection) => ({
  kind: r.kind,
  rule: r.kind === 'refused' ? r.rule : undefined,
  generic: GENERIC.test(r.reason),
});

describe('refusals name their rule (issue 23)', () => {
  it('the Assassin without the 2 coins of a bullet (001:128)', () => {
    const t = table({ 3: ['villageois', 'assassin'] });
    purse(t, 'David', 4);
    t.toDay(1, 'day');
    t.invoke('assassin', ['Hugo']);
    purse(t, 'David', 1);
    expect(ruled(t.malformed('assassin', ['Inès'], 'invoke'))).toEqual({
      kind: 'refused',
      rule: '001:128',
      generic: false,
    });
  });

  it('a second special session in a row (001:149)', () => {
    const t = table().toDay(1, 'day').phase({}, 'session');
    t.play('session', 'paix').phase().phase().phase({}, 'session');
    expect(ruled(t.malformed('session', 'purge'))).toEqual({ kind: 'refused', rule: '001:149', generic: false });
  });

  it('the Bourreau pardoning himself (001:178)', () => {
    const t = new RevisionTable({
      seats: seats(),
      posts: { ...POSTS, bourreau: 'Jules' },
      options: { ...PLAIN, bourreau: true },
    });
    t.toDay(1, 'day').phase({ vote: (x: RevisionTable) => x.voteAll('Jules') }, 'bourreau');
    expect(ruled(t.malformed('bourreau', true))).toEqual({ kind: 'refused', rule: '001:178', generic: false });
  });

  it('the ghosts protecting last night’s house again, refused as a house (001:198)', () => {
    const t = table();
    t.phase({ reptiliens: 'Emma' }).phase({ 'mort-carte': 'villageois', 'mort-devenir': 'fantome' }, 'session');
    t.toDay(2).phase({ fantomes: { Emma: 'Hugo' } });
    t.toDay(3).phase({}, 'fantomes');
    const r = t.malformed('fantomes', { Emma: 'Hugo' });
    expect(ruled(r)).toEqual({ kind: 'refused', rule: '001:198', generic: false });
    // A house is protected: nobody is voted « contre ».
    expect(r.reason).not.toMatch(/contre/);
  });
});
