/**
 * NewMilenium's part of a game's report (engine `report.ts`): where each
 * player sleeps tonight (his house, another after a swap, or hidden by the
 * Planqué: 003:12, 78), the uses left of his limited powers (003:73-127),
 * his two roles, secret numbers and the Assassin's targets (003:3, 8, 49),
 * the Sympathique's gifts; and the table's own data: the order book as it
 * stands, the night's protections and salbatarisations, the Araignées'
 * links, the Corbeau's votes, the deaths with their causes. Raw data, for
 * scenario checks.
 */
import { playerRead, type Json, type PlayerId, type PowerUses, type RulesetReport } from '../../engine';
import { USE_LABEL } from './markers';
import { bed } from './queries/houses';
import { houseName } from './queries/people';
import { startUses } from './setup';
import type { NGame } from './types';

function sleeps(s: NGame, id: PlayerId): { place: string; label: string; mapped: boolean } {
  const where = bed(s, id);
  const house = where ?? id;
  const hidden = s.rs.night.hidden[id] !== undefined;
  return {
    place: `house:${house}`,
    label: `${hidden ? 'planqué·e dans ' : ''}${houseName(s, house)}`,
    mapped: where !== null,
  };
}

/** The limited powers the player's cards give him (003:73-127), with the uses left: a spent one reads 0. */
function powersOf(s: NGame, id: PlayerId): Record<string, PowerUses> | undefined {
  const left = s.rs.uses[id];
  const hand = s.rs.hands[id];
  if (!left || !hand) return undefined;
  const held = startUses(hand.roles, playerRead(s.players, id).role === 'assassin');
  const out: Record<string, PowerUses> = {};
  for (const [key, label] of USE_LABEL) if (held[key] > 0) out[key] = { label, left: left[key] };
  return Object.keys(out).length > 0 ? out : undefined;
}

export function report(s: NGame): RulesetReport {
  const rs = s.rs;
  const players: RulesetReport['players'] = {};
  for (const id of s.order) {
    const hand = rs.hands[id];
    const numbers: Record<string, number> = {};
    for (const [key, byPlayer] of Object.entries(rs.numbers))
      if (byPlayer[id] !== undefined) numbers[key] = byPlayer[id]!;
    const more: Record<string, Json> = {
      roles: hand ? [...hand.roles] : [],
      targets: hand ? [...hand.targets] : [],
      numbers,
      gifts: (rs.boosts[id] ?? []).map((b) => ({ role: b.role, day: b.day, by: b.by })),
    };
    const powers = powersOf(s, id);
    players[id] = { sleeps: sleeps(s, id), ...(powers ? { powers } : {}), more };
  }
  return {
    players,
    table: {
      book: {
        deadline: rs.book.deadline,
        closed: rs.book.closed,
        orders: rs.book.orders.map((o) => ({ player: o.player, kind: o.kind, value: o.value })),
      },
      night: {
        hidden: { ...rs.night.hidden },
        swaps: rs.night.swaps.map(([a, b]) => [a, b]),
        protected: [...rs.night.protected],
        salbatar: [...rs.night.salbatar],
      },
      last: { protected: [...rs.last.protected], salbatar: [...rs.last.salbatar] },
      links: rs.links.map((l) => ({ members: [...l.members], each: l.each, by: l.by, day: l.day })),
      extraVotes: rs.extra.map((v) => ({ target: v.target, n: v.n, from: v.from, source: v.source, day: v.day })),
      deaths: rs.deaths.map((d) => ({
        id: d.id,
        cause: d.cause,
        by: [...d.by],
        day: d.day,
        phase: d.phase,
        undone: d.undone,
      })),
    },
  };
}
