/**
 * Where the grimoire sits, by the room the screen has: beside the call on a
 * landscape tablet, under it on an upright one (both without a tap), behind
 * its « Grimoire » button on a phone. And the table view readable at 8 and
 * 40 players at every size: no two seats overlap, no sideways scroll, 48 px
 * targets, axe clean.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { tlBigVote, tlSave, TL_NIGHT_1 } from './fixtures/games';
import { checkScreen, importSave, VIEWPORTS } from './screens';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The pairs of seats of « La table » whose boxes overlap (by more than half a pixel). */
async function overlappingSeats(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'La table' }).evaluate((table) => {
    const seats = [...table.children].map((li) => ({ name: li.textContent ?? '', box: li.getBoundingClientRect() }));
    const found: string[] = [];
    seats.forEach((a, i) =>
      seats.slice(i + 1).forEach((b) => {
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 0.5 && h > 0.5) found.push(`${a.name} / ${b.name}`);
      }),
    );
    return found;
  });
}

/** The box's top is on screen and part of it shows (no scroll, no tap). */
async function showsOnScreen(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return window.scrollY === 0 && r.height > 0 && r.top >= 0 && r.top < window.innerHeight - 40;
    });
}

async function openGame(page: Page, title: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(page.locator('.call-title')).toBeVisible();
}

/** The grimoire's table view: opened (a tap on « Grimoire » where it is a drawer), checked, screenshot kept. */
async function checkTable(page: Page, info: TestInfo, name: string, seats: number): Promise<void> {
  if (await button(page, 'Grimoire').isVisible()) await button(page, 'Grimoire').click();
  await page.getByRole('region', { name: 'Grimoire' }).getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByRole('list', { name: 'La table' });
  await expect(table.getByRole('button')).toHaveCount(seats);
  expect(await overlappingSeats(page), `${name} : places qui se chevauchent`).toEqual([]);
  await checkScreen(page, info, name);
  await page.screenshot({ path: info.outputPath(`${name}-page.png`), fullPage: true });
}

test.describe('le grimoire selon la place', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await importSave(page, 'Huit', tlSave('Huit', TL_NIGHT_1.slice(0, 5)));
    await importSave(page, 'Grande tablée', tlBigVote('Grande tablée'));
  });

  test('tablette debout (800×1280) : le grimoire sous l’appel, sans toucher à rien', async ({ page }, info) => {
    await page.setViewportSize({ width: 800, height: 1280 });
    await openGame(page, 'Huit');
    await expect(button(page, 'Grimoire')).toBeHidden();
    await expect(button(page, 'Fermer le grimoire')).toBeHidden();
    const grimoire = page.getByRole('region', { name: 'Grimoire' });
    await expect(grimoire.getByRole('listitem', { name: 'Alice' })).toBeVisible();
    // The call and the grimoire's first rows both on screen, the page not scrolled.
    expect(await showsOnScreen(page, '.call .prompt')).toBe(true);
    expect(await showsOnScreen(page, '#grimoire-title')).toBe(true);
    expect(await showsOnScreen(page, '.grimoire-row')).toBe(true);
    // Under the call, not over it: the grimoire starts below the call's buttons.
    const nav = (await page.locator('.call-nav').boundingBox())!;
    const side = (await page.locator('#grimoire-panel').boundingBox())!;
    expect(side.y).toBeGreaterThanOrEqual(nav.y + nav.height);
    await checkScreen(page, info, 'portrait-grimoire-sous-appel');
  });

  test('tablette couchée (1280×800) : le grimoire à côté de l’appel, sans toucher à rien', async ({ page }, info) => {
    await openGame(page, 'Huit');
    await expect(button(page, 'Grimoire')).toBeHidden();
    expect(await showsOnScreen(page, '#grimoire-title')).toBe(true);
    const main = (await page.locator('.game-main').boundingBox())!;
    const side = (await page.locator('#grimoire-panel').boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
    await checkScreen(page, info, 'paysage-grimoire-a-cote');
  });

  test('téléphone (390×844) : le grimoire derrière son bouton, qui l’ouvre et le referme', async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openGame(page, 'Huit');
    const grimoire = page.getByRole('region', { name: 'Grimoire' });
    await expect(grimoire).toBeHidden();
    await button(page, 'Grimoire').click();
    await expect(grimoire.getByRole('listitem', { name: 'Alice' })).toBeVisible();
    await checkScreen(page, info, 'telephone-grimoire-tiroir');
    await button(page, 'Fermer le grimoire').click();
    await expect(grimoire).toBeHidden();
  });

  for (const vp of VIEWPORTS) {
    test(`la table à 8 et à 40 joueurs (${vp.name} ${vp.width}×${vp.height}) : aucune place n’en chevauche une autre`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await openGame(page, 'Huit');
      await checkTable(page, info, `${vp.name}-table-8`, 8);
      // Eight seats fit around the circle at every size.
      await expect(page.locator('.table-circle')).toBeVisible();

      await openGame(page, 'Grande tablée');
      await checkTable(page, info, `${vp.name}-table-40`, 40);
      // Forty do not: the table unfolds, with a note that says how to read it, in seating order.
      await expect(
        page.getByText(/^Trop de joueurs pour un cercle à cette largeur\u00a0: la table est dépliée\./),
      ).toBeVisible();
      const table = page.getByRole('list', { name: 'La table' });
      const first = (await table.getByRole('button', { name: /^Alice/ }).boundingBox())!;
      const last = (await table.getByRole('button', { name: /^Joueur 40/ }).boundingBox())!;
      const half = (await table.getByRole('button', { name: /^Joueur 20/ }).boundingBox())!;
      // Seat 1 at the top right, seat 40 facing it on the left, seat 20 at the bottom right.
      expect(Math.abs(first.y - last.y)).toBeLessThan(1);
      expect(last.x + last.width).toBeLessThan(first.x);
      expect(half.x).toBeCloseTo(first.x, 0);
      expect(half.y).toBeGreaterThan(first.y);
      // A seat still opens the player's details.
      await table.getByRole('button', { name: /^Joueur 33/ }).click();
      await expect(page.getByRole('dialog', { name: '33. Joueur 33' })).toBeVisible();
    });
  }
});
