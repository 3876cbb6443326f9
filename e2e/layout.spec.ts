import { expect, test, type Page, type TestInfo } from '@playwright/test';

// The MJ's devices: a 1280×800 tablet in both orientations, and a phone.
const VIEWPORTS = [
  { name: 'tablette-paysage', width: 1280, height: 800 },
  { name: 'tablette-portrait', width: 800, height: 1280 },
  { name: 'telephone', width: 390, height: 844 },
];

const PLAYERS = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Félix', 'Gaëlle', 'Hugo'];
const CARDS = ['loup-garou', 'loup-garou', 'voyante', 'sorciere', 'chasseur', 'cupidon', 'villageois', 'villageois'];
const ids = PLAYERS.map((_, i) => `j${i + 1}`);
const a = (step: string, value: unknown) => ({ kind: 'answer', step, value });

const NIGHT_1 = [
  a('endormissement', null),
  a('cupidon', ['j7', 'j8']),
  a('amoureux', null),
  a('voyante', ['j1']),
  a('montrer', null),
  a('loups', ['j3']),
  a('sorciere-vie', false),
  a('sorciere-mort', []),
  a('aube', null),
];
const TO_VOTE = [...NIGHT_1, a('election', Object.fromEntries(ids.filter((id) => id !== 'j3').map((id) => [id, 'j4']))), a('debat', null)];

/** A save file (format 1) of the 8-player table, at the call after `answers`. */
function saveFile(title: string, answers: unknown[]): string {
  return JSON.stringify({
    format: 'veilleur-partie',
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    game: {
      title,
      rulesetId: 'thiercelieux',
      createdAt: Date.now(),
      status: 'active',
      setup: {
        rulesetId: 'thiercelieux',
        options: {},
        players: PLAYERS.map((name, i) => ({ id: ids[i], name })),
        composition: CARDS,
        deal: Object.fromEntries(CARDS.map((role, i) => [ids[i], role])),
        seed: 'mise-en-page',
      },
    },
    answers,
    notes: { game: '', players: { j2: 'Hésite beaucoup, accuse Emma.' } },
  });
}

async function importSave(page: Page, title: string, answers: unknown[]): Promise<void> {
  await page.getByLabel('Fichier de partie à importer').setInputFiles({
    name: `${title}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(saveFile(title, answers)),
  });
  await expect(page.getByRole('list', { name: 'Parties enregistrées' }).getByRole('heading', { name: title })).toBeVisible();
}

/** No sideways scrolling, every visible control at least 48 px, and a screenshot to look at. */
async function checkScreen(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.waitForTimeout(150);
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} : défilement horizontal`).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a.btn, select, textarea, summary, input:not([type=checkbox]):not([type=radio]):not([type=file]), label.check, label.tile',
    );
    const out: string[] = [];
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      if (r.height < 47.5 || (el.tagName === 'BUTTON' && r.width < 47.5)) {
        out.push(`${el.tagName} « ${(el.textContent ?? '').trim().slice(0, 30)} » ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  });
  expect(small, `${name} : cibles trop petites`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`mise en page : ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ page }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await importSave(page, 'Nuit de Cupidon', NIGHT_1.slice(0, 1));
    await importSave(page, 'Jour du vote', TO_VOTE);
    await checkScreen(page, info, `${viewport.name}-1-accueil`);

    await page.getByRole('link', { name: 'Reprendre « Nuit de Cupidon »' }).click();
    await page.getByRole('button', { name: 'Gaëlle', exact: true }).click();
    await expect(page.getByText('1 / 2')).toBeVisible();
    await checkScreen(page, info, `${viewport.name}-2-nuit`);

    const toggle = page.getByRole('button', { name: 'Grimoire', exact: true });
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(page.getByRole('region', { name: 'Grimoire' })).toBeVisible();
      await checkScreen(page, info, `${viewport.name}-3-grimoire`);
      await page.getByRole('button', { name: 'Fermer le grimoire' }).click();
      await expect(page.getByRole('region', { name: 'Grimoire' })).toBeHidden();
    } else {
      await expect(page.getByRole('region', { name: 'Grimoire' })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.getByRole('link', { name: 'Reprendre « Jour du vote »' }).click();
    await page.getByRole('group', { name: 'Vote de David' }).getByRole('button', { name: 'Alice', exact: true }).click();
    await page.getByRole('group', { name: 'Vote de Emma' }).getByRole('button', { name: 'Blanc', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Décompte des voix' }).getByRole('listitem')).toHaveText(['Alice\u00a0: 2\u00a0voix']);
    await checkScreen(page, info, `${viewport.name}-4-vote`);

    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    await checkScreen(page, info, `${viewport.name}-5-journal`);
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();

    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.getByRole('link', { name: 'Nouvelle partie' }).click();
    await expect(page.getByRole('heading', { name: 'Options' })).toBeVisible();
    await checkScreen(page, info, `${viewport.name}-6-regles`);
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    for (const [i, name] of PLAYERS.entries()) {
      if (i >= 4) await page.getByRole('button', { name: 'Ajouter un joueur' }).click();
      await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
    }
    await checkScreen(page, info, `${viewport.name}-7-joueurs`);
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await checkScreen(page, info, `${viewport.name}-8-cartes`);
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await page.getByRole('radio', { name: 'Carte par carte' }).check();
    await checkScreen(page, info, `${viewport.name}-9-distribution`);
    for (const [i, name] of PLAYERS.entries()) await page.getByRole('combobox', { name: `Carte de ${name}` }).selectOption(CARDS[i]!);
    await page.getByRole('button', { name: 'Distribuer les cartes' }).click();
    await page.getByRole('button', { name: 'Voir la carte de Alice' }).click();
    await page.getByRole('checkbox', { name: 'Alice a vu sa carte' }).check();
    await checkScreen(page, info, `${viewport.name}-10-verification`);
  });
}
