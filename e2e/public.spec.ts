import { expect, test, type Page } from '@playwright/test';
import { ballot, button, pick, startTableGame, TABLE } from './table';
import { spyOnChannels } from './channels';

const CARD_NAMES: Record<string, string> = {
  'loup-garou': 'Loup-Garou',
  voyante: 'Voyante',
  sorciere: 'Sorcière',
  chasseur: 'Chasseur',
  cupidon: 'Cupidon',
  villageois: 'Simple Villageois',
};
/** What only the MJ (or some players) may know, whatever the cards. */
const MJ_ONLY = [
  'amoureux',
  'Amoureux',
  'Cupidon unit',
  'La Voyante découvre',
  'Les loups choisissent',
  'Causes (secret)',
  'Distribution',
  'Pour vous seul',
];
const PIN = '2468';

/** The public window holds no card that is not public, and nothing only the MJ knows: neither on screen nor in any message. */
async function expectNoSecret(pub: Page, revealed: string[]): Promise<void> {
  const shown = new Set(revealed.map((name) => CARD_NAMES[TABLE.find(([n]) => n === name)![1]]!));
  const hidden = TABLE.filter(([name]) => !revealed.includes(name))
    .map(([, role]) => CARD_NAMES[role]!)
    .filter((card) => !shown.has(card));
  const text = await pub.locator('body').innerText();
  const received = await pub.evaluate(() => (window as unknown as { __received: string[] }).__received.join('\n'));
  for (const secret of [...hidden, ...MJ_ONLY]) {
    expect(text, `« ${secret} » à l’écran`).not.toContain(secret);
    expect(received, `« ${secret} » dans un message`).not.toContain(secret);
  }
}

async function setUpGame(page: Page): Promise<void> {
  // Cards entered one by one: the players hold them, nothing to tick.
  await startTableGame(page, 'Soirée écran public');
}

