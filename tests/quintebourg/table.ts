/**
 * Quinte-bourg's one table: the typed driver (tests/support/table.ts) with
 * what is Quinte-bourg's own. Each seat holds a party card and an effect
 * card (and a lover an alibi); day 0 asks the MJ for the effect cards, the
 * alibis and the posts (`carte-effet`, `carte-alibi`, `poste-depart`): the
 * constructor answers them from the setup. `until` walks past the calls with
 * Quinte-bourg's quiet answers (« rien », « aucun »…, the first heir or
 * successor). Seatings are in fixtures.ts.
 */
import type { CallView, Json, Options } from '../../src/engine';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { coinsOf } from '../../src/rulesets/quintebourg/coins';
import type * as assassinat from '../../src/rulesets/quintebourg/actions/assassinat';
import type * as conversion from '../../src/rulesets/quintebourg/actions/conversion';
import type * as don from '../../src/rulesets/quintebourg/actions/don';
import type * as elimination from '../../src/rulesets/quintebourg/actions/elimination';
import type * as enquete from '../../src/rulesets/quintebourg/actions/enquete';
import type * as fennec from '../../src/rulesets/quintebourg/actions/fennec';
import type * as noire from '../../src/rulesets/quintebourg/actions/noire';
import type * as recrutement from '../../src/rulesets/quintebourg/actions/recrutement';
import type * as retraitPoste from '../../src/rulesets/quintebourg/actions/retrait-poste';
import type * as rouge from '../../src/rulesets/quintebourg/actions/rouge';
import type * as seth from '../../src/rulesets/quintebourg/actions/seth';
import type * as attackers from '../../src/rulesets/quintebourg/steps/attackers';
import type * as bilan from '../../src/rulesets/quintebourg/steps/bilan';
import type * as carers from '../../src/rulesets/quintebourg/steps/carers';
import type * as cheats from '../../src/rulesets/quintebourg/steps/cheats';
import type * as couples from '../../src/rulesets/quintebourg/steps/couples';
import type * as curious from '../../src/rulesets/quintebourg/steps/curious';
import type * as dawn from '../../src/rulesets/quintebourg/steps/dawn';
import type * as dead from '../../src/rulesets/quintebourg/steps/dead';
import type * as duos from '../../src/rulesets/quintebourg/steps/duos';
import type * as evening from '../../src/rulesets/quintebourg/steps/evening';
import type * as gifts from '../../src/rulesets/quintebourg/steps/gifts';
import type * as intro from '../../src/rulesets/quintebourg/steps/intro';
import type * as mafia from '../../src/rulesets/quintebourg/steps/mafia';
import type * as marriage from '../../src/rulesets/quintebourg/steps/marriage';
import type * as mc from '../../src/rulesets/quintebourg/steps/mc';
import type * as postPowers from '../../src/rulesets/quintebourg/steps/post-powers';
import type * as result from '../../src/rulesets/quintebourg/steps/result';
import type * as rowA from '../../src/rulesets/quintebourg/steps/row-a';
import type * as scientists from '../../src/rulesets/quintebourg/steps/scientists';
import type * as sesiano from '../../src/rulesets/quintebourg/steps/sesiano';
import type * as session from '../../src/rulesets/quintebourg/steps/session';
import type * as skadi from '../../src/rulesets/quintebourg/steps/skadi';
import type * as sleepers from '../../src/rulesets/quintebourg/steps/sleepers';
import type * as start from '../../src/rulesets/quintebourg/steps/start';
import type * as updates from '../../src/rulesets/quintebourg/steps/updates';
import type * as vote from '../../src/rulesets/quintebourg/steps/vote';
import type { QTypes } from '../../src/rulesets/quintebourg/types';
import type { Answers, DefsIn, Typed, Untyped } from '../support/answers';
import { Table, type Quiet } from '../support/table';

type Steps =
  | DefsIn<typeof attackers>
  | DefsIn<typeof bilan>
  | DefsIn<typeof carers>
  | DefsIn<typeof cheats>
  | DefsIn<typeof couples>
  | DefsIn<typeof curious>
  | DefsIn<typeof dawn>
  | DefsIn<typeof dead>
  | DefsIn<typeof duos>
  | DefsIn<typeof evening>
  | DefsIn<typeof gifts>
  | DefsIn<typeof intro>
  | DefsIn<typeof mafia>
  | DefsIn<typeof marriage>
  | DefsIn<typeof mc>
  | DefsIn<typeof postPowers>
  | DefsIn<typeof result>
  | DefsIn<typeof rowA>
  | DefsIn<typeof scientists>
  | DefsIn<typeof sesiano>
  | DefsIn<typeof session>
  | DefsIn<typeof skadi>
  | DefsIn<typeof sleepers>
  | DefsIn<typeof start>
  | DefsIn<typeof updates>
  | DefsIn<typeof vote>;
type Actions =
  | DefsIn<typeof assassinat>
  | DefsIn<typeof conversion>
  | DefsIn<typeof don>
  | DefsIn<typeof elimination>
  | DefsIn<typeof enquete>
  | DefsIn<typeof fennec>
  | DefsIn<typeof noire>
  | DefsIn<typeof recrutement>
  | DefsIn<typeof retraitPoste>
  | DefsIn<typeof rouge>
  | DefsIn<typeof seth>;

/** Every Quinte-bourg step and action, each with the answer its prompt takes. */
export type QAnswers = Typed<QTypes, Steps, Actions>;

/** The steps and actions whose definitions the modules above miss (tests/quintebourg/types.test.ts: none). */
export type QUntyped = Untyped<QTypes, Steps, Actions>;

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
function argOf<D extends Answers>(t: Table<QTypes, D>, key: string): string | undefined {
  const args = t.state.agenda[0]?.args;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const v = args[key];
  return typeof v === 'string' ? v : undefined;
}

export class QuintebourgTable<D extends Answers = QAnswers> extends Table<QTypes, D> {
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
      if (call.step === 'carte-effet') this.playAny('carte-effet', setup.seats[Number(id!.slice(1)) - 1]![1]);
      else if (call.step === 'carte-alibi') this.playAny('carte-alibi', alibis[this.name(id!)]);
      else if (call.step === 'poste-depart') {
        const holder = posts[argOf(this, 'post')!];
        const p = call.prompt;
        if (p.kind !== 'players') throw new Error('poste-depart');
        this.playAny('poste-depart', holder ? [holder] : p.min > 0 ? [p.candidates[0]!] : []);
      } else this.playAny(call.step);
    }
  }

  health(name: string): string {
    return this.player(name).health;
  }

  coins(name: string): number {
    return coinsOf(this.state, this.id(name));
  }
}
