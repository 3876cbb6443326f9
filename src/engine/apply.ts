/**
 * The pure core: create a game from its setup, apply one MJ answer, move the
 * agenda on to the next call. Every change happens inside immer `produce`
 * (see `mutate`), through the logged helpers of `Ctx`; nothing is mutated in
 * place and nothing is done outside the returned state.
 */
import { current, isDraft, produce, type Draft } from 'immer';
import { clockLabel } from './calendar';
import { healthState } from './health';
import { checkPrompt } from './prompt';
import { nextInt, seedRng, shuffled, weightedKey } from './random';
import type { AnyRuleset, Ctx, StepDef } from './ruleset';
import { checkSetup, roleName } from './setup';
import type {
  AgendaItem,
  Answer,
  Effect,
  GameEnd,
  GameEvent,
  GameSetup,
  GameState,
  Json,
  PlayerId,
  PlayerState,
  Result,
  RngState,
} from './types';

export type ApplyResult<R = unknown> =
  | { ok: true; state: GameState<R>; effects: Effect[] }
  | { ok: false; error: string };

/** Guard against a ruleset whose agenda never reaches a call (a bug, not bad input). */
const MAX_STEPS_PER_ANSWER = 5000;

/**
 * The agenda is replaced, never edited in place: editing a drafted array of
 * objects makes immer wrap every item in a proxy (most of an answer's cost).
 */
function agendaOf<R>(d: Draft<GameState<R>>): AgendaItem[] {
  return (isDraft(d.agenda) ? current(d.agenda) : d.agenda) as AgendaItem[];
}

function setAgenda<R>(d: Draft<GameState<R>>, items: AgendaItem[]): void {
  d.agenda = items as Draft<AgendaItem>[];
}

/** Drop the first `n` calls of the agenda. */
function dropCalls<R>(d: Draft<GameState<R>>, n: number): void {
  if (n > 0) setAgenda(d, agendaOf(d).slice(n));
}

/**
 * The resolution context. New events are collected outside the draft and
 * appended once the draft is finalized: the log only grows, and pushing onto a
 * drafted array would make immer copy and walk the whole log on every answer.
 */
function makeCtx<R>(
  rules: AnyRuleset,
  s: Draft<GameState<R>>,
  base: GameState<R>,
  seq: number,
  out: GameEvent[],
  rng: RngState,
): Ctx<R> & { reactAt: number } {
  const ctx = {
    s,
    base,
    rules,
    reactAt: 1,
    emit(type: string, vis: GameEvent['vis'], text: string, data?: Json) {
      out.push({ seq, day: s.clock.day, phase: s.clock.phase, type, vis, text, ...(data === undefined ? {} : { data }) });
    },
    roll(sides: number, purpose: string) {
      const result = nextInt(rng, sides) + 1;
      ctx.emit('roll', { to: 'mj' }, `Dé à ${sides} faces (${purpose}) : ${result}`, { sides, result, purpose });
      return result;
    },
    pick<T extends Json>(items: readonly T[], purpose: string, label?: (item: T) => string) {
      if (items.length === 0) throw new Error(`pick from an empty list (${purpose})`);
      const i = nextInt(rng, items.length);
      const item = items[i]!;
      const show = label ?? ((x: T) => (typeof x === 'string' && s.players[x] ? s.players[x]!.name : JSON.stringify(x)));
      ctx.emit('draw', { to: 'mj' }, `Tirage au sort (${purpose}) parmi ${items.map(show).join(', ')} : ${show(item)}`, {
        purpose,
        among: items as unknown as Json,
        result: item,
      });
      return item;
    },
    shuffle<T extends Json>(items: readonly T[], purpose: string) {
      const out = shuffled(rng, items);
      ctx.emit('shuffle', { to: 'mj' }, `Mélange (${purpose})`, { purpose, input: items as unknown as Json, result: out as unknown as Json });
      return out;
    },
    weighted(weights: Record<string, number>, purpose: string) {
      const result = weightedKey(rng, weights);
      ctx.emit('draw', { to: 'mj' }, `Tirage pondéré (${purpose}) : ${result}`, { purpose, weights, result });
      return result;
    },
    react(step: string, args?: Json) {
      const item: AgendaItem = { step, reaction: true, ...(args === undefined ? {} : { args }) };
      const agenda = agendaOf(s);
      setAgenda(s, [...agenda.slice(0, ctx.reactAt), item, ...agenda.slice(ctx.reactAt)]);
      ctx.reactAt++;
    },
    append(step: string, args?: Json) {
      setAgenda(s, [...agendaOf(s), { step, ...(args === undefined ? {} : { args }) }]);
    },
    announce(id: PlayerId, told: { health?: string; role?: string | null }, text: string) {
      const p = s.players[id]!;
      if (told.health !== undefined) p.announced.health = told.health;
      if (told.role !== undefined) p.announced.role = told.role;
      ctx.emit('announce', { to: 'public' }, text, { player: id, ...told });
    },
    setHealth(id: PlayerId, health: string, cause: string, detail?: { [key: string]: Json }) {
      const p = s.players[id]!;
      const from = p.health;
      if (from === health) return;
      p.health = health;
      const model = rules.health;
      ctx.emit('health', { to: 'mj' }, `${p.name} : ${healthState(model, from).label} → ${healthState(model, health).label} (${model.causeLabels?.[cause] ?? cause})`, {
        ...detail,
        player: id,
        from,
        to: health,
        cause,
      });
      rules.onHealthChange?.(ctx, id, from, health, cause);
    },
    end(end: GameEnd) {
      if (s.ended) return;
      s.ended = end as Draft<GameEnd>;
      setAgenda(s, []);
      s.clock.phase = 'end';
      for (const p of Object.values(s.players)) p.announced.role = p.role;
      ctx.emit('end', { to: 'public' }, end.reason, end as unknown as Json);
    },
  };
  return ctx as Ctx<R> & { reactAt: number };
}

