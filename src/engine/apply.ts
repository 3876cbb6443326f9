/**
 * The pure core: create a game from its setup, apply one MJ answer, move the
 * agenda on to the next call. Every change happens through a `Writer` and the
 * logged helpers of `Ctx` (`context.ts`). The app, replay and every caller
 * use `IMMER`: each change inside immer `produce`, nothing mutated in place.
 * Random playouts may write through private copies instead
 * (`copy-on-access.ts`): the same rules, the same dice, far less bookkeeping.
 */
import { produce, type Draft } from 'immer';
import { clockLabel } from './calendar';
import {
  dropCalls,
  makeCtx,
  NO_HAND_DICE,
  RollNeeded,
  RollRefused,
  setAgenda,
  type EngineCtx,
  type HandDice,
} from './context';
import { effectsOf, type Effect } from './effects';
import { endOf } from './end-check';
import type { Outcome } from './outcome';
import { own } from './lookup';
import { readAnswer } from './read-answer';
import { seedRng } from './random';
import type { AnyRuleset } from './ruleset';
import { checkSetup, roleName } from './setup';
import { editTokens } from './token-edit';
import { readTokenEdit, TOKEN_ACTION, type TokenEdit } from './tokens';
import type { Refusal } from './step';
import type { AnswerOf, Prompt } from './prompts';
import { calledInert, inertReason, NOT_CALLED, settledOn, stepDef, type AnyAction, type AnyStep } from './steps';
import { typesetter } from './typeset';
import type { Answer, GameEvent, GameSetup, GameState, Json, PlayerState, Result, RngState } from './types';

/** Guard against a ruleset whose agenda never reaches a call (a bug, not bad input). */
const MAX_STEPS_PER_ANSWER = 5000;

/** How one resolution writes the game, and whether the next call's effects are computed. */
export interface Writer {
  /** Run `fn` over the game `s` with a fresh context (events stamped with answer `seq`); the game after it. */
  mutate<R>(
    rules: AnyRuleset,
    s: GameState<R>,
    seq: number,
    hand: HandDice,
    fn: (ctx: EngineCtx) => void,
  ): GameState<R>;
  /** False where no app runs the effects (a playout): `apply` then returns none. */
  effects: boolean;
  /** True for a simulated game's writer: a refusal's reason, which nobody reads there, is left as the rules wrote it. */
  plainText?: boolean;
}

/** Every change inside immer `produce`: the state given is never touched. */
export const IMMER: Writer = {
  effects: true,
  mutate<R>(
    rules: AnyRuleset,
    s: GameState<R>,
    seq: number,
    hand: HandDice,
    fn: (ctx: EngineCtx) => void,
  ): GameState<R> {
    const events: GameEvent[] = [];
    // The generator runs on a plain copy: four proxied writes per draw would cost more than the draw.
    const rng: RngState = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
    const next = produce(s, (draft) => {
      // The engine's own code sees every ruleset's state as `unknown`.
      fn(makeCtx(rules, draft as Draft<GameState>, s, seq, events, rng, hand));
      if (rng.some((word, i) => word !== s.rng[i])) draft.rng = rng;
    });
    // The log is frozen like the rest of a produced state, but typed mutable as the state's other arrays are.
    return events.length === 0
      ? next
      : Object.freeze({ ...next, events: Object.freeze(next.events.concat(events)) as GameEvent[] });
  },
};

/**
 * Move the agenda on until a call waits for the MJ or the game ends. Guards
 * and the end check read the plain (finalized) state, which is much cheaper
 * than reading through immer's proxies; only real changes go through `mutate`.
 */
