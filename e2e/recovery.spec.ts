/**
 * A game that fails to replay opens on the recovery screen (issue 16): why,
 * the game up to its last valid answer, the answers after it, the raw file;
 * resuming keeps those answers aside. Never « Partie indisponible ».
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { NIGHT_1, SIZES, answer, importAndOpen } from './saved-game';

/** Replace a stored answer in the browser's database, as a stale write or a rules change between versions would leave it. */
async function overwriteAnswer(page: Page, gameId: string, seq: number, value: unknown): Promise<void> {
  await page.evaluate(
    async ({ gameId, seq, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('veilleur');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('answers', 'readwrite');
        const store = tx.objectStore('answers');
        const get = store.get([gameId, seq]);
        get.onsuccess = () => store.put({ ...get.result, answer: value });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { gameId, seq, value },
  );
}

test('une partie qui ne se rejoue plus : la raison, la partie jusqu’à sa dernière réponse valide, les suivantes, l’export brut, la reprise', async ({
  page,
}) => {
  const url = await importAndOpen(page, 'Partie abîmée', NIGHT_1);
  const gameId = url.split('/').pop()!;
  // Answer n° 3 now answers « Le village s’endort » while the game waits for the lovers.
  await overwriteAnswer(page, gameId, 2, answer('endormissement'));
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'La partie « Partie abîmée » ne se rejoue pas jusqu’au bout',
  );
  await expect(page.getByText('Partie indisponible')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(
    /^Réponse n° 3 refusée\s: Cette réponse vise «\sLe village s’endort\s»/,
  );
  await expect(page.getByText(/^2 réponses valides/)).toHaveText(
    '2 réponses valides : Nuit 1, appel en cours : Les Amoureux.',
  );
  await expect(page.getByRole('region', { name: 'Les 6 réponses qui suivent' }).getByRole('listitem')).toHaveCount(6);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/ecrans/reprise-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[0]!);

  // The raw file, as stored: every answer, the refused ones included.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter le fichier brut' }).click();
  const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { answers: unknown[] };
  expect(file.answers).toHaveLength(NIGHT_1.length);

  await page.getByRole('button', { name: 'Reprendre après la réponse n° 2' }).click();
  await expect(page.locator('.call-line')).toHaveText(
    'Je touche les deux amoureux. Ils se réveillent, se reconnaissent, puis se rendorment.',
  );
  await expect(page.getByRole('button', { name: '6 réponses gardées de côté' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '6 réponses gardées de côté' })).toBeVisible();
  await page.getByRole('button', { name: '6 réponses gardées de côté' }).click();
  await expect(page.getByRole('dialog', { name: 'Réponses gardées de côté' }).getByRole('listitem')).toHaveCount(6);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/ecrans/cote-${size.name}.png` });
  }
});
