/**
 * « Rejouer » (issue 23), in the real layout at the three sizes: after
 * « Retour », the MJ who undid by mistake redoes the answer in one tap, and
 * the game shows the same next call; a different answer drops « Rejouer ».
 * axe finds nothing on the call with « Rejouer » in its bar.
 */
import { expect, test, type Page } from '@playwright/test';
import { tlSave, TL_NIGHT_1 } from './fixtures/games';
import { checkScreen, importSave, VIEWPORTS } from './screens';
import { button, pick } from './table';

/** What the screen says of the call: its title and the line read aloud. */
async function callShown(page: Page): Promise<[string, string]> {
  const text = async (css: string) => ((await page.locator(css).textContent()) ?? '').trim();
  return [await text('.call-title'), await text('.call-line')];
}

for (const vp of VIEWPORTS) {
  test.describe(`« Rejouer » (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('« Retour » puis « Rejouer » redonne la réponse en un toucher ; une autre réponse l’efface', async ({
      page,
    }, info) => {
      const title = `Rejouer ${vp.name}`;
      await page.goto('/');
      // Night 1, at Cupidon's call.
      await importSave(page, title, tlSave(title, TL_NIGHT_1.slice(0, 1)));
      await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
      await expect(page.locator('.call-title')).toHaveText('Cupidon');
      const cupidon = await callShown(page);
      await expect(button(page, 'Rejouer')).toHaveCount(0);

      await pick(page, ['Gaëlle', 'Hugo']);
      await expect(page.locator('.call-title')).not.toHaveText('Cupidon');
      const after = await callShown(page);

      await button(page, 'Retour').click();
      await expect(page.locator('.call-title')).toHaveText(cupidon[0]);
      const redo = button(page, 'Rejouer');
      await expect(redo).toBeVisible();
      // In the bar, in view, above nothing that hides it.
      await expect(redo).toBeInViewport({ ratio: 1 });
      await checkScreen(page, info, `${vp.name}-rejouer`);

      // One tap: the same next call, and nothing left to redo.
      await redo.click();
      await expect(page.locator('.call-title')).toHaveText(after[0]);
      expect(await callShown(page)).toEqual(after);
      await expect(button(page, 'Rejouer')).toHaveCount(0);

      // Undone again, then another answer given: « Rejouer » is gone.
      await button(page, 'Retour').click();
      await expect(page.locator('.call-title')).toHaveText(cupidon[0]);
      await expect(button(page, 'Rejouer')).toBeVisible();
      // « Retour » put the undone answer back as selected: a different pair is another answer.
      for (const name of ['Gaëlle', 'Hugo']) {
        const b = page.locator('.player-grid').getByRole('button', { name, exact: true });
        if ((await b.getAttribute('aria-pressed')) === 'true') await b.click();
      }
      await pick(page, ['Alice', 'Bruno']);
      await expect(page.locator('.call-title')).toHaveText(after[0]);
      await expect(button(page, 'Rejouer')).toHaveCount(0);
      await button(page, 'Retour').click();
      await expect(page.locator('.call-title')).toHaveText(cupidon[0]);
      // Undone once more, « Rejouer » is back: for the new answer, the one now undone.
      await button(page, 'Rejouer').click();
      await expect(page.locator('.call-title')).toHaveText(after[0]);
      await checkScreen(page, info, `${vp.name}-rejoue`);
    });
  });
}