function settle<R>(w: Writer, rules: AnyRuleset, start: GameState<R>, seq: number, hand: HandDice): GameState<R> {
  let s = start;
  // Something was resolved since the last end check (skipping a call changes nothing the end depends on).
  let dirty = true;
  // The inert reason of the call `firstCalled` found (one record for every turn of the walk).
  const found: { inert: string | null } = { inert: null };
  for (let guard = 0; guard < MAX_STEPS_PER_ANSWER; guard++) {
    if (s.ended) return s;
    if (dirty && s.agenda[0]?.reaction !== true) {
      dirty = false;
      const end = endOf(rules, s);
      if (end) return w.mutate(rules, s, seq, hand, (ctx) => ctx.end(end));
    }
    if (s.agenda.length === 0) {
      const plan = rules.nextPhase(s);
      s = w.mutate(rules, s, seq, hand, (ctx) => {
        // Replaced, not edited: the playouts' writer need not copy the clock to write it.
        ctx.s.clock = { day: plan.day, phase: plan.phase };
        setAgenda(ctx.s, plan.agenda);
        ctx.s.done = [];
        ctx.emit('phase', { to: 'public' }, () => clockLabel({ phase: plan.phase, day: plan.day }), {
          phase: plan.phase,
          day: plan.day,
        });
      });
      dirty = true;
      continue;
    }
    // Skip the calls that do not happen (or are inert and not read aloud).
    const k = firstCalled(rules, s, found);
    if (k < 0) {
      s = w.mutate(rules, s, seq, hand, (ctx) => setAgenda(ctx.s, []));
      continue;
    }
    const head = s.agenda[k]!;
    const def = stepDef(rules, head.step);
    const inert = found.inert;
    const runsEnter = !head.entered && inert === null && def.enter !== undefined;
    const runsAuto = def.auto === true;
    if (k === 0 && !runsEnter && !runsAuto) {
      settledOn(rules, s, head, inert);
      return s;
    }
    s = w.mutate(rules, s, seq, hand, (ctx) => {
      const rest = s.agenda.slice(k);
      // The new head written into the fresh slice (an array spread of the rest walks an iterator).
      if (runsEnter) rest[0] = { ...head, entered: true };
      setAgenda(ctx.s, rest);
      if (runsEnter) {
        ctx.reactAt = 1;
        def.enter!(ctx, head.args);
      }
      if (runsAuto) {
        ctx.reactAt = 1;
        if (inert === null) def.resolve(ctx, null, head.args);
        dropCalls(ctx.s, 1);
      }
    });
    if (runsEnter || runsAuto) dirty = true;
  }
  throw new Error('The agenda never reached a call (ruleset bug).');
}

/**
 * The index of the first call of the agenda that is called at all (-1: none);
 * its inert reason is left in `found.inert` (`settle` would otherwise ask the
 * call's `inert`, a query over the whole state, a second time).
 */
function firstCalled(rules: AnyRuleset, s: GameState, found: { inert: string | null }): number {
  const agenda = s.agenda;
  for (let k = 0; k < agenda.length; k++) {
    const inert = calledInert(rules, s, agenda[k]!);
    if (inert !== NOT_CALLED) {
      found.inert = inert;
      return k;
    }
  }
  return -1;
}

function dealCards(rules: AnyRuleset, setup: GameSetup, ctx: EngineCtx): { roles: string[]; spare: string[] } {
  const deal = setup.deal;
  if (deal) {
    const roles = setup.players.map((p) => own(deal, p.id)!);
    const spare = setup.composition.slice();
    for (const r of roles) spare.splice(spare.indexOf(r), 1);
    return { roles, spare };
  }
  // Sorted first: the deal depends on the seed and the cards, not on the order they were listed in.
  const sorted = [...setup.composition].sort();
  if (rules.randomDeal)
    return rules.randomDeal(sorted, setup.players.length, (cards, purpose) => ctx.shuffle(cards, purpose));
  const deck = ctx.shuffle(sorted, 'distribution des cartes');
  return { roles: deck.slice(0, setup.players.length), spare: deck.slice(setup.players.length) };
}

const internalMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A started game: its state at the first call, and that call's effects. */
export interface Started<R> {
  state: GameState<R>;
  effects: Effect[];
}

