/**
 * What the players' window receives: every BroadcastChannel message, recorded
 * before any app code runs, so a spec can check no secret travels in one.
 */
import type { BrowserContext } from '@playwright/test';

/** Record every BroadcastChannel message each page of the context receives (before any app code runs). */
export async function spyOnChannels(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __received: string[]; BroadcastChannel: typeof BroadcastChannel };
    w.__received = [];
    const Native = w.BroadcastChannel;
    if (!Native) return;
    w.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(name);
        super.addEventListener('message', (e) => w.__received.push(JSON.stringify((e as MessageEvent).data)));
      }
    };
  });
}
