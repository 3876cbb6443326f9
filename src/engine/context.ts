/**
 * The implementation of `Ctx`: the logged helpers a resolution writes
 * through. New events are collected outside the draft and appended once the
 * draft is finalized: the log only grows, and pushing onto a drafted array
 * would make immer copy and walk the whole log on every answer.
 */
import { current, isDraft, type Draft } from 'immer';
import { asItStands, partAsItStands } from './part-as-it-stands';
import { editEntry, pushEntry } from './replaced-entry';
import type { Ctx } from './ctx';
import { de } from './french';
import { healthState } from './health';
import { nextInt, shuffled, weightedKey } from './random';
import type { AnyRuleset } from './ruleset';
import type { RulesetTypes } from './types-of';
import { typesetEnd, typesetter } from './typeset';
import type {
  AgendaItem,
  EventText,
  GameEnd,
  GameEvent,
  GameState,
  Json,
  PlayerId,
  RngState,
  Visibility,
} from './types';

/** The context of the engine's own code: any ruleset, plus where the next reaction goes. */
export type EngineCtx = Ctx<RulesetTypes> & { reactAt: number };

/** Dice rolled at the table for one answer: those still to use, and whether the MJ must give every one. */
export interface HandDice {
  queue: number[];
  required: boolean;
}

/** No dice by hand: the seeded generator rolls everything. */
export const NO_HAND_DICE = (): HandDice => ({ queue: [], required: false });

/** A die (or a draw) the MJ must roll at the table before the answer can be resolved. */
export class RollNeeded extends Error {
  constructor(
    readonly sides: number,
    readonly purpose: string,
    readonly among?: string[],
    /** The die's printed faces, when not 1..sides (a d10 reads 0–9). */
    readonly faces?: readonly number[],
  ) {
    super(`roll needed: d${sides} (${purpose})`);
  }
}

/** « 0 à 9 » for a d10 printed 0–9, else the faces listed. */
function facesText(faces: readonly number[]): string {
  const consecutive = faces.every((f, i) => i === 0 || f === faces[i - 1]! + 1);
  return consecutive ? `${faces[0]} à ${faces[faces.length - 1]}` : faces.join(', ');
}

/** A die entered by hand that the die cannot show: the MJ's typo, refused. */
export class RollRefused extends Error {}

/**
 * The rank (1..sides) of the next hand die for a roll of `sides`, or null when
 * the generator rolls (throws when one must be given). With printed `faces`,
 * the MJ enters the face the die shows.
 */
function handDie(
  hand: HandDice,
  sides: number,
  purpose: string,
  among?: () => string[],
  faces?: readonly number[],
): number | null {
  const face = hand.queue.shift();
  if (face === undefined) {
    if (hand.required) throw new RollNeeded(sides, purpose, among?.(), faces);
    return null;
  }
  if (faces) {
    const rank = faces.indexOf(face) + 1;
    if (rank === 0)
      throw new RollRefused(
        `Le dé saisi (${face}) ne peut pas sortir de ce dé, dont les faces vont de ${facesText(faces)} (${purpose}).`,
      );
    return rank;
  }
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new RollRefused(
      among !== undefined
        ? `Le tirage saisi (${face}) doit être un rang entre 1 et ${sides} (${purpose}).`
        : `Le dé saisi (${face}) ne peut pas sortir d’un dé à ${sides} faces (${purpose}).`,
    );
  }
  return face;
}

/**
 * The agenda is replaced, never edited in place: editing a drafted array of
 * objects makes immer wrap every item in a proxy (most of an answer's cost).
 */
export function agendaOf(d: Draft<GameState>): AgendaItem[] {
  // `current` of a drafted array is the plain array it stands for; the copy-on-access writer's, the list as it stands.
  const agenda = partAsItStands(d, 'agenda') as Draft<AgendaItem[]>;
  return (isDraft(agenda) ? current(agenda) : agenda) as AgendaItem[];
}

export function setAgenda(d: Draft<GameState>, items: AgendaItem[]): void {
  d.agenda = items;
}

/** Drop the first `n` calls of the agenda. */
export function dropCalls(d: Draft<GameState>, n: number): void {
  if (n > 0) setAgenda(d, agendaOf(d).slice(n));
}

const withArgs = (step: string, args: Json | undefined, extra: Partial<AgendaItem> = {}): AgendaItem => ({
  step,
  ...extra,
  ...(args === undefined ? {} : { args }),
});

/**
 * The context of one resolution. A class: a playout makes one per answer, and
 * an object literal of a dozen methods would allocate a dozen closures each
 * time. Its methods use `this` (no rule takes a method off the context).
 */
class ResolutionCtx implements EngineCtx {
  reactAt = 1;
  readonly #set: (text: string) => string;
  /** Whether events get their text: not in a simulated game, where nobody reads it (`EventText`). */
  readonly #written: boolean;

  constructor(
    readonly rules: AnyRuleset,
    readonly s: Draft<GameState>,
    readonly base: GameState,
    readonly seq: number,
    readonly out: GameEvent[],
    readonly rng: RngState,
    readonly hand: HandDice,
    writeEvents: boolean,
  ) {
    this.#set = typesetter(rules);
    this.#written = writeEvents;
  }

  emit(type: string, vis: Visibility, text: EventText, data?: Json): void {
    // Read, not copied: an event is dated by the clock as the resolution left it so far.
    const clock = partAsItStands(this.s, 'clock') as GameState['clock'];
    const event: GameEvent = {
      seq: this.seq,
      day: clock.day,
      phase: clock.phase,
      type,
      vis,
      text: this.#written ? this.#set(typeof text === 'string' ? text : text()) : '',
    };
    if (data !== undefined) event.data = data;
    this.out.push(event);
  }

