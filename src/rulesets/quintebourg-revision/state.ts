/**
 * The revision's state at the start (its type is in types.ts): the specialty
 * cards dealt unless the MJ deals by hand, each player's camps (Seth is a
 * Reptilien too, 001:78), the Cupide's goal (001:102), one coin each
 * (001:179), the posts in play; and the fresh record each night and each day
 * start from.
 */
import { dealCoins } from '../quintebourg-family/coins';
import { name } from '../quintebourg-family/text';
import { count } from './options';
import { postsInPlay } from './posts';
import { campsOfCard } from './queries';
import { cardGoals, cardName, isSpecialty } from './roles';
import type { DayState, NightState, RCtx, RState } from './types';
import { playerRead } from '../../engine';

export function emptyNight(night = 0): NightState {
  return {
    night,
    sleepers: [],
    kidnap: null,
    protected: null,
    attack: null,
    lovers: null,
    fight: null,
    love: null,
    sculpture: null,
    laura: null,
    swaps: [],
    charmed: [],
    revived: [],
    raised: [],
    conversions: 0,
    long: null,
    map: null,
    lines: {},
  };
}

export function emptyDay(): DayState {
  return {
    session: 'normale',
    proposed: null,
    law: null,
    direction: 'horaire',
    rounds: [],
    voters: [],
    executed: [],
    tribunal: [],
    count: [],
  };
}

export const emptyDawn = (): RState['dawn'] => ({ rotation: null, admired: null, resign: [], harassed: null });

/**
 * The state copied one level, as one object literal in `initialState`'s
 * order: the playouts' writer copies it whenever a resolution writes one of
 * its entries, and a spread that has met every record's shape copies slowly
 * (`engine/literal-copy.ts`).
 */
export function copyState(rs: RState): RState {
  return {
    coins: rs.coins,
    spouses: rs.spouses,
    richest: rs.richest,
    weekly: rs.weekly,
    lastSpecial: rs.lastSpecial,
    dawn: rs.dawn,
    weekDraft: rs.weekDraft,
    specialties: rs.specialties,
    inherited: rs.inherited,
    camps: rs.camps,
    goals: rs.goals,
    lovers: rs.lovers,
    loverDeaths: rs.loverDeaths,
    charmed: rs.charmed,
    used: rs.used,
    armed: rs.armed,
    dead: rs.dead,
    deaths: rs.deaths,
    protections: rs.protections,
    executions: rs.executions,
    show: rs.show,
    showWon: rs.showWon,
    endReason: rs.endReason,
    acts: rs.acts,
    night: rs.night,
    day: rs.day,
  };
}

export function initialState(ctx: RCtx): RState {
  const s = ctx.s;
  const pieces = count(s.setup.options, 'pieces');
  const rs: RState = {
    coins: { total: pieces * s.order.length, removed: 0, pot: 0, estates: {} },
    spouses: [],
    richest: null,
    weekly: {},
    lastSpecial: null,
    dawn: emptyDawn(),
    weekDraft: null,
    specialties: Object.fromEntries(s.order.map((id) => [id, []])),
    inherited: {},
    camps: {},
    goals: {},
    lovers: null,
    loverDeaths: 0,
    charmed: [],
    used: {},
    armed: false,
    dead: {},
    deaths: 0,
    protections: [],
    executions: [],
    show: null,
    showWon: null,
    endReason: null,
    acts: [],
    night: emptyNight(),
    day: emptyDay(),
  };
  dealCoins(ctx, pieces);
  if (!s.setup.deal) {
    const cards = ctx.shuffle(s.spare.filter(isSpecialty).sort(), 'distribution des cartes de spécialité');
    s.order.forEach((id, i) => (rs.specialties[id] = [cards[i]!]));
    ctx.emit(
      'deal',
      { to: 'mj' },
      () => `Spécialités — ${s.order.map((id) => `${name(s, id)} : ${cardName(rs.specialties[id]![0]!)}`).join(' ; ')}`,
    );
  }
  for (const id of s.order) {
    const card = playerRead(s.players, id).role;
    rs.camps[id] = campsOfCard(card);
    // The Cupide's goal is his card's (001:102); the six villagers' goals are the MJ's choice at the start (001:103).
    const goals = cardGoals(card);
    if (goals.length === 1) rs.goals[id] = [...goals];
  }
  for (const p of postsInPlay(s.setup.options)) s.posts[p] = null;
  return rs;
}
