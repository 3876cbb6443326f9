/** The room's e2e helpers (room.spec.ts, room-rejoin.spec.ts): devices in contexts of one browser, paired by typed codes. */
import { expect, type Browser, type Page } from '@playwright/test';
import { button } from './table';

/** Every message the page's data channels receive, kept in window.__received (before any script runs). */
export async function recordChannel(page: Page): Promise<void> {
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

export const received = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __received: string[] }).__received.join('\n'));

export async function newPage(browser: Browser, viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport });
  const page = await context.newPage();
  await recordChannel(page);
  return page;
}

/** The MJ's invitation: open the room's dialog and show a code; returns it. */
export async function invite(mj: Page): Promise<string> {
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
export async function answer(device: Page, offer: string, name = 'Téléphone'): Promise<string> {
  if (!device.url().endsWith('/rejoindre')) await device.goto('/rejoindre');
  await device.getByLabel('Nom de cet appareil').fill(name);
  await device.getByLabel('Ou collez le code en texte').fill(offer);
  await button(device, 'Valider le code').click();
  const code = device.getByTestId('room-code');
  await expect(code).toHaveText(/^VEIL/);
  return (await code.textContent())!;
}

export async function pair(mj: Page, device: Page, name = 'Téléphone'): Promise<void> {
  const back = await answer(device, await invite(mj), name);
  const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
  await dialog.getByLabel('Ou collez le code en texte').fill(back);
  await dialog.getByRole('button', { name: 'Valider le code', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'est relié' })).toBeVisible({ timeout: 20_000 });
}

/** A value of the room's own database (src/ui/room/standby.ts), as JSON, or null. */
export const kept = (page: Page, key: string): Promise<unknown> =>
  page.evaluate(
    (key) =>
      new Promise((resolve) => {
        const open = indexedDB.open('veilleur-room', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const r = open.result.transaction('kv').objectStore('kv').get(key);
          r.onsuccess = () => {
            open.result.close();
            resolve(r.result ?? null);
          };
        };
      }),
    key,
  );

/** Write a value into the room's own database (a stranger given another device's stored data). */
export const putKept = (page: Page, key: string, value: unknown): Promise<void> =>
  page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('veilleur-room', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const t = open.result.transaction('kv', 'readwrite');
          t.objectStore('kv').put(value, key as string);
          t.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    [key, value] as const,
  );

/** This joined device's id (pairings.ts). */
export const deviceId = (page: Page): Promise<string> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('veilleur-room-device') ?? '{}') as { id: string }).id);
