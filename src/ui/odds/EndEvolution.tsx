/**
 * On the end screen (MJ only): how each camp's chance moved over the whole
 * game, with the moves that mattered most (« Évolution », loaded lazily with
 * its own workers).
 */
import type { AnyRuleset, Answer, GameSetup } from '../../engine';
import { defaultOddsPolicy } from '../../balance/odds-players';
import { EvolutionPanel } from './EvolutionPanel';
import { usePool } from './useOdds';
import './odds.css';

interface Props {
  gameId: string;
  rules: AnyRuleset;
  game: { setup: GameSetup; answers: readonly Answer[] };
}

export default function EndEvolution({ gameId, rules, game }: Props) {
  const pool = usePool();
  return (
    <div className="odds odds-end">
      <EvolutionPanel gameId={gameId} rules={rules} game={game} policy={defaultOddsPolicy(rules.id)} pool={pool} />
    </div>
  );
}
