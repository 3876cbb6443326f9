/**
 * « Coller un message » on a forum order book (issue 27): a player's private
 * message pasted on his row, read beside the text (lines highlighted, the
 * book's refusals with their reason), entered with one tap « Tout accepter »;
 * bad input (a 1 MB paste, another game's page, binary text) gets a French
 * message and changes nothing. At the three sizes of the MJ's device, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { answer, tableSaveFile } from './saved-game';
import { checkScreen, VIEWPORTS } from './screens';

const TABLE: [string, string][] = [
  ['Ana', 'loup'],
  ['Bruno', 'loup'],
  ['Chloé', 'villageois'],
  ['David', 'villageois'],
  ['Emma', 'villageois'],
  ['Farid', 'villageois'],
  ['Gaëlle', 'villageois'],
  ['Hugo', 'villageois'],
];

async function openDayZero(page: Page, title: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Fichier de partie à importer').setInputFiles({
    name: 'forum.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      tableSaveFile(title, [answer('depart')], { rulesetId: 'lychantropia', table: TABLE, seed: 'coller' }),
    ),
  });
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(page.locator('.call-title')).toHaveText('La journée');
}

const MESSAGE =
  'Salut MJ !\n[quote=Bruno]Je vote contre Ana[/quote]\n[b]VOTE : Chloé[/b]\nJe vole le fusil de Hugo\n--\nAna';

for (const vp of VIEWPORTS) {
  test(`coller un message à ${vp.width}×${vp.height}`, async ({ page }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openDayZero(page, `Coller ${vp.name}`);
    let taps = 0;

    // Ana's row: one tap opens the box, the paste itself, one tap « Tout accepter ».
    await page.getByRole('button', { name: 'Coller un message d’Ana' }).click();
    taps++;
    const box = page.getByRole('dialog', { name: 'Message d’Ana' });
    await box.getByRole('textbox', { name: 'Texte du message d’Ana' }).fill(MESSAGE);
    await expect(box.locator('.paste-order').first()).toContainText('Vote');
    await expect(box.locator('.paste-order').first()).toContainText('Chloé');
    // The theft is read and refused by the book, with its reason; the greeting is listed as unread.
    await expect(box.locator('.paste-order-refused')).toHaveCount(1);
    await expect(box.locator('.paste-unread-list')).toContainText('Salut MJ');
    // Lines highlighted: the vote's line read, the quote and the signature not the author's.
    await expect(box.locator('.paste-read')).toContainText('VOTE');
    await expect(box.locator('.paste-skipped').first()).toBeVisible();
    await checkScreen(page, info, `coller-${vp.name}`);
    await box.getByRole('button', { name: 'Tout accepter' }).click();
    taps++;
    await expect(box).toBeHidden();
    await expect(page.locator('.mj-notes')).toContainText('Ana — Vote');
    expect(taps).toBe(2);

    // The book's own box: the sender picked, then bad input refused with a French message, nothing entered.
    await page.getByRole('button', { name: 'Coller un message…' }).click();
    const book = page.getByRole('dialog', { name: 'Coller un message' });
    await book.getByRole('button', { name: 'Bruno', exact: true }).click();
    const text = book.getByRole('textbox', { name: 'Texte du message de Bruno' });
    await text.fill('Recette des crêpes : 250 g de farine, 4 œufs, un demi-litre de lait.');
    await expect(book.getByRole('alert')).toContainText('est-ce bien un message de cette partie');
    await expect(book.getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
    await text.fill('PK\u0003\u0004 binaire');
    await expect(book.getByRole('alert')).toContainText('illisibles');
    await text.fill('vote Ana '.repeat(120_000));
    await expect(book.getByRole('alert')).toContainText('trop long');
    await checkScreen(page, info, `coller-refus-${vp.name}`);
    await book.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator('.mj-notes')).not.toContainText('Bruno — Vote');
  });
}
