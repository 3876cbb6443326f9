/**
 * « Statistiques » (issue 24), offline: the empty state, then a finished
 * game imported from a file counted beside the simulator's figures for the
 * same table (computed in the lab's workers), its chart (Plot, loaded with
 * this screen) and the CSV export, at the three viewports (axe, 48 px
 * targets, no sideways scroll), with no console error or CSP violation.
 */
import { expect, test } from '@playwright/test';
import { tlEnded } from './fixtures/games';
import { checkScreen, importSave, offline, VIEWPORTS } from './screens';

for (const vp of VIEWPORTS) {
  test.describe(`statistiques (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('vide, puis une partie terminée importée à côté de la simulation', async ({ page, context }, info) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await offline(page, context);

      await page.getByRole('link', { name: 'Statistiques', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
      await expect(page.getByText(/^Aucune partie terminée pour l’instant\./)).toBeVisible();
      await checkScreen(page, info, `${vp.name}-statistiques-vide`);

      await page.getByRole('link', { name: /Accueil/ }).click();
      await importSave(page, 'Finie', tlEnded('Finie'));
      await page.getByRole('link', { name: 'Statistiques', exact: true }).click();
      const group = page.getByRole('region', { name: /Thiercelieux — 8 joueurs$/ });
      await expect(group).toBeVisible();
      const camps = group.getByRole('table', { name: 'Victoires par camp' });
      await expect(camps.getByRole('rowheader', { name: 'Village' })).toBeVisible();
      // The simulator's figure for the same table, once its 1 000 games are played.
      await expect(
        camps
          .getByRole('row', { name: /^Village/ })
          .getByRole('cell')
          .nth(1),
      ).toHaveText(/^\d+\u00a0% ±\u00a0\d+$/, { timeout: 60_000 });
      await expect(group.locator('.stats-lead')).toHaveText(
        /^Votre partie\u00a0: .+ \d+\u00a0%\u00a0; simulation \d+\u00a0% ±\u00a0\d+$/,
      );
      await expect(group.locator('.stats-chart-plot svg').first()).toBeAttached({ timeout: 30_000 });
      await checkScreen(page, info, `${vp.name}-statistiques`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exporter en CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('veilleur-statistiques.csv');
      expect(errors).toEqual([]);
    });
  });
}
