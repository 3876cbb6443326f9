import { expect, test, type Page } from '@playwright/test';
import { ballot, button, pick, TABLE } from './table';
import { de } from '../src/engine/french';
import { importField } from './screens';

const TITLE = 'Soirée e2e';

const line = (page: Page) => page.locator('.call-line');

async function next(page: Page): Promise<void> {
  await button(page, 'Suivant').click();
}

async function ballots(page: Page, votes: Record<string, string>): Promise<void> {
  for (const [voter, target] of Object.entries(votes)) await ballot(page, voter, target);
  await button(page, 'Valider le vote').click();
}

async function setUpGame(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await expect(page.getByRole('heading', { name: 'Options' })).toBeVisible();
  await page.getByLabel('Nom de la partie').fill(TITLE);
  await button(page, 'Suivant').click();

  for (const [i, [name]] of TABLE.entries()) {
    if (i >= 4) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  }
  await button(page, 'Suivant').click();

  await expect(page.getByRole('heading', { name: 'Cartes', level: 2 })).toBeVisible();
  await button(page, 'Tout retirer').click();
  await button(page, 'Composition suggérée pour 8 joueurs').click();
  await expect(page.locator('.card-count')).toHaveText('8 cartes pour 8 joueurs — Le compte est bon\u00a0: 8 cartes.');
  await button(page, 'Suivant').click();

  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, role] of TABLE) await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(role);
  await expect(page.getByText('Cartes restantes : 0 (il en faut 0)')).toBeVisible();
  await button(page, 'Distribuer les cartes').click();

  await expect(page.getByRole('heading', { name: 'Vérification' })).toBeVisible();
  // The players hold their cards already: nothing to tick.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

