/**
 * A long Thiercelieux game for the replay benchmark: the wolves always attack
 * whoever the Sauveteur protects and the village never executes anyone, so
 * the game goes on for as many answers as wanted.
 */
import { apply, createGame, currentCall, type Answer, type GameSetup, type Json } from '../src/engine';
import { randomValue } from '../src/engine/playout';
import { seedRng } from '../src/engine/random';
import { thiercelieux } from '../src/rulesets/thiercelieux';
import type { TState } from '../src/rulesets/thiercelieux/state';
import { playerNames } from '../src/cli/simulate';

export const LONG_SETUP: GameSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: playerNames(12).map((name, i) => ({ id: `p${i + 1}`, name })),
  composition: [
    'loup-garou',
    'loup-garou',
    'voyante',
    'sorciere',
    'sauveteur',
    'chasseur',
    'cupidon',
    'petite-fille',
    'villageois',
    'villageois',
    'villageois',
    'villageois',
  ],
  deal: Object.fromEntries(
    [
      'loup-garou',
      'loup-garou',
      'voyante',
      'sorciere',
      'sauveteur',
      'chasseur',
      'cupidon',
      'petite-fille',
      'villageois',
      'villageois',
      'villageois',
      'villageois',
    ].map((r, i) => [`p${i + 1}`, r]),
  ),
  seed: 'longue-partie',
};

export function longGame(length: number): Answer[] {
  const created = createGame<TState>(thiercelieux, LONG_SETUP);
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  const rng = seedRng('longue');
  const answers: Answer[] = [];
  while (answers.length < length) {
    const call = currentCall(thiercelieux, s)!;
    let value: Json;
    const p = call.prompt;
    if (call.step === 'loups') value = [s.rs.night.protectedId!];
    else if (call.step === 'sauveteur' && p.kind === 'players') {
      const villagers = p.candidates.filter((id) => s.players[id]!.role !== 'loup-garou');
      value = [villagers[answers.length % villagers.length]!];
    } else if (call.step === 'cupidon') value = ['p9', 'p10'];
    else if (call.step === 'petite-fille' || call.step === 'sorciere-vie') value = p.kind === 'yesno' ? false : null;
    else if (call.step === 'sorciere-mort') value = p.kind === 'players' ? [] : null;
    else if (p.kind === 'ballots')
      value = Object.fromEntries(p.voters.map((v) => [v.id, call.step === 'election' ? 'p3' : null]));
    else value = randomValue(p, rng);
    const answer: Answer = { kind: 'answer', step: call.step, value };
    const r = apply(thiercelieux, s, answer);
    if (r.kind !== 'accepted') throw new Error(`${call.step}: ${r.reason}`);
    s = r.state;
    answers.push(answer);
  }
  if (s.ended) throw new Error('the long game ended');
  return answers;
}
