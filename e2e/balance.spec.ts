/**
 * « Équilibre » (issue 15), offline as the MJ uses it before a game: a run
 * with its progress, its charts and its CSV; a run played ahead while the MJ
 * reads the setup (issue 25); a run cancelled; the results
 * kept with their setup; « Tester cette composition » from the new-game
 * form; the screen at the three viewports (axe, 48 px targets, no sideways
 * scroll), with no CSP violation (the chart library draws no inline style).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, offline, VIEWPORTS } from './screens';

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** The command line's one-line-per-game CSV for the cards of `lines` (the screen's CSV), `games` games of `seed`. */
function cliCsv(lines: string[], games: number, seed: string): string[] {
  const built = spawnSync(process.execPath, ['scripts/cli-build.mjs'], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  const cards = lines[1]!.split(',')[3]!.split(' ').join(',');
  const args = ['--ruleset', 'thiercelieux', '--players', '12', '--cards', cards, '--games', String(games)];
  const cli = spawnSync(process.execPath, ['dist-cli/veilleur.mjs', 'simulate', ...args, '--seed', seed, '--csv'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(cli.status, cli.stderr).toBe(0);
  return cli.stdout.trim().split(/\r?\n/);
}

/** The games of the screen's CSV download, one line each. */
async function gamesCsv(page: Page): Promise<string[]> {
  const [csv] = await Promise.all([page.waitForEvent('download'), button(page, 'Exporter les parties (CSV)').click()]);
  return readFileSync((await csv.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
}

/** Every console error and CSP violation of the page. */
/** « Comparer », 300 games a side, B with the informed players, both run: the « A contre B » panel once drawn. */
async function compareWithInformed(page: Page): Promise<Locator> {
  await button(page, 'Comparer').click();
  const sides = page.locator('fieldset.lab-setup');
  await expect(sides).toHaveCount(2);
  for (const side of [0, 1]) await sides.nth(side).getByLabel('Parties à simuler').fill('300');
  await sides
    .nth(1)
    .getByRole('radio', { name: /^Informés/ })
    .check();
  await button(page, 'Lancer les deux').click();
  const diff = page.getByRole('region', { name: 'A contre B' });
  await expect(diff).toBeVisible({ timeout: 60_000 });
  return diff;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a run offline: progress, charts, CSV, kept with its setup; a run cancelled', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await offline(page, context);
  try {
    await page.getByRole('link', { name: 'Équilibre' }).click();
    await expect(page.getByRole('heading', { name: 'Équilibre', level: 1 })).toBeVisible();
    await button(page, 'Composition suggérée pour 12 joueurs').click();
    await expect(page.getByText('12 cartes pour 12 joueurs')).toBeVisible();
    await page.getByLabel('Graine').fill('e2e');
    await page.getByLabel('Parties à simuler').fill('3000');
    await button(page, 'Lancer la simulation').click();

    // The progress: games done, games per second, time left; the screen answers meanwhile.
    const status = page.locator('.lab-progress [role=status]');
    await expect(status).toContainText(/\/ 3\u202f?\u00a0?000 parties — .* parties par seconde — encore/);
    await expect(button(page, 'Lancer la simulation')).toBeDisabled();
    await page.getByText('Options (14)').click();
    await expect(page.locator('.lab-options[open]')).toBeVisible();

    // The figures and their charts (Observable Plot, loaded offline from the precache).
    const results = page.locator('.lab-results');
    await expect(
      results.getByText(/^Sur 3\u202f?\u00a0?000 parties \(joueurs au hasard\), le camp «\u00a0Village\u00a0» gagne/),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.lab-progress')).toHaveCount(0);
    const charts: [string, string][] = [
      ['Victoires par camp', 'Part des parties gagnées'],
      ['Durée des parties', 'Nuits jouées'],
      ['Survie de chaque carte', 'En vie à la fin de la partie'],
    ];
    for (const [title, axis] of charts) {
      const chart = page.locator('figure.lab-chart', { has: page.getByRole('heading', { name: title }) });
      await expect(chart.locator('svg rect').first()).toBeAttached();
      await expect(chart.locator('svg')).toContainText(axis);
    }
    await expect(page.locator('figure.lab-chart svg').first()).toContainText('Village');
    await expect(page.locator('figure.lab-chart svg').first()).toContainText('Loups-Garous');

    // One line per game, downloaded.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Exporter les parties (CSV)').click(),
    ]);
    expect(csv.suggestedFilename()).toBe('equilibre-thiercelieux-12j-random-e2e-parties.csv');
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('game,seed,policy,cards,winners,finished,nights,survivors,problems');
    expect(lines).toHaveLength(3001);
    expect(lines[1]).toMatch(/^0,e2e-0,random,/);
    // The workers' games are the very games one thread plays with the same seed: the command line's.
    expect(cliCsv(lines, 3000, 'e2e')).toEqual(lines);
    const [summary] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Exporter le résumé (CSV)').click(),
    ]);
    expect(readFileSync((await summary.path())!, 'utf8')).toContain('Parties,3000');
    // A chart as an image.
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'SVG : Victoires par camp' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('equilibre-thiercelieux-12j-random-e2e-victoires.svg');
    expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG : Durée des parties' }).click(),
    ]);
    expect(
      readFileSync((await png.path())!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // Kept with its setup: listed, and shown again when the screen is opened anew.
    await expect(page.getByRole('region', { name: 'Résultats enregistrés' })).toContainText(
      'Les Loups-Garous de Thiercelieux, 12 joueurs',
    );
    await page.reload();
    await expect(page.getByText(/^Résultats enregistrés sur cet appareil le /)).toBeVisible();

    // A long run, cancelled: the bar goes, the figures shown stay, a new run can start.
    await page.getByLabel('Parties à simuler').fill('200000');
    await button(page, 'Lancer la simulation').click();
    await expect(status).toContainText('/ 200');
    await button(page, 'Annuler').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Simulation annulée.' })).toBeVisible();
    await expect(page.locator('.lab-progress')).toHaveCount(0);
    await expect(button(page, 'Lancer la simulation')).toBeEnabled();
    await page.getByLabel('Parties à simuler').fill('200');
    await button(page, 'Lancer la simulation').click();
    await expect(results.getByText(/^Sur 200 parties/)).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }
  expect(errors).toEqual([]);
});

test('the setup read a moment: its games played ahead are the very games of the command line', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/equilibre');
  await button(page, 'Composition suggérée pour 12 joueurs').click();
  await page.getByLabel('Graine').fill('lu');
  await page.getByLabel('Parties à simuler').fill('3000');
  // The MJ reads the setup: once the screen is quiet, the workers play the run a tap would start.
  await page.waitForTimeout(4000);
  await button(page, 'Lancer la simulation').click();
  await expect(page.getByText(/^Sur 3\u202f?\u00a0?000 parties/)).toBeVisible({ timeout: 60_000 });
  const ahead = Number(await page.locator('main.lab').getAttribute('data-ahead'));
  expect(ahead).toBeGreaterThan(0);
  const lines = await gamesCsv(page);
  expect(lines).toHaveLength(3001);
  // Each worker's share played ahead, the rest after the tap: the games in order, the command line's.
  expect(cliCsv(lines, 3000, 'lu')).toEqual(lines);
  expect(errors).toEqual([]);
});

