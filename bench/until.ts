/**
 * Wait for a condition in the page, looked at every 10 ms. A locator's
 * `waitFor` looks again at growing intervals (up to half a second), so a
 * wait ended by it overshoots by a quarter of a second on average and by up
 * to half a second: more than the differences the benches look for (seen
 * here: « Pronostic »'s figures fell on whole and half seconds).
 */
import type { Page } from '@playwright/test';

const POLL_MS = 10;

/** `condition` is run in the page (it sees only the page's globals). */
export async function until(page: Page, condition: () => unknown, timeout: number): Promise<void> {
  await page.waitForFunction(condition, undefined, { polling: POLL_MS, timeout });
}
