/**
 * Lychantropia's Pigeon dialog counts the sender's own Pigeons (issue 23;
 * 002_8a15d59d81dc3fa5.txt:91-93, one Pigeon per recipient or target): the
 * seed « coller » gives Bruno two Pigeons and Ana one on day 0, so Bruno's
 * dialog reads « 0 / 2 » (not « 0 / 5 »), Ana's is a single pick; an order
 * past his Pigeons is refused in the dialog, picks kept. At the three sizes,
 * axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { openForumDayZero } from './forum-game';
import { checkScreen, VIEWPORTS } from './screens';

/** Open a Pigeon order's dialog on a player's row, through « autre ordre ». */
async function openPigeon(page: Page, player: string, kind: RegExp) {
  const row = page.getByRole('listitem', { name: player, exact: true });
  const more = row.getByRole('combobox', { name: /^Autre ordre/ });
  const label = (await more.locator('option', { hasText: kind }).textContent())!;
  await more.selectOption({ label });
  await row.getByRole('button', { name: /^Saisir/ }).click();
  return page.getByRole('dialog');
}

for (const vp of VIEWPORTS) {
  test(`Pigeons : le compte du joueur à ${vp.width}×${vp.height}`, async ({ page }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openForumDayZero(page, `Pigeons ${vp.name}`, { seed: 'coller' });

    let dialog = await openPigeon(page, 'Bruno', /message anonyme/);
    await expect(dialog.locator('.prompt-count')).toHaveText('0 / 2');
    await dialog.getByRole('button', { name: 'Chloé', exact: true }).click();
    await dialog.getByRole('button', { name: 'David', exact: true }).click();
    await expect(dialog.locator('.prompt-count')).toHaveText('2 / 2');
    await checkScreen(page, info, `pigeons-${vp.name}`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.mj-notes')).toContainText('Bruno — Pigeon');

    // His two Pigeons are spoken for: a target for the justicier is refused in place, the pick kept.
    dialog = await openPigeon(page, 'Bruno', /cible/);
    await dialog.getByRole('button', { name: 'Emma', exact: true }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Il faudrait 3 Pigeons');
    await expect(dialog.getByRole('button', { name: 'Emma', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await checkScreen(page, info, `pigeons-refus-${vp.name}`);
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // Ana holds one: one recipient, no count to read.
    dialog = await openPigeon(page, 'Ana', /message anonyme/);
    await expect(dialog.locator('.prompt-count')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Chloé', exact: true }).click();
    await dialog.getByRole('button', { name: 'David', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Chloé', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
}
