import { expect, test, type Page } from '@playwright/test';
import { hasOrderCell, pickOrder } from './order-cells';
import { de } from '../src/engine/french';
import { spyOnChannels } from './channels';
import { FORUM_TABLE as TABLE } from './forum-game';
import { checkScreen, VIEWPORTS } from './screens';

/**
 * A NewMilenium evening on a forum (003_7860fbf4cb88296e.txt): natures
 * entered card by card, roles drawn from a fixed seed; day 0 elects the
 * Maire through the order book; the first night's orders, a stop where a
 * player learned something before his turn, the dawn post to copy; the
 * public window never shows a role, a nature not yet announced, or an MJ note.
 */
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const title = (page: Page) => page.locator('.call-title');
const doc = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Role names, MJ-only words: none may reach the players' window. */
const SECRETS = [
  'Croque-Mort',
  'Voyante',
  'Lâche',
  'Araignée',
  'Nécromancienne',
  'Paranoïaque',
  'Détective',
  'Salvateur',
  'Planqué',
  'Châtelain',
  'Fuyard',
  'Vieux Chiant',
  'Sympathique',
  'Institutrice',
  'Salbatar',
  'Chasseur',
  'Sorcier',
  'Meneur',
  'Corbeau',
  'Vengeur',
  'Loup',
  'Causes (secret)',
  'Résolution de la nuit',
  'Rôles tirés',
  'numéro',
];

async function expectNoSecret(pub: Page): Promise<void> {
  const text = await pub.locator('body').innerText();
  const received = await pub.evaluate(() => (window as unknown as { __received: string[] }).__received.join('\n'));
  for (const secret of SECRETS) {
    expect(text, `« ${secret} » à l’écran`).not.toContain(secret);
    expect(received, `« ${secret} » dans un message`).not.toContain(secret);
  }
}

/** The roles drawn: from the seed, or entered by the MJ player by player (003:3-4). */
type Draw = 'hasard' | 'manuelle';

async function setUpGame(page: Page, draw: Draw = 'hasard'): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByRole('radio', { name: 'NewMilenium remanié' }).check();
  await expect(page.getByText('Tirage des deux rôles de chaque joueur', { exact: true })).toBeVisible();
  await page.getByLabel('Nom de la partie').fill('NewMilenium e2e');
  if (draw === 'manuelle') await page.getByRole('radio', { name: 'Saisis par le MJ, joueur par joueur' }).check();
  await button(page, 'Suivant').click();
  for (const [i, [name]] of TABLE.entries()) {
    if (i >= 5) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  }
  await button(page, 'Suivant').click();
  await button(page, 'Tout retirer').click();
  await button(page, 'Composition suggérée pour 8 joueurs').click();
  await expect(page.locator('.card-count')).toHaveText('8 cartes pour 8 joueurs — Le compte est bon\u00a0: 8 cartes.');
  await button(page, 'Suivant').click();
  await page.getByRole('textbox', { name: 'Graine du hasard' }).fill('newmilenium-e2e');
  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, nature] of TABLE)
    await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(nature);
  await button(page, 'Distribuer les cartes').click();
  // Dealt card by card: the players hold their cards already, nothing to tick.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

/** The MJ's notes read an order back on the player's line. */
async function expectNote(page: Page, player: string, kind: string, reads: string): Promise<void> {
  await expect(page.locator('.mj-notes li').filter({ hasText: new RegExp(`^${player} — `) })).toContainText(
    `${kind}\u00a0: ${reads}`,
  );
}

/**
 * One order on the forum screen: the player's row, the kind picked in place
 * (another kind first through « autre ordre »), then its value (a player, a
 * house, an option); the MJ's notes read it back.
 */
async function order(page: Page, player: string, kind: string, value: string, reads = value): Promise<void> {
  const cell = `${kind} ${de(player)}`;
  if (!(await hasOrderCell(page, cell)))
    await page.getByRole('combobox', { name: `Autre ordre ${de(player)}` }).selectOption({ label: kind });
  await pickOrder(page, cell, value);
  await expectNote(page, player, kind, reads);
}

/** A vote of the moment: in place on the voter's row, one pick of the target and nothing else. */
async function vote(page: Page, player: string, kind: string, target: string): Promise<void> {
  await pickOrder(page, `${kind} ${de(player)}`, target);
  await expectNote(page, player, kind, target === 'Personne' ? 'blanc' : target);
}

/** An order of the moment (the pack's target at night, 003:20; a drawn role, 003:3): in place on the row, one pick. */
async function inPlace(page: Page, player: string, kind: string, value: string, reads: string): Promise<void> {
  await pickOrder(page, `${kind} ${de(player)}`, value);
  await expectNote(page, player, kind, reads);
}

