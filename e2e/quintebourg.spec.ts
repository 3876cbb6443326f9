import { expect, test, type Locator, type Page } from '@playwright/test';
import { ballot, landInGroup } from './table';
import { de } from '../src/engine/french';
import { spyOnChannels } from './channels';

/**
 * A mode V evening of Quinte-bourg (000_a045abd3825f1297.txt): party cards
 * entered card by card, effect cards asked at the start of the game, the
 * posts handed out, the first night walked to the dawn (the Reptiliens attack
 * Hugo's house), then the day's vote; the public window never shows a card,
 * a true health or an MJ note.
 */
const TABLE: [string, string, string][] = [
  ['Ana', 'reptilienne-alpha', 'Sans effet'],
  ['Bruno', 'reptilien', 'Sans effet'],
  ['Chloé', 'medecin', 'Sans effet'],
  ['David', 'villageois', 'Sans effet'],
  ['Emma', 'villageois', 'Marchand de sable'],
  ['Farid', 'villageois', 'Sans effet'],
  ['Gaëlle', 'villageois', 'Sans effet'],
  ['Hugo', 'villageois', 'Sans effet'],
];
/** Cards nobody announced, and what only the MJ reads. */
const SECRETS = [
  'Reptilien',
  'Reptilienne alpha',
  'Villageois',
  'Marchand de sable',
  'Sans effet',
  'Quasi-mort',
  'Pour vous seul',
  'Rôle à effet',
  'surnombre',
  'recherche du remède',
];

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const title = (page: Page) => page.locator('.call-title');

async function expectNoSecret(pub: Page): Promise<void> {
  const text = await pub.locator('body').innerText();
  const received = await pub.evaluate(() => (window as unknown as { __received: string[] }).__received.join('\n'));
  for (const secret of SECRETS) {
    expect(text, `« ${secret} » à l’écran`).not.toContain(secret);
    expect(received, `« ${secret} » dans un message`).not.toContain(secret);
  }
}

/** Send the current answer and wait for the next call. */
async function send(page: Page): Promise<void> {
  await tap(page, page.locator('.call-submit .btn-primary'));
}

/** A tap that answers the call (an option, one player, « Valider »): wait for the next call. */
async function tap(page: Page, target: Locator): Promise<void> {
  const line = (await page.locator('.call-line').textContent()) ?? '';
  await target.click();
  await expect(page.locator('.call-line')).not.toHaveText(line);
}

const option = (page: Page, text: string | RegExp) =>
  page.locator('.prompt-choice .choice-btn, .prompt-yesno .choice-btn').filter({ hasText: text });
const player = (page: Page, name: string) => page.locator('.player-grid').getByRole('button', { name, exact: true });

/**
 * Walk the calls up to the one titled `to`: « Suivant » at a plain call, the
 * quiet option of a choice (« Rien », « Pas de… », « Aucun… »), nobody where
 * nobody is allowed; `answers` handles the calls that need a decision.
 */
async function walkTo(
  page: Page,
  to: string,
  answers: Record<string, (page: Page) => Promise<void>> = {},
): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    const now = (await title(page).textContent()) ?? '';
    if (now === to) return;
    if (await landInGroup(page, to)) continue;
    const answer = answers[now];
    if (answer) {
      await answer(page);
      continue;
    }
    // One tap, one decision: the quiet option (or « Personne ») is the answer itself.
    const quiet = page
      .locator('.prompt-choice .choice-btn, .prompt-players .player-nobody')
      .filter({ hasText: /^(Rien|Pas d|Aucun|Personne)/ });
    if ((await quiet.count()) > 0) await tap(page, quiet.first());
    else await send(page);
  }
  throw new Error(`jamais atteint : ${to}`);
}

