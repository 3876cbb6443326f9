/**
 * The report shows the whole table as data, so that checks read data rather
 * than the log's French text: each player's seat, posts, markers, coins,
 * items, where he sleeps and the uses left of his powers (through each
 * ruleset's `report` hook), each event's structured data, the voters of each
 * vote, each closed order book, and when the game ended.
 */
import { describe, expect, it } from 'vitest';
import type { PlayReport } from '../../src/cli/play';
import { cut, play, scenario } from './support';

const player = (r: PlayReport, name: string) => r.players.find((p) => p.name === name)!;

describe('Thiercelieux (premiere-nuit.json)', () => {
  const r = play(scenario('premiere-nuit'));

  it('gives each player his seat, posts, markers by name, and the uses left of his powers', () => {
    expect(player(r, 'Bruno')).toMatchObject({ seat: 1, posts: ['capitaine'], alive: true });
    expect(player(r, 'Chloé').markers).toEqual({ amoureux: 'Hugo' });
    // The Sorcière kept both potions (she answered no, then nobody).
    expect(player(r, 'David').powers).toEqual({
      'potion-vie': { label: 'Potion de vie', left: 1 },
      'potion-mort': { label: 'Potion de mort', left: 1 },
    });
    expect(r.posts).toEqual({ capitaine: 'Bruno' });
  });

  it('spends a power in the report when it is used', () => {
    const file = scenario('premiere-nuit');
    const saved = play(cut(file, 6, { step: 'sorciere-vie', value: true }));
    expect(player(saved, 'David').powers?.['potion-vie']).toEqual({ label: 'Potion de vie', left: 0 });
  });

  it('lists the dead with their causes, and the lovers, as the ruleset keeps them', () => {
    expect(r.table).toMatchObject({
      lovers: ['Chloé', 'Hugo'],
      deaths: [
        { id: 'Farid', cause: 'loups', day: 1, night: true },
        { id: 'Emma', cause: 'chasseur', day: 1, night: false },
        { id: 'Ana', cause: 'vote', day: 1, night: false },
      ],
    });
  });

  it('lists the voters of each vote with their weight (the Capitaine’s counts double) and ballot', () => {
    expect(r.votes.map((v) => [v.answer, v.step])).toEqual([
      [11, 'election'],
      [13, 'vote'],
    ]);
    expect(r.votes[1]!.voters).toContainEqual({ name: 'Bruno', weight: 2, vote: 'Ana' });
    expect(r.votes[1]!.absent).toEqual([]);
  });

  it('gives each event its data, names in place of ids', () => {
    expect(r.events.find((e) => e.type === 'amoureux')?.data).toEqual({ lovers: ['Chloé', 'Hugo'] });
  });

  it('says when the game ended: day 1, after the execution', () => {
    expect(r.ended).toEqual({
      day: 1,
      phase: 'day',
      label: 'Jour 1',
      after: { answer: 14, step: 'execution', title: 'L’exécution' },
    });
    expect(r.events.at(-1)?.data).toMatchObject({ at: { day: 1, phase: 'day' } });
  });
});

describe('Quinte-bourg (quintebourg-V.json)', () => {
  const r = play(scenario('quintebourg-V'));

  it('gives each player his coins, and the treasury the rest: 30 coins in all (000:559)', () => {
    const table = r.table as {
      treasury: { total: number; removed: number; pot: number; estates: Record<string, number> };
    };
    const held = r.players.reduce((n, p) => n + p.coins!, 0);
    const estates = Object.values(table.treasury.estates).reduce((n, c) => n + c, 0);
    expect(held + estates + table.treasury.pot + table.treasury.removed).toBe(table.treasury.total);
    // A Q holds no coins (000:126): Ana's wait in her estate.
    expect(player(r, 'Ana')).toMatchObject({ health: 'Q', coins: 0 });
    expect(table.treasury.estates).toEqual({ Ana: 15 });
  });

  it('says where each player spent the night: the map’s place, the médecin in his bunker (000:249), a Q in his room (000:77)', () => {
    expect(player(r, 'Chloé').sleeps).toEqual({ place: 'bunker:Chloé', label: 'le bunker de Chloé', mapped: true });
    expect(player(r, 'Bruno').sleeps).toEqual({
      place: 'hospital:2',
      label: 'la chambre d’hôpital de Bruno',
      mapped: true,
    });
  });

  it('counts the uses left of one-time powers (000:349-355) and of the Bourreau’s coma potion', () => {
    expect(player(r, 'David').powers).toEqual({
      resurrection: { label: 'résurrection', left: 1 },
      miracle: { label: 'relever un quasi-mort', left: 1 },
      conversion: { label: 'conversion', left: 1 },
    });
    expect(player(r, 'Chloé').powers).toEqual({ coma: { label: 'potion de coma (Bourreau)', left: 1 } });
    expect(player(r, 'Ana').more).toMatchObject({ effect: 'assassin', camps: ['reptiliens'] });
  });

  it('says when the game ended: Friday, after the vote', () => {
    expect(r.ended).toMatchObject({
      day: 2,
      phase: 'day',
      label: 'Jour 2 (vendredi)',
      after: { step: 'vote', title: 'Le vote' },
    });
  });
});

describe('Lychantropia', () => {
  const r = play(scenario('lychantropia-partie'));

  it('gives each player the items he holds, and the shop', () => {
    expect(player(r, 'Chloé')).toMatchObject({ items: ['potion-vie'], posts: ['marchand'] });
    expect((r.table as { shop: string[] }).shop).toContain('aimant');
  });

  it('keeps each order book as it was closed: the day’s votes with their voters', () => {
    expect(r.books.map((b) => [b.step, b.day])).toEqual([
      ['objets', 0],
      ['jour', 0],
      ['nuit', 1],
      ['jour', 1],
      ['nuit', 2],
      ['jour', 2],
      ['nuit', 3],
    ]);
    expect(r.books[1]!.orders).toContainEqual({ player: 'Ana', kind: 'vote', value: ['Chloé'] });
  });

  it('says the game ended at dawn, when the book checks it (002:5)', () => {
    expect(r.ended).toMatchObject({ day: 3, phase: 'dawn', after: { step: 'aube' } });
  });

  it('lists the voters who voted, and the absent ones, in a forum round (002:41)', () => {
    const e = play(scenario('lychantropia-election'));
    expect(e.votes[0]).toMatchObject({
      step: 'election-tour',
      voters: [
        { name: 'Ana', weight: 1, vote: 'Chloé' },
        { name: 'Bruno', weight: 1, vote: 'David' },
      ],
      absent: ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'],
    });
    // An absent voter is not a blank vote.
    expect(e.events.find((x) => x.type === 'election' && x.text.startsWith('Élection, tour 2'))?.data).toEqual({
      counts: { Chloé: 1, David: 1 },
      blank: 0,
    });
  });
});
