/**
 * The room's other screens (issue 22): a second browser context joins the
 * MJ's game over a WebRTC data channel, paired by the codes typed as text
 * (the fallback for devices without a camera), in one Chromium with ICE over
 * loopback. The board follows the game; a player's phone shows his card and
 * nothing else, and the grimoire marks her seat; when the MJ leaves the game
 * the board waits; a device that did not pair gets nothing; the MJ can
 * forget a device. Reloads: room-rejoin.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { LOOPBACK_ARGS, launchOptions } from './launch';
import { answer, invite, newPage, received } from './room';
import { NIGHT_1, importAndOpen } from './saved-game';
import { checkScreen, VIEWPORTS } from './screens';
import { button } from './table';

test.use({ launchOptions: launchOptions(...LOOPBACK_ARGS) });

test('a second device joins by typed codes: the board follows, a phone shows its player only, the MJ leaves the game, forget', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const mj = await newPage(browser, { width: 1280, height: 800 });
  const device = await newPage(browser);
  const stranger = await newPage(browser);
  await importAndOpen(mj, 'Soirée à plusieurs écrans', NIGHT_1);
  const heading = mj.locator('.game-heading h1');

  // Pairing, then the board: the public screen's heading, as /public shows it.
  const offer = await invite(mj);
  const back = await answer(device, offer);
  const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
  await checkScreen(mj, info, 'mj-invitation');
  await checkScreen(device, info, 'appareil-reponse');
  await dialog.getByLabel('Ou collez le code en texte').fill(back);
  await button(mj, 'Valider le code').click();
  await expect(dialog.getByText('Téléphone est relié.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('relié', { exact: true })).toBeVisible();
  await expect(device.locator('.pb-clock')).toHaveText(/Aube|Jour/);
  const dawn = await device.locator('.pb-clock').textContent();

  // A device that reads the used invitation afterwards: its answer does not fit the next one, it gets no link.
  const strangerAnswer = await answer(stranger, offer);
  await button(mj, 'Inviter un appareil').click();
  await dialog.getByLabel('Ou collez le code en texte').fill(strangerAnswer);
  await button(mj, 'Valider le code').click();
  await expect(dialog.getByRole('alert')).toContainText('Ce code répond à une autre invitation');
  await expect(stranger.getByText('En attente du lien…')).toBeVisible();

  // The board follows the game: « Retour » goes back into the night.
  await mj.keyboard.press('Escape');
  await button(mj, 'Retour').click();
  await expect(device.locator('.pb-clock')).not.toHaveText(dawn!);
  await expect(device.locator('.pb-clock')).toHaveText((await heading.textContent())!.split(' · ')[0]!);
  for (const vp of VIEWPORTS) {
    await device.setViewportSize(vp);
    await checkScreen(device, info, `appareil-tableau-${vp.name}`);
  }

  // A player's phone: Emma (the Chasseur) sees her card and nothing of anyone else's.
  await mj.getByRole('button', { name: 'Outils' }).click();
  await button(mj, 'Ajouter un écran').click();
  await device.evaluate(() => ((window as unknown as { __received: string[] }).__received = []));
  await dialog.getByRole('combobox', { name: 'Rôle de Téléphone' }).selectOption({ label: 'Téléphone d’Emma' });
  await expect(device.getByRole('heading', { name: 'Emma', level: 1 })).toBeVisible();
  await expect(device.locator('.room-card-name')).toHaveText('Chasseur');
  await expect(dialog.getByText(/Joueurs avec un téléphone.*Emma/)).toBeVisible();
  const secrets = [
    'Loup-Garou',
    'Voyante',
    'Sorcière',
    'Cupidon',
    'Simple Villageois',
    'amoureux',
    'Les loups',
    'Alice',
    'Gaëlle',
  ];
  const phone = `${await device.locator('body').innerText()}\n${await received(device)}`;
  for (const s of secrets) expect(phone, `« ${s} » sur le téléphone d’Emma`).not.toContain(s);
  for (const vp of VIEWPORTS) {
    await device.setViewportSize(vp);
    await checkScreen(device, info, `appareil-joueur-${vp.name}`);
  }
  for (const vp of VIEWPORTS) {
    await mj.setViewportSize(vp);
    await checkScreen(mj, info, `mj-ecrans-${vp.name}`);
  }
  await mj.setViewportSize({ width: 1280, height: 800 });

  // The grimoire marks Emma's seat: her phone is linked; no one else has one (issue 22).
  await mj.keyboard.press('Escape');
  await expect(mj.locator('.grimoire-row[aria-label="Emma"] .grimoire-phone')).toHaveAttribute('data-phone', 'linked');
  await expect(mj.locator('.grimoire-phone')).toHaveCount(1);
  await checkScreen(mj, info, 'mj-grimoire-telephone');

  // The board again; the MJ leaves the game: the board clears its last frame and waits; he comes back, it follows.
  await mj.getByRole('button', { name: 'Outils' }).click();
  await button(mj, 'Ajouter un écran').click();
  await dialog.getByRole('combobox', { name: 'Rôle de Téléphone' }).selectOption('board');
  await expect(device.locator('.pb-clock')).toBeVisible();
  await mj.keyboard.press('Escape');
  await mj.getByRole('link', { name: /^Parties/ }).click();
  await expect(device.getByRole('status')).toHaveText('En attente du MJ…');
  await expect(device.locator('.pb-clock')).toHaveCount(0);
  for (const vp of VIEWPORTS) {
    await device.setViewportSize(vp);
    await checkScreen(device, info, `appareil-attente-mj-${vp.name}`);
  }
  await mj.getByRole('link', { name: 'Reprendre « Soirée à plusieurs écrans »' }).click();
  await expect(device.locator('.pb-clock')).toHaveText((await heading.textContent())!.split(' · ')[0]!);
  await mj.getByRole('button', { name: 'Outils' }).click();
  await button(mj, 'Ajouter un écran').click();

  // The MJ forgets the device.
  await button(mj, 'Oublier').click();
  await expect(device.getByRole('alert')).toContainText('Le MJ a oublié cet appareil.');
  await expect(dialog.getByText('Aucun appareil pour l’instant.')).toBeVisible();

  // The stranger never received a message.
  expect(await received(stranger)).toBe('');
});
