/**
 * Random legal games that read every text a table meets: each call's title,
 * line, notes and « sans effet » reason (computed as the app shows them, so a
 * line that throws is caught), the actions offered, the documents to copy,
 * every refusal, every event and the end. The French-typography tests check
 * those texts; a call whose text cannot be built is an error of the run.
 */
import { randomComposition } from '../../src/cli/simulate';
import {
  actionCall,
  apply,
  availableActions,
  checkSetup,
  createGame,
  currentCall,
  currentPrompt,
  effectsOf,
  normalizeOptions,
  toPlain,
  type Answer,
  type AnyRuleset,
  type GameSetup,
  type GameState,
  type Options,
} from '../../src/engine';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';

/** A text and where it came from (a step id, « event », « refusal »…), for the failure message. */
export interface Text {
  where: string;
  text: string;
}

export interface TextRun {
  texts: Text[];
  /** A call or an action whose text threw, an internal error or a stale answer. */
  errors: string[];
  state: GameState;
}

/** Names that elide « de », « que », « le »… (vowels, accented vowels, a mute h) mixed with names that do not. */
export const ELIDING_NAMES = [
  'Inès',
  'Hugo',
  'Alice',
  'Bruno',
  'Émile',
  'Olivia',
  'Chloé',
  'Ugo',
  'Yann',
  'Armand',
  'David',
  'Hélène',
  'Isaac',
  'Farid',
  'Ève',
  'Oscar',
  'Gaëlle',
  'Ysé',
  'Anouk',
  'Léo',
  'Ernest',
  'Ilan',
  'Héloïse',
  'Margot',
];

/** `count` distinct names drawn from the list above (a name again gets a number: « Inès 2 »), in a seeded order. */
export function elidingNames(count: number, seed: string): string[] {
  const rng = seedRng(seed);
  const pool = [...ELIDING_NAMES];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / ELIDING_NAMES.length);
    if (pool.length === 0) pool.push(...ELIDING_NAMES);
    const base = pool.splice(nextInt(rng, pool.length), 1)[0]!;
    out.push(round === 0 ? base : `${base} ${round + 1}`);
  }
  return out;
}

/** Every option drawn at random (a table may change any of them). */
function randomOptions(rules: AnyRuleset, seed: string): Options {
  const rng = seedRng(seed);
  const out: Options = {};
  for (const o of rules.options) {
    if (o.type === 'boolean') out[o.id] = nextInt(rng, 2) === 0;
    else if (o.type === 'choice' && o.choices?.length) out[o.id] = o.choices[nextInt(rng, o.choices.length)]!.value;
    else if (o.type === 'number') out[o.id] = (o.min ?? 0) + nextInt(rng, (o.max ?? 5) - (o.min ?? 0) + 1);
  }
  const checked = normalizeOptions(rules, out);
  return checked.ok ? checked.value : {};
}

/**
 * Game `i` of a run: 4 to 40 players as the ruleset allows, named with
 * eliding names, every option drawn at random in one game out of two, cards
 * drawn from every card of the ruleset; `card`, when given, is put in play in
 * one game out of two (the Prêtre, whose blessing takes cards out).
 */
export function randomSetup(rules: AnyRuleset, i: number, card?: string): GameSetup {
  const rng = seedRng(`setup-${i}`);
  const span = Math.min(rules.maxPlayers, 40) - rules.minPlayers + 1;
  const count = rules.minPlayers + nextInt(rng, span);
  const players = elidingNames(count, `names-${i}`).map((name, k) => ({ id: `p${k + 1}`, name }));
  const options = i % 2 === 0 ? {} : randomOptions(rules, `options-${i}`);
  let composition = randomComposition(rules, count, options, `cards-${i}`);
  if (card && i % 2 === 0 && !composition.includes(card)) {
    // In place of a card of the composition's last kind (a villager's, seldom a wolf's), when the setup still holds.
    const swapped = [...composition.slice(0, -1), card];
    if (checkSetup(rules, { rulesetId: rules.id, options, players, composition: swapped, seed: 's' }).ok)
      composition = swapped;
  }
  return { rulesetId: rules.id, options, players, composition, seed: `game-${i}` };
}

