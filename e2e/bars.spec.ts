/**
 * Nothing hidden under the bars (issue 23): on the longest answer lists (the
 * Sorcière at 40 players, Cortex at 20, the Reptiliens' houses, an 8-player
 * vote, a 40-player vote after its automatic scroll), at the three sizes,
 * every answer can be brought fully into view between the game's header and
 * the « Retour / Valider » bar, and axe (`target-size` included) finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { qbReptiliens, qrCortex, tlBigVote, tlVote8, tlWitch40 } from './fixtures/games';
import { checkScreen, expectInView, importSave, VIEWPORTS } from './screens';
import { ballot } from './table';

/** The answers that lie under the header or the bar once the browser scrolled each into view. */
async function hiddenAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const header = document.querySelector('.game-bar')!.getBoundingClientRect();
    const sticky = getComputedStyle(document.querySelector('.game-bar')!).position === 'sticky';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.call .prompt button:not([disabled])')) {
      el.scrollIntoView({ block: 'nearest' });
      await new Promise((r) => requestAnimationFrame(r));
      const top = sticky ? header.bottom : 0;
      const bottom = document.querySelector('.call-nav')!.getBoundingClientRect().top;
      const r = el.getBoundingClientRect();
      if (r.top < top - 0.5 || r.bottom > bottom + 0.5)
        out.push(
          `« ${el.textContent?.trim().slice(0, 20)} » ${Math.round(r.top)}–${Math.round(r.bottom)} hors de ${Math.round(top)}–${Math.round(bottom)}`,
        );
    }
    window.scrollTo(0, 0);
    return out;
  });
}

/** axe's `target-size` (an answer partly under a bar) was part of the run that found nothing, not left out. */
async function expectTargetSizeRan(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect([...r.passes, ...r.inapplicable, ...r.incomplete].map((x) => x.id)).toContain('target-size');
  expect(r.violations).toEqual([]);
}

/** The button lies fully above the « Retour / Valider » bar. */
async function expectPromptClearOf(page: Page, target: import('@playwright/test').Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const nav = (await page.locator('.call-nav').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 0.5);
}

const CASES = [
  { title: 'Sorcière à 40', save: tlWitch40, call: 'La Sorcière (potion de mort)' },
  { title: 'Cortex à 20', save: qrCortex, call: 'Minus et Cortex' },
  { title: 'Les maisons', save: qbReptiliens, call: null },
  { title: 'Vote à 8', save: tlVote8, call: 'Le vote du village' },
];

for (const vp of VIEWPORTS) {
  test.describe(`rien sous les barres (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const c of CASES) {
      test(c.title, async ({ page }, info) => {
        await page.goto('/');
        await importSave(page, c.title, c.save(c.title));
        await page.getByRole('link', { name: `Reprendre « ${c.title} »` }).click();
        await expect(page.locator('.call .prompt').first()).toBeVisible();
        if (c.call) await expect(page.locator('.call-title')).toHaveText(c.call);
        await checkScreen(page, info, `${vp.name}-barres-${c.title}`);
        await expectTargetSizeRan(page);
        expect(await hiddenAnswers(page)).toEqual([]);
      });
    }

    test('Sorcière à 40 : « Personne », la réponse de chaque nuit, à l’écran sans défiler', async ({ page }) => {
      await page.goto('/');
      await importSave(page, 'Sorcière', tlWitch40('Sorcière'));
      await page.getByRole('link', { name: 'Reprendre « Sorcière »' }).click();
      await expectInView(page, page.getByRole('button', { name: 'Personne', exact: true }), '« Personne »');
      await expectPromptClearOf(page, page.getByRole('button', { name: 'Personne', exact: true }));
    });

    test('vote à 8 : le décompte reste à l’écran pendant la saisie des votants', async ({ page }) => {
      await page.goto('/');
      await importSave(page, 'Vote à 8', tlVote8('Vote à 8'));
      await page.getByRole('link', { name: 'Reprendre « Vote à 8 »' }).click();
      await ballot(page, 'Gaëlle', 'Alice');
      const tally = page.getByRole('region', { name: 'Décompte des voix' }).filter({ visible: true });
      await expect(tally).toContainText('1 / 7');
      await expect(tally).toBeInViewport({ ratio: 1 });
    });

    test('vote à 40 : la cible défilée reste sous l’en-tête', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Grande tablée', tlBigVote('Grande tablée'));
      await page.getByRole('link', { name: 'Reprendre « Grande tablée »' }).click();
      await page
        .getByRole('group', { name: '1. Pour qui ?' })
        .getByRole('button', { name: 'Alice', exact: true })
        .click();
      await page.waitForTimeout(700);
      await checkScreen(page, info, `${vp.name}-barres-vote40-cible`);
      const header = (await page.locator('.game-bar').boundingBox())!;
      const sticky = await page.locator('.game-bar').evaluate((el) => getComputedStyle(el).position === 'sticky');
      const row = (await page.getByText('2. Votants pour Alice', { exact: true }).boundingBox())!;
      expect(row.y).toBeGreaterThanOrEqual(sticky ? header.y + header.height - 0.5 : 0);
      expect(await hiddenAnswers(page)).toEqual([]);
    });
  });
}
