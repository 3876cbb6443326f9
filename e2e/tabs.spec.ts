/**
 * Two tabs on one game (issue 16), two pages of one browser context: one tab
 * holds the game and the other follows it read-only until « Reprendre ici »;
 * a tab that missed the other's writes (no Web Locks, asleep) can neither
 * delete the other's answers with « Retour » nor fork the log with an answer.
 */
import { expect, test, type Page } from '@playwright/test';
import { NIGHT_1, SIZES, asStaleTab, importAndOpen } from './saved-game';
import { button, pick } from './table';
import { de } from '../src/engine/french';

const line = (page: Page) => page.locator('.call-line');
const CUPIDON = 'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.';
const LOVERS = 'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.';
const VOYANTE = 'La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.';
/** The card the MJ shows the Voyante: a note (« Pour vous seul »), never in the line read aloud. */
const SHOWN = (who: string) => `Montrez à la Voyante la carte ${de(who)} : Loup-Garou.`;
const notes = (p: Page) => p.locator('.mj-notes');

test('un seul onglet tient la partie : l’autre la suit en lecture seule, puis « Reprendre ici »', async ({
  context,
  page,
}) => {
  const url = await importAndOpen(page, 'Deux onglets', []);
  await expect(line(page)).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');

  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByText('Cette partie est ouverte dans un autre onglet')).toBeVisible();
  // Read-only: the call cannot be answered there.
  await expect(other.locator('.held-game[inert]')).toHaveCount(1);
  await button(other, 'Suivant')
    .click({ trial: true, timeout: 1000 })
    .then(
      () => {
        throw new Error('« Suivant » est cliquable dans l’onglet en lecture seule');
      },
      () => undefined,
    );

  for (const size of SIZES) {
    await other.setViewportSize(size);
    await other.screenshot({ path: `test-results/ecrans/lecture-seule-${size.name}.png` });
  }
  await other.setViewportSize(SIZES[0]!);

  // The holder plays; the other tab follows.
  await button(page, 'Suivant').click();
  await expect(line(page)).toHaveText(CUPIDON);
  await expect(line(other)).toHaveText(CUPIDON);

  // « Reprendre ici »: the other tab now holds it, the first one only shows it.
  await other.getByRole('button', { name: 'Reprendre ici' }).click();
  await expect(other.getByText('Cette partie est ouverte dans un autre onglet')).toHaveCount(0);
  await expect(page.getByText('Cette partie a été reprise dans un autre onglet')).toBeVisible();
  await expect(page.locator('.held-game[inert]')).toHaveCount(1);
  await pick(other, ['Gaëlle', 'Hugo']);
  await expect(line(other)).toHaveText(LOVERS);
  await expect(line(page)).toHaveText(LOVERS);

  // And back again.
  await page.getByRole('button', { name: 'Reprendre ici' }).click();
  await button(page, 'Suivant').click();
  await expect(line(page)).toHaveText(VOYANTE);
  await expect(other.getByRole('button', { name: 'Reprendre ici' })).toBeVisible();
});

test('« Retour » dans un onglet qui n’a pas vu les réponses de l’autre : rien n’est effacé', async ({
  context,
  page,
}) => {
  const url = await importAndOpen(page, 'Retour périmé', NIGHT_1.slice(0, 3));
  const stale = await context.newPage();
  await asStaleTab(stale);
  await stale.goto(url);
  await expect(line(stale)).toHaveText(VOYANTE);

  // The first tab plays three more answers; the stale one does not hear of them.
  await pick(page, ['Alice']);
  await button(page, 'Suivant').click();
  await pick(page, ['Chloé']);
  await expect(line(stale)).toHaveText(VOYANTE);

  await button(stale, 'Retour').click();
  await expect(stale.getByText(/Retour impossible\s?: la partie a changé dans un autre onglet/)).toBeVisible();
  // Nothing of the other tab's answers was deleted: the stale tab now shows the game as stored, and a reload too.
  const current = (await line(page).textContent()) ?? '';
  await expect(line(stale)).toHaveText(current);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1');
  await expect(line(page)).toHaveText(current);
});

test('une réponse d’un onglet périmé, après annulation et autre réponse dans l’autre onglet : refusée, gardée de côté, la partie s’ouvre', async ({
  context,
  page,
}) => {
  const url = await importAndOpen(page, 'Réponse périmée', NIGHT_1.slice(0, 4));
  const stale = await context.newPage();
  await asStaleTab(stale);
  await stale.goto(url);
  await expect(notes(stale)).toContainText(SHOWN('Alice'));

  // The first tab goes back and the Voyante looks at Bruno instead.
  await button(page, 'Retour').click();
  await expect(line(page)).toHaveText(VOYANTE);
  await pick(page, ['Bruno']);
  await expect(notes(page)).toContainText(SHOWN('Bruno'));

  // The stale tab answers the call it still shows.
  await button(stale, 'Suivant').click();
  await expect(stale.getByText('Cette partie a avancé dans un autre onglet')).toBeVisible();
  await expect(notes(stale)).toContainText(SHOWN('Bruno'));
  await expect(stale.getByRole('button', { name: '1 réponse gardée de côté' })).toBeVisible();

  // The game still opens, as the first tab played it.
  await page.reload();
  await expect(notes(page)).toContainText(SHOWN('Bruno'));
  await expect(page.getByText('Partie indisponible')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 réponse gardée de côté' })).toBeVisible();
});