test('l’écran public suit la partie sans rien trahir, et la tablette en mode public ne rend la main qu’avec le code', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await spyOnChannels(context);
  await setUpGame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1');

  // ---- The second window, opened from the game screen's tools ----
  const opening = context.waitForEvent('page');
  await button(page, 'Outils').click();
  await button(page, 'Écran public').click();
  const pub = await opening;
  await expect(pub).toHaveURL(/\/public$/);
  await expect(pub.locator('.pb-clock')).toHaveText('Nuit 1');
  await expect(pub.getByRole('region', { name: 'Joueurs' }).getByRole('listitem')).toHaveCount(8);
  await expect(pub.getByText('Le village dort.')).toBeVisible();
  await expectNoSecret(pub, []);

  // ---- Night 1: nothing of it reaches the public window ----
  await button(page, 'Suivant').click();
  await pick(page, ['Gaëlle', 'Hugo']);
  await button(page, 'Suivant').click();
  await pick(page, ['Alice']);
  // The card shown to the Voyante is the MJ's note, never the line read aloud.
  await expect(page.locator('.mj-notes')).toContainText('Loup-Garou');
  await button(page, 'Suivant').click();
  await pick(page, ['Chloé']);
  await button(page, 'Ne pas sauver').click();
  await button(page, 'Personne').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aube du jour 1');
  await expect(pub.locator('.pb-clock')).toHaveText('Aube du jour 1');
  // The MJ has not announced the night yet: nobody is dead on the public screen.
  await expect(pub.locator('.pb-dead')).toHaveCount(0);
  await expectNoSecret(pub, []);

  // ---- Dawn: the death as announced, without its cause; the card per the option ----
  await button(page, 'Suivant').click();
  await expect(pub.locator('.pb-clock')).toHaveText('Jour 1');
  await expect(pub.getByRole('region', { name: 'Aube du jour 1' })).toContainText(
    'Chloé a été retrouvé·e mort·e ce matin. Sa carte : Voyante.',
  );
  await expect(pub.locator('.pb-dead')).toHaveText(['ChloéMortVoyante']);
  await expectNoSecret(pub, ['Chloé']);

  // ---- The Capitaine's election, tapped ballot by ballot: the live tally shows ----
  await ballot(page, 'Alice', 'David');
  const live = pub.getByRole('region', { name: 'Vote en cours' });
  await expect(live).toContainText('Élection du Capitaine');
  await expect(live.getByRole('listitem')).toHaveText([/David.*1\u00a0voix.*Alice/]);
  for (const voter of ['Bruno', 'David', 'Emma', 'Gaëlle']) await ballot(page, voter, 'David');
  await ballot(page, 'Félix', 'Emma');
  await ballot(page, 'Hugo', 'Blanc');
  await expect(live.getByRole('listitem')).toHaveText([/^David.*5\u00a0voix/, /^Emma.*1\u00a0voix.*Félix/]);
  await expect(live).toContainText('Bulletins\u00a0: 7 / 7');
  await button(page, 'Valider le vote').click();
  await expect(live).toHaveCount(0);
  await expect(pub.getByRole('region', { name: 'Postes publics' })).toContainText('Capitaine\u00a0: David');
  await expectNoSecret(pub, ['Chloé']);

  // ---- The public window is reloaded mid-game: it catches up at once ----
  await pub.reload();
  await expect(pub.locator('.pb-clock')).toHaveText('Jour 1', { timeout: 2_000 });
  await expect(pub.getByRole('region', { name: 'Postes publics' })).toContainText('Capitaine\u00a0: David', {
    timeout: 2_000,
  });
  await expectNoSecret(pub, ['Chloé']);

  // ---- The vote: live, weighted (the Capitaine counts double), then the result ----
  await button(page, 'Suivant').click();
  await ballot(page, 'David', 'Alice');
  await expect(live.getByRole('listitem')).toHaveText([/^Alice.*2\u00a0voix.*David ×2/]);
  for (const [voter, target] of [
    ['Alice', 'Emma'],
    ['Bruno', 'Emma'],
    ['Emma', 'Alice'],
    ['Félix', 'Alice'],
    ['Gaëlle', 'Alice'],
    ['Hugo', 'Alice'],
  ]) {
    await ballot(page, voter!, target!);
  }
  await expect(live.getByRole('listitem')).toHaveText([/^Alice.*6\u00a0voix/, /^Emma.*2\u00a0voix/]);
  await expectNoSecret(pub, ['Chloé']);
  await button(page, 'Valider le vote').click();
  // The result is public; Alice's card only once the MJ has turned it over.
  await expect(page.locator('.call-line')).toHaveText(
    'Le village a désigné Alice, qui est exécuté·e. Retournez sa carte : Loup-Garou.',
  );
  await expect(pub.getByRole('region', { name: 'Jour 1', exact: true })).toContainText(
    'Vote du village : Alice (6), Emma (2).',
  );
  await expectNoSecret(pub, ['Chloé']);
  await button(page, 'Suivant').click();
  await expect(pub.locator('.pb-clock')).toHaveText('Nuit 2');
  await expect(pub.getByRole('region', { name: 'Jour 1', exact: true })).toContainText(
    'Alice est exécuté·e par le village. Sa carte : Loup-Garou.',
  );
  await expectNoSecret(pub, ['Chloé', 'Alice']);

  // ---- Public mode on the tablet: a PIN chosen the first time ----
  await expect(page.getByRole('region', { name: 'Grimoire' })).toBeVisible();
  await button(page, 'Outils').click();
  await button(page, 'Mode public').click();
  const setup = page.getByRole('dialog', { name: 'Choisir un code MJ' });
  await setup.getByLabel('Nouveau code').fill(PIN);
  await setup.getByLabel('Confirmez le code').fill('2469');
  await button(page, 'Enregistrer et passer en mode public').click();
  await expect(setup.getByRole('alert')).toHaveText('Les deux codes ne sont pas identiques.');
  await setup.getByLabel('Confirmez le code').fill(PIN);
  await button(page, 'Enregistrer et passer en mode public').click();

  const grimoire = page.locator('#grimoire-panel');
  await expect(page.locator('.pb-clock')).toHaveText('Nuit 2');
  await expect(grimoire).toHaveCount(0);
  await expect(page.locator('.call-line')).toHaveCount(0);
  await expect(button(page, 'Grimoire')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain('Sorcière');

  // A reload, or another address typed in, stays in public mode.
  await page.reload();
  await expect(page.locator('.pb-clock')).toHaveText('Nuit 2');
  await expect(grimoire).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('.pb-clock')).toHaveText('Nuit 2');
  await expect(page.getByRole('heading', { name: 'Veilleur', level: 1 })).toHaveCount(0);

  // A tap on the corner does nothing; a long press opens the PIN pad.
  const corner = page.getByRole('button', { name: 'Vue du MJ (appui long)' });
  await corner.click();
  await expect(page.getByRole('dialog', { name: 'Code MJ' })).toHaveCount(0);
  await corner.click({ delay: 1_100 });
  const pad = page.getByRole('dialog', { name: 'Code MJ' });
  await expect(pad).toBeVisible();

  // A wrong PIN: refused in French, nothing shown.
  await pad.getByLabel('Tapez votre code pour revenir à la vue du MJ.').fill('1111');
  await button(page, 'Valider').click();
  await expect(pad.getByRole('alert')).toHaveText('Code incorrect.');
  await expect(grimoire).toHaveCount(0);

  // The right PIN, on the keypad: the MJ view comes back.
  for (const digit of PIN) await pad.getByRole('button', { name: digit, exact: true }).click();
  await button(page, 'Valider').click();
  await expect(page.getByRole('region', { name: 'Grimoire' })).toBeVisible();
  await expect(page.locator('.call-line')).toHaveText('C’est la nuit : tout le village s’endort. Fermez les yeux.');
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);

  // The second window followed the game all along.
  await expect(pub.locator('.pb-clock')).toHaveText('Nuit 2');
  await expectNoSecret(pub, ['Chloé', 'Alice']);
});
