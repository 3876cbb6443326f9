/**
 * An order book's cells as the MJ taps them: a vote, a target or an option is
 * a row of buttons in place (one tap), folded to its value once given (a tap
 * opens it again); a number stays a list.
 */
import type { Page } from '@playwright/test';

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folded cell: its value given, one button (« Chloé : Vote d’Ana, changer »), or « Choisir » on a big table. */
const folded = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(` : ${escape(label)}(, changer)?$`) });

/** Whether the row shows the cell `label` (« Vote d’Ana ») in place, open or folded. */
export async function hasOrderCell(page: Page, label: string): Promise<boolean> {
  const open = page.getByRole('group', { name: label, exact: true });
  const list = page.getByRole('combobox', { name: label, exact: true });
  return (await open.count()) + (await list.count()) + (await folded(page, label).count()) > 0;
}

/** Give the cell `label` the value `value`: one tap in place (opening it first when folded), or a pick in a list. */
export async function pickOrder(page: Page, label: string, value: string): Promise<void> {
  const list = page.getByRole('combobox', { name: label, exact: true });
  if ((await list.count()) > 0) {
    await list.selectOption({ label: value });
    return;
  }
  const group = page.getByRole('group', { name: label, exact: true });
  if ((await group.count()) === 0) await folded(page, label).click();
  await group.getByRole('button', { name: value, exact: true }).click();
}