/** Start a game: check the setup, deal the cards, reach the first call. */
export function createGame<R>(rules: AnyRuleset, rawSetup: GameSetup): Result<GameState<R>> {
  const started = startGame<R>(rules, rawSetup);
  return started.ok ? { ok: true, value: started.value.state } : started;
}

/** `createGame`, with the effects of the first call. */
export function startGame<R>(rules: AnyRuleset, rawSetup: GameSetup): Result<Started<R>> {
  return startGameWith<R>(IMMER, rules, rawSetup);
}

/** `startGame` through a given writer (a playout's `COPY_ON_ACCESS`). */
export function startGameWith<R>(w: Writer, rules: AnyRuleset, rawSetup: GameSetup): Result<Started<R>> {
  const checked = checkSetup(rules, rawSetup);
  if (!checked.ok) return checked;
  const setup = checked.value;
  const base: GameState<null> = {
    rulesetId: rules.id,
    setup,
    seq: 0,
    clock: { day: 0, phase: 'setup' },
    order: setup.players.map((p) => p.id),
    players: {},
    spare: [],
    posts: {},
    rng: seedRng(setup.seed),
    agenda: [],
    done: [],
    events: [],
    ended: null,
    rs: null,
  };
  try {
    // `rs` is null until the ruleset's `init` below fills it: the state is a GameState<R> once `mutate` returns.
    // Dealing and the first night's bookkeeping are never rolled by hand.
    const hand = NO_HAND_DICE();
    const state = w.mutate<R>(rules, base as GameState<unknown> as GameState<R>, -1, hand, (ctx) => {
      const draft = ctx.s;
      const { roles, spare } = dealCards(rules, setup, ctx);
      setup.players.forEach((p, seat) => {
        const player: PlayerState = {
          id: p.id,
          name: p.name.trim(),
          seat,
          role: roles[seat]!,
          initialRole: roles[seat]!,
          health: rules.health.initial,
          announced: { health: rules.health.initial, role: null },
          markers: {},
        };
        draft.players[p.id] = player;
      });
      draft.spare = spare;
      const dealt = setup.players.map((p, i) => `${p.name} : ${roleName(rules, roles[i]!)}`).join(' ; ');
      ctx.emit('deal', { to: 'mj' }, () => `Distribution — ${dealt}`, { roles, spare });
      draft.rs = rules.init(ctx);
    });
    const first = settle(w, rules, state, -1, hand);
    return { ok: true, value: { state: first, effects: w.effects ? effectsOf(rules, first) : [] } };
  } catch (e) {
    return { ok: false, error: `Erreur interne des règles : ${internalMessage(e)}` };
  }
}

const refusedBy = (r: Refusal): Outcome<never> =>
  typeof r === 'string' ? { kind: 'refused', reason: r } : { kind: 'refused', reason: r.reason, rule: r.rule };
/** An answer that does not fit its prompt; the book's line comes along when a rule the prompt carries says no (a shut order). */
const unfit = (r: { reason: string; rule?: string }, call?: string): Outcome<never> => {
  // The prompt's own rule first (a shut order), else the line of the call whose candidates and counts it applies.
  const rule = r.rule ?? call;
  return { kind: 'refused', reason: r.reason, ...(rule ? { rule } : {}) };
};

/** Apply one answer: accepted (with the effects to run), refused, stale, or an internal error. */
export function apply<R>(rules: AnyRuleset, state: GameState<R>, answer: Answer): Outcome<R> {
  return applyWith(IMMER, rules, state, answer);
}

/**
 * The current call of a state as a playout already built it (`view.ts`
 * `headCall`): whether it is inert, and its prompt. Both are pure functions of
 * the (immutable) state they were built on, so `apply` may take them instead
 * of building them again, provided they were built on this very state.
 */
export interface KnownCall {
  state: GameState<unknown>;
  inert: string | null;
  prompt: Prompt;
}

/**
 * `apply` through a given writer (a playout's `COPY_ON_ACCESS`); the state
 * given is never changed. `known`: the current call, built on `state` by the
 * caller (ignored when built on another state).
 */