async function setUpGame(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByRole('radio', { name: 'Les gens étranges de Quinte-bourg' }).check();
  const mode = page.getByRole('group', { name: 'Mode de jeu' });
  await expect(mode.getByRole('radio', { name: /^Villageois/ })).toBeChecked();
  await page.getByLabel('Nom de la partie').fill('Quinte-bourg e2e');
  // A plain table: no Chef des armées, no priest, no pickpockets (000:529-557).
  await page.getByRole('checkbox', { name: 'Poste de Chef des armées' }).uncheck();
  await page.getByRole('radio', { name: 'Pas de prêtre (deux témoins suffisent)' }).check();
  await page.getByRole('checkbox', { name: 'Pickpockets Mirko et Mirka' }).uncheck();
  // The form is drawn again with the last option: tap « Suivant » once it shows it (a loaded machine once lost the tap).
  await expect(page.getByRole('checkbox', { name: 'Pickpockets Mirko et Mirka' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pas de prêtre (deux témoins suffisent)' })).toBeChecked();
  await button(page, 'Suivant').click();
  await expect(page.getByRole('textbox', { name: 'Nom du joueur 6' })).toBeVisible();
  for (const [i, [name]] of TABLE.entries()) {
    if (i >= 6) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  }
  await button(page, 'Suivant').click();

  // One party card and one effect card a player (000:112-118).
  await button(page, 'Tout retirer').click();
  const add = async (card: string, n = 1) => {
    for (let i = 0; i < n; i++)
      await page.getByRole('button', { name: `Ajouter une carte ${card}`, exact: true }).click();
  };
  await add('Reptilienne alpha');
  await add('Reptilien');
  await add('Médecin');
  await add('Villageois', 5);
  await add('Marchand de sable');
  await add('Sans effet', 7);
  await expect(page.locator('.card-count')).toHaveText(
    '16 cartes pour 8 joueurs + 8 cartes en plus — Le compte est bon\u00a0: 16 cartes (8 joueurs + 8 cartes en plus).',
  );
  await button(page, 'Suivant').click();

  await page.getByRole('textbox', { name: 'Graine du hasard' }).fill('quinte-e2e');
  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, party] of TABLE)
    await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(party);
  await expect(page.getByText(/^Cartes restantes/)).toContainText('8 (il en faut 8)');
  await button(page, 'Distribuer les cartes').click();
  // The party cards are in the players' hands: nothing to tick.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

test('Quinte-bourg, mode V : cartes, postes, première nuit jusqu’à l’aube, vote du jeudi, écran public sans secret', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await spyOnChannels(context);
  await setUpGame(page);

  // Day 0: each player's effect card, asked by the game since the MJ dealt by hand.
  for (const [name, , effect] of TABLE) {
    await expect(page.locator('.call-line')).toHaveText(`Quel rôle à effet ${name} a-t-il tiré ?`);
    // One tap: the option is the answer.
    await tap(page, option(page, new RegExp(`^${effect}$`)));
  }
  // The posts handed out at the start, one per player (000:471); the médecin is the Bourreau (000:493).
  for (const [post, holder] of [
    ['Notaire', 'Ana'],
    ['Président', 'Bruno'],
    ['Sénateur', 'David'],
    ['Procureur', 'Emma'],
    ['Scrutateur', 'Farid'],
  ]) {
    await expect(page.locator('.call-line')).toHaveText(`Qui reçoit le poste de ${post} ?`);
    await expect(player(page, 'Chloé')).toHaveCount(0);
    await tap(page, player(page, holder!));
  }
  await expect(title(page)).toHaveText('Début de la partie');
  await expect(page.locator('.mj-notes')).toContainText('Pièces de départ : 3 chacun.');

  // The grimoire: both cards, coins and posts.
  const grimoire = page.getByRole('region', { name: 'Grimoire' });
  const emma = grimoire.getByRole('listitem', { name: 'Emma', exact: true });
  await expect(emma).toContainText('Procureur');
  await expect(emma).toContainText('Rôle à effet : Marchand de sable');
  await expect(emma).toContainText('Pièces : 3');

  // The players' window, opened from the game screen.
  const opening = context.waitForEvent('page');
  await button(page, 'Outils').click();
  await button(page, 'Écran public').click();
  const pub = await opening;
  await expect(pub.locator('.pb-clock')).toHaveText('Jour 0');
  await expect(pub.getByRole('region', { name: 'Postes publics' })).toContainText('Président\u00a0: Bruno');
  await expect(pub.getByRole('listitem', { name: 'Chloé' })).toContainText('Médecin');
  await send(page);

  // Night 1 (a Thursday, 000:50): every row of the table is read (000:697); the Reptiliens attack Hugo's house.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1 (jeudi)');
  await expect(pub.locator('.pb-clock')).toHaveText('Nuit 1');
  await walkTo(page, 'Les Reptiliens');
  await expect(page.locator('.call-wakes')).toHaveText('À réveiller\u00a0: Ana, Bruno');
  await tap(page, option(page, /^Maison d(e |’)Hugo$/));
  await walkTo(page, 'Colloque et dodo');
  // The night map: where everyone sleeps, for the MJ only.
  await expect(page.locator('.mj-notes')).toContainText('Ana (attaque), Bruno (attaque), Hugo (dort chez soi)');
  await expect(page.locator('.mj-notes')).toContainText('Chloé (recherche du remède)');
  await send(page);
  await expect(title(page)).toHaveText('L’attaque');
  // Two attackers against Hugo alone: table 1 (000:581-600); the seed's die sends him to Q.
  await expect(page.locator('.mj-notes')).toContainText('les attaquants sont en surnombre');
  await expect(page.locator('.mj-notes')).toContainText('Hugo est touché·e : le dé donne');
  // Plain French in the MJ's box: no table number, no health letter (issue 13).
  await expect(page.locator('.mj-notes')).not.toContainText('table 1');
  await walkTo(page, 'Le village se réveille');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Aube du jour 1|Jour 1)/);
  await expect(grimoire.getByRole('listitem', { name: 'Hugo', exact: true }).locator('.health')).toHaveText(
    'Quasi-mort',
  );
  await expectNoSecret(pub);

  // Thursday: the health report (a Q is announced dead, 000:77), the Notaire's bequest, the vote.
  await walkTo(page, 'Le vote', {
    'Le Notaire lègue': (p) => tap(p, player(p, 'Bruno')),
    'La session du Président': (p) => tap(p, option(p, 'Session normale')),
    'Le débat': (p) => tap(p, option(p, 'Sens horaire')),
  });
  await expect(pub.locator('.pb-weekday')).toHaveText('Jeudi');
  await expect(pub.getByRole('listitem', { name: 'Hugo' })).toHaveClass(/pb-dead/);
  await expect(pub.getByRole('listitem', { name: 'Hugo' })).toContainText('Mort');
  // Hugo (Q) does not vote (000:509); the others' ballots are counted by target, shown live on the public screen.
  await expect(page.locator('.ballot-voters').getByRole('button', { name: /^Hugo/ })).toHaveCount(0);
  const votes: [string, string][] = [
    ['Ana', 'Bruno'],
    ['Bruno', 'Farid'],
    ['Chloé', 'Bruno'],
    ['David', 'Bruno'],
    ['Emma', 'Bruno'],
    ['Farid', 'Bruno'],
    ['Gaëlle', 'Farid'],
  ];
  for (const [voter, target] of votes) await ballot(page, voter, target);
  const tally = pub.getByRole('region', { name: 'Vote en cours' });
  await expect(tally).toContainText('Bruno');
  await expect(tally).toContainText('5\u00a0voix');
  await expect(tally).toContainText('Bulletins\u00a0: 7 / 7');
  await expectNoSecret(pub);
  await send(page);

  await expect(title(page)).toHaveText('Le dépouillement');
  await expect(page.locator('.call-line')).toContainText('Bruno');
  await send(page);
  await expect(pub.getByRole('region', { name: /Jour 1/ })).toContainText('Bruno');
  await expectNoSecret(pub);
});