/** Random answers tried at one call before the run gives up. */
const ATTEMPTS = 20;

export interface TextRunOptions {
  /** The chance, before each call, that an available power is invoked with a random value (default 0.05). */
  invokeRate?: number;
  maxAnswers?: number;
  /** Go on from this state of the game (a scenario played by hand first) instead of its start. */
  from?: GameState;
  /** Called at each call before it is answered (another test reads the state there). */
  onCall?: (s: GameState) => void;
}

/** Play a game with random answers (invoking actions between calls), reading every text on the way. */
export function playTexts(
  rules: AnyRuleset,
  setup: GameSetup,
  answerSeed: string,
  options: TextRunOptions = {},
): TextRun {
  const { invokeRate = 0.05, maxAnswers = 1500 } = options;
  const created = options.from ? { ok: true as const, value: options.from } : createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let s: GameState = created.value;
  const rng = seedRng(answerSeed);
  const texts: Text[] = [];
  const errors: string[] = [];
  const read = (where: string, text: string | null | undefined): void => {
    if (text) texts.push({ where, text });
  };
  /** What the screen shows at the current call; false when it cannot be built. */
  const readCall = (): boolean => {
    const step = s.agenda[0]?.step ?? '?';
    try {
      const call = currentCall(rules, s);
      if (!call) return true;
      read(step, call.title);
      read(step, call.line);
      read(step, call.inert);
      for (const note of call.notes) read(step, note);
      for (const effect of effectsOf(rules, s)) {
        if (effect.type === 'documents')
          for (const doc of effect.docs) read(`${step} (document)`, `${doc.title}\n${toPlain(doc)}`);
      }
      for (const action of availableActions(rules, s))
        read(`action ${action.id}`, actionCall(rules, s, action.id)?.line);
      return true;
    } catch (e) {
      errors.push(`day ${s.clock.day} ${s.clock.phase}, call ${step}: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
  };
  const send = (answer: Answer): boolean => {
    const res = apply(rules, s, answer);
    if (res.kind === 'accepted') {
      s = res.state;
      return true;
    }
    if (res.kind === 'refused') read('refusal', res.reason);
    else errors.push(`${res.kind}: ${res.reason}`);
    return false;
  };
  let answers = 0;
  while (!s.ended && answers < maxAnswers && errors.length === 0) {
    if (!readCall()) break;
    options.onCall?.(s);
    if (nextInt(rng, 1000) < invokeRate * 1000) {
      const open = availableActions(rules, s);
      if (open.length > 0) {
        const id = open[nextInt(rng, open.length)]!.id;
        const view = actionCall(rules, s, id)!;
        if (send({ kind: 'invoke', action: id, value: randomValue(view.prompt, rng) })) answers++;
        continue;
      }
    }
    const call = currentPrompt(rules, s);
    if (!call) break;
    let applied = false;
    for (let attempt = 0; attempt < ATTEMPTS && !applied && errors.length === 0; attempt++) {
      const close = attempt === ATTEMPTS - 1 && call.prompt.kind === 'orders';
      applied = send({
        kind: 'answer',
        step: call.step,
        value: close ? { close: true } : randomValue(call.prompt, rng),
      });
    }
    if (!applied) break;
    answers++;
  }
  for (const event of s.events) read(`event ${event.type}`, event.text);
  read('end', s.ended?.reason);
  return { texts, errors, state: s };
}

/**
 * Where a text breaks French elision before a name or a card: « de Inès »,
 * « que Hugo », « le Ancien »… (a capital vowel or H after the word).
 * Returns the offending bits.
 */
export function missedElisions(text: string): string[] {
  return [
    ...text.matchAll(
      /(?<![\p{L}’'])(?:[Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]usque|[Ll]orsque|[Pp]uisque) [AEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ][\p{L}-]*/gu,
    ),
  ].map((m) => m[0]);
}

/** Where a text misses a non-breaking space: a plain space (or none) before « : ; ! ? », inside « ». */
export function missedSpaces(text: string): string[] {
  return [...text.matchAll(/ [:;!?»]|« |\S[;!?](?=\s|$)|«\S|\S»/gu)].map((m) =>
    text.slice(Math.max(0, m.index - 12), m.index + 8),
  );
}