export function applyWith<R>(
  w: Writer,
  rules: AnyRuleset,
  state: GameState<R>,
  answer: Answer,
  known?: KnownCall,
): Outcome<R> {
  const out = applyAnswer(w, rules, state, answer, known !== undefined && known.state === state ? known : undefined);
  if (out.kind === 'accepted' || w.plainText === true) return out;
  // A refusal's reason is read by the MJ: set like the rest of the ruleset's texts.
  const set = typesetter(rules);
  return { ...out, reason: set(out.reason) };
}

/**
 * What an accepted answer does, decided before the game is written. Plain
 * data rather than a closure: a playout applies hundreds of thousands of
 * answers, and each closure made per answer costs (its allocation, and under
 * tsx a `__name` call that redefines its name).
 */
type Resolution =
  | { kind: 'inert'; def: AnyStep; inert: string }
  | { kind: 'step'; def: AnyStep; value: AnswerOf<Prompt>; args: Json | undefined }
  | { kind: 'tokens'; edit: TokenEdit }
  | { kind: 'action'; def: AnyAction; value: AnswerOf<Prompt> };

/** Write resolution `r` of an answer given on `state` (inside `mutate`). */
function resolveAnswer(ctx: EngineCtx, r: Resolution, state: GameState): void {
  switch (r.kind) {
    case 'inert':
      ctx.emit('inert', { to: 'mj' }, () => `${r.def.title} : appel sans effet (${r.inert}).`);
      ctx.s.done = [...state.done, r.def.title];
      dropCalls(ctx.s, 1);
      return;
    case 'step':
      ctx.reactAt = 1;
      r.def.resolve(ctx, r.value, r.args);
      if (r.def.repeat?.(ctx.s, r.value, r.args)) return;
      ctx.s.done = [...state.done, r.def.title];
      dropCalls(ctx.s, 1);
      return;
    case 'tokens':
      editTokens(ctx, r.edit, state.seq);
      return;
    case 'action':
      // Reactions of an invoked action (a last shot…) come before the current call.
      ctx.reactAt = 0;
      r.def.resolve(ctx, r.value);
      return;
  }
}

function staleAnswer<R>(reason: string, state: GameState<R>): Outcome<R> {
  return { kind: 'stale', reason, current: { step: state.agenda[0]?.step ?? null, seq: state.seq } };
}

/** What answer `answer` does on `state`, or why it is refused (or stale). */
function resolutionOf<R>(
  rules: AnyRuleset,
  state: GameState<R>,
  answer: Answer,
  known: KnownCall | undefined,
): Resolution | Outcome<R> {
  const head = state.agenda[0];
  if (!answer || typeof answer !== 'object' || (answer.kind !== 'answer' && answer.kind !== 'invoke'))
    return { kind: 'refused', reason: 'Réponse illisible.' };
  if (state.ended) return staleAnswer('La partie est terminée.', state);
  if (answer.seq !== undefined && answer.seq !== state.seq) {
    return staleAnswer(
      `Cette réponse a été donnée après ${answer.seq} réponse(s), mais la partie en compte ${state.seq} : l’écran qui l’envoie n’est plus à jour.`,
      state,
    );
  }
  if (answer.kind === 'answer') {
    if (!head) return staleAnswer('Aucun appel n’attend de réponse.', state);
    const def = stepDef(rules, head.step);
    if (answer.step !== head.step) {
      const wanted = Object.prototype.hasOwnProperty.call(rules.steps, answer.step)
        ? stepDef(rules, answer.step).title
        : answer.step;
      return staleAnswer(`Cette réponse vise « ${wanted} », mais l’appel en cours est « ${def.title} ».`, state);
    }
    const inert = known ? known.inert : inertReason(rules, state, head);
    if (inert !== null) {
      if (answer.value !== null)
        return unfit({ reason: `Cet appel est sans effet (${inert}) : touchez seulement « Suivant ».` }, def.rule);
      return { kind: 'inert', def, inert };
    }
    const read = readAnswer(state, known ? known.prompt : def.prompt(state, head.args), answer.value);
    if (!read.ok) return unfit(read, def.rule);
    const refusal = def.validate?.(state, read.value, head.args) ?? null;
    if (refusal !== null) return refusedBy(refusal);
    return { kind: 'step', def, value: read.value, args: head.args };
  }
  if (answer.action === TOKEN_ACTION) {
    const read = readTokenEdit(answer.value, state.players, state.tokens ?? {});
    if (!read.ok) return { kind: 'refused', reason: read.reason };
    return { kind: 'tokens', edit: read.edit };
  }
  const def = own(rules.actions ?? {}, answer.action);
  if (!def) return { kind: 'refused', reason: `Action inconnue : « ${answer.action} ».` };
  if (!def.available(state)) {
    const why = def.unavailable?.(state) ?? null;
    return why !== null
      ? refusedBy(why)
      : unfit({ reason: `« ${def.title} » n’est pas possible maintenant.` }, def.rule);
  }
  const read = readAnswer(state, def.prompt(state), answer.value);
  if (!read.ok) return unfit(read, def.rule);
  const refusal = def.validate?.(state, read.value) ?? null;
  if (refusal !== null) return refusedBy(refusal);
  return { kind: 'action', def, value: read.value };
}

