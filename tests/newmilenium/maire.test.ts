/**
 * The Maire (003_7860fbf4cb88296e.txt:17-19): the day 0 election, the
 * successor named at death, the removal from day 3 and the election that
 * runs beside the bûcher.
 */
import { describe, expect, it } from 'vitest';
import { type OrderKind, type PlayerId, promptFor } from '../../src/engine';
import { plain } from './driver';
import { firstDay, firstNight, table, toDay } from './fixtures';

const maire = (t: ReturnType<typeof table>) => (t.state.posts.maire ? t.name(t.state.posts.maire) : null);

/** The Maire vote's line in the book open now. */
function voteMaire(t: ReturnType<typeof table>): OrderKind {
  const p = t.call.prompt;
  const kind = p.kind === 'orders' ? p.kinds.find((k) => k.id === 'vote-maire') : undefined;
  if (!kind) throw new Error('no vote for the Maire in this book');
  return kind;
}

describe('day 0: electing the Maire (003:17)', () => {
  it('elects the most voted candidate', () => {
    const t = firstNight();
    expect(maire(t)).toBe('Chloé');
    expect(t.said()).toContain('Chloé devient Maire.');
    expect(t.said()).toContain('Candidats à la mairie : Chloé et David.');
  });

  it('makes every candidate vote for another candidate; others may vote blank', () => {
    const t = table().until('jour');
    t.put('Chloé', 'candidat', 'oui').put('David', 'candidat', 'oui');
    expect(t.refuse('Chloé', 'vote-maire', [])).toBe(
      'Chloé est candidat·e : il ou elle doit voter pour un autre candidat.',
    );
    expect(t.refusedWith('Chloé', 'vote-maire', ['Chloé'])).toMatchObject({ kind: 'refused', rule: '003:17' });
    expect(t.refuse('Emma', 'vote-maire', ['Farid'])).toBe('Farid ne s’est pas porté·e candidat·e à la mairie.');
    t.put('Emma', 'vote-maire', []);
    expect(t.call.notes.map(plain)).toContain('Emma — Vote pour le Maire : blanc');
  });

  it('offers each voter only what the rule accepts: never himself, and a candidate no blank vote (issue 23)', () => {
    const t = table().until('jour');
    t.put('Chloé', 'candidat', 'oui').put('David', 'candidat', 'oui');
    const offered = (voter: string) => {
      const p = promptFor(voteMaire(t), t.id(voter));
      return p.kind === 'players' ? { min: p.min, candidates: p.candidates.map((id: PlayerId) => t.name(id)) } : p;
    };
    expect(offered('Chloé')).toEqual({ min: 1, candidates: ['David'] });
    expect(offered('David')).toEqual({ min: 1, candidates: ['Chloé'] });
    expect(offered('Emma')).toEqual({ min: 0, candidates: ['Chloé', 'David'] });
    // What is not offered is refused with the rule that leaves it out (003:17).
    expect(t.refusedWith('Chloé', 'vote-maire', ['Chloé'])).toMatchObject({
      reason: 'On ne vote pas pour soi-même à la mairie.',
      rule: '003:17',
    });
    expect(t.refusedWith('David', 'vote-maire', [])).toMatchObject({ rule: '003:17' });
  });

  it('draws the Maire among the most voted on a tie, logged', () => {
    const t = table().until('jour');
    t.put('Chloé', 'candidat', 'oui').put('David', 'candidat', 'oui').put('Emma', 'candidat', 'oui');
    t.put('Chloé', 'vote-maire', ['David'])
      .put('David', 'vote-maire', ['Chloé'])
      .put('Emma', 'vote-maire', ['Chloé'])
      .put('Farid', 'vote-maire', ['David']);
    t.close();
    const draw = t.events('draw').at(-1)!;
    expect(draw.data).toMatchObject({
      purpose: 'égalité à l’élection du Maire',
      among: [t.id('David'), t.id('Chloé')],
    });
    expect(['Chloé', 'David']).toContain(maire(t));
    expect(t.said().some((l) => l.includes('tiré·e au sort parmi David et Chloé'))).toBe(true);
  });

  it('ignores a vote for a candidate who withdrew', () => {
    const t = table().until('jour');
    t.put('Chloé', 'candidat', 'oui').put('David', 'candidat', 'oui').put('Emma', 'candidat', 'oui');
    t.put('Ana', 'vote-maire', ['Emma']).put('Bruno', 'vote-maire', ['Emma']).put('Chloé', 'vote-maire', ['David']);
    t.play('jour', { cancel: { player: 'Emma', kind: 'candidat' } });
    t.close();
    expect(maire(t)).toBe('David');
  });

  it('draws the Maire among everyone when nobody stands (reading choice)', () => {
    const t = table().until('jour').close();
    expect(t.said()).toContain('Personne ne s’est présenté à la mairie : le sort choisit le Maire.');
    expect(maire(t)).not.toBeNull();
  });
});