test('une partie de 8 joueurs : mise en place, nuit 1, jour 1, rechargement, hors ligne, export et import', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await setUpGame(page);

  // ---- Night 1 ----
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1');
  await expect(line(page)).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
  await expect(button(page, 'Retour')).toBeDisabled();
  await next(page);

  await expect(line(page)).toHaveText(
    'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.',
  );
  await expect(page.locator('.call-wakes')).toHaveText('À réveiller\u00a0: Félix');
  // Exactly two lovers: one tap is only a pick, nothing moves; the tap that completes them sends the answer.
  await expect(button(page, 'Valider')).toHaveCount(0);
  await pick(page, ['Gaëlle']);
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(line(page)).toHaveText(
    'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.',
  );
  await pick(page, ['Hugo']);
  await expect(line(page)).toHaveText(
    'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.',
  );
  await expect(page.locator('.mj-notes')).toContainText('Amoureux : Gaëlle et Hugo.');
  await next(page);

  // A mis-tap on the Voyante, undone with « Retour ».
  await expect(line(page)).toHaveText(
    'La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.',
  );
  await pick(page, ['Bruno']);
  await expect(line(page)).toHaveText('Puis elle se rendort.');
  await expect(page.locator('.mj-notes')).toContainText('Montrez à la Voyante la carte de Bruno : Loup-Garou.');
  await button(page, 'Retour').click();
  await expect(line(page)).toHaveText(
    'La Voyante se réveille et me désigne le joueur dont elle veut connaître la carte.',
  );
  await expect(page.locator('.player-grid').getByRole('button', { name: 'Bruno' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await pick(page, ['Alice']);
  await expect(line(page)).toHaveText('Puis elle se rendort.');
  await expect(page.locator('.mj-notes')).toContainText('Montrez à la Voyante la carte d’Alice : Loup-Garou.');
  await next(page);

  // Reload in the middle of the night: same call.
  const wolves = 'Les Loups-Garous se réveillent, se reconnaissent et choisissent ensemble leur victime.';
  await expect(line(page)).toHaveText(wolves);
  const gameUrl = page.url();
  await page.reload();
  await expect(line(page)).toHaveText(wolves);
  expect(page.url()).toBe(gameUrl);
  await expect(page.locator('.progress [aria-current="step"]')).toContainText('Les Loups-Garous');
  await expect(page.locator('.call-wakes')).toHaveText('À réveiller\u00a0: Alice, Bruno');
  await pick(page, ['Chloé']);

  await expect(line(page)).toHaveText('La Sorcière se réveille. Veut-elle utiliser sa potion de vie ?');
  await expect(page.locator('.mj-notes')).toContainText('Je lui montre la victime de cette nuit : Chloé.');
  await button(page, 'Ne pas sauver').click();
  await expect(line(page)).toHaveText(
    'Veut-elle utiliser sa potion de mort ? Si oui, elle me désigne sa cible. Puis elle se rendort.',
  );
  await button(page, 'Personne').click();

  // ---- Dawn and day 1 ----
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aube du jour 1');
  await expect(line(page)).toHaveText('Le village se réveille, sauf Chloé.');
  await next(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jour 1');
  await expect(line(page)).toHaveText(
    'Le village élit son Capitaine : chacun désigne le joueur de son choix. Sa voix comptera double.',
  );
  await ballots(page, {
    Alice: 'David',
    Bruno: 'David',
    David: 'David',
    Emma: 'David',
    Félix: 'Emma',
    Gaëlle: 'David',
    Hugo: 'Blanc',
  });
  await expect(page.getByRole('region', { name: 'Grimoire' }).getByRole('listitem', { name: 'David' })).toContainText(
    'Capitaine',
  );

  await expect(line(page)).toHaveText(
    'Le village débat : qui sont les loups ? Quand le débat est clos, passez au vote.',
  );
  await next(page);

  await expect(line(page)).toHaveText(
    'Chacun désigne le joueur qu’il veut éliminer. La voix de David (Capitaine) compte double.',
  );
  await expect(page.locator('.ballot-voters').getByRole('button', { name: /^David/ })).toContainText('×2');
  await ballot(page, 'David', 'Alice');
  await expect(page.getByRole('region', { name: 'Décompte des voix' }).getByRole('listitem')).toHaveText([
    'Alice\u00a0: 2\u00a0voix',
  ]);
  await ballots(page, { Alice: 'Emma', Bruno: 'Emma', Emma: 'Alice', Félix: 'Alice', Gaëlle: 'Alice', Hugo: 'Alice' });

  await expect(line(page)).toHaveText(
    'Le village a désigné Alice, qui est exécuté·e. Retournez sa carte : Loup-Garou.',
  );
  await next(page);

  // ---- Night 2 ----
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 2');
  await expect(line(page)).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
  const alice = page.getByRole('region', { name: 'Grimoire' }).getByRole('listitem', { name: 'Alice' });
  await expect(alice.locator('.health')).toHaveText('Mort');

  // The whole log, at any moment.
  await button(page, 'Outils').click();
  await button(page, 'Journal').click();
  const log = page.getByRole('dialog', { name: 'Journal de la partie' });
  await expect(log.getByRole('region', { name: 'Jour 1', exact: true })).toContainText('David est élu·e Capitaine.');
  await expect(log.getByRole('region', { name: 'Nuit 1', exact: true })).toContainText('Cupidon unit Gaëlle et Hugo.');
  await log.getByRole('button', { name: 'Fermer' }).click();

  // ---- Offline: the app and the game still load ----
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 2');
    await expect(line(page)).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page.getByRole('heading', { name: 'Veilleur', level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // ---- Export, then import the downloaded file ----
  const games = page.getByRole('list', { name: 'Parties enregistrées' });
  await expect(games.getByRole('heading', { level: 3 })).toHaveText([TITLE]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exporter « ${TITLE} »` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^veilleur-soiree-e2e-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  await (await importField(page)).setInputFiles(file);
  await expect(page.getByRole('status').first()).toContainText('Partie importée');
  await expect(games.getByRole('heading', { level: 3 })).toHaveText([`${TITLE} (importée)`, TITLE]);

  // A corrupt file is refused with the validator's message, and changes nothing.
  await (
    await importField(page)
  ).setInputFiles({
    name: 'abime.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"veilleur-partie", "formatVersion": 1, "game":'),
  });
  await expect(page.getByRole('alert')).toHaveText('Import refusé\u00a0: Ce fichier n’est pas du JSON lisible.');
  await expect(games.getByRole('heading', { level: 3 })).toHaveCount(2);

  // The imported copy opens on the same call.
  await page.getByRole('link', { name: `Reprendre « ${TITLE} (importée) »` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 2');
  await expect(line(page)).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
});
