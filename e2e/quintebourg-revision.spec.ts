import { expect, test, type Page } from '@playwright/test';
import { de } from '../src/engine/french';

/**
 * A game of the Quinte-bourg revision (001_47f38bdc018e2680.txt) in the app:
 * camp cards dealt card by card, the specialties, the week, Poirot's goals
 * and the posts asked at day 0, Cupidon's lovers; the first night (a Monday)
 * walked to its map and the attack, the dead's card and fate at dawn, then
 * the session to the first vote, shown live on the players' screen, which
 * never shows a card, a specialty or a note of the MJ.
 */
const TABLE: [string, string, string][] = [
  ['Ana', 'reptilienne-alpha', 'Sans spécialité'],
  ['Bruno', 'reptilien', 'Sans spécialité'],
  ['Chloé', 'prophete', 'Marchand de sable'],
  ['David', 'poirot', 'Reporter / Journaliste'],
  ['Emma', 'orphee', 'Sans spécialité'],
  ['Farid', 'villageois', 'Laura de la Riponne'],
  ['Gaëlle', 'villageois', 'Sans spécialité'],
  ['Hugo', 'villageois', 'Sans spécialité'],
];
/** Cards nobody announced, and what only the MJ reads. */
const SECRETS = ['Reptilien', 'Reptilienne alpha', 'Prophète', 'Poirot', 'Orphée', 'Marchand de sable', 'Laura de la Riponne', 'Sans spécialité', 'Qui dort où', 'Showman'];

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const title = (page: Page) => page.locator('.call-title');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/quintebourg-revision-${name}.png`, fullPage: false });

async function expectNoSecret(pub: Page): Promise<void> {
  const text = await pub.locator('body').innerText();
  for (const secret of SECRETS) expect(text, `« ${secret} » à l’écran`).not.toContain(secret);
}

/** Send the current answer and wait for the next call. */
async function send(page: Page): Promise<void> {
  const before = `${await title(page).textContent()}|${await page.locator('.call-line').textContent()}`;
  await page.locator('.call-submit .btn-primary').click();
  await expect.poll(async () => `${await title(page).textContent()}|${await page.locator('.call-line').textContent()}`).not.toBe(before);
}

const tile = (page: Page, text: string | RegExp) => page.locator('.prompt-choice label.tile, .prompt-yesno label.tile').filter({ hasText: text });

/** Walk to the call titled `to`: the quiet tile where there is one, nobody where nobody is allowed; `answers` for the calls that need a decision. */
async function walkTo(page: Page, to: string, answers: Record<string, (page: Page) => Promise<void>> = {}): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    const now = (await title(page).textContent()) ?? '';
    if (now === to) return;
    const answer = answers[now];
    if (answer) await answer(page);
    else {
      const quiet = page.locator('.prompt-choice label.tile').filter({ hasText: /^(Rien|Pas d|Aucun|Personne|Nulle part)/ });
      if ((await quiet.count()) > 0) await quiet.first().click();
    }
    await send(page);
  }
  throw new Error(`jamais atteint : ${to}`);
}

async function setUpGame(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByRole('radio', { name: 'Quinte-bourg (révision)' }).check();
  await page.getByLabel('Nom de la partie').fill('Révision e2e');
  // A plain table: no priest, no pickpockets, no Bourreau (001:166-178).
  await page.getByRole('radio', { name: 'Pas de prêtre (deux témoins suffisent)' }).check();
  await page.getByRole('checkbox', { name: 'Pickpockets Mirko et Mirka' }).uncheck();
  await page.getByRole('checkbox', { name: 'Poste de Bourreau (peut gracier une fois)' }).uncheck();
  await button(page, 'Suivant').click();
  await expect(page.getByRole('textbox', { name: 'Nom du joueur 6' })).toBeVisible();
  for (const [i, [name]] of TABLE.entries()) {
    if (i >= 6) await button(page, 'Ajouter un joueur').click();
    await page.getByRole('textbox', { name: `Nom du joueur ${i + 1}` }).fill(name);
  }
  await button(page, 'Suivant').click();

  // One camp card and one specialty card a player (001:25).
  await button(page, 'Tout retirer').click();
  const add = async (card: string, n = 1) => {
    for (let i = 0; i < n; i++) await page.getByRole('button', { name: `Ajouter une carte ${card}`, exact: true }).click();
  };
  for (const card of ['Reptilienne alpha', 'Reptilien', 'Prophète', 'Poirot', 'Orphée']) await add(card);
  await add('Villageois', 3);
  for (const card of ['Marchand de sable', 'Reporter / Journaliste', 'Laura de la Riponne']) await add(card);
  await add('Sans spécialité', 5);
  await expect(page.locator('.card-count')).toContainText('Le compte est bon');
  await shot(page, 'cartes');
  await button(page, 'Suivant').click();

  await page.getByRole('textbox', { name: 'Graine du hasard' }).fill('revision-e2e');
  await page.getByRole('radio', { name: 'Carte par carte' }).check();
  for (const [name, camp] of TABLE) await page.getByRole('combobox', { name: `Carte ${de(name)}` }).selectOption(camp);
  await button(page, 'Distribuer les cartes').click();
  // Dealt card by card: the players hold their cards already, nothing to tick.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await button(page, 'Commencer la partie').click();
  await expect(page).toHaveURL(/\/partie\/[0-9a-f-]{36}$/);
}

test('Quinte-bourg (révision) : cartes, spécialités, semaine, objectifs, postes, Cupidon, première nuit jusqu’au premier vote', async ({ page, context }) => {
  test.setTimeout(180_000);
  await setUpGame(page);

  // Day 0: each player's specialty (dealt by hand), the week, Poirot's goals, the posts, the groups, Cupidon.
  for (const [name, , specialty] of TABLE) {
    await expect(page.locator('.call-line')).toHaveText(`Quelle carte de spécialité ${name} a-t-il ou elle reçue ?`);
    await tile(page, specialty).click();
    await send(page);
  }
  await expect(title(page)).toHaveText('La semaine');
  await expect(page.locator('.mj-notes')).toContainText('Le Psychopathe — lundi, jeudi et samedi (3 nuits)');
  await shot(page, 'semaine');
  await tile(page, 'La semaine est prête').click();
  await send(page);
  await expect(title(page)).toHaveText('Objectifs personnels');
  await tile(page, 'Les deux : Détectives et Showman').click();
  await send(page);
  for (const [post, holder] of [
    ['Président', 'Gaëlle'],
    ['Procureur', 'Farid'],
    ['Notaire', 'Hugo'],
    ['Sénateur', 'Emma'],
    ['Scrutateur', 'David'],
  ]) {
    await expect(page.locator('.call-line')).toHaveText(`Qui reçoit le poste de ${post} ?`);
    await page.locator('.player-grid').getByRole('button', { name: holder, exact: true }).click();
    await send(page);
  }
  await walkTo(page, 'Cupidon');
  for (const lover of ['Farid', 'Gaëlle']) await page.locator('.player-grid').getByRole('button', { name: lover, exact: true }).click();
  await send(page);
  await expect(page.locator('.call-line')).toHaveText('Je touche la tête de Farid et Gaëlle : ils ouvrent les yeux, se reconnaissent, puis se rendorment.');
  await send(page);
  await expect(title(page)).toHaveText('Début de la partie');
  await expect(page.locator('.mj-notes')).toContainText('Amoureux : Farid et Gaëlle (alibis : Villageois, Villageois).');

  // The grimoire: camps, specialty, goals, coins, posts.
  const grimoire = page.getByRole('region', { name: 'Grimoire' });
  const david = grimoire.getByRole('listitem', { name: 'David', exact: true });
  await expect(david).toContainText('Spécialité : Reporter / Journaliste');
  await expect(david).toContainText('Objectifs : Détectives, Showman');
  await expect(david).toContainText('Pièces : 1');
  await expect(grimoire.getByRole('listitem', { name: 'Farid', exact: true })).toContainText('Camps : Amoureux, Villageois');

  const opening = context.waitForEvent('page');
  await button(page, 'Écran public').click();
  const pub = await opening;
  await expect(pub.getByRole('region', { name: 'Postes publics' })).toContainText('Président\u00a0: Gaëlle');
  await send(page);

  // Night 1, a Monday: the Reptiliens aim at Hugo's house; the map shows who sleeps where.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1 (lundi)');
  await walkTo(page, 'Les Reptiliens');
  await expect(page.locator('.call-wakes')).toHaveText('À réveiller\u00a0: Ana, Bruno');
  await tile(page, /^Maison d(e |’)Hugo$/).click();
  await send(page);
  await walkTo(page, 'Qui dort où', {
    'Les amoureux': async (p) => {
      await tile(p, 'Chez Farid').click();
    },
    'Laura de la Riponne': async (p) => {
      await tile(p, 'Maison de Chloé').click();
    },
  });
  const map = page.getByRole('region', { name: 'Carte de la nuit' });
  await expect(map).toContainText('Hugo');
  await expect(page.locator('.mj-notes')).toContainText('La maison d’Hugo : Ana (attaque), Bruno (attaque), Hugo (dort chez soi)');
  await shot(page, 'carte-nuit');
  const sizes: [number, number][] = [
    [800, 1280],
    [390, 844],
  ];
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await shot(page, `carte-nuit-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSecret(pub);
  await walkTo(page, 'L’attaque');
  await expect(page.locator('.mj-notes')).toContainText('Hugo est tué·e.');
  await shot(page, 'attaque');

  // Dawn: Hugo's death, the card he turns over, his fate (001:195-205).
  await walkTo(page, 'La carte du mort');
  await tile(page, 'Carte de camp : Villageois').click();
  await send(page);
  await tile(page, 'Devenir un fantôme').click();
  await send(page);
  await expect(pub.getByRole('listitem', { name: 'Hugo' })).toContainText('Villageois');

  // The session, the law, the debate, to the vote (001:149-154).
  await walkTo(page, 'Le vote', {
    // Hugo was the Notaire: the Scrutateur (Ana, turned this morning) names Bruno, who bequeaths Hugo's coin.
    Succession: async (p) => {
      await p.locator('.player-grid').getByRole('button', { name: 'Bruno', exact: true }).click();
    },
    'Le Notaire lègue': async (p) => {
      await p.locator('.player-grid').getByRole('button', { name: 'Chloé', exact: true }).click();
    },
    'La session du Président': async (p) => {
      await tile(p, 'Session normale').click();
    },
    'Le débat': async (p) => {
      await tile(p, 'Sens horaire').click();
    },
  });
  await expect(pub.getByRole('region', { name: 'Le coin des morts' })).toContainText('Hugo');
  const votes: [string, string][] = [
    ['Gaëlle', 'Bruno'],
    ['Ana', 'Chloé'],
    ['Bruno', 'Chloé'],
    ['Chloé', 'Bruno'],
    ['David', 'Bruno'],
    ['Emma', 'Bruno'],
    ['Farid', 'Bruno'],
  ];
  for (const [voter, target] of votes) await page.getByRole('group', { name: `Vote de ${voter}` }).getByRole('button', { name: target, exact: true }).click();
  const tally = pub.getByRole('region', { name: 'Vote en cours' });
  await expect(tally).toContainText('Bruno');
  await expect(tally).toContainText('Bulletins\u00a0: 7 / 7');
  await shot(page, 'vote');
  await pub.screenshot({ path: 'test-results/quintebourg-revision-public-vote.png' });
  await expectNoSecret(pub);
  await send(page);
  await expect(title(page)).toHaveText('Les dix secondes du condamné');
  await expect(page.locator('.call-line')).toHaveText('Bruno est condamné·e : il ou elle a dix secondes pour demander une action invoquée.');
});
