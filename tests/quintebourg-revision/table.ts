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
import type * as conversions from '../../src/rulesets/quintebourg-revision/actions/conversions';
import type * as kills from '../../src/rulesets/quintebourg-revision/actions/kills';
import type * as others from '../../src/rulesets/quintebourg-revision/actions/others';
import type * as family from '../../src/rulesets/quintebourg-revision/family';
import type * as stepsIndex from '../../src/rulesets/quintebourg-revision/steps';
import type * as bilan from '../../src/rulesets/quintebourg-revision/steps/bilan';
import type * as dawn from '../../src/rulesets/quintebourg-revision/steps/dawn';
import type * as death from '../../src/rulesets/quintebourg-revision/steps/death';
import type * as duels from '../../src/rulesets/quintebourg-revision/steps/duels';
import type * as evening from '../../src/rulesets/quintebourg-revision/steps/evening';
import type * as ghosts from '../../src/rulesets/quintebourg-revision/steps/ghosts';
import type * as lovers from '../../src/rulesets/quintebourg-revision/steps/lovers';
import type * as musicians from '../../src/rulesets/quintebourg-revision/steps/musicians';
import type * as nightEnd from '../../src/rulesets/quintebourg-revision/steps/night-end';
import type * as postPowers from '../../src/rulesets/quintebourg-revision/steps/post-powers';
import type * as reporter from '../../src/rulesets/quintebourg-revision/steps/reporter';
import type * as reptiliens from '../../src/rulesets/quintebourg-revision/steps/reptiliens';
import type * as result from '../../src/rulesets/quintebourg-revision/steps/result';
import type * as session from '../../src/rulesets/quintebourg-revision/steps/session';
import type * as show from '../../src/rulesets/quintebourg-revision/steps/show';
import type * as sleepers from '../../src/rulesets/quintebourg-revision/steps/sleepers';
import type * as start from '../../src/rulesets/quintebourg-revision/steps/start';
import type * as thief from '../../src/rulesets/quintebourg-revision/steps/thief';
import type * as vote from '../../src/rulesets/quintebourg-revision/steps/vote';
import type { RTypes } from '../../src/rulesets/quintebourg-revision/types';
import type { DefsIn, StepOf, Typed, Untyped } from '../support/answers';
import { Table, type Quiet } from '../support/table';

type Steps =
  | DefsIn<typeof bilan>
  | DefsIn<typeof dawn>
  | DefsIn<typeof death>
  | DefsIn<typeof duels>
  | DefsIn<typeof evening>
  | DefsIn<typeof ghosts>
  | DefsIn<typeof lovers>
  | DefsIn<typeof musicians>
  | DefsIn<typeof nightEnd>
  | DefsIn<typeof postPowers>
  | DefsIn<typeof reporter>
  | DefsIn<typeof reptiliens>
  | DefsIn<typeof result>
  | DefsIn<typeof session>
  | DefsIn<typeof show>
  | DefsIn<typeof sleepers>
  | DefsIn<typeof start>
  | DefsIn<typeof thief>
  | DefsIn<typeof vote>
  | DefsIn<typeof family>
  | DefsIn<Pick<typeof stepsIndex, 'WEEK_STEPS'>>;
type Actions =
  | DefsIn<typeof family>
  | DefsIn<Pick<typeof stepsIndex, 'WEEK_STEPS'>>
  | DefsIn<typeof conversions>
  | DefsIn<typeof kills>
  | DefsIn<typeof others>;

/** Every step and action of the revision, each with the answer its prompt takes. */
export type RAnswers = Typed<RTypes, Steps, Actions>;

/** The steps and actions whose definitions the modules above miss (tests/quintebourg-revision/types.test.ts: none). */
export type RUntyped = Untyped<RTypes, Steps, Actions>;

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
  stopAt?: StepOf<RAnswers>;
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
function argOf(t: Table<RTypes, RAnswers>, key: string): string | undefined {
  const args = t.state.agenda[0]?.args;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const v = args[key];
  return typeof v === 'string' ? v : undefined;
}

/** Answers given one after the other as a call comes back (`phase`). */
export class Seq<A = unknown> {
  constructor(readonly values: A[]) {}
}
export const seq = <A>(...values: A[]): Seq<A> => new Seq(values);

/** A call's answer in `phase`: the value, the values as it comes back, or worked out from the table when it comes. */
type PhaseAnswer<A> = A | Seq<A> | ((t: RevisionTable) => A);

/** `phase`'s answers, by step: each typed as its step takes it. */
export type PhaseAnswers = { [K in StepOf<RAnswers>]?: PhaseAnswer<RAnswers['steps'][K]> };

export class RevisionTable extends Table<RTypes, RAnswers> {
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
  dayZero(stopAt?: StepOf<RAnswers>): this {
    const setup = this.setup;
    const posts = setup.posts ?? {};
    for (let guard = 0; guard < 80 && this.state.clock.day === 0; guard++) {
      const call = this.call;
      if (call.step === stopAt) break;
      const id = argOf(this, 'id');
      if (call.step === 'carte-specialite') this.playAny(call.step, setup.seats[Number(id!.slice(1)) - 1]![1]);
      else if (call.step === 'semaine') this.playAny(call.step, false);
      else if (call.step === 'objectifs') this.playAny(call.step, setup.goals?.[this.name(id!)] ?? 'premier');
      else if (call.step === 'poste-depart') {
        const holder = posts[argOf(this, 'post')!];
        const p = call.prompt;
        if (p.kind !== 'players') throw new Error('poste-depart');
        this.playAny(call.step, holder ? [holder] : p.min > 0 ? [p.candidates[0]!] : []);
      } else if (call.step === 'cupidon') this.playAny(call.step, setup.lovers ?? []);
      else this.playAny(call.step);
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
  phase(answers: PhaseAnswers = {}, stop?: StepOf<RAnswers>): this {
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
      const given: unknown = Object.prototype.hasOwnProperty.call(answers, call.step)
        ? answers[call.step as StepOf<RAnswers>]
        : undefined;
      const raw = given instanceof Seq ? given.values[k] : given;
      const value = typeof raw === 'function' ? raw(this) : raw;
      if (value !== undefined) {
        this.playAny(call.step, value);
        continue;
      }
      const quiet = this.quiet(call);
      if (quiet === undefined) throw new Error(`call ${call.step} needs a decision`);
      this.playAny(call.step, quiet);
    }
    return this;
  }

  /** Walk quietly to `step` of the night or the day `day`. */
  toDay(day: number, phase: 'night' | 'day' = 'night'): this {
    for (let guard = 0; guard < 400 && (this.state.clock.day < day || this.state.clock.phase !== phase); guard++) {
      const call = this.call;
      const quiet = this.quiet(call);
      if (quiet === undefined) throw new Error(`call ${call.step} needs a decision`);
      this.playAny(call.step, quiet);
    }
    return this;
  }
}
