/**
 * A small driver for Thiercelieux scenario tests: players are named, answers
 * are given with names, and calls that need no decision can be walked through.
 */
import { apply, createGame, currentCall, publicView, type Answer, type GameState, type Json, type Options } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import type { TState } from '../../src/rulesets/thiercelieux/state';

export const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa'];

export class Table {
  state: GameState<TState>;
  private ids: Map<string, string>;

  /** `cards[i]` goes to NAMES[i]; `spare` are the centre cards (Voleur); `seed` pins the dice and draws. */
  constructor(cards: string[], options: Options = {}, spare: string[] = [], seed = 'test') {
    const players = cards.map((_, i) => ({ id: `p${i + 1}`, name: NAMES[i]! }));
    this.ids = new Map(players.map((p) => [p.name, p.id]));
    const g = createGame<TState>(thiercelieux, {
      rulesetId: 'thiercelieux',
      options,
      players,
      composition: [...cards, ...spare],
      deal: Object.fromEntries(players.map((p, i) => [p.id, cards[i]!])),
      seed,
    });
    if (!g.ok) throw new Error(g.error);
    // The centre cards keep the order given (the composition minus the dealt cards).
    this.state = g.value;
  }

  id(name: string): string {
    const id = this.ids.get(name);
    if (!id) throw new Error(`unknown player ${name}`);
    return id;
  }

  get step(): string | undefined {
    return currentCall(thiercelieux, this.state)?.step;
  }

  get call() {
    return currentCall(thiercelieux, this.state)!;
  }

  player(name: string) {
    return this.state.players[this.id(name)]!;
  }

  alive(name: string): boolean {
    return this.player(name).health === 'vivant';
  }

  private value(v: unknown): Json {
    if (typeof v === 'string') return this.ids.get(v) ?? v;
    if (Array.isArray(v)) return v.map((x) => this.value(x));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [this.ids.get(k) ?? k, this.value(x)]));
    }
    return v as Json;
  }

  /** Answer the current call, which must be `step`. Names stand for ids. */
  play(step: string, value: unknown = null): this {
    if (this.step !== step) throw new Error(`expected call ${step}, current is ${this.step}`);
    const r = apply(thiercelieux, this.state, { kind: 'answer', step, value: this.value(value) });
    if (!r.ok) throw new Error(r.error);
    this.state = r.state;
    return this;
  }

  invoke(action: string, value: unknown): this {
    const r = apply(thiercelieux, this.state, { kind: 'invoke', action, value: this.value(value) } as Answer);
    if (!r.ok) throw new Error(r.error);
    this.state = r.state;
    return this;
  }

  /** The engine's refusal of an answer (the state must stay as it was). */
  refusal(step: string, value: unknown): string {
    const before = this.state;
    const r = apply(thiercelieux, this.state, { kind: 'answer', step, value: this.value(value) });
    if (r.ok) throw new Error(`answer to ${step} was accepted`);
    if (this.state !== before) throw new Error('state changed');
    return r.error;
  }

  /** Walk through calls that need no decision (acks, « no » to yes/no, nobody for optional picks) until `step`. */
  until(step: string): this {
    for (let guard = 0; guard < 100 && this.step !== step; guard++) {
      const call = this.call;
      if (!call) throw new Error(`game ended before ${step}`);
      const p = call.prompt;
      if (p.kind === 'ack') this.play(call.step);
      else if (p.kind === 'yesno') this.play(call.step, false);
      else if (p.kind === 'players' && p.min === 0) this.play(call.step, []);
      else throw new Error(`call ${call.step} needs a decision before ${step}`);
    }
    if (this.step !== step) throw new Error(`never reached ${step}`);
    return this;
  }

  /** Everyone votes for `target` (names), except the given ballots. */
  voteAll(target: string | null, except: Record<string, string | null> = {}): Record<string, string | null> {
    const p = this.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    const names = new Map([...this.ids].map(([n, i]) => [i, n]));
    return Object.fromEntries(
      p.voters.map((v) => {
        const voter = names.get(v.id)!;
        return [voter, voter in except ? except[voter]! : target];
      }),
    );
  }

  publicView() {
    return publicView(thiercelieux, this.state);
  }

  events(type?: string) {
    return this.state.events.filter((e) => !type || e.type === type);
  }

  /** Texts of the public announcements so far. */
  publicTexts(): string[] {
    return this.state.events.filter((e) => e.vis.to === 'public').map((e) => e.text);
  }

  /** Names for ids (the prompts' candidates, winners…). */
  names(ids: readonly string[]): string[] {
    const byId = new Map([...this.ids].map(([n, i]) => [i, n]));
    return ids.map((id) => byId.get(id) ?? id);
  }

  /** The candidates of the current call's players prompt, as names. */
  get candidates(): string[] {
    const p = this.call.prompt;
    if (p.kind !== 'players') throw new Error(`call ${this.step} has no players prompt`);
    return this.names(p.candidates);
  }

  /** Run through the day with no execution (everyone abstains), up to the next night's first call. */
  quietDay(): this {
    if (this.step === 'election') this.play('election', this.voteAll(null));
    this.until('vote').play('vote', this.voteAll(null));
    return this;
  }
}
