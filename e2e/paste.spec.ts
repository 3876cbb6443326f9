/**
 * « Coller un message » on a forum order book (issue 27): a player's private
 * message pasted on his row, read beside the text (lines highlighted, the
 * book's refusals with their reason), entered with one tap « Tout accepter »;
 * on the book, a paste area always open reads the sender from the message
 * itself (a forum header, a signature), so that a 16-player day from 16
 * private messages is one tap per message plus the deadline. Each order read
 * shows the line it came from, after a reload too. Bad input (a 1 MB paste,
 * another game's page, binary text) gets a French message and changes
 * nothing. At the three sizes of the MJ's device, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { FORUM_TABLE, openForumDayZero } from './forum-game';
import { checkScreen, VIEWPORTS } from './screens';

const SIXTEEN: [string, string][] = [
  ...FORUM_TABLE,
  ['Inès', 'villageois'],
  ['Jules', 'loup'],
  ['Karim', 'villageois'],
  ['Léa', 'villageois'],
  ['Marc', 'villageois'],
  ['Nora', 'villageois'],
  ['Oscar', 'villageois'],
  ['Paul', 'villageois'],
];

const MESSAGE =
  'Salut MJ !\n[quote=Bruno]Je vote contre Ana[/quote]\n[b]VOTE : Chloé[/b]\nJe vole le fusil de Hugo\n--\nAna';

/** The way forum private messages come, each naming its sender (a header or a signature), as the players write. */
const FORMS: ((from: string, target: string) => string)[] = [
  (from, target) => `De : ${from}\nObjet : mes ordres\n\nJe vote contre ${target}`,
  (from, target) => `Expéditeur : ${from}\n[b]VOTE : ${target}[/b]`,
  (from, target) => `From: ${from}\nvote ${target}`,
  (from, target) => `Message de ${from}\nje vote ${target} !`,
  (from, target) => `Salut MJ,\nje vote contre ${target}.\n--\n${from}`,
  (from, target) => `VOTE ${target}\nBises, ${from}`,
];

const area = (page: Page) => page.getByRole('region', { name: 'Coller un message' });
const areaText = (page: Page) => area(page).getByRole('textbox', { name: /^Message privé d’un joueur/ });

for (const vp of VIEWPORTS) {
  test(`coller un message à ${vp.width}×${vp.height}`, async ({ page }, info) => {
    // Several pastes read and checked by axe: 25 s seen on a slow day of this machine, near Playwright's default.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openForumDayZero(page, `Coller ${vp.name}`, { seed: 'coller' });
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

    // The row shows where Ana's vote was read, the whole message on demand; a reload keeps it.
    const ana = page.getByRole('listitem', { name: 'Ana', exact: true });
    await expect(ana.locator('.order-source-line')).toHaveText('«\u00a0VOTE : Chloé\u00a0»');
    await page.reload();
    await expect(ana.locator('.order-source-line')).toHaveText('«\u00a0VOTE : Chloé\u00a0»');
    await ana.locator('.order-source summary').click();
    await expect(ana.locator('.order-source pre')).toContainText('Je vole le fusil de Hugo');

    // The book's area: a message that does not say who sends it asks for the sender (one tap), never guesses.
    await areaText(page).fill('je vote Bruno');
    await expect(area(page)).toContainText('ne dit pas qui l’envoie');
    await expect(area(page).getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
    await area(page).getByRole('button', { name: 'David', exact: true }).click();
    await expect(area(page).locator('.paste-order')).toContainText('Bruno');
    await checkScreen(page, info, `coller-zone-${vp.name}`);
    await area(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.locator('.mj-notes')).toContainText('David — Vote');
    await expect(areaText(page)).toHaveValue('');

    // Bad input refused with a French message, nothing entered.
    await areaText(page).fill('De : Bruno\nRecette des crêpes : 250 g de farine, 4 œufs, un demi-litre de lait.');
    await expect(area(page).getByRole('alert')).toContainText('Aucun ordre lu');
    await expect(area(page).getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
    await areaText(page).fill('De : Bruno\nPK\u0003\u0004 binaire');
    await expect(area(page).getByRole('alert')).toContainText('illisibles');
    await areaText(page).fill('De : Bruno\n' + 'vote Ana '.repeat(120_000));
    await expect(area(page).getByRole('alert')).toContainText('trop long');
    await checkScreen(page, info, `coller-refus-${vp.name}`);
    await areaText(page).fill('');
    await expect(page.locator('.mj-notes')).not.toContainText('Bruno — Vote');
  });

  test(`16 messages privés, un geste chacun, à ${vp.width}×${vp.height}`, async ({ page }, info) => {
    // Sixteen pastes, each read, accepted and checked, and two screens checked by axe: about 30 s on this 2-core
    // machine, past Playwright's default when the machine is slower (34 and 37 s seen).
    test.setTimeout(90_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openForumDayZero(page, `Seize ${vp.name}`, { seed: 'coller', table: SIXTEEN });
    // Every click on the page counts, whatever it hits: the paste itself is not one.
    await page.evaluate(() => {
      (window as unknown as { taps: number }).taps = 0;
      document.addEventListener('click', () => (window as unknown as { taps: number }).taps++, true);
    });
    const names = SIXTEEN.map(([n]) => n);
    for (const [i, from] of names.entries()) {
      const target = names[(i + 1) % names.length]!;
      await areaText(page).fill(FORMS[i % FORMS.length]!(from, target));
      await expect(area(page).locator('.paste-sender-known')).toContainText(`Expéditeur\u00a0: ${from},`);
      if (i === 0) await checkScreen(page, info, `seize-zone-${vp.name}`);
      await area(page).getByRole('button', { name: 'Tout accepter' }).click();
      await expect(page.locator('.mj-notes')).toContainText(`${from} — Vote\u00a0: ${target}`);
    }
    // « Clore les ordres » in view above the bar wherever the rows are scrolled.
    const close = page.getByRole('button', { name: 'Clore les ordres' });
    for (const at of [0, 0.5]) {
      await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), at);
      await page.waitForTimeout(100);
      const b = (await close.boundingBox())!;
      const nav = (await page.locator('.call-nav').boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(nav.y + 0.5);
    }
    await checkScreen(page, info, `seize-livre-${vp.name}`);
    await close.click();
    await expect(page.locator('.call-title')).not.toHaveText('La journée');
    const taps = await page.evaluate(() => (window as unknown as { taps: number }).taps);
    info.annotations.push({ type: 'gestes', description: `${taps} gestes pour 16 messages et la clôture` });
    console.log(`[paste] ${vp.name}: ${taps} taps for 16 messages + closing the book`);
    expect(taps).toBe(17);
  });
}
