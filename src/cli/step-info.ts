/**
 * `step RULESET STEP`: what a step (or an invoked action) accepts, without a
 * game at hand. A prompt is a function of the game, so its shapes are shown
 * as met in random legal games (seeded, so the output is stable): the kinds
 * of prompt, options, bounds and voters it took there, and whether it was
 * met « sans effet ». The source adds the book lines its comments cite and
 * the arguments its ruleset declares (sources.ts).
 */
import { setAutoFreeze } from 'immer';
import {
  actionCall,
  apply,
  createGame,
  currentCall,
  own,
  type AnyRuleset,
  type Answer,
  type GameSetup,
  type GameState,
  type Json,
  type Options,
  type RngState,
} from '../engine';
import { randomValue } from '../engine/playout';
import { nextInt, seedRng } from '../engine/random';
import { normalizeOptions } from '../engine/setup';
import { describePrompt, type PromptForm } from './describe-prompt';
import { namerOf } from './names';
import { playerNames, randomComposition } from './simulate';
import { stepSource } from './sources';

export interface Sample {
  /** Where it was met: « Nuit 2 », with the players' count and the options that differ from the defaults. */
  game: { players: number; options: Options; composition: string[] };
  day: number;
  phase: string;
  args?: Json;
  line: string;
  inert: string | null;
  prompt: PromptForm;
}

export interface StepInfo {
  ruleset: string;
  id: string;
  /** A call of the agenda, or an action invoked at any moment. */
  kind: 'step' | 'action';
  title: string;
  role?: string;
  phase?: string;
  /** Resolves by itself when reached (bookkeeping): never waits for an answer. */
  auto: boolean;
  /** Runs something when it comes up (dice rolled before the MJ sees it). */
  onEntry: boolean;
  /** Stays current after an answer (an order book), until its book is closed. */
  repeats: boolean;
  args: string | null;
  book: string[];
  source: string | null;
  /** The prompt kinds met, and a few of the prompts themselves. */
  kinds: string[];
  samples: Sample[];
  /** How many random games were played to meet it. */
  games: number;
  /** Rules errors met on the way (a call that could not be shown): bugs to report, with the game that met them. */
  problems: { problem: string; game: Sample['game']; seed: string }[];
}

/** Random games at most, and the time they may take: the command answers in a few seconds. */
export const BUDGET = { games: 400, ms: 4000 };
const MAX_SAMPLES = 4;
/** Once met, games in a row that show no new shape before the search stops. */
const SETTLED = 40;
const ATTEMPTS = 20;

function randomOptions(rules: AnyRuleset, rng: RngState): Options {
  const out: Options = {};
  for (const o of rules.options) {
    if (o.type === 'boolean') out[o.id] = nextInt(rng, 2) === 0;
    else if (o.type === 'choice' && o.choices && o.choices.length > 0)
      out[o.id] = o.choices[nextInt(rng, o.choices.length)]!.value;
  }
  const checked = normalizeOptions(rules, out);
  return checked.ok ? checked.value : {};
}

/** A random composition that holds `role` when the setup checks allow it. */
function compositionWith(
  rules: AnyRuleset,
  players: number,
  options: Options,
  role: string | undefined,
  seed: string,
): string[] {
  const cards = randomComposition(rules, players, options, seed);
  if (!role || cards.includes(role) || !rules.roles.some((r) => r.id === role)) return cards;
  const rng = seedRng(`${seed}-role`);
  for (let tries = 0; tries < 12; tries++) {
    const next = [...cards];
    next[nextInt(rng, next.length)] = role;
    const seats = playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name }));
    if (createGame(rules, { rulesetId: rules.id, options, players: seats, composition: next, seed }).ok) return next;
  }
  return cards;
}

/** Options that differ from their defaults (the sample's setup, short). */
function changed(rules: AnyRuleset, options: Options): Options {
  const out: Options = {};
  for (const o of rules.options)
    if (options[o.id] !== undefined && options[o.id] !== o.default) out[o.id] = options[o.id]!;
  return out;
}

/**
 * One random game; `seen` is called at each state. Returns the error a call
 * threw while being shown (a ruleset bug met on the way), or null.
 */
