/**
 * The one scenario driver of every ruleset's tests: players are named, answers
 * are given with names (a string that is a player's name stands for his id,
 * in values and in ballot keys), calls that need no decision are walked
 * through, refusals are read with the state checked untouched, and dice are
 * entered by hand (`rolls`), as the MJ rolling at the table would.
 *
 *   const t = new ThiercelieuxTable(['voyante', 'loup-garou', …]);
 *   t.until('voyante').play('voyante', ['Bruno']);
 *   expect(t.refusal('loups', ['Ana'])).toBe('…');
 *
 * Its second type parameter says which step ids and answers it takes
 * (tests/support/answers.ts): each ruleset's table (tests/<id>/table.ts) is
 * the driver typed with that ruleset's answers, so that a wrong step id or an
 * answer of the wrong shape fails the typecheck, as it does in `src`. It is
 * required, and a table of any id (`Record<string, …>`) takes no step at
 * all (`StepOf`): no test is left unchecked by the compiler but the ones
 * sent malformed on purpose (`malformed`, `malformedRefusal`) and those a
 * driver builds itself (`playAny`, `playCurrent`).
 */
import {
  apply,
  currentCall,
  effectsOf,
  toPlain,
  publicView,
  startGame,
  type Answer,
  type CallView,
  type Effect,
  type Game,
  type GameSetup,
  type Json,
  type Options,
  type Outcome,
  type Rejection,
  type Ruleset,
  type RulesetTypes,
  type TextDoc,
} from '../../src/engine';
import type { ActionOf, Answers, StepOf, ValueParam } from './answers';

export const NAMES = [
  'Ana',
  'Bruno',
  'Chloé',
  'David',
  'Emma',
  'Farid',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jules',
  'Karim',
  'Léa',
  'Maël',
  'Nora',
  'Oscar',
  'Pia',
  'Quentin',
  'Rose',
  'Sacha',
  'Théo',
];

/** A player's name beyond the twenty above: « Joueur 21 »… */
export const nameAt = (i: number): string => NAMES[i] ?? `Joueur ${i + 1}`;

export interface TableSetup {
  /** Each seat's card, in seating order: seat i is `NAMES[i]` (or `names[i]`), id `p{i+1}`. */
  cards: string[];
  /** Cards in the composition beyond the dealt ones (the Voleur's centre cards, effect cards dealt later…). */
  extra?: string[];
  /** Deal the cards at random from the seed instead of seat by seat. */
  randomDeal?: boolean;
  names?: string[];
  options?: Options;
  seed?: string;
  /** The MJ rolls physical dice: an answer that needs a die and carries none is asked for it (`needs-roll`). */
  handDice?: boolean;
}

/** How a ruleset's tests walk past a call without a decision: the value, or undefined when the call needs one. */
export type Quiet = (call: CallView) => Json | undefined;

/** The engine's own quiet answers: « Suivant », « non », nobody, everyone blank. */
export const defaultQuiet: Quiet = (call) => {
  const p = call.prompt;
  if (p.kind === 'ack') return null;
  if (p.kind === 'yesno') return false;
  if (p.kind === 'players' && p.min === 0) return [];
  if (p.kind === 'ballots' && p.allowBlank) return Object.fromEntries(p.voters.map((v) => [v.id, null]));
  return undefined;
};

/** The engine's refusal of dice entered by hand that the answer does not roll. */
const UNUSED_DICE = /saisis? à la main n’(a|ont) pas servi/;

export class Table<T extends RulesetTypes, D extends Answers> {
  state: Game<T>;
  /** The effects of the current call, as `apply` returned them. */
  effects: Effect[];
  readonly ids: Map<string, string>;
  protected quiet: Quiet = defaultQuiet;
  /** Dice rolled by hand for the next answer sent (`rolls`). */
  private pending: number[] = [];