  roll(sides: number, purpose: string, faces?: readonly number[]): number {
    if (faces && faces.length !== sides)
      throw new Error(`a die of ${sides} sides printed with ${faces.length} faces (${purpose})`);
    const byHand = handDie(this.hand, sides, purpose, undefined, faces);
    const result = byHand ?? nextInt(this.rng, sides) + 1;
    const how = byHand === null ? '' : ' (saisi à la main)';
    const face = faces?.[result - 1];
    const shown = face === undefined ? `${result}` : `face ${face}`;
    this.emit('roll', { to: 'mj' }, () => `Dé à ${sides} faces (${purpose}) : ${shown}${how}`, {
      sides,
      result,
      ...(face === undefined ? {} : { face }),
      purpose,
      ...(byHand === null ? {} : { byHand: true }),
    });
    return result;
  }

  pick<V extends Json>(items: readonly V[], purpose: string, label?: (item: V) => string): V {
    if (items.length === 0) throw new Error(`pick from an empty list (${purpose})`);
    // The names as they stand: a read through the draft would copy each player it names.
    const players = asItStands(this.s.players);
    const show =
      label ??
      ((x: Json) =>
        typeof x === 'string' && Object.prototype.hasOwnProperty.call(players, x)
          ? players[x]!.name
          : JSON.stringify(x));
    // The labels a draw by hand needs are made only when one is asked for (a playout draws them all itself).
    const rank = handDie(this.hand, items.length, purpose, () => items.map(show));
    const item = items[rank === null ? nextInt(this.rng, items.length) : rank - 1]!;
    const how = rank === null ? '' : ' (tiré à la main)';
    this.emit(
      'draw',
      { to: 'mj' },
      () => `Tirage au sort (${purpose}) parmi ${items.map(show).join(', ')} : ${show(item)}${how}`,
      {
        purpose,
        among: [...items],
        result: item,
        ...(rank === null ? {} : { byHand: true }),
      },
    );
    return item;
  }

  shuffle<V extends Json>(items: readonly V[], purpose: string): V[] {
    const result = shuffled(this.rng, items);
    this.emit('shuffle', { to: 'mj' }, () => `Mélange (${purpose})`, {
      purpose,
      input: [...items],
      result: [...result],
    });
    return result;
  }

  weighted<K extends string>(weights: Readonly<Record<K, number>>, purpose: string): K {
    const result = weightedKey(this.rng, weights);
    this.emit('draw', { to: 'mj' }, () => `Tirage pondéré (${purpose}) : ${result}`, {
      purpose,
      weights: { ...weights },
      result,
    });
    return result;
  }

  react(step: string, ...args: [Json?]): void {
    // A fresh copy spliced (two slices spread into a literal walk an iterator each).
    const next = agendaOf(this.s).slice();
    next.splice(this.reactAt, 0, withArgs(step, args[0], { reaction: true }));
    setAgenda(this.s, next);
    this.reactAt++;
  }

  append(step: string, ...args: [Json?]): void {
    const next = agendaOf(this.s).slice();
    next.push(withArgs(step, args[0]));
    setAgenda(this.s, next);
  }

  editEntry(key: string, patch: object): void {
    editEntry(this.rules, this.s.rs as Record<string, unknown>, key, patch);
  }

  pushEntry(key: string, list: string, item: unknown): void {
    pushEntry(this.rules, this.s.rs as Record<string, unknown>, key, list, item);
  }

  announce(id: PlayerId, told: { health?: string; role?: string | null }, text: EventText): void {
    const p = this.s.players[id]!;
    if (told.health !== undefined) p.announced.health = told.health;
    if (told.role !== undefined) p.announced.role = told.role;
    this.emit('announce', { to: 'public' }, text, { player: id, ...told });
  }

  setHealth(id: PlayerId, health: string, cause: string, detail?: { [key: string]: Json }): void {
    const p = this.s.players[id]!;
    const from = p.health;
    if (from === health) return;
    p.health = health;
    const model = this.rules.health;
    this.emit(
      'health',
      { to: 'mj' },
      () =>
        `${p.name} passe ${de(healthState(model, from).label)} à ${healthState(model, health).label} (${model.causeLabels?.[cause] ?? cause}).`,
      {
        ...detail,
        player: id,
        from,
        to: health,
        cause,
      },
    );
    this.rules.onHealthChange?.(this, id, from, health, cause);
  }

  end(end: GameEnd): void {
    const s = this.s;
    if (s.ended) return;
    // When the game ended (at dawn, after the bûcher…): the clock before it turns to 'end'.
    const at = { day: s.clock.day, phase: s.clock.phase };
    const ended = typesetEnd(end, this.#set);
    s.ended = ended;
    setAgenda(s, []);
    s.clock = { day: at.day, phase: 'end' };
    // Every card is shown. A player whose card was already shown (a death told) is left as it stands: read to be
    // written the same, it would be copied whole by the playouts' writer.
    const players = asItStands(s.players);
    for (const id in players) {
      const p = players[id]!;
      if (p.announced.role !== p.role) s.players[id]!.announced.role = p.role;
    }
    this.emit('end', { to: 'public' }, end.reason, { ...ended, at });
  }
}

export function makeCtx(
  rules: AnyRuleset,
  s: Draft<GameState>,
  base: GameState,
  seq: number,
  out: GameEvent[],
  rng: RngState,
  hand: HandDice,
  writeEvents = true,
): EngineCtx {
  return new ResolutionCtx(rules, s, base, seq, out, rng, hand, writeEvents);
}
