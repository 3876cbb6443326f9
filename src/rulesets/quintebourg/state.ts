/**
 * The ruleset's own state at the start (its type is in types.ts): the effect
 * cards and the lovers' alibis dealt unless the MJ deals by hand, each
 * player's camps and coins, the posts in play, the médecin shown to all
 * (000_a045abd3825f1297.txt:112-149, 245-247, 471-557, 559); and the fresh
 * record each night and each day start from.
 */
import { campsFromCards, describeCards } from './cards';
import { dealCoins } from './coins';
import { modeOf } from './modes';
import { postsInPlay } from './posts';
import { numberOption, partyHolder } from './queries';
import { isEffect, isParty } from './roles';
import { name } from './text';
import type { DayState, NightState, QCtx, QState } from './types';
import { playerRead } from '../../engine';

/** The state's type lives in types.ts; kept here for the modules that imported it from state.ts. */
export type { QState } from './types';

export function emptyNight(): NightState {
  return {
    sleepers: [],
    attack: null,
    meet: { amoureux: null, haineux: null, plans: null },
    met: { amoureux: false, haineux: false, plans: false },
    colloque: null,
    laura: null,
    sculpture: null,
    guards: [],
    round: null,
    carers: [],
    cared: [],
    lines: {},
    long: null,
    map: null,
    cortex: [],
    minusDone: 0,
    charmed: [],
    report: [],
    cameras: [],
  };
}

/**
 * A night copied one level, as one object literal in `emptyNight`'s order:
 * `ctx.editEntry` copies it at each write (`replacedState`), and a spread
 * that has met every record's shape copies slowly.
 */
export function copyNight(n: NightState): NightState {
  return {
    sleepers: n.sleepers,
    attack: n.attack,
    meet: n.meet,
    met: n.met,
    colloque: n.colloque,
    laura: n.laura,
    sculpture: n.sculpture,
    guards: n.guards,
    round: n.round,
    carers: n.carers,
    cared: n.cared,
    lines: n.lines,
    long: n.long,
    map: n.map,
    cortex: n.cortex,
    minusDone: n.minusDone,
    charmed: n.charmed,
    report: n.report,
    cameras: n.cameras,
  };
}

export function emptyDay(): DayState {
  return {
    law: null,
    proposed: null,
    session: 'normale',
    rounds: [],
    voters: [],
    executed: [],
    tribunal: [],
    count: [],
    payments: {},
    marriage: null,
    direction: 'horaire',
  };
}

/** A day copied one level, as one object literal in `emptyDay`'s order (`copyNight`). */
export function copyDay(d: DayState): DayState {
  return {
    law: d.law,
    proposed: d.proposed,
    session: d.session,
    rounds: d.rounds,
    voters: d.voters,
    executed: d.executed,
    tribunal: d.tribunal,
    count: d.count,
    payments: d.payments,
    marriage: d.marriage,
    direction: d.direction,
  };
}

/** The ruleset state once the party cards are dealt: effect cards and alibis at random unless the MJ deals by hand. */
export function initialState(ctx: QCtx): QState {
  const s = ctx.s;
  const options = s.setup.options;
  const pieces = numberOption(s, 'pieces');
  const rs: QState = {
    mode: modeOf(options),
    cards: Object.fromEntries(s.order.map((id) => [id, { effect: '', alibi: null }])),
    camps: {},
    lovers: null,
    charmed: [],
    hated: null,
    plans: null,
    spouses: [],
    sbires: {},
    used: {},
    reboot: false,
    mcDouble: false,
    skadiDone: false,
    returned: false,
    coins: { total: pieces * s.order.length, removed: 0, pot: 0, estates: {} },
    richest: null,
    bunkerForced: false,
    research: 0,
    hospital: {},
    porteBonheur: null,
    porteMalheur: null,
    hiddenComa: [],
    lastSpecial: null,
    firstPresident: null,
    becamePresident: [],
    acts: [],
    news: { fell: [], rose: [] },
    corruptions: [],
    punish: [],
    trucage: null,
    deadVotes: {},
    dawn: { rotation: null, admired: null, resign: [], harassed: null },
    cameras: [],
    endReason: null,
    weekly: {},
    night: emptyNight(),
    day: emptyDay(),
  };
  dealCoins(ctx, pieces);
  const lovers = s.order.filter((id) => playerRead(s.players, id).role === 'amoureux');
  if (lovers.length === 2) rs.lovers = [lovers[0]!, lovers[1]!];
  if (!s.setup.deal) {
    const effects = ctx.shuffle(s.spare.filter(isEffect).sort(), 'distribution des rôles à effet');
    s.order.forEach((id, i) => (rs.cards[id]!.effect = effects[i]!));
    const alibis = ctx.shuffle(s.spare.filter(isParty).sort(), 'distribution des alibis');
    lovers.forEach((id, i) => (rs.cards[id]!.alibi = alibis[i] ?? null));
    ctx.emit(
      'deal',
      { to: 'mj' },
      () =>
        `Rôles à effet et alibis — ${s.order.map((id) => `${playerRead(s.players, id).name} : ${describeCards(rs, id)}`).join(' ; ')}`,
    );
  }
  for (const id of s.order) rs.camps[id] = campsFromCards(playerRead(s.players, id).role, rs.cards[id]!.alibi);
  for (const p of postsInPlay(options)) s.posts[p] = null;
  announceMedecin(ctx);
  return rs;
}

/**
 * The state copied one level, as one object literal with `initialState`'s
 * keys in its order: the playouts' writer copies it whenever a resolution
 * writes an entry (about 140 times a game), and its generic spread is slow
 * on a record of this size (`engine/literal-copy.ts`).
 */
export function copyState(rs: QState): QState {
  return {
    mode: rs.mode,
    cards: rs.cards,
    camps: rs.camps,
    lovers: rs.lovers,
    charmed: rs.charmed,
    hated: rs.hated,
    plans: rs.plans,
    spouses: rs.spouses,
    sbires: rs.sbires,
    used: rs.used,
    reboot: rs.reboot,
    mcDouble: rs.mcDouble,
    skadiDone: rs.skadiDone,
    returned: rs.returned,
    coins: rs.coins,
    richest: rs.richest,
    bunkerForced: rs.bunkerForced,
    research: rs.research,
    hospital: rs.hospital,
    porteBonheur: rs.porteBonheur,
    porteMalheur: rs.porteMalheur,
    hiddenComa: rs.hiddenComa,
    lastSpecial: rs.lastSpecial,
    firstPresident: rs.firstPresident,
    becamePresident: rs.becamePresident,
    acts: rs.acts,
    news: rs.news,
    corruptions: rs.corruptions,
    punish: rs.punish,
    trucage: rs.trucage,
    deadVotes: rs.deadVotes,
    dawn: rs.dawn,
    cameras: rs.cameras,
    endReason: rs.endReason,
    weekly: rs.weekly,
    night: rs.night,
    day: rs.day,
  };
}

/** The médecin's card is shown to all and he is the Bourreau for good (000:247, 493). */
function announceMedecin(ctx: QCtx): void {
  const medecin = partyHolder(ctx.s, 'medecin');
  if (!medecin) return;
  // One announcement says both (issue 23: a second « devient Bourreau » told the table the same news twice).
  ctx.announce(
    medecin,
    { role: 'medecin' },
    () =>
      `${name(ctx.s, medecin)} est le médecin du village : il montre sa carte et devient Bourreau pour toute la partie.`,
  );
  ctx.s.posts.bourreau = medecin;
}
