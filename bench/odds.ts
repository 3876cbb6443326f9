/**
 * « Pronostic »'s budgets (issue 24): 2 000 games played on from a mid-game
 * state, from the tap to the odds on screen in Chromium (Web Workers, one per
 * core): Thiercelieux 12 players ≤ 1 s, Quinte-bourg mode V 12 players ≤ 3 s.
 * Measured twice per game: the first tap on « Pronostic » in the tools (its
 * code and the workers' loaded then), and « Recalculer » after it. Run by
 * `npm run bench` after the build; `ODDS_PORT` moves its server.
 */
import { startPreview } from './preview';
import { chromium, type Page } from '@playwright/test';
import { loadRuleset } from '../src/rulesets/registry';
import { midGame, saveFile } from './odds-games';

const PORT = Number(process.env.ODDS_PORT ?? 4178);
const URL = `http://localhost:${PORT}/`;

interface Case {
  title: string;
  ruleset: string;
  options: Record<string, string>;
  budget: number;
}

const CASES: Case[] = [
  { title: 'Thiercelieux 12', ruleset: 'thiercelieux', options: {}, budget: 1 },
  { title: 'Quinte-bourg V 12', ruleset: 'quintebourg', options: { mode: 'V' }, budget: 3 },
];

/** Seconds from `tap` to the figures of 2 000 games in the dialog. */
async function timed(page: Page, tap: () => Promise<void>): Promise<number> {
  const dialog = page.getByRole('dialog', { name: 'Pronostic' });
  const t0 = Date.now();
  await tap();
  await dialog.locator('.odds-progress').waitFor({ state: 'detached', timeout: 60_000 });
  await dialog.locator('table caption').first().waitFor({ timeout: 60_000 });
  return (Date.now() - t0) / 1000;
}

const preview = await startPreview(PORT);
const figures: Record<string, number | string> = {};
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await page.goto(URL);
  figures['cores seen by the page'] = await page.evaluate(() => navigator.hardwareConcurrency);
  for (const c of CASES) {
    const rules = await loadRuleset(c.ruleset);
    const game = midGame(rules, c.options, 12, 'bench-odds');
    await page.goto(URL);
    // The home is drawn before the app runs (src/boot.ts): a file given to the field before it answers is dropped.
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByLabel('Fichier de partie à importer').setInputFiles({
      name: `${c.title}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(saveFile(c.title, game))),
    });
    await page.getByRole('link', { name: `Reprendre « ${c.title} »` }).click();
    await page.locator('.call-title').waitFor();
    await page.getByRole('button', { name: 'Outils', exact: true }).click();
    const first = await timed(page, () => page.getByRole('button', { name: 'Pronostic', exact: true }).click());
    const again = await timed(page, () => page.getByRole('button', { name: 'Recalculer' }).click());
    figures[`${c.title}, day ${game.day}, 2 000 games, first tap (s)`] = first;
    figures[`${c.title}, day ${game.day}, 2 000 games, « Recalculer » (s)`] = again;
    const ok = first <= c.budget;
    if (!ok) failed = true;
    console.log(`${ok ? 'OK  ' : 'SLOW'} « Pronostic », ${c.title}: ${first} s (budget ≤ ${c.budget} s)`);
  }
  await browser.close();
  console.log(JSON.stringify(figures, null, 2));
  process.exitCode = failed ? 1 : 0;
} finally {
  preview.stop();
}
