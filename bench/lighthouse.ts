/**
 * The first paint budgets of issue 25, measured as the issue measured them:
 * Lighthouse's standard mobile run (simulated 4× CPU slowdown and a slow 4G
 * link) on the built app served by `vite preview`, `/` in a fresh profile,
 * three runs, the median kept. Budgets: first contentful paint ≤ 1.0 s,
 * largest contentful paint ≤ 1.2 s, no layout shift. Debian's Chromium here
 * (CHROME_PATH or /usr/bin/chromium). Run by `npm run bench` after the build.
 */
import { startPreview } from './preview';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median';

const PORT = 4178;
const URL = `http://localhost:${PORT}/`;
const RUNS = 3;
const BUDGETS = { fcp: 1000, lcp: 1200, cls: 0 };

const preview = await startPreview(PORT);
try {
  const runs: { fcp: number; lcp: number; cls: number; lcpElement: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh profile each run: no service worker, no cache, no saved game (the first visit).
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(URL, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const audits = result!.lhr.audits;
      const element = audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined;
      runs.push({
        fcp: audits['first-contentful-paint']!.numericValue!,
        lcp: audits['largest-contentful-paint']!.numericValue!,
        cls: audits['cumulative-layout-shift']!.numericValue!,
        lcpElement: element?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?',
      });
    } finally {
      await chrome.kill();
    }
  }
  const fcp = Math.round(median(runs.map((r) => r.fcp)));
  const lcp = Math.round(median(runs.map((r) => r.lcp)));
  const cls = Math.max(...runs.map((r) => r.cls));
  console.log(JSON.stringify({ 'Lighthouse mobile, / (ms; 3 runs)': runs }, null, 2));
  const line = (ok: boolean, text: string): void => console.log(`${ok ? 'OK  ' : 'SLOW'} ${text}`);
  line(fcp <= BUDGETS.fcp, `first contentful paint, median ${fcp} ms (budget ≤ ${BUDGETS.fcp} ms)`);
  line(lcp <= BUDGETS.lcp, `largest contentful paint, median ${lcp} ms (budget ≤ ${BUDGETS.lcp} ms)`);
  line(cls <= BUDGETS.cls + 0.001, `cumulative layout shift, worst ${cls} (budget 0)`);
  process.exitCode = fcp <= BUDGETS.fcp && lcp <= BUDGETS.lcp && cls <= BUDGETS.cls + 0.001 ? 0 : 1;
} finally {
  preview.stop();
}
