/**
 * What every screen of the MJ's must pass, at every viewport: axe with no
 * violation, no sideways scrolling, every target at least 48 px, and a
 * screenshot to look at. Plus the saves the specs import to land on a call.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The app controlled by its service worker, then the network cut (the MJ's screens work offline). */
export async function offline(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

export const VIEWPORTS = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
  { name: 'telephone', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** axe on the page as it is: zero violations (the rule and the nodes in the message when not). */
export async function expectNoAxeViolation(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect(found, `${name} : violations axe`).toEqual([]);
}

/** Every visible control at least 48 px high (and wide, for buttons). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a.btn, select, textarea, summary, input:not([type=checkbox]):not([type=radio]):not([type=file]), label.check, label.tile',
    );
    const out: string[] = [];
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      if (r.height < 47.5 || (el.tagName === 'BUTTON' && r.width < 47.5)) {
        out.push(
          `${el.tagName} « ${(el.textContent ?? '').trim().slice(0, 30)} » ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return out;
  });
}

/** The screen passes: a screenshot, no sideways scroll, 48 px targets, axe clean. */
export async function checkScreen(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.waitForTimeout(120);
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} : défilement horizontal`).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), `${name} : cibles trop petites`).toEqual([]);
  await expectNoAxeViolation(page, name);
}

/** The element is entirely inside the viewport, without scrolling. */
export async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, `${what} : absent`).not.toBeNull();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, `${what} : la page a défilé`).toBe(0);
  expect(box!.y, `${what} : au-dessus de l’écran`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} : sous le pli (${vp.height} px)`).toBeLessThanOrEqual(vp.height + 0.5);
}

/** The prompt lies above the bottom bar (« Retour », « Valider »): nothing floats over it. */
export async function expectPromptClear(page: Page): Promise<void> {
  const prompt = await page.locator('.call .prompt').first().boundingBox();
  const nav = await page.locator('.call-nav').boundingBox();
  if (!prompt || !nav) return;
  expect(prompt.y + prompt.height, 'l’invite passe sous la barre des boutons').toBeLessThanOrEqual(nav.y + 0.5);
}

/** Import a save file from the home screen and wait for it in the list. */
/**
 * The home screen's import field, once the app answers: the pre-rendered home is drawn before any script runs
 * (src/boot.ts), and a file given to the field before React has taken the page over would be dropped.
 */
export async function importField(page: Page): Promise<Locator> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return page.getByLabel('Fichier de partie à importer');
}

export async function importSave(page: Page, title: string, file: object): Promise<void> {
  await (
    await importField(page)
  ).setInputFiles({
    name: `${title}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(
    page.getByRole('list', { name: 'Parties enregistrées' }).getByRole('heading', { name: title }),
  ).toBeVisible();
}

/** A save file (format 1) of a game, at the call after `answers`. */
export function saveFile(title: string, setup: { rulesetId: string }, answers: unknown[]): object {
  return {
    format: 'veilleur-partie',
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    game: { title, rulesetId: setup.rulesetId, createdAt: Date.now(), status: 'active', setup },
    answers,
    notes: { game: '', players: {} },
  };
}

/** Counts the MJ's taps (clicks and picks in a list) for the tap budgets. */
export class Taps {
  count = 0;
  async tap(locator: Locator): Promise<void> {
    this.count++;
    await locator.click();
  }
}
