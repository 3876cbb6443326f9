/**
 * The table every NewMilenium scenario sits at: ten players — Ana and Bruno
 * wolves, Jules an Assassin (targets Chloé, David, Emma, Farid, Gaëlle and
 * Hugo), everyone else a villager — each with two quiet roles (Lâche and
 * Sympathique) unless the test gives his own. Day 0 elects Chloé Maire.
 */
import type { Options } from '../../src/engine';
import type { Nature, RoleId } from '../../src/rulesets/newmilenium/types';
import { NAMES } from '../support/table';
import { NTable, type Seat } from './driver';

/** Roles some players hold, by name. */
export type Hands = Partial<Record<string, [RoleId, RoleId]>>;

export const QUIET: [RoleId, RoleId] = ['lache', 'sympathique'];

export const TARGETS = ['Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];

const NATURE_AT = (i: number): Nature => (i < 2 ? 'loup' : i === 9 ? 'assassin' : 'villageois');

/** The first `count` seats, with their roles. */
export function seats(count: number, hands: Hands = {}, natures: Partial<Record<string, Nature>> = {}): Seat[] {
  const here = NAMES.slice(0, count);
  return here.map((n, i) => {
    const nature = natures[n] ?? NATURE_AT(i);
    if (nature !== 'assassin') return { nature, roles: hands[n] ?? QUIET };
    // The usual targets first, then whoever else sits at a small table.
    const pool = [...TARGETS.filter((t) => here.includes(t)), ...here.filter((t) => !TARGETS.includes(t))].filter(
      (t) => t !== n,
    );
    return { nature, roles: hands[n] ?? QUIET, targets: pool.slice(0, Math.min(6, count - 1)) };
  });
}

export interface TableSpec {
  players?: number;
  hands?: Hands;
  natures?: Partial<Record<string, Nature>>;
  options?: Options;
  seed?: string;
}

/** The table, at the opening messages. */
export function table({ players = 10, hands = {}, natures = {}, options = {}, seed }: TableSpec = {}): NTable {
  return new NTable(seats(players, hands, natures), options, seed);
}

/** Day 0 played: Chloé and David stand, Chloé is elected Maire; the first night's book is open. */
export function firstNight(spec: TableSpec = {}): NTable {
  const t = table(spec).until('jour');
  t.put('Chloé', 'candidat', 'oui').put('David', 'candidat', 'oui');
  t.put('Chloé', 'vote-maire', ['David']).put('David', 'vote-maire', ['Chloé']).put('Ana', 'vote-maire', ['Chloé']);
  return t.close().until('nuit');
}

/** The first night passed with no order: day 1's book is open. */
export function firstDay(spec: TableSpec = {}): NTable {
  return firstNight(spec).close().until('jour');
}

/** Walk quiet days and nights (no vote, no order) until day `day`'s book is open. */
export function toDay(t: NTable, day: number): NTable {
  while (!(t.step === 'jour' && t.state.clock.day === day)) {
    if (t.step === 'jour' || t.step === 'nuit') t.close();
    else t.until(t.state.clock.phase === 'night' || t.state.clock.phase === 'dawn' ? 'jour' : 'nuit');
  }
  return t;
}