describe('a dead Maire names his successor (003:18)', () => {
  it('at once, in public, when he burns', () => {
    const t = firstDay();
    for (const v of ['Ana', 'Bruno', 'David', 'Emma']) t.put(v, 'vote', ['Chloé']);
    t.close().until('successeur');
    expect(t.candidates).not.toContain('Chloé');
    t.play('successeur', ['Emma']);
    expect(maire(t)).toBe('Emma');
    expect(t.said()).toContain('Chloé, Maire, désigne Emma pour lui succéder.');
  });

  it('at the next dawn when he dies at night', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Chloé']).close();
    expect(t.step).toBe('succession');
    expect(t.state.clock.phase).toBe('dawn');
    t.play('succession', ['Farid']);
    expect(maire(t)).toBe('Farid');
    expect(t.text('aube')).toContain('Chloé, Maire, désigne Farid pour lui succéder.');
  });
});

describe('removing the Maire from day 3 (003:19)', () => {
  it('is not possible before day 3', () => {
    const t = firstDay();
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.some((k) => k.id === 'destitution')).toBe(false);
  });

  it('takes two thirds of the living, and removes him at once; the new Maire is elected as soon as all have voted', () => {
    const t = toDay(firstDay(), 3);
    // Ten alive: seven « oui » are needed.
    for (const v of ['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle']) t.put(v, 'destitution', 'oui');
    expect(maire(t)).toBe('Chloé');
    t.put('Hugo', 'destitution', 'oui');
    expect(maire(t)).toBeNull();
    expect(t.said()).toContain(
      'Chloé est destitué·e par 7 voix sur 10 vivants : votez dès maintenant pour un nouveau Maire.',
    );
    const names = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules'];
    for (const v of names.slice(0, 9)) t.put(v, 'vote-maire', [v === 'David' ? 'Emma' : 'David']);
    expect(maire(t)).toBeNull();
    expect(t.refusedWith('Jules', 'vote-maire', ['Jules'])).toMatchObject({ rule: '003:17' });
    // After a removal every voter is offered everyone in the game but himself (003:17, 19).
    const own = promptFor(voteMaire(t), t.id('Jules'));
    expect(own.kind === 'players' && own.candidates.includes(t.id('Jules'))).toBe(false);
    expect(own.kind === 'players' && own.candidates.includes(t.id('Ana'))).toBe(true);
    // Everyone votes for a new Maire (003:19): the vote offers no « Personne ».
    const book = t.call.prompt;
    const kind = book.kind === 'orders' ? book.kinds.find((k) => k.id === 'vote-maire') : undefined;
    expect(kind?.prompt).toMatchObject({ kind: 'players', min: 1, max: 1 });
    expect(t.refuse('Jules', 'vote-maire', [])).toContain('Désignez exactement un joueur');
    t.put('Jules', 'vote-maire', ['David']);
    expect(maire(t)).toBe('David');
    // No second removal the same day.
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.kinds.some((k) => k.id === 'destitution')).toBe(false);
  });

  it('lets the MJ name the most voted at a tied bûcher when the election is unfinished, and that Maire breaks the tie', () => {
    const t = toDay(firstDay(), 3);
    for (const v of ['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']) t.put(v, 'destitution', 'oui');
    t.put('Ana', 'vote-maire', ['Bruno']).put('Bruno', 'vote-maire', ['Ana']).put('Chloé', 'vote-maire', ['Bruno']);
    t.put('Ana', 'vote', ['Emma']).put('Bruno', 'vote', ['Farid']);
    t.close();
    expect(t.said()).toContain('Tout le monde n’a pas voté pour le nouveau Maire : le MJ nomme d’office le plus voté.');
    expect(maire(t)).toBe('Bruno');
    expect(t.step).toBe('bucher');
    expect(t.candidates).toEqual(['Emma', 'Farid']);
    t.play('bucher', ['Farid']);
    expect(t.alive('Farid')).toBe(false);
    expect(t.said()).toContain('Égalité : le Maire, Bruno, tranche.');
  });
});
