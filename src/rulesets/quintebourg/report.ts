/**
 * Quinte-bourg's part of a game's report (engine `report.ts`): each player's
 * coins (000:559), where he sleeps (the night's map once row P drew it,
 * else his home, his hospital room or the morgue: 000:76-78, 249), the uses
 * left of his one-time powers (000:349-355) and of Cortex's nights a week
 * (000:278), his cards and camps; and the town's own table (the treasury, the
 * couples, the sbires, the law…). Raw data, for scenario checks.
 */
import { playerRead, type PlayerId, type PowerUses, type RulesetReport } from '../../engine';
import { coinsOf } from './coins';
import { POWERS } from './markers';
import { homePlace, locationKey, placeLabel, roomPlace, type Location } from './night-map';
import { canUse, health, partyHolder, usedTimes, usesAllowed } from './queries';
import { COMA_KEY } from './steps/row-a';
import type { QGame } from './types';
import { nightsThisWeek, weeklyLimit } from './week';

/** Where `id` spends the night: on the map once drawn, else where his health and home put him. */
function sleeps(s: QGame, id: PlayerId): { place: string; label: string; mapped: boolean } {
  const drawn = s.rs.night.map?.[id];
  const h = health(s, id);
  const place: Location =
    drawn ?? (h === 'M' ? { kind: 'morgue' } : h === 'C' || h === 'Q' ? roomPlace(s, id) : homePlace(s, id));
  return { place: locationKey(place), label: placeLabel(s, place), mapped: drawn !== undefined };
}

function powersOf(s: QGame, id: PlayerId): Record<string, PowerUses> | undefined {
  const out: Record<string, PowerUses> = {};
  const effect = s.rs.cards[id]?.effect;
  for (const p of POWERS) {
    const holds = p.effect ? effect === p.card : playerRead(s.players, id).role === p.card;
    // After Skadi's reboot Sesiano's miracles also share a total of four (queries/powers.ts): `canUse` has the last word.
    if (holds)
      out[p.power] = { label: p.label, left: canUse(s, id, p.power) ? usesAllowed(s) - usedTimes(s, id, p.power) : 0 };
  }
  if (s.posts.bourreau === id)
    out.coma = {
      label: 'potion de coma (Bourreau)',
      left: canUse(s, COMA_KEY, 'coma') ? usesAllowed(s) - usedTimes(s, COMA_KEY, 'coma') : 0,
    };
  const limit = weeklyLimit(s, 'cortex');
  if (limit !== null && partyHolder(s, 'cortex') === id)
    out.cortex = {
      label: 'nuits de Cortex et Minus',
      left: Math.max(0, limit - nightsThisWeek(s, id, 'cortex').length),
      per: 'semaine',
    };
  return Object.keys(out).length > 0 ? out : undefined;
}

export function report(s: QGame): RulesetReport {
  const rs = s.rs;
  const players: RulesetReport['players'] = {};
  for (const id of s.order) {
    const powers = powersOf(s, id);
    const cards = rs.cards[id];
    players[id] = {
      coins: coinsOf(s, id),
      sleeps: sleeps(s, id),
      ...(powers ? { powers } : {}),
      more: {
        effect: cards?.effect ?? null,
        alibi: cards?.alibi ?? null,
        camps: rs.camps[id] ?? [],
        charmed: rs.charmed.includes(id),
        hospitalNights: rs.hospital[id] ?? 0,
      },
    };
  }
  return {
    players,
    table: {
      mode: rs.mode,
      treasury: rs.coins,
      richest: rs.richest,
      lovers: rs.lovers,
      hated: rs.hated,
      plans: rs.plans,
      spouses: rs.spouses,
      sbires: rs.sbires,
      porteBonheur: rs.porteBonheur,
      porteMalheur: rs.porteMalheur,
      hiddenComa: rs.hiddenComa,
      returned: rs.returned,
      reboot: rs.reboot,
      research: rs.research,
      law: rs.day.law,
      attack: rs.night.attack,
      corruptions: rs.corruptions,
    },
  };
}
