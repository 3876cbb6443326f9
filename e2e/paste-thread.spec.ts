/**
 * « Coller le fil du jour » on a forum ruleset's vote book (issue 27): the day's
 * thread pasted as a page's text, each player's last vote read beside it (per
 * author, the MJ and a spectator ignored, a quote never counted, a vote naming
 * nobody flagged), entered with one tap « Tout accepter »; bad input (a 1 MB
 * paste, another game's page, binary text) gets a French message and changes
 * nothing. At the three sizes of the MJ's device, axe clean.
 */
import { expect, test } from '@playwright/test';
import { openForumDayZero } from './forum-game';
import { checkScreen, VIEWPORTS } from './screens';

const THREAD = [
  'par Le MJ » 08:00',
  'Journée 0 : élisez le Notaire et le Marchand.',
  '',
  'par Emma » 09:12',
  'VOTE Chloé',
  '',
  'par Farid » 09:40',
  '[quote=Emma]VOTE Chloé[/quote]',
  'Je vote pour David.',
  '',
  'par Un Curieux » 10:00',
  'vote : Hugo',
  '',
  'par Gaëlle » 10:30',
  'VOTE Zorglub',
  '',
  'par Emma » 11:00',
  'UNVOTE',
  'je vote David',
].join('\n');

for (const vp of VIEWPORTS) {
  test(`coller le fil du jour à ${vp.width}×${vp.height}`, async ({ page }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openForumDayZero(page, `Fil ${vp.name}`, { seed: 'fil' });

    await page.getByRole('button', { name: 'Coller le fil du jour…' }).click();
    const box = page.getByRole('dialog', { name: 'Coller le fil du jour' });
    await box.getByRole('textbox', { name: 'Texte du fil' }).fill(THREAD);
    const kept = box.getByRole('list', { name: 'Votes retenus' });
    await expect(kept.locator('.paste-order')).toHaveCount(2);
    await expect(kept).toContainText('Emma');
    await expect(kept).toContainText('Farid');
    await expect(box.getByRole('list', { name: 'Votes par auteur' })).toContainText('retire son vote');
    await expect(box.locator('.paste-ignored')).toContainText('Le MJ');
    await expect(box.locator('.paste-ignored')).toContainText('Un Curieux');
    await expect(box.locator('.paste-unread-list')).toContainText('Zorglub');
    await checkScreen(page, info, `fil-${vp.name}`);
    await box.getByRole('button', { name: 'Tout accepter (2 votes)' }).click();
    await expect(box).toBeHidden();
    await expect(page.locator('.mj-notes')).toContainText('Emma — Vote');
    await expect(page.locator('.mj-notes')).toContainText('Farid — Vote');

    // Bad input: a French message, nothing entered.
    await page.getByRole('button', { name: 'Coller le fil du jour…' }).click();
    const again = page.getByRole('dialog', { name: 'Coller le fil du jour' });
    const text = again.getByRole('textbox', { name: 'Texte du fil' });
    await text.fill('par Zoé » 10:00\nVOTE Yann\n\npar Xavier » 10:05\nVOTE Zoé');
    await expect(again.getByRole('alert')).toContainText('est-ce bien le fil de cette partie');
    await expect(again.getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
    await text.fill('PK\u0003\u0004 binaire');
    await expect(again.getByRole('alert')).toContainText('illisibles');
    await text.fill('vote Ana '.repeat(120_000));
    await expect(again.getByRole('alert')).toContainText('trop long');
    await checkScreen(page, info, `fil-refus-${vp.name}`);
    await again.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator('.mj-notes')).not.toContainText('Gaëlle — Vote');
  });
}
