/**
 * The built index.html carries the home screen (issue 25): a browser without
 * JavaScript shows its heading and buttons, and with JavaScript React adopts
 * that markup (hydration) instead of drawing it again: same nodes, no
 * hydration error, no layout shift.
 */
import { expect, test } from '@playwright/test';

const BUTTONS = ['Partie de démonstration', 'Importer une partie'];
const LINKS = ['Nouvelle partie', 'Rejoindre une partie', 'Équilibre', 'Statistiques'];

test('sans JavaScript, l’accueil s’affiche avec son titre et ses boutons', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Veilleur' })).toBeVisible();
    for (const name of BUTTONS) await expect(page.getByRole('button', { name })).toBeVisible();
    for (const name of LINKS) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Parties enregistrées' })).toBeVisible();
    // The saved games wait for the app: the page says so rather than « none ».
    await expect(page.getByText('Chargement des parties…')).toBeVisible();
    // The styles are the app's own, in the page itself (no stylesheet to wait for), allowed by the CSP's hash: the
    // primary button is laid out as one.
    await expect(page.getByRole('link', { name: 'Nouvelle partie' })).toHaveClass(/btn-primary/);
    await expect(page.getByRole('link', { name: 'Nouvelle partie' })).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+">/);
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]+" disabled>/);
    expect(html).toMatch(/<style>[^<]*\.btn-primary/);
  } finally {
    await context.close();
  }
});

test('avec JavaScript, React reprend la page telle quelle : mêmes nœuds, aucune erreur, aucun décalage', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Hold the entry script back so the pre-rendered page can be marked before React starts.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Veilleur' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => {
    (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered = true;
    // Every layout shift from now on, as the browser measures it (CLS).
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  release();

  // The app has read IndexedDB: the list replaces its waiting line.
  await expect(page.getByText('Aucune partie enregistrée sur cet appareil pour l’instant.')).toBeVisible();
  // Hydrated, not drawn again: the heading is still the node the page was parsed with.
  const adopted = await page.evaluate(
    () => (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered === true,
  );
  expect(adopted).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(errors).toEqual([]);
});

test('l’écran public ne montre jamais l’accueil pré-rendu, puis attend la table du MJ', async ({
  browser,
  baseURL,
  page,
}) => {
  // Without JavaScript: the app's shell (shell.html), with no home screen in it; so is every route but the home
  // (a game reloaded, the new-game form): none flashes the home before its script draws it.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  try {
    const bare = await context.newPage();
    for (const route of ['/public', '/nouvelle', '/partie/00000000-0000-4000-8000-000000000000']) {
      await bare.goto(route);
      await expect(bare.locator('#root'), route).toBeEmpty();
    }
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1, name: 'Veilleur' })).toBeVisible();
  } finally {
    await context.close();
  }
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1, name: 'Écran public' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veilleur' })).toHaveCount(0);
});
