/**
 * Who plays for whom, and when the game ends (003:5-9): the villagers win
 * when no wolf lives, the wolves when no villager lives; an Assassin wins
 * with them if his targets are dead and he lives. Deaths count in the order
 * they happened: the first that gives a camp its victory ends the game, and
 * what came after does not happen (003:9). The end is checked after the dawn
 * post and after the bûcher.
 */
import { playerRead, type GameEnd, type PlayerId } from '../../engine';
import { NATURE_CAMP } from './roles';
import { de, names, nature } from './queries/people';
import type { NGame } from './types';
import { DEAD } from './state';

export function campOf(s: NGame, id: PlayerId): string {
  return NATURE_CAMP[nature(s, id)];
}

/** An Assassin alive whose targets are all dead wins too (003:8). */
function assassinsDone(s: NGame, living: ReadonlySet<PlayerId>): PlayerId[] {
  return s.order.filter(
    (id) =>
      nature(s, id) === 'assassin' && living.has(id) && (s.rs.hands[id]?.targets ?? []).every((t) => !living.has(t)),
  );
}

function victory(s: NGame, living: ReadonlySet<PlayerId>, last: PlayerId | null): GameEnd | null {
  const alive = [...living];
  const wolves = alive.filter((id) => nature(s, id) === 'loup');
  const villagers = alive.filter((id) => nature(s, id) === 'villageois');
  const camp = wolves.length === 0 ? 'village' : villagers.length === 0 ? 'loups' : null;
  if (!camp) return null;
  const members = s.order.filter((id) => campOf(s, id) === camp);
  const assassins = assassinsDone(s, living);
  const when = last ? ` à la mort ${de(names(s, [last]))}` : '';
  const reason =
    camp === 'village'
      ? `Plus aucun loup ne vit${when} : les villageois gagnent !`
      : `Plus aucun villageois ne vit${when} : les loups gagnent !`;
  const also =
    assassins.length > 0
      ? ` ${names(s, assassins)}, Assassin${assassins.length > 1 ? 's' : ''} aux cibles toutes mortes, gagne${assassins.length > 1 ? 'nt' : ''} aussi.`
      : '';
  return {
    camps: assassins.length > 0 ? [camp, 'assassins'] : [camp],
    winners: [...members, ...assassins],
    reason: `${reason}${also}`,
  };
}

export function checkEnd(s: NGame): GameEnd | null {
  if (!s.rs.moment) return null;
  // Replay the deaths since the last check, in order, from who lived then.
  const recent = s.rs.deaths.filter((d) => d.tick > s.rs.checked && !d.undone);
  const living = new Set(s.order.filter((id) => playerRead(s.players, id).health !== DEAD));
  for (const d of recent) living.add(d.id);
  const before = victory(s, living, null);
  if (before) return before;
  for (const d of recent) {
    living.delete(d.id);
    const end = victory(s, living, d.id);
    if (end) return end;
  }
  return null;
}