/** A candidacy (003:17): one value only, given by the one pick in « autre ordre ». */
async function stand(page: Page, player: string): Promise<void> {
  await page
    .getByRole('combobox', { name: `Autre ordre ${de(player)}` })
    .selectOption({ label: 'Candidature à la mairie' });
  await expectNote(page, player, 'Candidature à la mairie', 'candidat·e');
}

async function closeBook(page: Page): Promise<void> {
  await button(page, 'Clore les ordres').click();
}

test('NewMilenium : élection du Maire, ordres de nuit, une question au MJ, post de l’aube, écran public sans secret', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await spyOnChannels(context);
  await setUpGame(page);

  // The opening: one private message per player (nature and two roles), the opening post.
  await expect(title(page)).toHaveText('Début de partie');
  await expect(page.getByRole('region', { name: 'Textes à copier' }).getByRole('listitem')).toHaveCount(9);
  await expect(doc(page, 'Message privé à Ana')).toContainText('Pour Ana');
  const opening = context.waitForEvent('page');
  await button(page, 'Outils').click();
  await button(page, 'Écran public').click();
  const pub = await opening;
  await expect(pub.locator('.pb-clock')).toHaveText('Jour 0');
  await button(page, 'Suivant').click();

  // Day 0: candidacies and votes for the Maire (003:17), each one pick on the player's row.
  await expect(title(page)).toHaveText('La journée');
  await expect(page.getByRole('group', { name: `Vote pour le Maire ${de('Hugo')}` })).toBeVisible();
  await stand(page, 'Chloé');
  await stand(page, 'David');
  await vote(page, 'Chloé', 'Vote pour le Maire', 'David');
  await vote(page, 'David', 'Vote pour le Maire', 'Chloé');
  await vote(page, 'Emma', 'Vote pour le Maire', 'Chloé');
  // A voter who does not stand may vote blank.
  await vote(page, 'Farid', 'Vote pour le Maire', 'Personne');
  // The deadline, typed as a French MJ writes it; an English date gets a French reason and sets nothing.
  const deadline = page.getByRole('textbox', { name: 'Deadline' });
  await deadline.fill('11/24/2026, 9:00 PM');
  await button(page, 'Fixer la deadline').click();
  await expect(page.locator('.deadline').getByRole('alert')).toContainText('«\u00a024\u00a0» n’est pas un mois');
  await expect(page.locator('.deadline').getByRole('status')).toHaveText('Pas encore de deadline.');
  await deadline.fill('mardi 24 novembre 2099, 21 h 00');
  await expect(page.locator('.deadline-read')).toContainText('Lu\u00a0: mardi 24 novembre 2099 à 21 h 00');
  await deadline.press('Enter');
  await expect(page.locator('.deadline').getByRole('status')).toContainText('mardi 24 novembre 2099 à 21 h 00 — dans ');
  await expect(page.locator('.mj-notes')).toContainText('Deadline\u00a0: mardi 24 novembre 2099 à 21 h 00.');
  await expect(doc(page, 'Décompte (pour le MJ)')).toContainText('Chloé (2), David (1)');
  await closeBook(page);
  await expect(title(page)).toHaveText('Le récapitulatif de la deadline');
  await doc(page, 'Post public\u00a0: Fin de la journée 0').getByText('Aperçu').click();
  await expect(doc(page, 'Post public\u00a0: Fin de la journée 0').locator('pre')).toContainText(
    'Chloé devient Maire.',
  );
  await button(page, 'Suivant').click();

  // Night 1: the wolves' orders name a house (003:20).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1');
  await expect(title(page)).toHaveText('La nuit');
  await inPlace(page, 'Ana', 'Loup\u00a0: maison attaquée', 'Emma', 'la maison d’Emma');
  await inPlace(page, 'Bruno', 'Loup\u00a0: maison attaquée', 'Emma', 'la maison d’Emma');
  // The seed gave Emma the Voyante, Bruno the Paranoïaque: she plays before the wolves.
  await order(page, 'Emma', 'Voyante\u00a0: les natures d’une maison', 'Bruno', 'la maison de Bruno');
  await closeBook(page);

  // Bruno learned who spied on him before the pack's turn: Veilleur stops and asks (003:22-23, 121).
  await expect(title(page)).toHaveText('Un ordre à confirmer');
  await expect(page.locator('.call-line')).toContainText(
    'Ana et Bruno ont appris quelque chose avant leur tour (Loups)\u00a0: envoyez-leur les messages ci-dessous',
  );
  await expect(doc(page, 'Message privé à Bruno')).toContainText('Emma a usé sur vous de son pouvoir de Voyante.');
  // Their orders, given before the deadline, stand in their boxes: keep, change or withdraw.
  // Given, each cell is folded to its value: one button that reads it.
  for (const wolf of ['Bruno', 'Ana'])
    await expect(
      page.getByRole('button', { name: `Emma : Loup\u00a0: maison attaquée ${de(wolf)}, changer` }),
    ).toBeVisible();
  await expectNoSecret(pub);
  await closeBook(page);

  // Dawn: the post gives the death and the nature, never the cause or a role (003:16, 131).
  await expect(title(page)).toHaveText('L’aube');
  const dawn = doc(page, 'Post public\u00a0: Aube du jour 1');
  await dawn.getByText('Aperçu').click();
  await expect(dawn.locator('pre')).toContainText('Emma a été retrouvé·e mort·e. Sa nature\u00a0: villageois.');
  await expect(dawn.locator('pre')).not.toContainText('loups');
  await expect(doc(page, 'Résolution de la nuit 1 (pour le MJ)')).toBeVisible();
  await dawn.getByRole('button', { name: /BBCode/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^\[size=150\]\[b\]Aube du jour 1\[\/b\]\[\/size\]/,
  );
  await expectNoSecret(pub);
  await expect(pub.getByRole('listitem', { name: 'Emma' })).toHaveClass(/pb-dead/);

  // The answers are stored: a reload comes back to the same call.
  await page.reload();
  await expect(title(page)).toHaveText('L’aube');
  await button(page, 'Suivant').click();
  await expect(title(page)).toHaveText('La journée');
  await expectNoSecret(pub);
});

