/**
 * A new game's default name says which ruleset and which game: « Thiercelieux,
 * 8 joueurs — lundi 23 novembre, 21 h 04 ». Five evenings of the same
 * month no longer all read « Partie du 23 novembre ».
 */
import { clockTime } from './clock';

const WHEN = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });

/** The short name a table uses for a ruleset (its full name without the leading article). */
export function shortRulesetName(name: string): string {
  const short = /Thiercelieux|Quinte-bourg|Lychantropia|NewMilenium/.exec(name);
  return short ? short[0] : name;
}

export function defaultGameTitle(rulesetName: string, players: number, at: Date): string {
  return `${shortRulesetName(rulesetName)}, ${players} joueurs — ${WHEN.format(at)}, ${clockTime(at)}`;
}
