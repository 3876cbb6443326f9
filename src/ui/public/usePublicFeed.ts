/**
 * The public window's side: say « hello » on load, then show the view of the
 * most recently active MJ tab (see usePublicSide for how several MJ tabs are
 * told apart). It reads nothing but the channel: no database, no store.
 */
import { useEffect, useState } from 'react';
import { openPublicChannel, windowId } from './channel';
import { frameOf, hello, type PublicFrame } from './protocol';

export type Feed =
  | { status: 'unsupported' }
  | { status: 'waiting' }
  | { status: 'live'; frame: PublicFrame; from: string; activeAt: number };

export function usePublicFeed(): Feed {
  const [feed, setFeed] = useState<Feed>(() => (typeof BroadcastChannel === 'function' ? { status: 'waiting' } : { status: 'unsupported' }));

  useEffect(() => {
    const me = windowId();
    let current: Feed = typeof BroadcastChannel === 'function' ? { status: 'waiting' } : { status: 'unsupported' };
    const set = (next: Feed): void => {
      current = next;
      setFeed(next);
    };
    const channel = openPublicChannel((message) => {
      if (message.type === 'view') {
        const follows = current.status !== 'live' || message.from === current.from || message.activeAt >= current.activeAt;
        if (follows) set({ status: 'live', frame: frameOf(message), from: message.from, activeAt: message.activeAt });
      } else if (message.type === 'bye' && current.status === 'live' && message.from === current.from) {
        // The followed table left: wait, and ask whether another MJ tab holds a game.
        set({ status: 'waiting' });
        channel?.post(hello(me));
      }
    });
    channel?.post(hello(me));
    return () => channel?.close();
  }, []);

  return feed;
}
