/**
 * A driver for Quinte-bourg scenario tests: players are named, each seat gets
 * its party and effect cards (and a lover's alibi), the posts are handed out,
 * answers are given with names, and calls that need no decision can be walked
 * through.
 */
import { apply, createGame, currentCall, publicView, type Answer, type GameState, type Json, type Options } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/random';
import { quintebourg } from '../../src/rulesets/quintebourg';
import type { QState } from '../../src/rulesets/quintebourg/state';

export const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa', 'Maël', 'Nora'];

export interface TableSetup {
  /** Each seat: [party card, effect card], in seating order (NAMES). */
  seats: [string, string][];
  /** A lover's alibi card, by name. */
  alibis?: Record<string, string>;
  /** Who holds each post at the start, by name (others: nobody, or the first candidate for a mandatory post). */
  posts?: Record<string, string>;
  options?: Options;
  seed?: string;
}

export class Table {
  state: GameState<QState>;
  readonly ids: Map<string, string>;

  constructor(setup: TableSetup) {
    const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: NAMES[i]! }));
    this.ids = new Map(players.map((p) => [p.name, p.id]));
    const alibis = setup.alibis ?? {};
    const g = createGame<QState>(quintebourg, {
      rulesetId: 'quintebourg',
      options: setup.options ?? {},
      players,
      composition: [...setup.seats.map((x) => x[0]), ...Object.values(alibis), ...setup.seats.map((x) => x[1])],
      deal: Object.fromEntries(players.map((p, i) => [p.id, setup.seats[i]![0]])),
      seed: setup.seed ?? 'test',
    });
    if (!g.ok) throw new Error(g.error);
    this.state = g.value;
    const posts = setup.posts ?? {};
    for (let guard = 0; guard < 60 && this.state.clock.day === 0; guard++) {
      const call = this.call;
      const args = this.state.agenda[0]!.args as { id?: string; post?: string } | undefined;
      if (call.step === 'carte-effet') this.play('carte-effet', setup.seats[Number(args!.id!.slice(1)) - 1]![1]);
      else if (call.step === 'carte-alibi') this.play('carte-alibi', alibis[this.name(args!.id!)]);
      else if (call.step === 'poste-depart') {
        const holder = posts[args!.post!];
        const p = call.prompt;
        if (p.kind !== 'players') throw new Error('poste-depart');
        this.play('poste-depart', holder ? [holder] : p.min > 0 ? [p.candidates[0]!] : []);
      } else this.play(call.step);
    }
  }

  id(name: string): string {
    const id = this.ids.get(name);
    if (!id) throw new Error(`unknown player ${name}`);
    return id;
  }

  name(id: string): string {
    return this.state.players[id]!.name;
  }

  get step(): string | undefined {
    return currentCall(quintebourg, this.state)?.step;
  }

  get call() {
    const c = currentCall(quintebourg, this.state);
    if (!c) throw new Error('no current call');
    return c;
  }

  get rs(): QState {
    return this.state.rs;
  }

  player(name: string) {
    return this.state.players[this.id(name)]!;
  }

  health(name: string): string {
    return this.player(name).health;
  }

  coins(name: string): number {
    return this.player(name).money;
  }

  private value(x: unknown): Json {
    if (typeof x === 'string') return this.ids.get(x) ?? x;
    if (Array.isArray(x)) return x.map((y) => this.value(y));
    if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [this.ids.get(k) ?? k, this.value(y)]));
    return x as Json;
  }

  /** A choice value naming a player: `house:Ana` → `house:p1`. */
  opt(kind: string, who: string): string {
    return `${kind}:${this.id(who)}`;
  }

  answer(step: string, value: unknown = null): { ok: true } | { ok: false; error: string } {
    if (this.step !== step) throw new Error(`expected call ${step}, current is ${this.step}`);
    const r = apply(quintebourg, this.state, { kind: 'answer', step, value: this.value(value) });
    if (!r.ok) return r;
    this.state = r.state;
    return { ok: true };
  }

  /** Answer the current call, which must be `step`. Names stand for ids. */
  play(step: string, value: unknown = null): this {
    const r = this.answer(step, value);
    if (!r.ok) throw new Error(`${step}: ${r.error}`);
    return this;
  }

  invoke(action: string, value: unknown): this {
    const r = apply(quintebourg, this.state, { kind: 'invoke', action, value: this.value(value) } as Answer);
    if (!r.ok) throw new Error(r.error);
    this.state = r.state;
    return this;
  }

  refusal(step: string, value: unknown): string {
    const before = this.state;
    const r = this.answer(step, value);
    if (r.ok) throw new Error(`answer to ${step} was accepted`);
    if (this.state !== before) throw new Error('state changed');
    return r.error;
  }

  /**
   * Walk through calls that need no decision until `step`: acks, « nothing »
   * choices, nobody, « no »; the Notaire's heirs and the Scrutateur's
   * successors are the first candidates.
   */
  until(step: string, guardMax = 300): this {
    for (let guard = 0; guard < guardMax && this.step !== step; guard++) {
      const call = this.call;
      const p = call.prompt;
      if (p.kind === 'ack') this.play(call.step);
      else if (p.kind === 'players' && ['heritage', 'succession', 'arbitrage', 'egalite', 'tribunal-choix', 'demenagement'].includes(call.step)) this.play(call.step, p.candidates.slice(0, Math.max(1, p.min)));
      else if (p.kind === 'yesno') this.play(call.step, false);
      else if (p.kind === 'players' && p.min === 0) this.play(call.step, []);
      else if (p.kind === 'choice') {
        const quiet = p.options.find((o) => ['rien', 'aucun', 'aucune', 'non', 'fin', 'normale'].includes(o.value));
        if (!quiet) throw new Error(`call ${call.step} needs a decision before ${step}`);
        this.play(call.step, quiet.value);
      } else if (p.kind === 'ballots') this.play(call.step, Object.fromEntries(p.voters.map((v) => [v.id, p.allowBlank ? null : p.candidates[0]!])));
      else throw new Error(`call ${call.step} needs a decision before ${step}`);
    }
    if (this.step !== step) throw new Error(`never reached ${step} (at ${this.step})`);
    return this;
  }

  /** Ballots by name: everyone blank but the given ones. */
  ballots(votes: Record<string, string | null>): Record<string, string | null> {
    const p = this.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    return Object.fromEntries(p.voters.map((x) => [this.name(x.id), votes[this.name(x.id)] ?? null]));
  }

  events(type?: string) {
    return this.state.events.filter((e) => !type || e.type === type);
  }

  texts(type?: string): string[] {
    return this.events(type).map((e) => e.text);
  }

  publicTexts(): string[] {
    return this.state.events.filter((e) => e.vis.to === 'public' && e.type !== 'phase').map((e) => e.text);
  }

  publicView() {
    return publicView(quintebourg, this.state);
  }

  /**
   * Test scaffolding: set the game's generator so that its next draws give
   * these results (`[sides, result]`, result from 0: a d10 face is the result).
   */
  rig(...draws: [number, number][]): this {
    for (let i = 0; i < 200000; i++) {
      const rng = seedRng(`rig-${i}`);
      const probe = rng.slice() as typeof rng;
      if (draws.every(([n, want]) => nextInt(probe, n) === want)) {
        this.state = { ...this.state, rng };
        return this;
      }
    }
    throw new Error('no generator state gives these draws');
  }

  /** The next d10 faces (tables 1-3 read faces 0-9). */
  dice(...faces: number[]): this {
    return this.rig(...faces.map((f) => [10, f] as [number, number]));
  }

  invariants(): string[] {
    return quintebourg.invariants!(this.state);
  }

  /** The names in the current prompt's candidates. */
  get candidates(): string[] {
    const p = this.call.prompt;
    if (p.kind !== 'players' && p.kind !== 'ballots') throw new Error(`call ${this.step} has no players`);
    return p.candidates.map((id) => this.name(id));
  }

  get options(): string[] {
    const p = this.call.prompt;
    if (p.kind !== 'choice') throw new Error(`call ${this.step} is no choice`);
    return p.options.map((o) => o.value);
  }
}

/** Eight players of mode V: Reptiliens Ana (alpha) and Bruno; the médecin Chloé; villagers. */
export const BASIC_V: [string, string][] = [
  ['reptilienne-alpha', 'sans-effet'],
  ['reptilien', 'sans-effet'],
  ['medecin', 'sans-effet'],
  ['villageois', 'sans-effet'],
  ['villageois', 'sans-effet'],
  ['villageois', 'sans-effet'],
  ['villageois', 'sans-effet'],
  ['villageois', 'sans-effet'],
];