function walk(rules: AnyRuleset, setup: GameSetup, rng: RngState, seen: (s: GameState) => boolean): string | null {
  const created = createGame(rules, setup);
  if (!created.ok) return null;
  let state = created.value;
  for (let n = 0; n < 2000 && !state.ended; n++) {
    let call: ReturnType<typeof currentCall>;
    try {
      if (seen(state)) return null;
      call = currentCall(rules, state);
    } catch (e) {
      return `${state.agenda[0]?.step ?? '?'} (${state.clock.phase} ${state.clock.day}) : ${e instanceof Error ? e.message : String(e)}`;
    }
    if (!call) return null;
    let next: GameState | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && !next; attempt++) {
      const close = attempt === ATTEMPTS - 1 && call.prompt.kind === 'orders';
      const answer: Answer = {
        kind: 'answer',
        step: call.step,
        value: close ? { close: true } : randomValue(call.prompt, rng),
      };
      const res = apply(rules, state, answer);
      if (res.kind === 'accepted') next = res.state;
      else if (res.kind !== 'refused') return res.kind === 'internal' ? `${call.step} : ${res.error}` : null;
    }
    if (!next) return null;
    state = next;
  }
  return null;
}

export function stepInfo(rules: AnyRuleset, id: string, budget: { games: number; ms: number } = BUDGET): StepInfo {
  const step = own(rules.steps, id);
  const action = step ? undefined : own(rules.actions ?? {}, id);
  if (!step && !action) {
    const known = Object.keys(rules.steps).join(', ');
    throw new Error(`Appel inconnu dans ${rules.id} : « ${id} ». Appels : ${known}.`);
  }
  const samples: Sample[] = [];
  const kinds = new Set<string>();
  const keys = new Set<string>();
  const note = (s: GameState, sample: Omit<Sample, 'game' | 'day' | 'phase'>, game: Sample['game']) => {
    kinds.add(sample.prompt.kind);
    const key = `${sample.prompt.kind}|${sample.prompt.label ?? ''}|${sample.inert ?? ''}`;
    if (keys.has(key) || samples.length >= MAX_SAMPLES) return;
    keys.add(key);
    lastNew = games;
    samples.push({ game, day: s.clock.day, phase: s.clock.phase, ...sample });
  };
  const problems: StepInfo['problems'] = [];
  const source = stepSource(rules.id, id);
  let games = 0;
  let lastNew = 0;
  if (!step?.auto) {
    setAutoFreeze(false);
    const start = Date.now();
    try {
      for (
        ;
        games < budget.games &&
        Date.now() - start < budget.ms &&
        samples.length < MAX_SAMPLES &&
        !(samples.length > 0 && games - lastNew >= SETTLED);
        games++
      ) {
        const rng = seedRng(`step-${id}-${games}`);
        const count = Math.min(
          rules.maxPlayers,
          rules.minPlayers + nextInt(rng, Math.max(1, Math.min(rules.maxPlayers, 16) - rules.minPlayers + 1)),
        );
        // Half the games keep the defaults, half draw every option (a mode, a variant) at random.
        const normal = normalizeOptions(rules, games % 2 === 0 ? {} : randomOptions(rules, rng));
        const opts = normal.ok ? normal.value : {};
        const composition = compositionWith(rules, count, opts, step?.role, `step-${id}-${games}`);
        const players = playerNames(count).map((name, i) => ({ id: `p${i + 1}`, name }));
        const game = { players: count, options: changed(rules, opts), composition };
        const setup: GameSetup = { rulesetId: rules.id, options: opts, players, composition, seed: `step-${games}` };
        const problem = walk(rules, setup, rng, (s) => {
          const name = namerOf(s);
          if (action) {
            const view = actionCall(rules, s, id);
            if (!view) return false;
            note(s, { line: view.line, inert: null, prompt: describePrompt(view.prompt, name) }, game);
            // One sample a game: the next game may meet another shape.
            return true;
          }
          const head = s.agenda[0];
          if (head?.step !== id) return false;
          const call = currentCall(rules, s)!;
          note(
            s,
            {
              ...(head.args === undefined ? {} : { args: name.json(head.args) }),
              line: call.line,
              inert: call.inert,
              prompt: describePrompt(call.prompt, name),
            },
            game,
          );
          return true;
        });
        if (problem && problems.length < 3) problems.push({ problem, game, seed: setup.seed });
      }
    } finally {
      setAutoFreeze(true);
    }
  }
  const def = step ?? action!;
  return {
    ruleset: rules.id,
    id,
    kind: step ? 'step' : 'action',
    title: def.title,
    ...(step?.role ? { role: step.role } : {}),
    ...(step?.phase ? { phase: step.phase } : {}),
    auto: step?.auto === true,
    onEntry: step?.enter !== undefined,
    repeats: step?.repeat !== undefined,
    args: source?.args ?? null,
    book: source?.book ?? [],
    source: source?.file || null,
    kinds: [...kinds],
    samples,
    games,
    problems,
  };
}
