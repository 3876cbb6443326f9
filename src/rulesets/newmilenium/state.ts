/**
 * NewMilenium's starting state, and the fresh state of a day and of a night.
 * Queries live in `queries/` by topic.
 */
import { ALIVE_DEAD, emptyBook, type PlayerId } from '../../engine';
import type { DayState, NightState, NState, Uses } from './types';

export const HEALTH = ALIVE_DEAD;
export const ALIVE = 'vivant';
export const DEAD = 'mort';

export function noUses(): Uses {
  return { planque: 0, rituel: 0, potion: 0, chatelain: 0, 'vieux-chiant': 0, fuyard: 0, sympathique: 0, meurtre: 0 };
}

export function emptyDay(): DayState {
  return { messages: [], election: false, removedToday: false };
}

export function emptyNight(): NightState {
  return {
    beds: {},
    hidden: {},
    out: {},
    salbatar: [],
    protected: [],
    swaps: [],
    queue: null,
    asking: null,
    halt: false,
    dens: [],
    traps: [],
  };
}

/**
 * The state copied one level, as one object literal in `initialState`'s
 * order: the playouts' writer copies it whenever a resolution writes one of
 * its entries, and a spread that has met every record's shape copies slowly
 * (`engine/literal-copy.ts`).
 */
export function copyState(rs: NState): NState {
  return {
    hands: rs.hands,
    numbers: rs.numbers,
    uses: rs.uses,
    boosts: rs.boosts,
    book: rs.book,
    day: rs.day,
    night: rs.night,
    last: rs.last,
    extra: rs.extra,
    links: rs.links,
    powers: rs.powers,
    deaths: rs.deaths,
    tick: rs.tick,
    acts: rs.acts,
    checked: rs.checked,
    moment: rs.moment,
    successions: rs.successions,
    vengeances: rs.vengeances,
    pmFrom: rs.pmFrom,
    delivered: rs.delivered,
  };
}

/** The state before the roles are dealt. */
export function initialState(order: readonly PlayerId[]): NState {
  return {
    hands: {},
    numbers: {},
    uses: Object.fromEntries(order.map((id) => [id, noUses()])),
    boosts: Object.fromEntries(order.map((id) => [id, []])),
    book: emptyBook(),
    day: emptyDay(),
    night: emptyNight(),
    last: { protected: [], salbatar: [] },
    extra: [],
    links: [],
    powers: [],
    deaths: [],
    tick: 0,
    acts: [],
    checked: 0,
    moment: null,
    successions: [],
    vengeances: [],
    pmFrom: 0,
    delivered: {},
  };
}