  constructor(
    readonly rules: Ruleset<T>,
    setup: TableSetup,
  ) {
    const players = setup.cards.map((_, i) => ({ id: `p${i + 1}`, name: setup.names?.[i] ?? nameAt(i) }));
    this.ids = new Map(players.map((p) => [p.name, p.id]));
    const game: GameSetup = {
      rulesetId: rules.id,
      options: setup.options ?? {},
      players,
      composition: [...setup.cards, ...(setup.extra ?? [])],
      ...(setup.randomDeal ? {} : { deal: Object.fromEntries(players.map((p, i) => [p.id, setup.cards[i]!])) }),
      seed: setup.seed ?? 'test',
      ...(setup.handDice ? { handDice: true } : {}),
    };
    const started = startGame<T['rs']>(rules, game);
    if (!started.ok) throw new Error(started.error);
    // startGame knows the ruleset only as AnyRuleset: its state is this ruleset's game.
    this.state = started.value.state as Game<T>;
    this.effects = started.value.effects;
  }

  id(name: string): string {
    const id = this.ids.get(name);
    if (!id) throw new Error(`unknown player ${name}`);
    return id;
  }

  name(id: string): string {
    return this.state.players[id]!.name;
  }

  player(name: string) {
    return this.state.players[this.id(name)]!;
  }

  get rs(): T['rs'] {
    return this.state.rs;
  }

  get step(): StepOf<D> | undefined {
    // The engine's call names one of this ruleset's steps.
    return currentCall(this.rules, this.state)?.step as StepOf<D> | undefined;
  }

  get call(): CallView {
    const c = currentCall(this.rules, this.state);
    if (!c) throw new Error('no current call');
    return c;
  }

  /** The players woken at the current call (its `wake` effect). */
  get wakes(): string[] {
    return this.effects.flatMap((e) => (e.type === 'wake' ? e.players : []));
  }

  /** The current call's timer (its `timer` effect), in seconds, or null. */
  get timer(): number | null {
    return this.effects.find((e) => e.type === 'timer')?.seconds ?? null;
  }

  /** The texts the current call offers to copy (its `documents` effect). */
  get documents(): TextDoc[] {
    return this.effects.flatMap((e) => (e.type === 'documents' ? e.docs : []));
  }

  /** One of the current call's texts, by id, as plain text. */
  doc(id: string): string {
    const doc = this.documents.find((d) => d.id === id);
    if (!doc)
      throw new Error(`no document ${id} at ${this.step} (have: ${this.documents.map((d) => d.id).join(', ')})`);
    return toPlain(doc);
  }

  /**
   * Test scaffolding: put the game in a state built by hand (a health or a
   * purse planted for a case), with the effects the engine gives that call.
   */
  setState(state: Game<T>): this {
    this.state = state;
    this.effects = effectsOf(this.rules, state);
    return this;
  }

