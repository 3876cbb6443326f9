/**
 * The balance lab's budgets (issue 15): playout speed per ruleset in Node,
 * on the bundled engine (`bundled.ts`), then 10 000 games through the
 * « Équilibre » screen in Chromium. Both run even when the first is slow;
 * the exit code says whether both passed.
 */
import { runBundled } from './bundled';

const playoutFailed = (await runBundled('bench/playout.ts')) !== 0;
process.exitCode = 0;
await import('./lab');
process.exitCode = playoutFailed || (process.exitCode !== undefined && Number(process.exitCode) !== 0) ? 1 : 0;
