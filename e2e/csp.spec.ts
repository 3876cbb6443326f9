/**
 * The built app declares a Content Security Policy (no inline script, no
 * eval, network to its own origin only), the browser enforces it, and a
 * whole session sends no request to any other origin.
 */
import { expect, test } from '@playwright/test';
import { NIGHT_1, importAndOpen } from './saved-game';
import { button } from './table';

test('une politique de sécurité stricte, et aucune requête vers une autre origine', async ({
  context,
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const directives = Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
  // WebAssembly only (the QR code reader of « Rejoindre une partie »): JS eval stays refused, checked below.
  expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(directives['connect-src']).toEqual(["'self'"]);
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain("'unsafe-eval'");

  // Enforced: an inline script and eval are refused by the browser.
  const blocked = await page.evaluate(async () => {
    const seen: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.head.append(s);
    // A string handed to setTimeout is eval'd when the timer fires (outside this DevTools evaluation, which may eval):
    // refused without 'unsafe-eval'.
    const later: (code: string, ms: number) => number = window.setTimeout;
    later('window.__evaluated = true;', 0);
    await new Promise((r) => setTimeout(r, 200));
    return {
      injected: Reflect.get(window, '__injected') === true,
      evalRan: Reflect.get(window, '__evaluated') === true,
      seen,
    };
  });
  expect(blocked.injected).toBe(false);
  expect(blocked.evalRan).toBe(false);
  expect(blocked.seen.some((d) => d.startsWith('script-src'))).toBe(true);
  violations.length = 0;

  // A session: a game imported and played, the journal, the players' screen, the new-game form.
  await importAndOpen(page, 'Politique', NIGHT_1.slice(0, 2));
  await button(page, 'Suivant').click();
  await button(page, 'Outils').click();
  await button(page, 'Journal').click();
  await page.keyboard.press('Escape');
  const board = await context.newPage();
  await board.goto('/public');
  await expect(board.locator('#root')).not.toBeEmpty();
  await page.goto('/nouvelle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Veilleur', level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