  /** Names stand for ids, in values and in object keys. */
  value(x: unknown): Json {
    if (typeof x === 'string') return this.ids.get(x) ?? x;
    if (Array.isArray(x)) return x.map((y) => this.value(y));
    if (x && typeof x === 'object')
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [this.ids.get(k) ?? k, this.value(y)]));
    if (x === undefined) return null;
    return x as Json;
  }

  /** A choice value naming a player: `opt('house', 'Ana')` → `house:p1`. */
  opt<K extends string>(kind: K, who: string): `${K}:${string}` {
    return `${kind}:${this.id(who)}`;
  }

  /**
   * Dice rolled at the table, as « Dice by hand » in docs/rulesets/anatomy.md:
   * each die the next answers set off, in order, takes the next face (a draw
   * by lot takes the rank of the one drawn, from 1). An answer carries the
   * faces it rolls; those left wait for the answers that roll them (the
   * engine refuses a die no answer rolls, so each answer gets the longest
   * run of the faces it accepts).
   */
  rolls(...faces: number[]): this {
    this.pending = faces;
    return this;
  }

  /** The faces entered by `rolls` that no answer has rolled yet. */
  get unrolled(): readonly number[] {
    return this.pending;
  }

  /** Apply an answer as it is (with the dice entered by `rolls`); the state moves on only when accepted. */
  send(answer: Answer): Outcome {
    let out: Outcome | undefined;
    for (let n = this.pending.length; n > 0 && !out; n--) {
      const tried = apply(this.rules, this.state, { ...answer, rolls: this.pending.slice(0, n) });
      if (tried.kind === 'refused' && UNUSED_DICE.test(tried.reason)) continue;
      out = tried;
      if (tried.kind === 'accepted') this.pending = this.pending.slice(n);
    }
    out ??= apply(this.rules, this.state, answer);
    if (out.kind === 'accepted') {
      this.state = out.state as Game<T>;
      this.effects = out.effects;
    }
    return out;
  }

  /** Answer the current call, which must be `step`, and return the engine's outcome. */
  answer<K extends StepOf<D>>(step: K, ...value: ValueParam<D['steps'][K]>): Outcome {
    return this.answerAny(step, value[0]);
  }

  /** Answer the current call, which must be `step`; a rejection fails the test with its reason. */
  play<K extends StepOf<D>>(step: K, ...value: ValueParam<D['steps'][K]>): this {
    return this.playAny(step, value[0]);
  }

  /**
   * Answer « Suivant » to a call with nothing to decide now (its prompt is an
   * acknowledgement: an inert call of a dead, absent or powerless card, whose
   * step otherwise takes a decision).
   */
  pass(step: StepOf<D>): this {
    if (this.step === step && this.call.prompt.kind !== 'ack') throw new Error(`${step} asks for a decision`);
    return this.playAny(step, null);
  }

  invoke<A extends ActionOf<D>>(action: A, ...value: ValueParam<D['actions'][A]>): this {
    const out = this.send({ kind: 'invoke', action, value: this.value(value[0]) });
    if (out.kind !== 'accepted') throw new Error(`${action}: ${out.kind}: ${out.reason}`);
    return this;
  }

  /** The rejection of an answer, checking that the state did not move. */
  rejection<K extends StepOf<D>>(step: K, value: D['steps'][K]): Rejection {
    return this.rejected({ kind: 'answer', step, value: this.value(value) });
  }

  /** The rejection of an invoked action, checking that the state did not move. */
  actionRejection<A extends ActionOf<D>>(action: A, value: D['actions'][A]): Rejection {
    return this.rejected({ kind: 'invoke', action, value: this.value(value) });
  }

  /**
   * The rejection of an answer the compiler would refuse: a value of the
   * wrong shape, or a step id of no call, sent on purpose to test the
   * engine's own checks.
   */
  malformed(step: string, value: unknown, kind: 'answer' | 'invoke' = 'answer'): Rejection {
    const v = this.value(value);
    return this.rejected(kind === 'answer' ? { kind, step, value: v } : { kind, action: step, value: v });
  }

  /** The French reason the engine refuses a malformed answer (or action) with. */
  malformedRefusal(step: string, value: unknown, kind: 'answer' | 'invoke' = 'answer'): string {
    return this.reasonOf(step, this.malformed(step, value, kind));
  }

  /** The French reason a rule refuses this answer with (it must be a refusal, not stale nor internal). */
  refusal<K extends StepOf<D>>(step: K, value: D['steps'][K]): string {
    return this.reasonOf(step, this.rejection(step, value));
  }

  /** The French reason an invoked action is refused with. */
  invokeRefusal<A extends ActionOf<D>>(action: A, value: D['actions'][A]): string {
    return this.reasonOf(action, this.actionRejection(action, value));
  }

  /** Walk through calls that need no decision (the ruleset's quiet answers) until `step`. */
  until(step: StepOf<D>, guardMax = 300): this {
    return this.untilAny(step, guardMax);
  }

  /** `until` a step the driver names itself (its type cannot say the ruleset has it). */
  protected untilAny(step: string, guardMax = 300): this {
    for (let guard = 0; guard < guardMax && this.step !== step; guard++) {
      const call = currentCall(this.rules, this.state);
      if (!call) throw new Error(`game ended before ${step}`);
      const quiet = this.quiet(call);
      if (quiet === undefined) throw new Error(`call ${call.step} needs a decision before ${step}`);
      this.playAny(call.step, quiet);
    }
    if (this.step !== step) throw new Error(`never reached ${step} (at ${this.step})`);
    return this;
  }

  /**
   * Answer whatever call is current (a walker's answer, worked out from its
   * prompt): the compiler cannot know its step, so the value is not checked.
   */
  playCurrent(value: unknown = null): this {
    return this.playAny(this.call.step, value);
  }

  /**
   * Answer the current call with a value the driver computed (a quiet answer,
   * a fixture's setup): its step is whatever call is current, so the
   * compiler cannot check it; tests use `play`.
   */
  protected playAny(step: string, value: unknown = null): this {
    const out = this.answerAny(step, value);
    if (out.kind !== 'accepted') throw new Error(`${step}: ${out.kind}: ${out.reason}`);
    return this;
  }

  protected answerAny(step: string, value: unknown = null): Outcome {
    if (this.step !== step) throw new Error(`expected call ${step}, current is ${this.step}`);
    return this.send({ kind: 'answer', step, value: this.value(value) });
  }

  /** `refusal` of an answer the driver builds itself (an order of a book, put by a helper). */
  protected refusalAny(step: string, value: unknown): string {
    return this.reasonOf(step, this.rejectionAny(step, value));
  }

  /** `rejection` of an answer the driver builds itself. */
  protected rejectionAny(step: string, value: unknown): Rejection {
    return this.rejected({ kind: 'answer', step, value: this.value(value) });
  }

  private rejected(answer: Answer): Rejection {
    const before = this.state;
    const out = this.send(answer);
    const what = answer.kind === 'answer' ? answer.step : answer.action;
    if (out.kind === 'accepted') throw new Error(`${answer.kind} ${what} was accepted`);
    if (this.state !== before) throw new Error('state changed');
    return out;
  }

  private reasonOf(what: string, out: Rejection): string {
    if (out.kind !== 'refused') throw new Error(`${what}: expected a refusal, got ${out.kind}: ${out.reason}`);
    return out.reason;
  }

  /** Ballots by name: everyone votes for `target` (or blank), except the given ones. */
  voteAll(target: string | null, except: Record<string, string | null> = {}): Record<string, string | null> {
    const p = this.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    return Object.fromEntries(
      p.voters.map((v) => {
        const voter = this.name(v.id);
        return [voter, voter in except ? except[voter]! : target];
      }),
    );
  }

  /** Ballots by name: everyone blank but the given ones. */
  ballots(votes: Record<string, string | null>): Record<string, string | null> {
    return this.voteAll(null, votes);
  }

  events(type?: string) {
    return this.state.events.filter((e) => !type || e.type === type);
  }

  texts(type?: string): string[] {
    return this.events(type).map((e) => e.text);
  }

  /** What the table was told, in order (phase changes left out). */
  publicTexts(): string[] {
    return this.state.events.filter((e) => e.vis.to === 'public' && e.type !== 'phase').map((e) => e.text);
  }

  publicView() {
    return publicView(this.rules, this.state);
  }

  invariants(): string[] {
    return this.rules.invariants?.(this.state) ?? [];
  }

  /** The names among the current prompt's candidates. */
  get candidates(): string[] {
    const p = this.call.prompt;
    if (p.kind !== 'players' && p.kind !== 'ballots') throw new Error(`call ${this.step} has no players`);
    return p.candidates.map((id) => this.name(id));
  }

  /** The values of the current choice's options. */
  get options(): string[] {
    const p = this.call.prompt;
    if (p.kind !== 'choice') throw new Error(`call ${this.step} is no choice`);
    return p.options.map((o) => o.value);
  }
}