export function stepDef<R>(rules: AnyRuleset, step: string): StepDef<R> {
  const def = rules.steps[step];
  if (!def) throw new Error(`Unknown step "${step}" in ruleset ${rules.id}`);
  return def as StepDef<R>;
}

/** Why the current call has no effect, or null when it acts. */
export function inertReason<R>(rules: AnyRuleset, s: GameState<R>, item: AgendaItem): string | null {
  return stepDef<R>(rules, item.step).inert?.(s, item.args) ?? null;
}

/** Run `fn` over a draft of `s` with a fresh context (events stamped with answer `seq`). */
function mutate<R>(rules: AnyRuleset, s: GameState<R>, seq: number, fn: (ctx: Ctx<R> & { reactAt: number }) => void): GameState<R> {
  const events: GameEvent[] = [];
  // The generator runs on a plain copy: four proxied writes per draw would cost more than the draw.
  const rng = s.rng.slice() as RngState;
  const next = produce(s, (draft) => {
    fn(makeCtx<R>(rules, draft, s, seq, events, rng));
    if (rng.some((word, i) => word !== s.rng[i])) draft.rng = rng;
  });
  return events.length === 0 ? next : Object.freeze({ ...next, events: Object.freeze(next.events.concat(events)) as GameEvent[] });
}

/**
 * Move the agenda on until a call waits for the MJ or the game ends. Guards
 * and the end check read the plain (finalized) state, which is much cheaper
 * than reading through immer's proxies; only real changes go through `mutate`.
 */
function settle<R>(rules: AnyRuleset, start: GameState<R>, seq: number): GameState<R> {
  let s = start;
  // Something was resolved since the last end check (skipping a call changes nothing the end depends on).
  let dirty = true;
  for (let guard = 0; guard < MAX_STEPS_PER_ANSWER; guard++) {
    if (s.ended) return s;
    if (dirty && s.agenda[0]?.reaction !== true) {
      dirty = false;
      const end = rules.checkEnd(s);
      if (end) return mutate(rules, s, seq, (ctx) => ctx.end(end));
    }
    if (s.agenda.length === 0) {
      const plan = rules.nextPhase(s);
      s = mutate(rules, s, seq, (ctx) => {
        ctx.s.clock.phase = plan.phase;
        ctx.s.clock.day = plan.day;
        setAgenda(ctx.s, plan.agenda);
        ctx.s.done = [];
        ctx.emit('phase', { to: 'public' }, clockLabel({ phase: plan.phase, day: plan.day }), { phase: plan.phase, day: plan.day });
      });
      dirty = true;
      continue;
    }
    // Skip the calls that do not happen (or are inert and not read aloud).
    let k = 0;
    let inert: string | null = null;
    for (; k < s.agenda.length; k++) {
      const item = s.agenda[k]!;
      const def = stepDef<R>(rules, item.step);
      if (def.when && !def.when(s, item.args)) continue;
      inert = def.inert?.(s, item.args) ?? null;
      if (inert !== null && !(def.callInert ? def.callInert(s) : rules.callInert(s))) continue;
      break;
    }
    if (k === s.agenda.length) {
      s = mutate(rules, s, seq, (ctx) => setAgenda(ctx.s, []));
      continue;
    }
    const head = s.agenda[k]!;
    const def = stepDef<R>(rules, head.step);
    const runsEnter = !head.entered && inert === null && def.enter !== undefined;
    const runsAuto = def.auto === true;
    if (k === 0 && !runsEnter && !runsAuto) return s;
    s = mutate(rules, s, seq, (ctx) => {
      const rest = s.agenda.slice(k);
      setAgenda(ctx.s, runsEnter ? [{ ...head, entered: true }, ...rest.slice(1)] : rest);
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

/** Effects the UI runs once the state is on its new call. */
export function effectsOf<R>(rules: AnyRuleset, s: GameState<R>): Effect[] {
  if (s.ended) return [{ type: 'gameOver', end: s.ended }];
  const head = s.agenda[0];
  if (!head) return [];
  const def = stepDef<R>(rules, head.step);
  if (inertReason(rules, s, head) !== null) return [];
  const effects: Effect[] = [];
  const wakes = def.wakes?.(s, head.args) ?? [];
  if (wakes.length > 0) effects.push({ type: 'wake', players: wakes });
  const seconds = def.timer?.(s, head.args) ?? null;
  if (seconds) effects.push({ type: 'timer', seconds, label: def.title });
  return effects;
}

function dealCards(rules: AnyRuleset, setup: GameSetup, ctx: Ctx<unknown>): { roles: string[]; spare: string[] } {
  if (setup.deal) {
    const roles = setup.players.map((p) => setup.deal![p.id]!);
    const spare = setup.composition.slice();
    for (const r of roles) spare.splice(spare.indexOf(r), 1);
    return { roles, spare };
  }
  // Sorted first: the deal depends on the seed and the cards, not on the order they were listed in.
  const sorted = [...setup.composition].sort();
  if (rules.randomDeal) return rules.randomDeal(sorted, setup.players.length, (cards, purpose) => ctx.shuffle(cards, purpose));
  const deck = ctx.shuffle(sorted, 'distribution des cartes');
  return { roles: deck.slice(0, setup.players.length), spare: deck.slice(setup.players.length) };
}

/** Start a game: check the setup, deal the cards, reach the first call. */
export function createGame<R>(rules: AnyRuleset, rawSetup: GameSetup): Result<GameState<R>> {
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
    const state = mutate<R>(rules, base as unknown as GameState<R>, -1, (ctx) => {
      const draft = ctx.s;
      const { roles, spare } = dealCards(rules, setup, ctx as unknown as Ctx<unknown>);
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
          items: [],
          money: 0,
        };
        draft.players[p.id] = player as Draft<PlayerState>;
      });
      draft.spare = spare;
      const dealt = setup.players.map((p, i) => `${p.name} : ${roleName(rules, roles[i]!)}`).join(' ; ');
      ctx.emit('deal', { to: 'mj' }, `Distribution — ${dealt}`, { roles, spare });
      (draft as { rs: unknown }).rs = rules.init(ctx);
    });
    return { ok: true, value: settle(rules, state, -1) };
  } catch (e) {
    return { ok: false, error: `Erreur interne des règles : ${(e as Error).message}` };
  }
}

