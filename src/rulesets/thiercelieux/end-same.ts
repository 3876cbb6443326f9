/**
 * When the end check would read the same again (`endSame`, see
 * `src/engine/end-check.ts`): the parts `endReads` names (index.ts), with the
 * players narrowed to what `checkEnd` reads of each (win.ts): the id, name,
 * card and health, and the charm, Cassandra's count and the Ame en peine's
 * call among the markers. Most answers write some other marker or field of a
 * player (a vote, a protection), which gives a new players record: compared
 * by identity, as `endReads` alone does, every such record ran the whole
 * check again. Plain property reads, one state against another: the engine's
 * comparison reads each declared part by its key, a slower lookup.
 * `tests/thiercelieux/end-same.test.ts` checks it against the check itself.
 */
import type { TGame } from './types';

type Players = TGame['players'];

export function endSame(s: TGame, kept: TGame): boolean {
  if (s.order !== kept.order || s.setup !== kept.setup) return false;
  const rs = s.rs;
  const was = kept.rs;
  if (
    rs !== was &&
    (rs.lovers !== was.lovers ||
      rs.villagersPowerless !== was.villagersPowerless ||
      rs.fanaticHero !== was.fanaticHero ||
      rs.assassinTargets !== was.assassinTargets ||
      rs.enemies !== was.enemies)
  )
    return false;
  return s.players === kept.players || samePlayers(s.players, kept.players);
}

/**
 * The same seats, each with the same fields the check reads. Seat by seat in
 * each record's own order (a record is copied with its keys in order): two
 * records whose seats come in another order are told apart, and the check runs.
 */
function samePlayers(now: Players, kept: Players): boolean {
  const a = Object.values(now);
  const b = Object.values(kept);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (p === q) continue;
    if (p.id !== q.id || p.health !== q.health || p.role !== q.role || p.name !== q.name) return false;
    const m = p.markers;
    const n = q.markers;
    if (m !== n && (m.charme !== n.charme || m.cassandraLoups !== n.cassandraLoups || m.ame !== n.ame)) return false;
  }
  return true;
}