test('NewMilenium : le tirage saisi par le MJ, sans deadline ; la nuit, la cible des loups en place sur la ligne d’un loup Planqué', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await setUpGame(page, 'manuelle');

  // The draw, before day 0 (003:3-4): no deadline to set, both roles in place on every row (003:3).
  await expect(title(page)).toHaveText('Tirage des rôles');
  await expect(page.getByRole('textbox', { name: 'Deadline' })).toHaveCount(0);
  await expect(page.locator('.prompt-orders')).toContainText(
    'Pas de deadline pour ces ordres\u00a0: clôturez-les quand tout est saisi.',
  );
  await expect(page.getByRole('combobox', { name: `Autre ordre ${de('Ana')}` })).toHaveCount(0);
  await inPlace(page, 'Ana', 'Premier rôle tiré', 'Planqué', 'Planqué');
  await inPlace(page, 'Ana', 'Second rôle tiré', 'Salbatar', 'Salbatar');
  await order(page, 'Emma', 'Premier rôle tiré', 'Voyante');
  await checkScreen(page, info, 'tirage-paysage');
  await closeBook(page);
  await expect(title(page)).toHaveText('Début de partie');
  await expect(doc(page, 'Message privé à Ana')).toContainText('Planqué et Salbatar');
  await button(page, 'Suivant').click();

  await expect(title(page)).toHaveText('La journée');
  await stand(page, 'Chloé');
  await stand(page, 'David');
  await vote(page, 'Chloé', 'Vote pour le Maire', 'David');
  await vote(page, 'David', 'Vote pour le Maire', 'Chloé');
  await vote(page, 'Emma', 'Vote pour le Maire', 'Chloé');
  await closeBook(page);
  await expect(title(page)).toHaveText('Le récapitulatif de la deadline');
  await button(page, 'Suivant').click();

  // Night 1: Ana, wolf, Planqué and Salbatar, names the pack's house in one pick (003:20); her roles' orders stay one pick away.
  await expect(title(page)).toHaveText('La nuit');
  // Entered on a phone, as an MJ reading his private messages would.
  await page.setViewportSize({ width: 390, height: 844 });
  const ana = page.getByRole('listitem', { name: 'Ana' });
  expect(await hasOrderCell(page, `Planqué\u00a0: se cacher chez… ${de('Ana')}`)).toBe(false);
  await expect(ana.getByRole('combobox', { name: `Autre ordre ${de('Ana')}` }).locator('option')).toHaveText([
    '+ autre ordre…',
    'Planqué\u00a0: se cacher chez…',
    'Salbatar\u00a0: maison',
  ]);
  await inPlace(page, 'Ana', 'Loup\u00a0: maison attaquée', 'Emma', 'la maison d’Emma');
  await inPlace(page, 'Bruno', 'Loup\u00a0: maison attaquée', 'Emma', 'la maison d’Emma');
  await order(page, 'Ana', 'Planqué\u00a0: se cacher chez…', 'Chloé', 'la maison de Chloé');
  // A villager's row keeps his own power in place (the Voyante has no order of the moment).
  await expect(page.getByRole('group', { name: `Voyante\u00a0: les rôles d’une maison ${de('Emma')}` })).toBeVisible();
  for (const vp of VIEWPORTS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await checkScreen(page, info, `nuit-ordres-${vp.name}`);
    await page.screenshot({ path: info.outputPath(`nuit-ordres-${vp.name}-page.png`), fullPage: true });
  }
});
