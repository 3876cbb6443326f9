import { expect, test } from '@playwright/test';

// Proves the PWA shell: French document, service worker in control, and the
// app (and its manifest) still served with the network cut.
test('l’application se charge, puis fonctionne hors ligne', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Veilleur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#root')).not.toBeEmpty();

  // Wait for the service worker to be installed (precache done) and active…
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // …and controlling this page.
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  try {
    // The network really is cut: a file outside the precache cannot be fetched.
    const networkFails = await page.evaluate(async () => {
      try {
        await fetch(`/pas-en-cache-${Date.now()}.txt`, { cache: 'no-store' });
        return false;
      } catch {
        return true;
      }
    });
    expect(networkFails).toBe(true);

    await page.reload();
    await expect(page).toHaveTitle('Veilleur');
    // The page holds the pre-rendered home even without its scripts: the saved games' list, loaded after the
    // first render with Dexie, is what proves the app itself runs offline.
    await expect(page.getByText('Aucune partie enregistrée sur cet appareil pour l’instant.')).toBeVisible();

    // A client route (the players' public screen) loads offline too (the shell page, precached, as the fallback).
    await page.goto('/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Écran public' })).toBeVisible();

    // The manifest comes from the precache: French, with a separate maskable icon.
    const manifest = await page.evaluate(async () => {
      const response = await fetch('/manifest.webmanifest');
      return (await response.json()) as {
        lang?: string;
        icons?: { src: string; sizes: string; purpose?: string }[];
      };
    });
    expect(manifest.lang).toBe('fr');
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  } finally {
    await context.setOffline(false);
  }
});
