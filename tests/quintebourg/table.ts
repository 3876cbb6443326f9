/**
 * The Quinte-bourg scenario driver: the generic `Table` (tests/support/table.ts)
 * with what is Quinte-bourg's own. Each seat holds a party card and an effect
 * card (and a lover an alibi); day 0 asks the MJ for the effect cards, the
 * alibis and the posts (`carte-effet`, `carte-alibi`, `poste-depart`): the
 * constructor answers them from the setup. `until` walks past the calls with
 * Quinte-bourg's quiet answers (« rien », « aucun »…, the first heir or
 * successor). Seatings are in fixtures.ts.
 */
import type { CallView, Json, Options } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { coinsOf } from '../../src/rulesets/quintebourg/coins';
import type { QTypes } from '../../src/rulesets/quintebourg/types';
import { Table, type Quiet } from '../support/table';

/** A seat: its party card and its effect card. */
export type Seat = [string, string];

export interface QuinteSetup {
  /** Each seat, in seating order (Ana, Bruno, Chloé…). */
  seats: Seat[];
  /** A lover's alibi card, by name. */
  alibis?: Record<string, string>;
  /** Who holds each post at the start, by name (others: nobody, or the first candidate for a mandatory post). */
  posts?: Record<string, string>;
  options?: Options;
  seed?: string;
}

/** Calls whose quiet answer is the first candidate (an heir, a successor, the Président's or the Procureur's pick, a move). */
const FIRST_CANDIDATE = ['heritage', 'succession', 'arbitrage', 'egalite', 'tribunal-choix', 'demenagement'];
/** The options that do nothing (or keep things as they are). */
const QUIET_OPTIONS = ['rien', 'aucun', 'aucune', 'non', 'fin', 'normale'];

/** Quinte-bourg's quiet answers: « Suivant », « non », nobody, the quiet option, everyone blank (or on the first candidate when blank is forbidden). */
export const quinteQuiet: Quiet = (call: CallView): Json | undefined => {
  const p = call.prompt;
  if (p.kind === 'ack') return null;
  if (p.kind === 'players' && FIRST_CANDIDATE.includes(call.step)) return p.candidates.slice(0, Math.max(1, p.min));
  if (p.kind === 'yesno') return false;
  if (p.kind === 'players' && p.min === 0) return [];
  if (p.kind === 'choice') return p.options.find((o) => QUIET_OPTIONS.includes(o.value))?.value;
  if (p.kind === 'ballots')
    return Object.fromEntries(p.voters.map((v) => [v.id, p.allowBlank ? null : p.candidates[0]!]));
  return undefined;
};

/** A string field of the current call's arguments. */
function argOf(t: Table<QTypes>, key: string): string | undefined {
  const args = t.state.agenda[0]?.args;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const v = args[key];
  return typeof v === 'string' ? v : undefined;
}

export class QuinteTable extends Table<QTypes> {
  protected override quiet: Quiet = quinteQuiet;

  constructor(setup: QuinteSetup) {
    const alibis = setup.alibis ?? {};
    super(quintebourg, {
      cards: setup.seats.map((x) => x[0]),
      extra: [...Object.values(alibis), ...setup.seats.map((x) => x[1])],
      ...(setup.options ? { options: setup.options } : {}),
      ...(setup.seed ? { seed: setup.seed } : {}),
    });
    const posts = setup.posts ?? {};
    for (let guard = 0; guard < 60 && this.state.clock.day === 0; guard++) {
      const call = this.call;
      const id = argOf(this, 'id');
      if (call.step === 'carte-effet') this.play('carte-effet', setup.seats[Number(id!.slice(1)) - 1]![1]);
      else if (call.step === 'carte-alibi') this.play('carte-alibi', alibis[this.name(id!)]);
      else if (call.step === 'poste-depart') {
        const holder = posts[argOf(this, 'post')!];
        const p = call.prompt;
        if (p.kind !== 'players') throw new Error('poste-depart');
        this.play('poste-depart', holder ? [holder] : p.min > 0 ? [p.candidates[0]!] : []);
      } else this.play(call.step);
    }
  }

  health(name: string): string {
    return this.player(name).health;
  }

  coins(name: string): number {
    return coinsOf(this.state, this.id(name));
  }
}