test('two setups compared, read a moment: both runs played ahead, counted by their own', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/equilibre');
  await button(page, 'Composition suggérée pour 12 joueurs').click();
  await button(page, 'Comparer').click();
  const sides = page.locator('fieldset.lab-setup');
  await expect(sides).toHaveCount(2);
  for (const side of [0, 1]) {
    await sides.nth(side).getByLabel('Graine').fill(`comparé-${side}`);
    await sides.nth(side).getByLabel('Parties à simuler').fill('1500');
  }
  // B with the informed players: a page Chromium granted no idle period for seconds (`whenIdle`'s timeout).
  await sides
    .nth(1)
    .getByRole('radio', { name: /^Informés/ })
    .check();
  // The MJ reads both setups: once the screen is quiet, the workers play A's run, then B's.
  await page.waitForTimeout(6000);
  await button(page, 'Lancer les deux').click();
  await expect(page.getByRole('region', { name: 'A contre B' })).toBeVisible({ timeout: 60_000 });
  const ahead = Number(await page.locator('main.lab').getAttribute('data-ahead'));
  // More than one run's games: B's were played ahead too.
  expect(ahead).toBeGreaterThan(1500);
  expect(errors).toEqual([]);
});

test('« Équilibrer » tapped after the results were read: its search played ahead, the same answer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  /** « Équilibrer » on a fresh screen, the results of the cards read `readMs` before the tap: its answer and the games it played after the tap. */
  const search = async (readMs: number) => {
    const page = await browser.newPage({ baseURL, locale: 'fr-FR' });
    const errors = watchErrors(page);
    await page.goto('/equilibre');
    await page.getByLabel('Joueurs').fill('8');
    await button(page, 'Composition suggérée pour 8 joueurs').click();
    await page.getByLabel('Graine').fill('lecture');
    await page.getByLabel('Parties à simuler').fill('1000');
    await button(page, 'Lancer la simulation').click();
    await expect(page.getByText(/^Sur 1\u202f?\u00a0?000 parties/)).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(readMs);
    await button(page, 'Équilibrer').click();
    const panel = page.locator('.lab-equilibrer');
    await expect(panel).toBeVisible({ timeout: 150_000 });
    const out = { answer: await panel.textContent(), played: Number(await panel.getAttribute('data-played')) };
    expect(errors).toEqual([]);
    await page.close();
    return out;
  };
  const atOnce = await search(0);
  // Read a while: the search's games are played meanwhile (the first round, then the later ones), kept for the tap.
  const read = await search(12_000);
  expect(read.answer).toBe(atOnce.answer);
  expect(atOnce.played).toBeGreaterThan(0);
  expect(read.played).toBeLessThan(atOnce.played / 2);
});

