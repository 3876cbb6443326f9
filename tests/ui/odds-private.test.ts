/**
 * « Pronostic », « Évolution » and « Statistiques » are the MJ's alone
 * (issue 24): nothing of them reaches the public window (/public), « Mode
 * public », the frame sent to the players' screen, nor the documents written
 * for players. Their modules are out of those module graphs, and computing
 * the odds leaves the game untouched. (The MJ's own save file carries the
 * odds kept with the game, as plain figures: it is not a player export.)
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/playout';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { odds } from '../../src/balance/odds';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { playerNames } from '../../src/cli/simulate';
import { moduleGraph as graph } from '../support/module-graph';

const ODDS = ['src/ui/odds/', 'src/balance/odds', 'src/ui/stats/', 'src/balance/real-'];
const oddsIn = (files: Set<string>) => [...files].filter((f) => ODDS.some((p) => f.startsWith(p)));

describe('the odds stay on the MJ’s side', () => {
  it.each([
    ['/public', 'src/ui/screens/PublicScreen.tsx'],
    ['« Mode public »', 'src/ui/public/PublicMode.tsx'],
    ['the players’ screen frame', 'src/ui/public/usePublicSide.ts'],
    ['the players’ documents', 'src/ui/game/DocumentsPanel.tsx'],
    ['the game export’s code', 'src/storage/transfer.ts'],
    ['the room’s players’ devices', 'src/ui/room/JoinScreen.tsx'],
  ])('%s reaches no odds module', (_what, entry) => {
    expect(oddsIn(graph(entry))).toEqual([]);
  });

  it('would see them: the MJ’s game screen reaches « Pronostic » and the app « Statistiques »', () => {
    expect(oddsIn(graph('src/ui/screens/GameScreen.tsx'))).toContain('src/ui/odds/OddsPanel.tsx');
    expect(oddsIn(graph('src/ui/App.tsx'))).toEqual(
      expect.arrayContaining(['src/ui/stats/StatsScreen.tsx', 'src/balance/real-games.ts']),
    );
  });

  it('computing the odds writes nothing into the game', () => {
    const players = playerNames(8).map((name, i) => ({ id: `p${i + 1}`, name }));
    const setup = {
      rulesetId: 'thiercelieux',
      options: {},
      players,
      composition: thiercelieux.suggestComposition(8, {}),
      seed: 'private',
    };
    const { state } = playout(thiercelieux, setup, 'private', 12);
    const before = JSON.stringify(state);
    odds(thiercelieux, state, { games: 30, seed: 's', policy: 'random' }, RANDOM_POLICY);
    expect(JSON.stringify(state)).toBe(before);
  });
});
