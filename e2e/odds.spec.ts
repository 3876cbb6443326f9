/**
 * « Pronostic » (issue 24), from the MJ's tools at a call: the odds computed
 * in Web Workers at once, each outcome with its 95 % interval and the players
 * simulated named; a longer run cancelled; the dialog at the three viewports
 * (axe, 48 px targets, no sideways scroll), with no console error or CSP
 * violation. On the end screen, the evolution computed in the background,
 * stopped by a key and started again once the page is quiet.
 */
import { expect, test, type Page } from '@playwright/test';
import { tlEnded, tlSave, TL_TO_VOTE } from './fixtures/games';
import { checkScreen, importSave, VIEWPORTS } from './screens';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const vp of VIEWPORTS) {
  test.describe(`pronostic (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('les chances de chaque camp depuis l’appel en cours, puis un calcul annulé', async ({ page }, info) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/');
      await importSave(page, 'Pronostic', tlSave('Pronostic', TL_TO_VOTE));
      await page.getByRole('link', { name: 'Reprendre « Pronostic »' }).click();
      await expect(page.locator('.call-title')).toHaveText('Le vote du village');
      await button(page, 'Outils').click();
      await button(page, 'Pronostic').click();
      const dialog = page.getByRole('dialog', { name: 'Pronostic' });
      const table = dialog.getByRole('table').first();
      await expect(table.locator('caption')).toHaveText(/^Qui gagne, sur 2.000 parties jouées à partir d’ici$/, {
        timeout: 30_000,
      });
      await expect(table.getByRole('rowheader', { name: 'Village' })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Loups-Garous' })).toBeVisible();
      await expect(dialog.getByText(/^Joueurs simulés\u00a0: joueurs informés/)).toBeVisible();
      await checkScreen(page, info, `${vp.name}-pronostic`);

      await dialog.getByLabel('Parties simulées').selectOption('10000');
      await dialog.getByRole('button', { name: 'Recalculer' }).click();
      await expect(dialog.getByRole('region', { name: 'Pronostic en cours' })).toBeVisible();
      // Cancelled at once (the workers, warm, play 10 000 games in a few seconds); then a look at the progress.
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog.getByText('Pronostic annulé.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Recalculer' }).click();
      await page.screenshot({ path: info.outputPath(`${vp.name}-pronostic-en-cours.png`) });
      const cancel = dialog.getByRole('button', { name: 'Annuler' });
      if (await cancel.isVisible()) await cancel.click();
      await expect(dialog.getByText('Pronostic annulé.').or(dialog.locator('table caption').first())).toBeVisible();

      // How the odds moved: the chart (Plot, loaded now) and the moves named by their answer.
      // « Voir », or « Mettre à jour » when the background run already kept an evolution of this game.
      await dialog.getByRole('button', { name: /^(Voir|Mettre à jour) l’évolution$/ }).click();
      await expect(dialog.locator('.odds-chart-plot svg').first()).toBeAttached({ timeout: 30_000 });
      await expect(dialog.locator('.odds-moves li').first()).toContainText(/ — .*\s%\s→\s.*\s%$/);
      await dialog.locator('.odds-chart').scrollIntoViewIfNeeded();
      await checkScreen(page, info, `${vp.name}-pronostic-evolution`);
      expect(errors).toEqual([]);
    });
  });
}

for (const vp of VIEWPORTS)
  test(`l’écran de fin : l’évolution calculée en arrière-plan, gardée au rechargement (${vp.name})`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/');
    await importSave(page, 'Fin', tlEnded('Fin'));
    // The background run's worker (the only worker of the end screen until « Pronostic » opens).
    const started = vp === VIEWPORTS[0] ? page.waitForEvent('worker', { timeout: 30_000 }) : null;
    await page.getByRole('link', { name: 'Revoir « Fin »' }).click();
    const evolution = page.getByRole('region', { name: 'Évolution de la partie' });
    if (started) {
      // A key while it runs: its worker ends at once, and no run starts again before the page has been quiet 4 s.
      const worker = await started;
      const closed = new Promise((resolve) => worker.once('close', resolve));
      await page.keyboard.press('Shift');
      await closed;
      await page.waitForTimeout(3_000);
      await expect(evolution.locator('.odds-chart-plot svg')).toHaveCount(0);
    }
    // Untouched, the page computes the evolution in idle time and keeps it with the game: the chart comes alone.
    await expect(evolution.locator('.odds-chart-plot svg').first()).toBeAttached({ timeout: 60_000 });
    await expect(evolution.locator('.odds-moves li').first()).toContainText(/ — .*\s%\s→\s.*\s%$/);
    const moves = await evolution.locator('.odds-moves li').allTextContents();

    // Reloaded: the chart and the moves come back from the database at once, nothing played again.
    await page.reload();
    await expect(evolution.locator('.odds-chart-plot svg').first()).toBeAttached({ timeout: 5_000 });
    expect(await evolution.locator('.odds-moves li').allTextContents()).toEqual(moves);
    await expect(evolution.getByRole('button', { name: 'Mettre à jour l’évolution' })).toBeVisible();
    await evolution.scrollIntoViewIfNeeded();
    await checkScreen(page, info, `${vp.name}-fin-evolution`);
  });

test('le pronostic joué à l’appel est gardé avec la partie : rouverte, elle le montre sans rejouer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await importSave(page, 'Gardé', tlSave('Gardé', TL_TO_VOTE));
  await page.getByRole('link', { name: 'Reprendre « Gardé »' }).click();
  await expect(page.locator('.call-title')).toHaveText('Le vote du village');
  await button(page, 'Outils').click();
  await button(page, 'Pronostic').click();
  const dialog = page.getByRole('dialog', { name: 'Pronostic' });
  const table = dialog.getByRole('table').first();
  await expect(table.locator('caption')).toHaveText(/2.000 parties/, { timeout: 30_000 });
  const figures = await table.locator('tbody').innerText();
  await expect(dialog.getByText(/gardées avec la partie/)).toHaveCount(0);
  // Kept in the browser's database with the game: the call's answers' key and the run's counts.
  const kept = await page.evaluate(
    () =>
      new Promise<{ seq: number; games: number } | null>((resolve, reject) => {
        const open = indexedDB.open('veilleur');
        open.onerror = () => reject(new Error('base illisible'));
        open.onsuccess = () => {
          const get = open.result.transaction('oddsRuns').objectStore('oddsRuns').getAll();
          get.onsuccess = () => {
            const row = (get.result as { seq: number; counts: { games: number } }[])[0];
            open.result.close();
            resolve(row ? { seq: row.seq, games: row.counts.games } : null);
          };
        };
      }),
  );
  expect(kept).toEqual({ seq: TL_TO_VOTE.length, games: 2000 });

  // Reloaded and tapped at once: the same figures, read back, no worker started for them.
  await page.reload();
  await expect(page.locator('.call-title')).toHaveText('Le vote du village');
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await button(page, 'Outils').click();
  await button(page, 'Pronostic').click();
  await expect(table.locator('caption')).toHaveText(/2.000 parties/, { timeout: 5_000 });
  expect(await table.locator('tbody').innerText()).toBe(figures);
  // The dialog says where they come from (not « 0 s »).
  await expect(dialog.getByText(/parties jouées plus tôt à cet appel et gardées avec la partie\.$/)).toBeVisible();
  expect(workers.filter((url) => url.includes('worker'))).toEqual([]);
});
