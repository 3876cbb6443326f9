/**
 * « Pronostic »'s budgets (issue 24): 2 000 games played on from a mid-game
 * state, from the tap to the odds on screen in Chromium (Web Workers, one per
 * core): Thiercelieux 12 players ≤ 1 s, Quinte-bourg mode V 12 players ≤ 3 s.
 * Measured four times per game: the first tap on « Pronostic » of the MJ at
 * the table (the game screen read a while, then « Outils » opened and
 * « Pronostic » tapped a second later; the dialog's code loads at the tap),
 * « Recalculer » after it, the first tap of a game just resumed (« Outils »
 * opened at once), and a first tap as the menu opens (a fresh page: the worst
 * case). The budget is on the first. Run by
 * `npm run bench` after the build; `ODDS_PORT` moves its server.
 */
import { startPreview } from './preview';
import { chromium, type Page } from '@playwright/test';
import { loadRuleset } from '../src/rulesets/registry';
import { midGame, saveFile } from './odds-games';
import { until } from './until';

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

/** How long the MJ's eye takes to find « Pronostic » in the opened tools menu (ms): the workers warm up meanwhile. */
const MENU_READ_MS = 1000;

/**
 * How long the MJ has read the game screen before opening « Outils » (ms):
 * mid-game, the MJ is at the table, the screen open since the last answer
 * at least; a few seconds quiet and the workers warm ahead.
 */
const AT_TABLE_MS = Number(process.env.ODDS_AT_TABLE_MS ?? 10_000);

/** As the MJ does: « Outils » opens (the workers warm up, src/ui/odds/early.ts), the eye finds « Pronostic », the tap. */
async function fromMenu(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Outils', exact: true }).click();
  await page.waitForTimeout(MENU_READ_MS);
  return timed(page, () => page.getByRole('button', { name: 'Pronostic', exact: true }).click());
}

/** Seconds from `tap` to the figures of 2 000 games in the dialog. */
async function timed(page: Page, tap: () => Promise<void>): Promise<number> {
  const t0 = Date.now();
  await tap();
  // The odds' table drawn in « Pronostic »'s panel, no progress left.
  await until(
    page,
    () => {
      const odds = document.querySelector('.odds');
      return !!odds && !odds.querySelector('.odds-progress') && !!odds.querySelector('table caption');
    },
    60_000,
  );
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
    // The MJ at the table: the game screen has been read a while (its workers warm ahead, src/ui/odds/useOddsAhead.ts).
    await page.waitForTimeout(AT_TABLE_MS);
    const first = await fromMenu(page);
    const again = await timed(page, () => page.getByRole('button', { name: 'Recalculer' }).click());
    // The game just resumed: « Outils » opened at once (the workers start and warm up as the menu opens).
    await page.reload();
    await page.locator('.call-title').waitFor();
    const resumed = await fromMenu(page);
    // The tap right as the menu opens, on a fresh page (no warm-up to speak of): the worst case.
    await page.reload();
    await page.locator('.call-title').waitFor();
    await page.getByRole('button', { name: 'Outils', exact: true }).click();
    const atOnce = await timed(page, () => page.getByRole('button', { name: 'Pronostic', exact: true }).click());
    figures[`${c.title}, day ${game.day}, 2 000 games, first tap at the table (s)`] = first;
    figures[`${c.title}, day ${game.day}, 2 000 games, « Recalculer » (s)`] = again;
    figures[`${c.title}, day ${game.day}, 2 000 games, first tap of a game just resumed (s)`] = resumed;
    figures[`${c.title}, day ${game.day}, 2 000 games, first tap as the menu opens (s)`] = atOnce;
    const ok = first <= c.budget;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'OK  ' : 'SLOW'} « Pronostic », ${c.title}: ${first} s (budget ≤ ${c.budget} s; « Recalculer » ${again} s, game just resumed ${resumed} s, tapped as the menu opens ${atOnce} s)`,
    );
  }
  await browser.close();
  console.log(JSON.stringify(figures, null, 2));
  process.exitCode = failed ? 1 : 0;
} finally {
  preview.stop();
}
