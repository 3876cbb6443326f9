import { expect, test } from '@playwright/test';
import { qbReptiliens, tlBigVote, tlSave, TL_NIGHT_1, TL_TO_EXECUTION, TL_TO_VOTE } from './fixtures/games';
import { checkScreen, expectInView, expectPromptClear, importSave, Taps, VIEWPORTS } from './screens';

const button = (page: import('@playwright/test').Page, name: string) => page.getByRole('button', { name, exact: true });

for (const vp of VIEWPORTS) {
  test.describe(`l’appel (${vp.name} ${vp.width}×${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('chaque conséquence est annoncée à son tour : exécution, chagrin, dernier tir', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Le Chasseur amoureux', tlSave('Le Chasseur amoureux', TL_TO_EXECUTION));
      await page.getByRole('link', { name: 'Reprendre « Le Chasseur amoureux »' }).click();
      await expect(page.locator('.call-title')).toHaveText('L’exécution');
      await button(page, 'Suivant').click();

      // The Chasseur's call: first, what the table must hear, one line each, in order.
      await expect(page.locator('.call-title')).toHaveText('Le dernier tir du Chasseur');
      const announce = page.getByRole('region', { name: 'À annoncer d’abord' });
      await expect(announce.getByRole('listitem')).toHaveText([
        'Emma est exécuté·e par le village. Sa carte\u00a0: Chasseur.',
        'Gaëlle meurt de chagrin. Sa carte\u00a0: Simple Villageois.',
      ]);
      await expectInView(page, page.locator('.call .prompt'), 'les cibles du Chasseur');
      await expectPromptClear(page);
      await checkScreen(page, info, `${vp.name}-annonces`);

      // One tap: the shot is the answer; the next call announces it first.
      await page.locator('.player-grid').getByRole('button', { name: 'Alice', exact: true }).click();
      await expect(page.locator('.call-title')).not.toHaveText('Le dernier tir du Chasseur');
      await expect(announce.getByRole('listitem')).toHaveText(['Le Chasseur abat Alice. Sa carte\u00a0: Loup-Garou.']);
      // « Retour » undoes the shot: the Chasseur's call comes back with its target selected.
      await button(page, 'Retour').click();
      await expect(page.locator('.player-grid').getByRole('button', { name: 'Alice', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test('un tap par décision : oui ou non, « Personne », un joueur', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'La sorcière', tlSave('La sorcière', TL_NIGHT_1.slice(0, 6)));
      await page.getByRole('link', { name: 'Reprendre « La sorcière »' }).click();
      await expect(page.locator('.call-title')).toHaveText('La Sorcière (potion de vie)');
      // Two large buttons and no « Valider »: the tap is the answer.
      await expect(button(page, 'Valider')).toHaveCount(0);
      await expectInView(page, page.locator('.call .prompt'), 'oui / non');
      await checkScreen(page, info, `${vp.name}-oui-non`);
      const taps = new Taps();
      await taps.tap(
        page
          .getByRole('group', { name: /potion de vie/i })
          .getByRole('button')
          .last(),
      );
      await expect(page.locator('.call-title')).toHaveText('La Sorcière (potion de mort)');
      await taps.tap(button(page, 'Personne'));
      await expect(page.locator('.call-title')).toHaveText('Le village se réveille');
      expect(taps.count).toBe(2);
    });

    test('le vote se compte par cible, avec « tous les autres pour … » et le décompte en direct', async ({
      page,
    }, info) => {
      await page.goto('/');
      await importSave(page, 'Le vote', tlSave('Le vote', TL_TO_VOTE));
      await page.getByRole('link', { name: 'Reprendre « Le vote »' }).click();
      await expect(page.locator('.call-title')).toHaveText('Le vote du village');
      const targets = page.getByRole('group', { name: '1. Pour qui ?' });
      const voters = page.locator('.ballot-voters');
      await targets.getByRole('button', { name: 'Alice', exact: true }).click();
      await voters.getByRole('button', { name: /^Bruno/ }).click();
      await voters.getByRole('button', { name: /^Emma/ }).click();
      await targets.getByRole('button', { name: 'Emma', exact: true }).click();
      // Everyone not counted yet, Emma herself aside.
      await button(page, 'Tous les autres pour Emma').click();
      const tally = page.getByRole('region', { name: 'Décompte des voix' });
      // David is Capitaine: his vote counts double.
      await expect(tally.getByRole('listitem')).toHaveText(['Emma\u00a0: 6\u00a0voix', 'Alice\u00a0: 2\u00a0voix']);
      await expect(tally).toContainText('Bulletins saisis\u00a0: 7 / 7');
      await expectInView(page, button(page, 'Valider le vote'), 'Valider le vote');
      await checkScreen(page, info, `${vp.name}-vote`);
      await button(page, 'Valider le vote').click();
      await expect(page.locator('.call-title')).toHaveText('L’exécution');
    });

    test('Quinte-bourg : les maisons des Reptiliens sont sous les yeux, sans défiler', async ({ page }, info) => {
      await page.goto('/');
      await importSave(page, 'Nuit de Quinte-bourg', qbReptiliens('Nuit de Quinte-bourg'));
      await page.getByRole('link', { name: 'Reprendre « Nuit de Quinte-bourg »' }).click();
      await expect(page.locator('.call-title')).toHaveText('Les Reptiliens');
      const houses = page.getByRole('group', { name: 'Cible des Reptiliens' });
      await expect(houses.getByRole('button')).toHaveCount(11);
      await expectInView(page, houses, 'les maisons');
      await expectPromptClear(page);
      await checkScreen(page, info, `${vp.name}-reptiliens`);
      await houses.getByRole('button', { name: 'Maison d’Emma' }).click();
      await expect(page.locator('.call-title')).not.toHaveText('Les Reptiliens');
    });
  });
}

test('un vote à 40 joueurs : un tap par votant au plus, sur un seul écran', async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await importSave(page, 'Grande tablée', tlBigVote('Grande tablée'));
  await page.getByRole('link', { name: 'Reprendre « Grande tablée »' }).click();
  await expect(page.locator('.call-title')).toHaveText('Le vote du village');
  const voters = page.locator('.ballot-voters').getByRole('button');
  const total = await voters.count();
  expect(total).toBeGreaterThanOrEqual(36);
  const targets = page.getByRole('group', { name: '1. Pour qui ?' });
  const taps = new Taps();
  // A split vote: the first ten voters named one by one for three targets, the rest « tous les autres ».
  const names = await voters.evaluateAll((els) =>
    els.map((e) => e.querySelector('.ballot-voter-name')?.textContent ?? ''),
  );
  const pickTarget = async (name: string) => taps.tap(targets.getByRole('button', { name, exact: true }));
  const alive = names.filter((n) => n !== '');
  await pickTarget(alive[0]!);
  for (const n of alive.slice(1, 5))
    await taps.tap(page.locator('.ballot-voters').getByRole('button', { name: new RegExp(`^${n}`) }));
  await pickTarget(alive[1]!);
  for (const n of [alive[0]!, ...alive.slice(5, 10)])
    await taps.tap(page.locator('.ballot-voters').getByRole('button', { name: new RegExp(`^${n}`) }));
  await pickTarget(alive[2]!);
  await taps.tap(page.getByRole('button', { name: `Tous les autres pour ${alive[2]}` }));
  await expect(page.getByRole('region', { name: 'Décompte des voix' })).toContainText(
    `Bulletins saisis\u00a0: ${total} / ${total}`,
  );
  await page.screenshot({ path: info.outputPath('vote-40.png'), fullPage: true });
  await taps.tap(page.getByRole('button', { name: 'Valider le vote', exact: true }));
  await expect(page.locator('.call-title')).not.toHaveText('Le vote du village');
  expect(taps.count).toBeLessThanOrEqual(41);
  // Every voter and target is on the one screen (no page per voter).
  expect(await page.locator('.ballot-voters').count()).toBeLessThanOrEqual(1);
});