test('« Tester cette composition » from the new-game form, then « Comparer » and « Équilibrer »', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await button(page, 'Suivant').click();
  for (let i = 0; i < 8; i++) {
    if (i >= 4) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(`Joueur ${String.fromCharCode(65 + i)}`);
  }
  await button(page, 'Suivant').click();
  await button(page, 'Tout retirer').click();
  await button(page, 'Composition suggérée pour 8 joueurs').click();
  await button(page, 'Tester cette composition').click();

  await expect(page).toHaveURL(/\/equilibre$/);
  await expect(page.getByLabel('Joueurs')).toHaveValue('8');
  await expect(page.getByText('8 cartes pour 8 joueurs')).toBeVisible();

  const diff = await compareWithInformed(page);
  await expect(diff.getByRole('row')).not.toHaveCount(0);
  await button(page, 'Ne plus comparer').click();

  // « Équilibrer »: the nearby compositions, each offered to the new-game form.
  await button(page, 'Équilibrer').click();
  await expect(page.getByRole('heading', { name: 'Équilibrer' })).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('.lab-equilibrer')).toContainText(/compositions voisines|les plus équilibrées/);
  // The finalists are the three closest changes besides the cards chosen: each can be used.
  await expect(page.getByRole('button', { name: 'Utiliser cette composition' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Utiliser cette composition' }).first().click();
  await expect(page).toHaveURL(/\/nouvelle$/);
  await expect(page.getByRole('heading', { name: 'Cartes', level: 2 })).toBeVisible();
  await expect(page.locator('.card-count')).toContainText('8 cartes pour 8 joueurs');
  expect(errors).toEqual([]);
});

test('random cards show each card’s effect; both kinds of players show the difference skill makes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/equilibre');
  await page.getByLabel('Joueurs').fill('10');
  await page.getByRole('radio', { name: /^Des cartes tirées au hasard/ }).check();
  await page.getByRole('radio', { name: /^Les deux/ }).check();
  await page.getByLabel('Parties à simuler').fill('400');
  await page.getByLabel('Graine').fill('effets');
  await button(page, 'Lancer la simulation').click();
  await expect(page.getByRole('heading', { name: 'Joueurs au hasard', level: 2 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Joueurs informés', level: 2 })).toBeVisible();
  await expect(
    page
      .locator('figure.lab-chart', { has: page.getByRole('heading', { name: 'Effet de chaque carte sur son camp' }) })
      .first()
      .locator('svg'),
  ).toBeAttached();
  const skill = page.getByRole('region', { name: 'Ce que change le jeu informé' });
  await expect(skill.getByRole('columnheader', { name: 'Joueurs au hasard' })).toBeVisible();
  await expect(skill.getByRole('row', { name: /^Village/ })).toContainText(/points?/);
  expect(errors).toEqual([]);
});

for (const vp of VIEWPORTS) {
  test(`the screen at ${vp.width}×${vp.height}: axe, 48 px targets, no sideways scroll`, async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/equilibre');
    await button(page, 'Composition suggérée pour 12 joueurs').click();
    await page.getByLabel('Parties à simuler').fill('1000');
    await page.getByLabel('Graine').fill('vues');
    await checkScreen(page, info, `equilibre-${vp.name}-reglages`);
    // The rule book's name is shown whole in its list (issue 23: « Les Loups-Garous de Th »).
    const cut = await page
      .getByLabel('Règles')
      .first()
      .evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(select).font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = select.selectedOptions[0]!.textContent;
        document.body.append(probe);
        const need = probe.getBoundingClientRect().width;
        probe.remove();
        return need + 40 > select.getBoundingClientRect().width;
      });
    expect(cut, 'le nom des règles est coupé').toBe(false);
    await button(page, 'Lancer la simulation').click();
    await expect(page.locator('figure.lab-chart svg')).toHaveCount(3, { timeout: 60_000 });
    await page.locator('.lab-results').scrollIntoViewIfNeeded();
    await checkScreen(page, info, `equilibre-${vp.name}-resultats`);
    // No label drawn over a bar, an interval or another label's bar (a phone puts them above their bars).
    const over = await page.evaluate(() => {
      const out: string[] = [];
      for (const svg of document.querySelectorAll('figure.lab-chart svg')) {
        const texts = [...svg.querySelectorAll('g[aria-label="text"] text')].map((t) => t.getBoundingClientRect());
        const marks = [...svg.querySelectorAll('g[aria-label="bar"] rect, g[aria-label="rule"] line')]
          .map((m) => m.getBoundingClientRect())
          .filter((r) => r.height < 200);
        for (const t of texts)
          for (const m of marks)
            if (t.left < m.right - 1 && m.left < t.right - 1 && t.top < m.bottom - 1 && m.top < t.bottom - 1)
              out.push(`${Math.round(t.top)}–${Math.round(t.bottom)}`);
      }
      return out;
    });
    if (vp.width < 560) expect(over, 'des libellés sur les barres').toEqual([]);
    await page.screenshot({ path: info.outputPath(`equilibre-${vp.name}-page.png`), fullPage: true });

    // « A contre B »: every column on screen, no sideways scroll inside the panel (a phone lays each camp on two lines).
    const diff = await compareWithInformed(page);
    await diff.scrollIntoViewIfNeeded();
    await checkScreen(page, info, `equilibre-${vp.name}-a-contre-b`);
    const inside = await diff.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(inside, '« A contre B » défile de côté').toBeLessThanOrEqual(0);
    // Still a table to a screen reader: its four headers, and each camp's row named by its camp.
    await expect(diff.getByRole('columnheader')).toHaveCount(4);
    await expect(diff.getByRole('row', { name: /^Village/ })).toContainText(/points?/);
    await expect(diff.getByRole('cell', { name: /points?/ }).first()).toBeInViewport();
  });
}
