/**
 * The Parrain and the Bras droit as section 6 describes them
 * (000_a045abd3825f1297.txt:441-449): they choose their sbires, may kill one
 * at any moment unless in a coma, haunt them to suicide from Q or M, corrupt
 * by post keeping their identity secret, or post an available sbire on guard.
 * (The mafia in attacks, loyalty and broken corruption: 000:585, 593-604.)
 */
import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../support/answers';
import { QuintebourgTable as Table, type QAnswers } from './table';
import { hurt, POSTS, seatsV } from './fixtures';

/** Mode V: Ana (alpha), Bruno; Chloé the médecin; Hugo the Parrain, who takes David as sbire; Emma and Farid lovers. */
function table(): Table {
  const t = new Table({
    seats: seatsV({ 4: ['amoureux', 'sans-effet'], 5: ['amoureux', 'sans-effet'], 7: ['villageois', 'parrain'] }),
    alibis: { Emma: 'villageois', Farid: 'villageois' },
    posts: POSTS,
    options: { sbires: 2 },
  });
  t.until('sbires');
  expect(t.candidates).not.toContain('Chloé');
  t.play('sbires', ['David', 'Emma']);
  return t;
}

const refused = <A extends ActionOf<QAnswers>>(t: Table, action: A, value: QAnswers['actions'][A]): string =>
  t.invokeRefusal(action, value);

describe('the boss and his sbires (000:443)', () => {
  it('he chooses them on the first night (never the médecin: 000:598); they learn whom they obey', () => {
    const t = table();
    expect(t.rs.sbires).toEqual({ [t.id('David')]: t.id('Hugo'), [t.id('Emma')]: t.id('Hugo') });
    expect(t.events('sbires')[0]!.vis).toEqual({ to: 'players', ids: [t.id('Hugo'), t.id('David'), t.id('Emma')] });
  });

  it('he may kill a sbire at any moment (→ Q) (000:443)', () => {
    const t = table();
    t.invoke('elimination', `${t.id('Hugo')}>${t.id('David')}`);
    expect(t.health('David')).toBe('Q');
    expect(t.events('health').map((e) => (e.data as { cause: string }).cause)).toEqual(['sbire']);
  });

  it('not from a coma (000:443, 593)', () => {
    const t = table();
    hurt(t, 'Hugo', 'C');
    expect(refused(t, 'elimination', `${t.id('Hugo')}>${t.id('David')}`)).toBe(
      '«\u00a0Un chef élimine un sbire\u00a0» n’est pas possible maintenant.',
    );
  });

  it('from Q or M he comes back to haunt them, pushing one to suicide (000:443, 595)', () => {
    const t = table();
    hurt(t, 'Hugo', 'Q');
    t.invoke('elimination', `${t.id('Hugo')}>${t.id('David')}`);
    expect(t.health('David')).toBe('Q');
    expect(t.events('health').map((e) => (e.data as { cause: string }).cause)).toEqual(['hantise']);
  });
});

describe('corruption by post and sbires on guard (000:445-447)', () => {
  it('the corrupted player learns whom to vote against, not who sent the letter (000:445, 600)', () => {
    const t = table();
    // Night 2 is a Friday: the Parrain's row O.
    t.until('parrain').play('parrain', 'corrompre').play('corruption', ['Gaëlle']).play('corruption-cible', ['Bruno']);
    const told = t.events('corruption').filter((e) => e.vis.to === 'players');
    expect(told.map((e) => [e.vis, e.text])).toEqual([
      [
        { to: 'players', ids: [t.id('Gaëlle')] },
        'Gaëlle est corrompu·e\u00a0: il ou elle devra voter contre Bruno demain.',
      ],
    ]);
    expect(told[0]!.text).not.toMatch(/Hugo/);
  });

  it('a sbire in a lovers’ night is not available for guard; a wounded one is (000:447)', () => {
    const t = table();
    hurt(t, 'David', 'B');
    // Night 2 (Friday, the Parrain's night): Emma and Farid meet at Farid's.
    t.until('amoureux-lieu').play('amoureux-lieu', 'aucun');
    t.until('amoureux-lieu').play('amoureux-lieu', 'Farid');
    t.until('parrain');
    expect(t.call.notes).toEqual(['Sbires disponibles\u00a0: David.']);
    t.play('parrain', 'faction');
    expect(t.options.every((o) => o.startsWith(`${t.id('David')}@`))).toBe(true);
  });
});
