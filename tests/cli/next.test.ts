/**
 * `next`: the call waiting for an answer carries its prompt in full, names in
 * place of ids, for every kind of prompt (src/engine/prompts.ts), with what
 * `value` takes, an example of its shape, and why a call is « sans effet ».
 * Each case plays a documented scenario cut where that kind of call waits.
 */
import { describe, expect, it } from 'vitest';
import { cut, play, scenario } from './support';

const thiercelieux = scenario('premiere-nuit');
const quintebourg = scenario('quintebourg-V');
const lychantropia = scenario('lychantropia-election');

const next = (file: Parameters<typeof play>[0]) => {
  const r = play(file);
  expect(r.error).toBeUndefined();
  return r.next!;
};

describe('next: the prompt in full, by kind', () => {
  it('ack: just « Suivant », written as the step alone', () => {
    const n = next(cut(thiercelieux, 0));
    expect(n).toMatchObject({
      step: 'endormissement',
      clock: { day: 1, phase: 'night', label: 'Nuit 1' },
      inert: null,
    });
    expect(n.prompt).toMatchObject({ kind: 'ack', example: null });
    expect(n.answer).toEqual({ step: 'endormissement' });
  });

  it('players: the candidates by name, the bounds, and what the list takes', () => {
    const n = next(cut(thiercelieux, 5));
    expect(n.step).toBe('loups');
    expect(n.prompt).toEqual({
      kind: 'players',
      label: 'Victime des loups',
      min: 1,
      max: 1,
      // The wolves (Ana, Emma) are not their own candidates, and the prompt says why, with the book's line.
      candidates: ['Bruno', 'Chloé', 'David', 'Farid', 'Gaëlle', 'Hugo'],
      barred: {
        Ana: { reason: 'Ana est un loup : la meute choisit sa victime parmi les autres joueurs.', rule: '004:625' },
        Emma: { reason: 'Emma est un loup : la meute choisit sa victime parmi les autres joueurs.', rule: '004:625' },
      },
      takes: 'une liste d’exactement 1 nom parmi « candidates »',
      example: ['Bruno'],
    });
    expect(n.answer).toEqual({ step: 'loups', value: ['Bruno'] });
  });

  it('yesno: what true and false stand for', () => {
    const n = next(cut(thiercelieux, 6));
    expect(n.step).toBe('sorciere-vie');
    expect(n.prompt).toMatchObject({
      kind: 'yesno',
      yes: 'Sauver',
      no: 'Ne pas sauver',
      takes: 'true (« Sauver ») ou false (« Ne pas sauver »)',
    });
  });

  it('choice: every option with the value to write, player ids in it given as names (house:Hugo)', () => {
    const n = next(cut(quintebourg, 35));
    expect(n.step).toBe('reptiliens');
    expect(n.prompt.kind).toBe('choice');
    expect(n.prompt.options).toContainEqual({ value: 'house:Hugo', label: 'Maison d’Hugo' });
    expect(n.prompt.options).toContainEqual({ value: 'aucune', label: 'Pas d’attaque cette nuit' });
    // The value shown is the value the scenario takes (the V file answers it so).
    expect(play(cut(quintebourg, 35, { step: 'reptiliens', value: 'house:Hugo' })).next?.step).toBe('amoureux-lieu');
  });

  it('number: its bounds (a gift of coins, at most what the donor holds)', () => {
    const n = next(cut(quintebourg, 66, { invoke: 'don', value: ['Chloé'] }, { step: 'don-a', value: ['David'] }));
    expect(n.step).toBe('don-montant');
    expect(n.prompt).toMatchObject({
      kind: 'number',
      label: 'Pièces',
      min: 1,
      max: 3,
      takes: 'un entier de 1 à 3',
      example: 1,
    });
  });

  it('ballots: the voters with their weights, the candidates, whether a blank vote is allowed', () => {
    const n = next(cut(thiercelieux, 10));
    expect(n.step).toBe('election');
    expect(n.prompt).toMatchObject({ kind: 'ballots', allowBlank: true, absent: false });
    expect(n.prompt.voters).toContainEqual({ name: 'Bruno', weight: 1 });
    expect(n.prompt.takes).toContain('pour chaque votant, sans en oublier aucun');
  });

  it('ballots where the book allows absent voters (Lychantropia’s forum election, 002:41)', () => {
    const n = next(cut(lychantropia, 6));
    expect(n.step).toBe('election-tour');
    expect(n.prompt).toMatchObject({ kind: 'ballots', absent: true, candidates: ['Chloé', 'David'] });
    expect(n.prompt.takes).toContain('les autres comptent comme absents');
  });

  it('orders: each kind with who may give it and its own value, and the kinds shut now with their rule', () => {
    const n = next(cut(lychantropia, 1));
    expect(n.step).toBe('jour');
    const kinds = n.prompt.kinds as { id: string; players: string[]; value: { kind: string } }[];
    expect(kinds.find((k) => k.id === 'vote')).toMatchObject({
      players: ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'],
      value: { kind: 'players' },
    });
    // The day's vote is the order of the moment (002:18, 43): the app puts it in place on each row.
    expect(n.prompt.kinds).toContainEqual(expect.objectContaining({ id: 'vote', main: true }));
    // Day 0 has no Notaire yet: no bid may be given (002:61).
    const closed = n.prompt.closed as { id: string; reason: string; rule?: string }[];
    expect(closed).toContainEqual({
      id: 'mise',
      label: 'Mise',
      reason: 'Il n’y a pas de Notaire pour ouvrir une enchère.',
      rule: '002:61',
    });
    // Every kind shut now says why, with its line: day 0 has no troc (002:42), the night's orders wait for the night (002:26).
    expect(closed.find((k) => k.id === 'troc')).toMatchObject({ rule: '002:42' });
    expect(closed.find((k) => k.id === 'loups')).toMatchObject({ rule: '002:26' });
    expect(closed.filter((k) => !k.rule)).toEqual([]);
    expect(n.answer).toEqual({ step: 'jour', value: { put: { player: 'Ana', kind: 'vote', value: ['Ana'] } } });
  });

  it('orders: why some players may not give a kind of order (the Notaire, the last bidder: 002:62)', () => {
    const day1 = cut(
      lychantropia,
      9,
      { step: 'nuit', value: { close: true } },
      { step: 'aube' },
      { step: 'jour', value: { put: { player: 'David', kind: 'enchere', value: 'chaudron' } } },
      { step: 'jour', value: { put: { player: 'Emma', kind: 'mise', value: 1 } } },
    );
    const mise = (next(day1).prompt.kinds as { id: string; barred?: unknown }[]).find((k) => k.id === 'mise');
    expect(mise?.barred).toEqual({
      David: { reason: 'Le Notaire ne mise pas aux enchères qu’il a ouvertes.', rule: '002:62' },
      Emma: {
        reason: 'Emma a fait la dernière mise : un autre joueur doit surenchérir avant qu’il ou elle puisse remiser.',
        rule: '002:62',
      },
    });
  });

  it('text: its length and suggestions, here an action that may be invoked before the call', () => {
    const n = next({ ...cut(thiercelieux, 0), options: { evenements: true } });
    const card = n.actions.find((a) => a.id === 'evenement');
    expect(card?.prompt).toMatchObject({
      kind: 'text',
      label: 'Titre : effet',
      maxLength: 400,
      takes: 'un texte non vide d’au plus 400 caractères',
    });
  });

  it('a call « sans effet »: why, and that it takes only « Suivant »', () => {
    const n = next(cut(quintebourg, 29));
    expect(n.step).toBe('bourreau');
    expect(n.inert).toEqual({
      reason: 'personne n’a été exécuté aujourd’hui',
      takes: 'rien : l’appel est sans effet, seulement « Suivant »',
      value: null,
    });
    expect(n.prompt.kind).toBe('ack');
    expect(n.answer).toEqual({ step: 'bourreau' });
  });

  it('is null once the game is over', () => {
    expect(play(thiercelieux).next).toBeNull();
  });
});
