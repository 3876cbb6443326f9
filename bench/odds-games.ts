/**
 * Mid-game saves for the « Pronostic » bench: a game of random legal
 * answers, stopped halfway through its answers (still going), as a save file
 * the home screen imports and as a scenario the command line reads.
 */
import type { Answer, AnyRuleset, GameSetup, Options } from '../src/engine';
import { playout } from '../src/engine/playout';
import { playerNames } from '../src/cli/simulate';

export interface MidGame {
  setup: GameSetup;
  answers: Answer[];
  /** The clock at the call the odds start from. */
  day: number;
}

export function midGame(rules: AnyRuleset, options: Options, players: number, seed: string): MidGame {
  const setup: GameSetup = {
    rulesetId: rules.id,
    options,
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: rules.suggestComposition(players, options),
    seed,
  };
  const whole = playout(rules, setup, `${seed}-answers`);
  // The same answers' seed gives the same first answers: the game cut halfway is this game's first half.
  for (let cut = Math.floor(whole.answers.length / 2); cut > 0; cut--) {
    const half = playout(rules, setup, `${seed}-answers`, cut);
    if (!half.state.ended) return { setup, answers: half.answers, day: half.state.clock.day };
  }
  throw new Error(`no call before the end in ${rules.id} ${seed}`);
}

/** A save file (format 1) of the game, at its call. */
export function saveFile(title: string, g: MidGame): object {
  return {
    format: 'veilleur-partie',
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    game: { title, rulesetId: g.setup.rulesetId, createdAt: Date.now(), status: 'active', setup: g.setup },
    answers: g.answers,
    notes: { game: '', players: {} },
  };
}
