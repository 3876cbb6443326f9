/**
 * A game imported from a save file, for the browser tests that need one at a
 * known call: the 8-player table of table.ts, cards dealt by hand, and the
 * answers given (a file is the one way in that does not depend on the
 * new-game screens).
 */
import { expect, type Page } from '@playwright/test';
import { TABLE } from './table';
import { importField } from './screens';

/** The three screens the MJ's device may have: a tablet either way, a phone. */
export const SIZES = [
  { name: 'tablette-paysage', width: 1280, height: 800 },
  { name: 'tablette-portrait', width: 800, height: 1280 },
  { name: 'telephone', width: 390, height: 844 },
];

export type Answer =
  { kind: 'answer'; step: string; value: unknown } | { kind: 'invoke'; action: string; value: unknown };

export const answer = (step: string, value: unknown = null): Answer => ({ kind: 'answer', step, value });

/** Night 1 to the dawn: lovers Gaëlle and Hugo, the Voyante looks at Alice, the wolves eat Chloé, no potion. */
export const NIGHT_1: Answer[] = [
  answer('endormissement'),
  answer('cupidon', ['j7', 'j8']),
  answer('amoureux'),
  answer('voyante', ['j1']),
  answer('montrer'),
  answer('loups', ['j3']),
  answer('sorciere-vie', false),
  answer('sorciere-mort', []),
];

/** A game as an exported file: its ruleset, its table as [name, card] by seat, its seed and answers. */
export function tableSaveFile(
  title: string,
  answers: readonly unknown[],
  { rulesetId, table, seed }: { rulesetId: string; table: readonly (readonly [string, string])[]; seed: string },
): string {
  return JSON.stringify({
    format: 'veilleur-partie',
    formatVersion: 2,
    exportedAt: '2025-06-01T20:00:00.000Z',
    game: {
      title,
      rulesetId,
      createdAt: 1_745_000_000_000,
      status: 'active',
      setup: {
        rulesetId,
        options: {},
        players: table.map(([name], i) => ({ id: `j${i + 1}`, name })),
        composition: table.map(([, role]) => role),
        deal: Object.fromEntries(table.map(([, role], i) => [`j${i + 1}`, role])),
        seed,
      },
    },
    answers,
    notes: { game: '', players: {} },
    aside: [],
  });
}

/** The Thiercelieux table above as an exported file. */
export function saveFile(title: string, answers: readonly unknown[]): string {
  return tableSaveFile(title, answers, { rulesetId: 'thiercelieux', table: TABLE, seed: 'e2e' });
}

/** Import a game from the home screen and open it; returns its address. */
export async function importAndOpen(page: Page, title: string, answers: readonly unknown[]): Promise<string> {
  await page.goto('/');
  await (
    await importField(page)
  ).setInputFiles({
    name: 'partie.json',
    mimeType: 'application/json',
    buffer: Buffer.from(saveFile(title, answers)),
  });
  await expect(page.getByText(`Partie importée depuis « partie.json ».`)).toBeVisible();
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
  return page.url();
}

/** This page behaves as a tab of a browser without Web Locks that missed the other tabs' writes (asleep in the background). */
export async function asStaleTab(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    const Real = window.BroadcastChannel;
    // Dexie tells the other tabs of each write on this channel: this tab no longer hears it.
    window.BroadcastChannel = class extends Real {
      constructor(name: string) {
        super(name === 'x-storagemutated-1' ? `${name}-muet-${Math.random()}` : name);
      }
    };
  });
}
