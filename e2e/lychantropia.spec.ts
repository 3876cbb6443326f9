import { expect, test, type Page } from '@playwright/test';
import { hasOrderCell, pickOrder } from './order-cells';
import { de } from '../src/engine/french';

// A forum evening: the camps entered card by card (Ana is the wolf), items dealt from a fixed seed.
const TABLE: [string, string][] = [
  ['Ana', 'loup'],
  ['Bruno', 'villageois'],
  ['Chloé', 'villageois'],
  ['David', 'villageois'],
  ['Emma', 'villageois'],
];

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function setUpGame(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByRole('radio', { name: 'Made in Lychantropia' }).check();
  await expect(page.getByText('Distribution des objets')).toBeVisible();
  await page.getByLabel('Nom de la partie').fill('Forum e2e');
  await button(page, 'Suivant').click();
  // The form already offers the ruleset's minimum of five seats.
  await expect(page.getByRole('textbox', { name: 'Nom du joueur 5' })).toBeVisible();
  for (const [i, [name]] of TABLE.entries())
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  await button(page, 'Suivant').click();
  await expect(page.locator('.card-count')).toHaveText('5 cartes pour 5 joueurs — Le compte est bon\u00a0: 5 cartes.');
  await button(page, 'Suivant').click();
  // The seed deals the items (Emma: two Pigeons, nothing that acts at her death).
  await page.getByRole('textbox', { name: 'Graine du hasard' }).fill('soirée-e2e');
  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, camp] of TABLE) await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(camp);
  await button(page, 'Distribuer les cartes').click();
  // Cards entered one by one: the players hold them, nothing to tick.
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

/** One order on the forum screen: the player's row, the kind picked in place (another kind first through « autre ordre »). */
async function order(page: Page, player: string, kind: string, target: string): Promise<void> {
  const cell = `${kind} ${de(player)}`;
  if (!(await hasOrderCell(page, cell)))
    await page.getByRole('combobox', { name: `Autre ordre ${de(player)}` }).selectOption({ label: kind });
  await pickOrder(page, cell, target);
  await expect(page.locator('.mj-notes')).toContainText(`${player} — ${kind}`);
}

async function closeBook(page: Page): Promise<void> {
  await button(page, 'Clore les ordres').click();
}

const doc = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('une soirée de forum : ordres saisis, deadline close, textes à copier, aube', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUpGame(page);

  // The opening: one private message per player, the opening post to copy.
  await expect(page.locator('.call-title')).toHaveText('Début de partie');
  await expect(page.getByRole('region', { name: 'Textes à copier' }).getByRole('listitem')).toHaveCount(6);
  await expect(doc(page, 'Message privé à Ana')).toContainText('Pour Ana');
  await doc(page, 'Post public : ouverture de la partie')
    .getByRole('button', { name: /BBCode/ })
    .click();
  await expect(doc(page, 'Post public : ouverture de la partie').getByRole('status')).toHaveText('Copié (BBCode)');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^\[size=150\]\[b\]Jour 0\[\/b\]\[\/size\]\n\n5 joueurs\s: Ana, Bruno, Chloé, David et Emma\./,
  );
  await button(page, 'Suivant').click();

  // Day 0: the votes come in, the recap follows; then the MJ closes the deadline.
  await expect(page.locator('.call-title')).toHaveText('La journée');
  // The vote is the order of the moment: in place on every row.
  for (const [name] of TABLE) await expect(page.getByRole('group', { name: `Vote ${de(name)}` })).toBeVisible();
  await order(page, 'Ana', 'Vote', 'Chloé');
  await order(page, 'Bruno', 'Vote', 'Chloé');
  await order(page, 'Chloé', 'Vote', 'David');
  await order(page, 'David', 'Vote', 'Chloé');
  await order(page, 'Emma', 'Vote', 'David');
  await expect(doc(page, 'Récapitulatif des votes')).toContainText('Décompte : Chloé (3), David (2).');
  await closeBook(page);

  await expect(page.locator('.call-title')).toHaveText('Le récapitulatif de la deadline');
  await doc(page, 'Post public : Fin de la journée 0').getByText('Aperçu').click();
  await expect(doc(page, 'Post public : Fin de la journée 0').locator('pre')).toContainText(
    'Chloé devient Notaire.\nDavid devient Marchand.',
  );
  await button(page, 'Suivant').click();

  // Night 1: the wolf's order, then the resolution; the dawn post never gives the cause.
  await expect(page.locator('.call-title')).toHaveText('La nuit');
  // The night's deadline, typed as a French MJ writes it, whatever the browser's language.
  await page.getByRole('textbox', { name: 'Deadline' }).fill('demain 21 h');
  await expect(page.locator('.deadline-read')).toContainText(/^Lu\u00a0: \S+ \d+ \S+ \d{4} à 21\u00a0h\u00a000/);
  await button(page, 'Fixer la deadline').click();
  await expect(page.locator('.deadline').getByRole('status')).toContainText(/à 21\u00a0h\u00a000 — dans /);
  await expect(page.getByRole('textbox', { name: 'Deadline' })).toHaveValue(/^\S+ (1er|\d+) \S+( \d{4})?, 21 h 00$/);
  // The pack's target is the order of the moment: in place on the wolf's row whatever items she holds (002:5).
  await expect(page.getByRole('group', { name: `Cible des loups ${de('Ana')}` })).toBeVisible();
  await order(page, 'Ana', 'Cible des loups', 'Emma');
  await closeBook(page);
  await expect(page.locator('.call-title')).toHaveText('L’aube');
  const dawn = doc(page, 'Post public : Aube du jour 1');
  await dawn.getByText('Aperçu').click();
  await expect(dawn.locator('pre')).toContainText('Emma a été retrouvé·e mort·e.');
  await expect(dawn.locator('pre')).not.toContainText('loup');

  // The answers are stored: a reload comes back to the same call.
  await page.reload();
  await expect(page.locator('.call-title')).toHaveText('L’aube');
  await button(page, 'Suivant').click();
  await expect(page.locator('.call-title')).toHaveText('La journée');
});
