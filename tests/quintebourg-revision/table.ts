/**
 * The revision's scenario driver: the generic `Table` (tests/support/table.ts)
 * with what is the revision's own. Each seat holds a camp card and a
 * specialty card; day 0 asks the MJ for the specialties (dealt by hand), the
 * week, the villagers' goals, the posts, the introductions and Cupidon's
 * lovers: the constructor answers them from the setup. `until` walks past the
 * calls with quiet answers (« rien », nobody, a blank vote…, the first heir or
 * successor). Seatings are in fixtures.ts.
 */
import type { CallView, Json, Options } from '../../src/engine';
import { coinsOf } from '../../src/rulesets/quintebourg-family/coins';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import type { RTypes } from '../../src/rulesets/quintebourg-revision/types';
import { Table, type Quiet } from '../support/table';

/** A seat: its camp card and its specialty card. */
export type Seat = [string, string];

export interface RevisionSetup {
  seats: Seat[];
  /** The goals the MJ gives a villager's card, by name: its first, its second, or both. */
  goals?: Record<string, 'premier' | 'second' | 'deux'>;
  /** Who holds each post at the start, by name (others: nobody, or the first candidate for a mandatory post). */
  posts?: Record<string, string>;
  lovers?: [string, string];
  options?: Options;
  seed?: string;
  /** Stop day 0 at this call (to test it). */
  stopAt?: string;
}

/** Calls whose quiet answer is the first candidate (an heir, a successor, the Président's or the Procureur's pick, a move). */
const FIRST_CANDIDATE = [
  'heritage',
  'succession',
  'arbitrage',
  'egalite',
  'tribunal-choix',
  'demenagement',
  'legs-specialite',
  'milice-egalite',
  'invention',
];
/** The options that do nothing (or keep things as they are). */
const QUIET_OPTIONS = ['rien', 'aucun', 'aucune', 'non', 'normale', 'fantome', 'refus', 'ok'];

export const revisionQuiet: Quiet = (call: CallView): Json | undefined => {
  const p = call.prompt;
  if (p.kind === 'ack') return null;
  if (p.kind === 'players' && FIRST_CANDIDATE.includes(call.step)) return p.candidates.slice(0, Math.max(1, p.min));
  if (p.kind === 'yesno') return false;
  if (p.kind === 'players' && p.min === 0) return [];
  if (p.kind === 'choice')
    return (
      p.options.find((o) => QUIET_OPTIONS.includes(o.value))?.value ??
      (call.step === 'mort-carte' ||
      call.step === 'legs-choix' ||
      call.step === 'amoureux' ||
      call.step === 'duel-lieu' ||
      call.step === 'laura'
        ? p.options[0]!.value
        : undefined)
    );
  if (p.kind === 'ballots')
    return Object.fromEntries(p.voters.map((v) => [v.id, p.allowBlank ? null : p.candidates[0]!]));
  return undefined;
};

/** A string field of the current call's arguments. */
function argOf(t: Table<RTypes>, key: string): string | undefined {
  const args = t.state.agenda[0]?.args;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const v = args[key];
  return typeof v === 'string' ? v : undefined;
}

/** Answers given one after the other as a call comes back (`phase`). */
export class Seq {
  constructor(readonly values: unknown[]) {}
}
export const seq = (...values: unknown[]): Seq => new Seq(values);

export class RevisionTable extends Table<RTypes> {
  protected override quiet: Quiet = revisionQuiet;

  constructor(setup: RevisionSetup) {
    super(quintebourgRevision, {
      cards: setup.seats.map((x) => x[0]),
      extra: setup.seats.map((x) => x[1]),
      ...(setup.options ? { options: setup.options } : {}),
      ...(setup.seed ? { seed: setup.seed } : {}),
    });
    this.setup = setup;
    this.dayZero(setup.stopAt);
  }

  private readonly setup: RevisionSetup;

  /** Answer day 0's questions from the setup, up to `stopAt` (or the first night). */
  dayZero(stopAt?: string): this {
    const setup = this.setup;
    const posts = setup.posts ?? {};
    for (let guard = 0; guard < 80 && this.state.clock.day === 0; guard++) {
      const call = this.call;
      if (call.step === stopAt) break;
      const id = argOf(this, 'id');
      if (call.step === 'carte-specialite') this.play(call.step, setup.seats[Number(id!.slice(1)) - 1]![1]);
      else if (call.step === 'semaine') this.play(call.step, false);
      else if (call.step === 'objectifs') this.play(call.step, setup.goals?.[this.name(id!)] ?? 'premier');
      else if (call.step === 'poste-depart') {
        const holder = posts[argOf(this, 'post')!];
        const p = call.prompt;
        if (p.kind !== 'players') throw new Error('poste-depart');
        this.play(call.step, holder ? [holder] : p.min > 0 ? [p.candidates[0]!] : []);
      } else if (call.step === 'cupidon') this.play(call.step, setup.lovers ?? []);
      else this.play(call.step);
    }
    return this;
  }

  coins(name: string): number {
    return coinsOf(this.state, this.id(name));
  }

  alive(name: string): boolean {
    return this.player(name).health === 'vivant';
  }

  /**
   * Play the calls of the current phase to its end (or to `stop`): a call
   * named in `answers` takes that answer (`seq(a, b)`: one after the other
   * as the call comes back, then quiet; a function: computed when the call
   * comes, from the table), the others the quiet one.
   */
  phase(answers: Record<string, unknown> = {}, stop?: string): this {
    const { phase, day } = this.state.clock;
    const used: Record<string, number> = {};
    for (
      let guard = 0;
      guard < 300 && !this.state.ended && this.state.clock.phase === phase && this.state.clock.day === day;
      guard++
    ) {
      const call = this.call;
      if (call.step === stop) return this;
      const k = used[call.step] ?? 0;
      used[call.step] = k + 1;
      const given = Object.prototype.hasOwnProperty.call(answers, call.step) ? answers[call.step] : undefined;
      const raw = given instanceof Seq ? given.values[k] : given;
      const value = typeof raw === 'function' ? raw(this) : raw;
      if (value !== undefined) {
        this.play(call.step, value);
        continue;
      }
      const quiet = this.quiet(call);
      if (quiet === undefined) throw new Error(`call ${call.step} needs a decision`);
      this.play(call.step, quiet);
    }
    return this;
  }

  /** Walk quietly to `step` of the night or the day `day`. */
  toDay(day: number, phase: 'night' | 'day' = 'night'): this {
    for (let guard = 0; guard < 400 && (this.state.clock.day < day || this.state.clock.phase !== phase); guard++) {
      const call = this.call;
      const quiet = this.quiet(call);
      if (quiet === undefined) throw new Error(`call ${call.step} needs a decision`);
      this.play(call.step, quiet);
    }
    return this;
  }
}
