/**
 * The MJ's screens, one by one, at the three sizes (1280×800, 800×1280 and a
 * 390×844 phone): the home, a night call, the grimoire as a list and as a
 * circle, a 40-player vote, the forum's order screen, the end screen and the
 * players' screen. Each passes `checkScreen` (no sideways scroll, 48 px
 * targets, axe clean) and leaves a screenshot to look at.
 */
import { expect, test } from '@playwright/test';
import { lyDay, tlBigVote, tlEnded, tlSave, TL_NIGHT_1 } from './fixtures/games';
import { checkScreen, expectInView, importSave, VIEWPORTS } from './screens';

const button = (page: import('@playwright/test').Page, name: string) => page.getByRole('button', { name, exact: true });

for (const vp of VIEWPORTS) {
  test.describe(`les écrans du MJ (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('accueil, appel de nuit, grimoire en liste et en cercle, écran public', async ({ page, context }, info) => {
      await page.goto('/');
      await importSave(page, 'La nuit des loups', tlSave('La nuit des loups', TL_NIGHT_1.slice(0, 5)));
      await checkScreen(page, info, `${vp.name}-accueil`);
      await page.getByRole('link', { name: 'Reprendre « La nuit des loups »' }).click();
      await expect(page.locator('.call-title')).toHaveText('Les Loups-Garous');
      await expectInView(page, page.locator('.call .prompt'), 'les victimes des loups');
      await checkScreen(page, info, `${vp.name}-nuit`);
      // Beside the call on a landscape tablet, under it on an upright one; one tap away (« Grimoire ») on a phone.
      if (await button(page, 'Grimoire').isVisible()) await button(page, 'Grimoire').click();
      const grimoire = page.getByRole('region', { name: 'Grimoire' });
      await expect(grimoire.getByRole('listitem', { name: 'Alice' })).toBeVisible();
      await checkScreen(page, info, `${vp.name}-grimoire-liste`);
      await grimoire.getByRole('button', { name: 'Table' }).click();
      await checkScreen(page, info, `${vp.name}-grimoire-cercle`);
      const pub = await context.newPage();
      await pub.setViewportSize({ width: vp.width, height: vp.height });
      await pub.goto('/public');
      await expect(pub.locator('.pb')).toBeVisible();
      await checkScreen(pub, info, `${vp.name}-public`);
    });

    test('un vote à 40 joueurs tient à l’écran, chaque cible à 48 px', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Grande tablée', tlBigVote('Grande tablée'));
      await page.getByRole('link', { name: 'Reprendre « Grande tablée »' }).click();
      await expect(page.locator('.call-title')).toHaveText('Le vote du village');
      await checkScreen(page, info, `${vp.name}-vote-40`);
      await page
        .getByRole('group', { name: '1. Pour qui ?' })
        .getByRole('button', { name: 'Alice', exact: true })
        .click();
      // The target picked, its voters come up on screen by themselves; « Autre cible » goes back to the targets.
      const inView = async (text: string) => {
        await page.waitForTimeout(600);
        const box = (await page.getByText(text, { exact: true }).boundingBox())!;
        // Below the game's bar (sticky above 700 px wide) and above the buttons' bar.
        const top = vp.width > 700 ? 65 : 0;
        return box.y >= top && box.y + box.height <= vp.height - 80;
      };
      expect(await inView('2. Votants pour Alice')).toBe(true);
      await checkScreen(page, info, `${vp.name}-vote-40-cible`);
      await button(page, 'Autre cible').click();
      expect(await inView('1. Pour qui\u00a0?')).toBe(true);
      await page.screenshot({ path: info.outputPath(`${vp.name}-vote-40-page.png`), fullPage: true });
    });

    test('le forum : l’écran des ordres de 16 joueurs', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Forum', lyDay('Forum'));
      await page.getByRole('link', { name: 'Reprendre « Forum »' }).click();
      await expect(page.locator('.prompt-orders')).toBeVisible();
      await checkScreen(page, info, `${vp.name}-forum`);
      await page.screenshot({ path: info.outputPath(`${vp.name}-forum-page.png`), fullPage: true });
    });

    test('la fin de partie', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Partie finie', tlEnded('Partie finie'));
      await page.getByRole('link', { name: /« Partie finie »/ }).click();
      await expect(page.locator('#end-title')).toBeVisible();
      await checkScreen(page, info, `${vp.name}-fin`);
    });
  });
}
