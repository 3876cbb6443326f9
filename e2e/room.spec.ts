/**
 * The room's other screens (issue 22): a second browser context joins the
 * MJ's game over a WebRTC data channel, paired by the codes typed as text
 * (the fallback for devices without a camera), in one Chromium with ICE over
 * loopback. The board follows the game; a player's phone shows his card and
 * nothing else; reloads need a new exchange of codes but keep the role; a
 * device that did not pair gets nothing; the MJ can forget a device.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOOPBACK_ARGS, launchOptions } from './launch';
import { NIGHT_1, importAndOpen } from './saved-game';
import { checkScreen, VIEWPORTS } from './screens';
import { button } from './table';

test.use({ launchOptions: launchOptions(...LOOPBACK_ARGS) });

/** Every message the page's data channels receive, kept in window.__received (before any script runs). */
async function recordChannel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __received: string[] };
    w.__received = [];
    const make = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args) {
      const channel = make.apply(this, args);
      channel.addEventListener('message', (e: MessageEvent) => w.__received.push(String(e.data)));
      return channel;
    } as typeof make;
  });
}

const received = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __received: string[] }).__received.join('\n'));

async function newPage(browser: Browser, viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport });
  const page = await context.newPage();
  await recordChannel(page);
  return page;
}

/** The MJ's invitation: open the room's dialog and show a code; returns it. */
async function invite(mj: Page): Promise<string> {
  const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
  if (!(await dialog.isVisible())) {
    await mj.getByRole('button', { name: 'Outils' }).click();
    await button(mj, 'Ajouter un écran').click();
  }
  await button(mj, 'Inviter un appareil').click();
  const code = dialog.getByTestId('room-code');
  await expect(code).toHaveText(/^VEIL/);
  return (await code.textContent())!;
}

/** The joining side reads the MJ's code; returns its answer. */
async function answer(device: Page, offer: string): Promise<string> {
  if (!device.url().endsWith('/rejoindre')) await device.goto('/rejoindre');
  await device.getByLabel('Nom de cet appareil').fill('Téléphone');
  await device.getByLabel('Ou collez le code en texte').fill(offer);
  await button(device, 'Valider le code').click();
  const code = device.getByTestId('room-code');
  await expect(code).toHaveText(/^VEIL/);
  return (await code.textContent())!;
}

async function pair(mj: Page, device: Page): Promise<void> {
  const back = await answer(device, await invite(mj));
  const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
  await dialog.getByLabel('Ou collez le code en texte').fill(back);
  await dialog.getByRole('button', { name: 'Valider le code', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'est relié' })).toBeVisible({ timeout: 20_000 });
}

test('a second device joins by typed codes: the board follows, a phone shows its player only, reloads and forget', async ({
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

  // The joined device reloads: the link is gone; a new exchange of codes brings Emma's card back by itself.
  await device.reload();
  await expect(dialog.getByText('déconnecté', { exact: true })).toBeVisible();
  await pair(mj, device);
  await expect(device.locator('.room-card-name')).toHaveText('Chasseur');

  // The MJ reloads: the device sees the link cut; the MJ still lists it; one exchange again.
  await mj.reload();
  await expect(device.getByRole('alert')).toContainText('Le lien avec la tablette du MJ est coupé');
  await button(device, 'Relier de nouveau').click();
  await pair(mj, device);
  await expect(device.locator('.room-card-name')).toHaveText('Chasseur');

  // The MJ takes the phone back (the board again), then forgets the device.
  await dialog.getByRole('combobox', { name: 'Rôle de Téléphone' }).selectOption('board');
  await expect(device.locator('.pb-clock')).toBeVisible();
  await button(mj, 'Oublier').click();
  await expect(device.getByRole('alert')).toContainText('Le MJ a oublié cet appareil.');
  await expect(dialog.getByText('Aucun appareil pour l’instant.')).toBeVisible();

  // The stranger never received a message.
  expect(await received(stranger)).toBe('');
});