/** Whether `r` is a decided resolution rather than an outcome (a refusal, a stale answer). */
function isResolution<R>(r: Resolution | Outcome<R>): r is Resolution {
  return r.kind === 'inert' || r.kind === 'step' || r.kind === 'tokens' || r.kind === 'action';
}

function applyAnswer<R>(
  w: Writer,
  rules: AnyRuleset,
  state: GameState<R>,
  answer: Answer,
  known: KnownCall | undefined,
): Outcome<R> {
  const resolution = resolutionOf(rules, state, answer, known);
  if (!isResolution(resolution)) return resolution;
  const given = Array.isArray(answer.rolls) ? answer.rolls : [];
  const hand: HandDice = { queue: [...given], required: state.setup.handDice === true };
  const seq = state.seq;
  try {
    const resolved = w.mutate(rules, state, seq, hand, (ctx) => {
      resolveAnswer(ctx, resolution, state);
      ctx.s.seq = seq + 1;
    });
    const next = settle(w, rules, resolved, seq, hand);
    if (hand.queue.length > 0) {
      const n = hand.queue.length;
      return {
        kind: 'refused',
        reason:
          n === 1
            ? 'Un dé saisi à la main n’a pas servi : cette réponse n’en lance pas autant.'
            : `${n} dés saisis à la main n’ont pas servi : cette réponse n’en lance pas autant.`,
      };
    }
    return { kind: 'accepted', state: next, effects: w.effects ? effectsOf(rules, next) : [] };
  } catch (e) {
    if (e instanceof RollNeeded) {
      const reason = e.among
        ? `Tirez au sort à la table (${e.purpose}) parmi ${e.among.join(', ')}, et saisissez le rang du tiré (1 à ${e.sides}).`
        : e.faces
          ? `Lancez un dé à ${e.sides} faces à la table (${e.purpose}) et saisissez la face obtenue (${e.faces[0]} à ${e.faces[e.faces.length - 1]}).`
          : `Lancez un dé à ${e.sides} faces à la table (${e.purpose}) et saisissez le résultat.`;
      return {
        kind: 'needs-roll',
        reason,
        sides: e.sides,
        purpose: e.purpose,
        ...(e.among ? { among: e.among } : {}),
        ...(e.faces ? { faces: [...e.faces] } : {}),
        given: given.length,
      };
    }
    if (e instanceof RollRefused) return { kind: 'refused', reason: e.message };
    const error = internalMessage(e);
    return {
      kind: 'internal',
      reason: `Erreur interne des règles : ${error}`,
      error,
      step: state.agenda[0]?.step ?? null,
      answer,
    };
  }
}
