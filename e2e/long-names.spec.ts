import { expect, test, type Page } from '@playwright/test';
import { tableSaveFile } from './saved-game';
import { importField } from './screens';

/**
 * Names as long as a name may be (60 characters, PLAYER_NAME_MAX), one of
 * them a single word, and names that would be markup (issue 28: « very long
 * names widen the order screen beyond the window »; issue 26: names shown as
 * typed). A forum game imported at day 0's order book, on a phone: the screen
 * never scrolls sideways, every name is shown whole and as typed.
 */
const NAMES = [
  'Anastasiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  'Bruno',
  'Chloé Marie-Antoinette de la Grande Maison du Bout du Monde',
  '<img src=x onerror=alert(1)>',
  '[b]David[/b]',
  'Emma',
  'Farid',
  'Gaëlle',
];

function saveFile(title: string): string {
  const table = NAMES.map((name, i) => [name, i < 2 ? 'loup' : 'villageois'] as const);
  return tableSaveFile(title, [{ kind: 'answer', step: 'depart', value: null }], {
    rulesetId: 'lychantropia',
    table,
    seed: 'e2e-noms-longs',
  });
}

async function openOrders(page: Page): Promise<void> {
  const title = 'Noms longs';
  await page.goto('/');
  await (
    await importField(page)
  ).setInputFiles({
    name: 'partie.json',
    mimeType: 'application/json',
    buffer: Buffer.from(saveFile(title)),
  });
  await expect(page.getByText('Partie importée depuis « partie.json ».')).toBeVisible();
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(page.getByRole('list', { name: 'Ordres par joueur' })).toBeVisible();
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('le livre d’ordres d’un forum, sur un téléphone, avec des noms de 60 caractères : rien ne déborde', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrders(page);
  // A vote for the longest name: its one-tap picker and the row's summary show it too.
  const row = page.getByRole('listitem', { name: NAMES[1] });
  await row.getByRole('group').first().getByRole('button', { name: NAMES[0]!, exact: true }).click();
  // The texts to copy name the players too: their previews open.
  for (const summary of await page.locator('.doc summary').all()) await summary.click();
  await page.waitForTimeout(150);
  await page.screenshot({ path: info.outputPath('ordres-noms-longs-390.png'), fullPage: true });
  expect(await sideways(page), 'défilement horizontal').toBeLessThanOrEqual(0);
  // Every row stays within the window, and shows its name whole and as typed (no tag made of it).
  for (const name of NAMES) {
    const box = await page.getByRole('listitem', { name }).boundingBox();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    await expect(page.getByRole('listitem', { name }).locator('.order-player')).toHaveText(name);
  }
  expect(await page.locator('.orders-table img, .orders-table b').count()).toBe(0);
  // Each select fits its row.
  for (const select of await page.locator('.orders-table select').all()) {
    const box = await select.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
