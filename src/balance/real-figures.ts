/**
 * A group of real games beside the simulator's games of the same setup: each
 * camp's wins, each card's camp wins and survival, the length, as rates (the
 * simulator's with its 95 % interval), and the same as CSV.
 */
import type { AnyRuleset } from '../engine';
import { csv } from './csv';
import { wilson, type Interval } from './interval';
import type { RealGroup } from './real-games';
import type { Tally } from './tally';

export interface Compared {
  id: string;
  name: string;
  /** Real games: successes out of `of`. */
  real: { count: number; of: number; rate: number };
  /** The simulator's rate, with its interval (null until computed). */
  simulated: Interval | null;
}

export interface GroupFigures {
  camps: Compared[];
  /** Each card: how often its camp won with it in play. */
  cardWins: Compared[];
  /** Each card: how often a seat dealt it was alive at the end. */
  survival: Compared[];
  meanNights: number;
  meanCalls: number;
  simulatedNights: number | null;
}

const rate = (count: number, of: number) => ({ count, of, rate: of > 0 ? count / of : 0 });

export function groupFigures(rules: AnyRuleset, group: RealGroup, sim: Tally | null): GroupFigures {
  const t = group.tally;
  const camps = rules.camps
    .filter(
      (c) =>
        (t.wins[c.id] ?? 0) > 0 || (sim?.wins[c.id] ?? 0) > 0 || group.cards.some((k) => campOf(rules, k) === c.id),
    )
    .map((c) => ({
      id: c.id,
      name: c.name,
      real: rate(t.wins[c.id] ?? 0, t.games),
      simulated: sim ? wilson(sim.wins[c.id] ?? 0, sim.games) : null,
    }));
  const cards = [...new Set(group.cards)];
  const nameOf = (id: string) => rules.roles.find((r) => r.id === id)?.name ?? id;
  const cardWins = cards.map((id) => {
    const c = t.cards[id];
    const s = sim?.cards[id];
    return {
      id,
      name: nameOf(id),
      real: rate(c?.presentWins ?? 0, c?.present ?? 0),
      simulated: s ? wilson(s.presentWins, s.present) : null,
    };
  });
  const survival = cards
    .filter((id) => (t.cards[id]?.dealt ?? 0) > 0)
    .map((id) => {
      const c = t.cards[id]!;
      const s = sim?.cards[id];
      return {
        id,
        name: nameOf(id),
        real: rate(c.survived, c.dealt),
        simulated: s ? wilson(s.survived, s.dealt) : null,
      };
    });
  return {
    camps,
    cardWins,
    survival,
    meanNights: t.games ? t.nightsTotal / t.games : 0,
    meanCalls: t.games ? group.calls / t.games : 0,
    simulatedNights: sim && sim.games ? sim.nightsTotal / sim.games : null,
  };
}

const campOf = (rules: AnyRuleset, card: string) => rules.roles.find((r) => r.id === card)?.camp;

/** One line per figure of each group (plain numbers, a dot for decimals). */
export function statsCsv(rows: readonly { rules: AnyRuleset; group: RealGroup; figures: GroupFigures }[]): string {
  const out: (string | number | null)[][] = [
    [
      'ruleset',
      'players',
      'cards',
      'games',
      'figure',
      'id',
      'real_count',
      'real_of',
      'real_rate',
      'simulated_rate',
      'simulated_low',
      'simulated_high',
    ],
  ];
  for (const { group, figures } of rows) {
    const head = [group.rulesetId, group.players, group.cards.join('+'), group.tally.games];
    const line = (figure: string, c: Compared) => [
      ...head,
      figure,
      c.id,
      c.real.count,
      c.real.of,
      c.real.rate,
      c.simulated?.rate ?? null,
      c.simulated?.low ?? null,
      c.simulated?.high ?? null,
    ];
    for (const c of figures.camps) out.push(line('camp_wins', c));
    for (const c of figures.cardWins) out.push(line('card_camp_wins', c));
    for (const c of figures.survival) out.push(line('card_survival', c));
    out.push([...head, 'mean_nights', '', null, null, figures.meanNights, figures.simulatedNights, null, null]);
    out.push([...head, 'mean_calls', '', null, null, figures.meanCalls, null, null, null]);
  }
  return csv(out);
}
