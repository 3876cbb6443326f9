import { useLiveQuery } from 'dexie-react-hooks';
import { typo } from '../../engine/french';
import { useEffect } from 'react';
import { getDB, headOf } from '../../storage';
import { refreshGame } from '../store/play';
import { useSession } from '../store/session';

const CHANGED = typo(
  'La partie a été modifiée dans un autre onglet : l’écran montre maintenant la partie telle qu’elle est enregistrée.',
);

/**
 * Follow the stored game: when its log no longer ends where this tab saw it
 * end (another tab answered or went back), read it again. A read-only tab
 * follows the holder this way; a holder in a browser without Web Locks learns
 * that another tab wrote. Dexie's live queries see the other tabs' writes.
 */
export function useFollowStored(gameId: string): void {
  const stored = useLiveQuery(() => getDB().games.get(gameId), [gameId]);
  const head = useSession((s) => s.game?.head);
  const busy = useSession((s) => s.busy);
  const hold = useSession((s) => s.hold);
  const count = stored?.answerCount;
  const id = stored ? headOf(stored).id : undefined;

  useEffect(() => {
    if (count === undefined || !head || busy) return;
    if (count === head.count && id === head.id) return;
    let live = true;
    // The live query may lag behind this tab's own write: ask the database itself before reloading.
    void getDB()
      .games.get(gameId)
      .then((now) => {
        const { game, busy: writing } = useSession.getState();
        if (!live || !now || !game || writing) return;
        const h = headOf(now);
        if (h.count !== game.head.count || h.id !== game.head.id) void refreshGame(hold === 'held' ? CHANGED : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [gameId, count, id, head, busy, hold]);
}
