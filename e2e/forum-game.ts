/**
 * The forum table the forum specs play (Lychantropia's pastes and Pigeons,
 * NewMilenium's evening): eight seats, two wolves, by seat; and a
 * Lychantropia game imported at day 0's book, its items dealt by a seed.
 */
import { expect, type Page } from '@playwright/test';
import { answer, tableSaveFile } from './saved-game';
import { importField } from './screens';

/** Seats in order, each with his camp (Lychantropia) or nature (NewMilenium). */
export const FORUM_TABLE: [string, string][] = [
  ['Ana', 'loup'],
  ['Bruno', 'loup'],
  ['Chloé', 'villageois'],
  ['David', 'villageois'],
  ['Emma', 'villageois'],
  ['Farid', 'villageois'],
  ['Gaëlle', 'villageois'],
  ['Hugo', 'villageois'],
];

/** Import a Lychantropia game of `table` whose items the `seed` deals, and open it at day 0's book. */
export async function openForumDayZero(
  page: Page,
  title: string,
  { seed, table = FORUM_TABLE }: { seed: string; table?: readonly (readonly [string, string])[] },
): Promise<void> {
  await page.goto('/');
  await (
    await importField(page)
  ).setInputFiles({
    name: 'forum.json',
    mimeType: 'application/json',
    buffer: Buffer.from(tableSaveFile(title, [answer('depart')], { rulesetId: 'lychantropia', table, seed })),
  });
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(page.locator('.call-title')).toHaveText('La journée');
}