/** Apply one answer. A refused answer returns the French reason; the state is untouched. */
export function apply<R>(rules: AnyRuleset, state: GameState<R>, answer: Answer): ApplyResult<R> {
  if (state.ended) return { ok: false, error: 'La partie est terminée.' };
  if (!answer || typeof answer !== 'object') return { ok: false, error: 'Réponse illisible.' };
  let run: (ctx: Ctx<R> & { reactAt: number }) => void;

  if (answer.kind === 'answer') {
    const head = state.agenda[0];
    if (!head) return { ok: false, error: "Aucun appel n’attend de réponse." };
    const def = stepDef<R>(rules, head.step);
    if (answer.step !== head.step) {
      const wanted = rules.steps[answer.step]?.title ?? answer.step;
      return { ok: false, error: `Cette réponse vise « ${wanted} », mais l’appel en cours est « ${def.title} ».` };
    }
    const inert = inertReason(rules, state, head);
    if (inert !== null) {
      if (answer.value !== null) return { ok: false, error: `Cet appel est sans effet (${inert}) : touchez seulement « Suivant ».` };
      run = (ctx) => {
        ctx.emit('inert', { to: 'mj' }, `${def.title} : appel sans effet (${inert}).`);
        ctx.s.done = [...state.done, def.title];
        dropCalls(ctx.s, 1);
      };
    } else {
      const error = checkPrompt(state, def.prompt(state, head.args), answer.value) ?? def.validate?.(state, answer.value, head.args) ?? null;
      if (error) return { ok: false, error };
      run = (ctx) => {
        ctx.reactAt = 1;
        def.resolve(ctx, answer.value, head.args);
        if (def.repeat?.(ctx.s as GameState<R>, answer.value, head.args)) return;
        ctx.s.done = [...state.done, def.title];
        dropCalls(ctx.s, 1);
      };
    }
  } else if (answer.kind === 'invoke') {
    const def = rules.actions?.[answer.action];
    if (!def) return { ok: false, error: `Action inconnue : « ${answer.action} ».` };
    if (!def.available(state)) return { ok: false, error: `« ${def.title} » n’est pas possible maintenant.` };
    const error = checkPrompt(state, def.prompt(state), answer.value) ?? def.validate?.(state, answer.value) ?? null;
    if (error) return { ok: false, error };
    run = (ctx) => {
      // Reactions of an invoked action (a last shot…) come before the current call.
      ctx.reactAt = 0;
      def.resolve(ctx, answer.value);
    };
  } else {
    return { ok: false, error: 'Réponse illisible.' };
  }

  try {
    const resolved = mutate(rules, state, state.seq, (ctx) => {
      run(ctx);
      ctx.s.seq = state.seq + 1;
    });
    const next = settle(rules, resolved, state.seq);
    return { ok: true, state: next, effects: effectsOf(rules, next) };
  } catch (e) {
    return { ok: false, error: `Erreur interne des règles : ${(e as Error).message}` };
  }
}

