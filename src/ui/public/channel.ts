/**
 * The BroadcastChannel both sides talk over. Messages are parsed on arrival:
 * the callback only ever sees well-formed messages of our protocol.
 */
import { CHANNEL_NAME, parseMessage, type PublicMessage } from './protocol';

export interface PublicChannel {
  post(message: PublicMessage): void;
  close(): void;
}

/** Open the channel, or null where the browser has no BroadcastChannel. */
export function openPublicChannel(onMessage: (message: PublicMessage) => void): PublicChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const message = parseMessage(event.data);
    if (message) onMessage(message);
  };
  let open = true;
  return {
    post(message) {
      if (!open) return;
      try {
        channel.postMessage(message);
      } catch (err) {
        // A message that cannot be cloned is a bug, not a reason to stop the game.
        console.warn(err);
      }
    },
    close() {
      open = false;
      channel.close();
    },
  };
}

/** A random id for this window (which MJ tab a view came from). */
export function windowId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `w${Math.random().toString(36).slice(2)}`;
}
