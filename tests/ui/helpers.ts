/**
 * Fixtures for the UI tests: a fresh database per test, and a real
 * Thiercelieux game with a manual deal so every role is known.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import {
  createGame,
  currentCall,
  push,
  replay,
  type Answer,
  type GameSetup,
  type GameState,
  type Timeline,
} from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { appendAnswer, createStoredGame, getDB, openVeilleurDB, setDB, type VeilleurDB } from '../../src/storage';
import { closeGame } from '../../src/ui/store/play';
import { answerOf } from '../support/answers';
import type { TAnswers } from '../thiercelieux/table';

export const rules = thiercelieux;

/** Seats in order, with the card each holds. */
export const TABLE: [string, string, string][] = [
  ['j1', 'Alice', 'loup-garou'],
  ['j2', 'Bruno', 'loup-garou'],
  ['j3', 'Chloé', 'voyante'],
  ['j4', 'David', 'sorciere'],
  ['j5', 'Emma', 'chasseur'],
  ['j6', 'Félix', 'cupidon'],
  ['j7', 'Gaëlle', 'villageois'],
  ['j8', 'Hugo', 'villageois'],
];

export function sampleSetup(): GameSetup {
  return {
    rulesetId: 'thiercelieux',
    options: {},
    players: TABLE.map(([id, name]) => ({ id, name })),
    composition: TABLE.map(([, , role]) => role),
    deal: Object.fromEntries(TABLE.map(([id, , role]) => [id, role])),
    seed: 'graine-test',
  };
}

/** An answer to Thiercelieux's step `step`: its id and its value's shape are checked as in src (tests/support/answers.ts). */
export const answer = answerOf<TAnswers>();

/** Night 1 up to the dawn: lovers Gaëlle and Hugo, the seer looks at Alice, the wolves eat Chloé, no potion. */
export const NIGHT_1: Answer[] = [
  answer('endormissement', null),
  answer('cupidon', ['j7', 'j8']),
  answer('amoureux', null),
  answer('voyante', ['j1']),
  answer('montrer', null),
  answer('loups', ['j3']),
  answer('sorciere-vie', false),
  answer('sorciere-mort', []),
];

/** Dawn, then David elected Capitaine by everyone, and the debate: the day vote is next. */
export const TO_DAY_VOTE: Answer[] = [
  ...NIGHT_1,
  answer('aube', null),
  answer('election', { j1: 'j4', j2: 'j4', j4: 'j4', j5: 'j4', j6: 'j4', j7: 'j4', j8: 'j4' }),
  answer('debat', null),
];

/** Play answers with the engine (throws on a refusal: a broken fixture, not a UI failure). */
export function play(answers: readonly Answer[]): Timeline {
  const replayed = replay(rules, sampleSetup(), []);
  if (!replayed.ok) throw new Error(replayed.error);
  let tl = replayed.value;
  for (const a of answers) {
    const next = push(rules, tl, a);
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.outcome.reason}`);
    tl = next.value;
  }
  return tl;
}

export function lineOf(state: GameState): string {
  // As Testing Library reads the screen: its default normalizer makes every space plain (the engine sets non-breaking ones).
  return currentCall(rules, state)!.line.replace(/\s+/g, ' ');
}

/** Store the sample game with these answers already given; returns its id. */
export async function storeGame(answers: readonly Answer[] = [], title = 'Partie de test'): Promise<string> {
  const created = createGame(rules, sampleSetup());
  if (!created.ok) throw new Error(created.error);
  const id = await createStoredGame(created.value.setup, title, 'Nuit 1');
  for (const [seq, a] of answers.entries()) await appendAnswer(id, seq, a);
  return id;
}

/** Each test gets its own database and a closed session. */
export function withFreshDB(): () => VeilleurDB {
  let db: VeilleurDB | null = null;
  beforeEach(() => {
    db = openVeilleurDB(`veilleur-ui-${crypto.randomUUID()}`);
    setDB(db);
  });
  afterEach(async () => {
    closeGame();
    setDB(null);
    await db?.delete();
    db = null;
  });
  return () => getDB();
}

/** `count` harmless answers from the start (acks, the last candidates, « non », blank ballots). */
export function autoplay(count: number): Answer[] {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    const call = currentCall(rules, play(answers).state);
    if (!call) throw new Error(`autoplay: no call after ${i} answers`);
    const p = call.prompt;
    let value: Answer['value'] = null;
    if (p.kind === 'players') value = p.candidates.slice(p.candidates.length - p.min);
    else if (p.kind === 'yesno') value = false;
    else if (p.kind === 'choice') value = p.options[0]!.value;
    else if (p.kind === 'ballots') value = Object.fromEntries(p.voters.map((v) => [v.id, null]));
    // The step is whichever call is current: the compiler cannot check it.
    answers.push({ kind: 'answer', step: call.step, value });
  }
  return answers;
}

/**
 * The tablet handed round at « Vérification » (random deal): each player in
 * seating order sees his card alone, then hides it. Returns the cards seen,
 * and checks no two are ever on screen together.
 */
export async function handRound(
  user: { click: (el: Element) => Promise<void> },
  names: readonly string[],
): Promise<string[]> {
  const { screen } = await import('@testing-library/react');
  await user.click(screen.getByRole('button', { name: 'Faire passer la tablette' }));
  const seen: string[] = [];
  for (const name of names) {
    expect(document.querySelectorAll('.handoff-card')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Je suis ${name}\u00a0: voir ma carte` }));
    const cards = document.querySelectorAll('.handoff-card');
    expect(cards).toHaveLength(1);
    seen.push(cards[0]!.textContent ?? '');
    await user.click(screen.getByRole('button', { name: /^Cacher ma carte/ }));
  }
  expect(document.querySelectorAll('.handoff-card')).toHaveLength(0);
  return seen;
}
