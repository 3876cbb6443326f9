/**
 * Rejoining after a reload with no new scan (issue 22, src/ui/room/standby.ts):
 * over each live link both sides prepare a standby connection for the other's
 * reload. The board reloads and follows again; the MJ reloads and the board
 * and a player's phone follow again; a third context given another device's
 * stored data (its used standby, then its current one) is refused and gets
 * nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOOPBACK_ARGS, launchOptions } from './launch';
import { deviceId, kept, newPage, pair, putKept, received } from './room';
import { NIGHT_1, importAndOpen } from './saved-game';
import { checkScreen, VIEWPORTS } from './screens';
import { button } from './table';

test.use({ launchOptions: launchOptions(...LOOPBACK_ARGS) });

/** Both standbys between the MJ and `device` are ready: its stored offer, and the MJ's of it. */
async function standbysReady(mj: Page, device: Page): Promise<unknown> {
  const id = await deviceId(device);
  await expect.poll(() => kept(device, 'standby'), { timeout: 20_000 }).not.toBeNull();
  await expect.poll(() => kept(mj, `standby:${id}`), { timeout: 20_000 }).not.toBeNull();
  return kept(device, 'standby');
}

test('the board and a phone follow again after a reload of either side, with no scan; a stranger is refused', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const mj = await newPage(browser, { width: 1280, height: 800 });
  const board = await newPage(browser, { width: 1280, height: 800 });
  const phone = await newPage(browser);
  await importAndOpen(mj, 'Soirée sans rescan', NIGHT_1);
  const clock = async (): Promise<string> => (await mj.locator('.game-heading h1').textContent())!.split(' · ')[0]!;

  await pair(mj, board, 'Tableau');
  await pair(mj, phone, 'Téléphone');
  const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
  await dialog.getByRole('combobox', { name: 'Rôle de Téléphone' }).selectOption({ label: 'Téléphone d’Emma' });
  await expect(phone.locator('.room-card-name')).toHaveText('Chasseur');
  await mj.keyboard.press('Escape');
  await expect(board.locator('.pb-clock')).toHaveText(await clock());

  // The board reloads: it follows again by itself, and the game goes on on it.
  const used = await standbysReady(mj, board);
  await board.reload();
  await expect(board.locator('.pb-clock')).toHaveText(await clock(), { timeout: 20_000 });
  // « Retour » from dawn goes back to the night's last call. The MJ's heading is read once it shows the night: read
  // at once, on a loaded machine, it could still say « Aube » while the board rightly showed « Nuit 1 ».
  await button(mj, 'Retour').click();
  await expect(mj.locator('.game-heading h1')).toContainText('Nuit 1');
  // The new link may still be settling after the reload (its standby is being replaced): the same wait as above.
  await expect(board.locator('.pb-clock')).toHaveText(await clock(), { timeout: 20_000 });
  expect(await kept(board, 'standby'), 'a standby serves once, a new one replaces it').not.toEqual(used);

  // The MJ reloads: the board and Emma's phone follow again by themselves.
  await standbysReady(mj, board);
  await standbysReady(mj, phone);
  await mj.reload();
  await expect(board.locator('.pb-clock')).toHaveText(await clock(), { timeout: 20_000 });
  await expect(phone.locator('.room-card-name')).toHaveText('Chasseur', { timeout: 20_000 });
  await expect(mj.locator('.grimoire-row[aria-label="Emma"] .grimoire-phone')).toHaveAttribute('data-phone', 'linked');
  await mj.getByRole('button', { name: 'Outils' }).click();
  await button(mj, 'Ajouter un écran').click();
  await expect(dialog.getByText('relié', { exact: true })).toHaveCount(2);
  await mj.keyboard.press('Escape');

  // Two strangers given the board's stored data, its used standby and its current one: refused, nothing received.
  const current = await standbysReady(mj, board);
  const strangers = [await newPage(browser), await newPage(browser)];
  await Promise.all(
    strangers.map(async (s, i) => {
      // Written from the home page: /rejoindre reads it as it opens.
      await s.goto('/');
      await putKept(s, 'standby', i === 0 ? used : current);
      await s.goto('/rejoindre');
      await expect(s.getByRole('status')).toHaveText('Reconnexion à la tablette du MJ…');
      await expect(s.getByRole('alert')).toContainText('La tablette du MJ ne répond pas', { timeout: 30_000 });
    }),
  );
  for (const s of strangers) expect(await received(s)).toBe('');
  for (const vp of VIEWPORTS) {
    await strangers[0]!.setViewportSize(vp);
    await checkScreen(strangers[0]!, info, `inconnu-refuse-${vp.name}`);
  }
  await mj.getByRole('button', { name: 'Outils' }).click();
  await button(mj, 'Ajouter un écran').click();
  await expect(dialog.getByText('relié', { exact: true })).toHaveCount(2);
});
