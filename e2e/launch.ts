/**
 * Chromium's launch options, one list for playwright.config.ts and the specs
 * that launch their own (the room's: ICE over loopback, fake cameras).
 * Debian's Chromium is used: `npx playwright install` cannot download a
 * browser here (.ci/run installs the `chromium` package when it is missing).
 */
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every run: no sandbox in the container, no GPU, nothing fetched from the network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** ICE between two contexts of one machine: loopback candidates, real addresses instead of mDNS names. */
export const LOOPBACK_ARGS: readonly string[] = [
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** The launch options with `extra` flags after the common ones. */
export const launchOptions = (...extra: readonly string[]): LaunchOptions => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...extra],
});
