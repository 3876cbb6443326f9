/**
 * The new-game form in the real layout (issue 23), at the three sizes, axe
 * clean: each step opens at its top (its heading in view, scrollY 0), Enter
 * after the last name leaves no empty row to block « Suivant », the message
 * about a missing name shows beside « Suivant », in view, and « Utiliser cette
 * composition » from « Équilibre » lands on the form without an error.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, VIEWPORTS } from './screens';
import { button } from './table';

const NAMES = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Félix', 'Gaëlle', 'Hugo'];

/** The step's heading is in view and the page is at its top. */
async function expectAtTop(page: Page, heading: string): Promise<void> {
  const h = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(h).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${heading} : défilement` }).toBe(0);
  await expect(h).toBeInViewport({ ratio: 1 });
}

const alert = (page: Page) => page.locator('.setup-nav [role="alert"]');

for (const vp of VIEWPORTS) {
  test.describe(`le formulaire de nouvelle partie (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('chaque étape s’ouvre en haut ; Entrée après le dernier nom ne bloque pas « Suivant »', async ({
      page,
    }, info) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Nouvelle partie' }).click();
      await expectAtTop(page, 'Règles');
      await button(page, 'Suivant').click();

      await expectAtTop(page, 'Joueurs');
      for (const [i, name] of NAMES.entries()) {
        const box = page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` });
        await box.fill(name);
        await box.press('Enter');
      }
      // The Enter after Hugo opened a ninth row, left empty.
      await expect(page.getByRole('textbox', { name: 'Nom du joueur 9' })).toHaveValue('');
      await checkScreen(page, info, `${vp.name}-joueurs`);
      await button(page, 'Suivant').click();

      await expectAtTop(page, 'Cartes');
      await expect(alert(page)).toHaveText('');
      await expect(page.getByRole('button', { name: 'Composition suggérée pour 8 joueurs' })).toBeVisible();
      await checkScreen(page, info, `${vp.name}-cartes`);
      await button(page, 'Suivant').click();

      await expectAtTop(page, 'Distribution');
      await button(page, 'Distribuer les cartes').click();
      await expectAtTop(page, 'Vérification');
      await expect(alert(page)).toHaveText('');
    });

    test('le nom manquant est signalé à côté de « Suivant », à l’écran', async ({ page }, info) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Nouvelle partie' }).click();
      await button(page, 'Suivant').click();
      await expectAtTop(page, 'Joueurs');
      // Eight rows, the fourth left without a name (a trailing empty row would just be dropped).
      for (let i = 0; i < 8; i++) {
        if (!(await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).count()))
          await button(page, 'Ajouter un joueur').click();
      }
      for (const [i, name] of NAMES.entries())
        if (i !== 3) await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
      await button(page, 'Suivant').click();

      const message = alert(page);
      await expect(message).not.toHaveText('');
      await expect(message).toHaveText('Chaque joueur doit avoir un nom.');
      // Beside the button that caused it, both in view.
      await expect(message).toBeInViewport({ ratio: 1 });
      await expect(button(page, 'Suivant')).toBeInViewport({ ratio: 1 });
      const m = (await message.boundingBox())!;
      const b = (await button(page, 'Suivant').boundingBox())!;
      expect(Math.abs(m.y + m.height / 2 - (b.y + b.height / 2)), 'message loin du bouton').toBeLessThan(b.height * 3);
      await checkScreen(page, info, `${vp.name}-nom-manquant`);
    });

    test('« Utiliser cette composition » depuis « Équilibre » : le formulaire sans erreur', async ({ page }, info) => {
      test.setTimeout(180_000);
      await page.goto('/equilibre');
      await page.getByLabel('Joueurs').fill('8');
      await button(page, 'Composition suggérée pour 8 joueurs').click();
      await button(page, 'Équilibrer').click();
      const use = page.getByRole('button', { name: 'Utiliser cette composition' }).first();
      await expect(use).toBeVisible({ timeout: 150_000 });
      await use.click();

      await expect(page).toHaveURL(/\/nouvelle$/);
      // The players are still to name: the form opens on them, at its top, with no error.
      await expectAtTop(page, 'Joueurs');
      await expect(alert(page)).toHaveText('');
      await expect(page.getByRole('textbox', { name: 'Nom du joueur 8' })).toHaveValue('');
      await checkScreen(page, info, `${vp.name}-depuis-equilibre`);
    });
  });
}
