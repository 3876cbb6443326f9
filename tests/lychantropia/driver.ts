/**
 * A driver for Lychantropia scenario tests: players are named, camps and the
 * starting items are given per player (any items: the random deal is
 * replaced, as test scaffolding), orders are entered with names, and calls
 * that need no decision can be walked through.
 */
import { produce } from 'immer';
import { apply, createGame, currentCall, publicView, toPlain, type Answer, type GameState, type Json, type Options } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { kindOf, type ItemKind } from '../../src/rulesets/lychantropia/items';
import type { LState } from '../../src/rulesets/lychantropia/state';

export const NAMES = ['Ana', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo', 'Inès', 'Jules', 'Karim', 'Léa', 'Maël', 'Nora', 'Oscar', 'Paula'];

export interface Seat {
  camp: 'loup' | 'villageois';
  items: [ItemKind, ItemKind];
}

/** Shorthands: `w('fusil', 'pigeon')` is a wolf with a Fusil and a Pigeon. */
export const w = (a: ItemKind, b: ItemKind): Seat => ({ camp: 'loup', items: [a, b] });
export const v = (a: ItemKind, b: ItemKind): Seat => ({ camp: 'villageois', items: [a, b] });

export class Table {
  state: GameState<LState>;
  readonly ids: Map<string, string>;

  constructor(seats: Seat[], options: Options = {}, seed = 'test') {
    const players = seats.map((_, i) => ({ id: `p${i + 1}`, name: NAMES[i]! }));
    this.ids = new Map(players.map((p) => [p.name, p.id]));
    const g = createGame<LState>(lychantropia, {
      rulesetId: 'lychantropia',
      options: { ...options, distributionObjets: 'hasard' },
      players,
      composition: seats.map((x) => x.camp),
      deal: Object.fromEntries(players.map((p, i) => [p.id, seats[i]!.camp])),
      seed,
    });
    if (!g.ok) throw new Error(g.error);
    // Test scaffolding: the seats' items replace the random deal (the shop stays as stocked).
    this.state = produce(g.value, (d) => {
      const shop = new Set(d.rs.shop);
      d.rs.minted = d.rs.minted.filter((inst) => shop.has(inst));
      d.rs.removed = [];
      players.forEach((p, i) => {
        d.players[p.id]!.items = seats[i]!.items.map((kind) => {
          const inst = `${kind}#${d.rs.minted.length + 1}`;
          d.rs.minted.push(inst);
          return inst;
        });
      });
    });
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
    return currentCall(lychantropia, this.state)?.step;
  }

  get call() {
    const c = currentCall(lychantropia, this.state);
    if (!c) throw new Error('no current call');
    return c;
  }

  get rs(): LState {
    return this.state.rs;
  }

  player(name: string) {
    return this.state.players[this.id(name)]!;
  }

  alive(name: string): boolean {
    return this.player(name).health === 'vivant';
  }

  /** Item kinds held, sorted. */
  items(name: string): ItemKind[] {
    return this.player(name).items.map(kindOf).sort();
  }

  shop(): ItemKind[] {
    return this.state.rs.shop.map(kindOf).sort();
  }

  private value(x: unknown): Json {
    if (typeof x === 'string') return this.ids.get(x) ?? x;
    if (Array.isArray(x)) return x.map((y) => this.value(y));
    if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [this.ids.get(k) ?? k, this.value(y)]));
    return x as Json;
  }

  answer(step: string, value: unknown = null): { ok: true } | { ok: false; error: string } {
    if (this.step !== step) throw new Error(`expected call ${step}, current is ${this.step}`);
    const r = apply(lychantropia, this.state, { kind: 'answer', step, value: this.value(value) });
    if (!r.ok) return r;
    this.state = r.state;
    return { ok: true };
  }

  /** Answer the current call, which must be `step`. Names stand for ids. */
  play(step: string, value: unknown = null): this {
    const r = this.answer(step, value);
    if (!r.ok) throw new Error(r.error);
    return this;
  }

  invoke(action: string, value: unknown): this {
    const r = apply(lychantropia, this.state, { kind: 'invoke', action, value: this.value(value) } as Answer);
    if (!r.ok) throw new Error(r.error);
    this.state = r.state;
    return this;
  }

  /** The engine's refusal of an answer (the state must stay as it was). */
  refusal(step: string, value: unknown): string {
    const before = this.state;
    const r = this.answer(step, value);
    if (r.ok) throw new Error(`answer to ${step} was accepted`);
    if (this.state !== before) throw new Error('state changed');
    return r.error;
  }

  /** Enter an order in the current book (`step` defaults to the current call). */
  put(player: string, kind: string, value: unknown, step = this.step!): this {
    return this.play(step, { put: { player, kind, value } });
  }

  /** The refusal of an order. */
  refuse(player: string, kind: string, value: unknown): string {
    return this.refusal(this.step!, { put: { player, kind, value } });
  }

  close(): this {
    return this.play(this.step!, { close: true });
  }

  /** Walk through calls that need no decision (acks, « no » testaments, no Fusil shot) until `step`. */
  until(step: string): this {
    for (let guard = 0; guard < 200 && this.step !== step; guard++) {
      const call = this.call;
      const p = call.prompt;
      if (p.kind === 'ack') this.play(call.step);
      else if (p.kind === 'yesno') this.play(call.step, false);
      else if (p.kind === 'players' && p.min === 0) this.play(call.step, []);
      else if (p.kind === 'orders') this.close();
      else if (call.step === 'troc') this.play('troc', 'aucune');
      else throw new Error(`call ${call.step} needs a decision before ${step}`);
    }
    if (this.step !== step) throw new Error(`never reached ${step}`);
    return this;
  }

  /** Ballots of the current vote by name: everyone blank but the given ones. */
  ballots(votes: Record<string, string | null>): Record<string, string | null> {
    const p = this.call.prompt;
    if (p.kind !== 'ballots') throw new Error('not a vote');
    return Object.fromEntries(p.voters.map((x) => [this.name(x.id), votes[this.name(x.id)] ?? null]));
  }

  /** Day 0 with the given votes (voter → candidate), up to the first night's book. */
  elect(votes: Record<string, string | null>): this {
    this.until('jour');
    for (const [voter, target] of Object.entries(votes)) this.put(voter, 'vote', target ? [target] : []);
    this.close();
    return this.until('nuit');
  }

  /**
   * Test scaffolding only: hand a player an extra copy of an item, taken from
   * the shop when it is there, else created (as a brewed potion would be).
   */
  grant(name: string, kind: ItemKind, n = 1): this {
    this.state = produce(this.state, (d) => {
      for (let i = 0; i < n; i++) {
        const at = d.rs.shop.findIndex((x) => kindOf(x) === kind);
        let inst: string;
        if (at >= 0) inst = d.rs.shop.splice(at, 1)[0]!;
        else {
          inst = `${kind}#${d.rs.minted.length + 1}`;
          d.rs.minted.push(inst);
        }
        d.players[this.id(name)]!.items.push(inst);
      }
    });
    return this;
  }

  publicView() {
    return publicView(lychantropia, this.state);
  }

  events(type?: string) {
    return this.state.events.filter((e) => !type || e.type === type);
  }

  /** Texts of the public events since the last `phase` event of that name. */
  publicTexts(): string[] {
    return this.state.events.filter((e) => e.vis.to === 'public' && e.type !== 'phase').map((e) => e.text);
  }

  /** The plain text of the current call's document `id`. */
  doc(id: string): string {
    const d = this.call.documents?.find((x) => x.id === id);
    if (!d) throw new Error(`no document ${id} at ${this.step}: ${(this.call.documents ?? []).map((x) => x.id).join(', ')}`);
    return toPlain(d);
  }

  invariants(): string[] {
    return lychantropia.invariants!(this.state);
  }
}
