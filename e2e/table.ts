/**
 * The 8-player Thiercelieux table the browser tests play, and the taps they
 * share (accessible selectors only).
 */
import { expect, type Page } from '@playwright/test';
import { de } from '../src/engine/french';

/** Seats in order and the card each player drew (entered card by card, so roles are known). */
export const TABLE: [string, string][] = [
  ['Alice', 'loup-garou'],
  ['Bruno', 'loup-garou'],
  ['Chloé', 'voyante'],
  ['David', 'sorciere'],
  ['Emma', 'chasseur'],
  ['Félix', 'cupidon'],
  ['Gaëlle', 'villageois'],
  ['Hugo', 'villageois'],
];

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A new game of this table from the home screen, the suggested cards entered card by card (so the players hold
 * them: nothing to tick), up to the MJ's tap on « Commencer la partie ».
 */
export async function startTableGame(page: Page, title: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByLabel('Nom de la partie').fill(title);
  await button(page, 'Suivant').click();
  for (const [i, [name]] of TABLE.entries()) {
    if (i >= 4) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  }
  await button(page, 'Suivant').click();
  await button(page, 'Tout retirer').click();
  await button(page, 'Composition suggérée pour 8 joueurs').click();
  await button(page, 'Suivant').click();
  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, role] of TABLE) await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(role);
  await button(page, 'Distribuer les cartes').click();
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

/** Tap players in the grid, then « Valider » when the prompt takes several (one player: the tap is the answer). */
export async function pick(page: Page, names: string[]): Promise<void> {
  // One player, or exactly so many: the tap that completes the answer sends it, and there is no « Valider ».
  const validate = (await button(page, 'Valider').count()) > 0;
  for (const name of names) await page.locator('.player-grid').getByRole('button', { name, exact: true }).click();
  if (validate) await button(page, 'Valider').click();
}

/** Count one ballot: tap the target, then the voter. */
export async function ballot(page: Page, voter: string, target: string): Promise<void> {
  await page
    .getByRole('group', { name: /^1\. Pour qui/ })
    .getByRole('button', { name: target, exact: true })
    .click();
  await page
    .locator('.ballot-voters')
    .getByRole('button', { name: new RegExp(`^${voter}`) })
    .click();
}

/** The call on screen with the calls listed after it (CallGroup): changes with every answer given or undone. */
const screenNow = (page: Page): Promise<string> =>
  page.evaluate(() =>
    ['.call-title', '.call-line', '.call-group'].map((s) => document.querySelector(s)?.textContent ?? '').join('|'),
  );

/**
 * By hand, consecutive calls that need only « Suivant » share one screen (CallGroup): a call listed under « Puis,
 * à la suite » is reached as an MJ would, by sending the screen's calls, then « Retour » back to it. False when
 * `to` is not listed there.
 */
export async function landInGroup(page: Page, to: string): Promise<boolean> {
  const ahead = await page.locator('.call-group-title').allTextContents();
  const at = ahead.indexOf(to);
  if (at < 0) return false;
  let before = await screenNow(page);
  await page.locator('.call-submit .btn-primary').click();
  for (let undo = ahead.length - at; undo >= 0; undo--) {
    await expect.poll(() => screenNow(page)).not.toBe(before);
    if (undo === 0) break;
    before = await screenNow(page);
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
  }
  return true;
}
