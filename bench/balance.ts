/**
 * The balance lab's budgets (issue 15): playout speed per ruleset in Node,
 * then 10 000 games through the « Équilibre » screen in Chromium. Both run
 * even when the first is slow; the exit code says whether both passed.
 */
const failed = (): boolean => process.exitCode !== undefined && Number(process.exitCode) !== 0;

await import('./playout');
const playoutFailed = failed();
process.exitCode = 0;
await import('./lab');
process.exitCode = playoutFailed || failed() ? 1 : 0;

export {};
