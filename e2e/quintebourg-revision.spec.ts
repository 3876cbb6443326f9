import { expect, test, type Locator, type Page } from '@playwright/test';
import { de } from '../src/engine/french';
import { ballot, landInGroup } from './table';

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
const SECRETS = [
  'Reptilien',
  'Reptilienne alpha',
  'Prophète',
  'Poirot',
  'Orphée',
  'Marchand de sable',
  'Laura de la Riponne',
  'Sans spécialité',
  'Qui dort où',
  'Showman',
];

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const title = (page: Page) => page.locator('.call-title');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/quintebourg-revision-${name}.png`, fullPage: false });

async function expectNoSecret(pub: Page): Promise<void> {
  const text = await pub.locator('body').innerText();
  for (const secret of SECRETS) expect(text, `« ${secret} » à l’écran`).not.toContain(secret);
}

/** What identifies the call on screen: its title and its line. */
const callNow = async (page: Page): Promise<string> =>
  `${await title(page).textContent()}|${await page.locator('.call-line').textContent()}`;

/** A tap that answers the call (an option, one player, « Valider », « Suivant »): wait for the next call. */
async function tap(page: Page, target: Locator): Promise<void> {
  const before = await callNow(page);
  await target.click();
  await expect.poll(() => callNow(page)).not.toBe(before);
}

/** Send the current answer and wait for the next call. */
async function send(page: Page): Promise<void> {
  await tap(page, page.locator('.call-submit .btn-primary'));
}

const option = (page: Page, text: string | RegExp) =>
  page.locator('.prompt-choice .choice-btn, .prompt-yesno .choice-btn').filter({ hasText: text });
const player = (page: Page, name: string) => page.locator('.player-grid').getByRole('button', { name, exact: true });

/**
 * Walk to the call titled `to`: « Suivant » at a plain call, the quiet option
 * of a choice (« Rien », « Pas de… », « Aucun… », « Nulle part »), nobody
 * where nobody is allowed; `answers` handles the calls that need a decision.
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
    // One tap, one decision: the quiet option is the answer itself.
    const quiet = page
      .locator('.prompt-choice .choice-btn')
      .filter({ hasText: /^(Rien|Pas d|Aucun|Personne|Nulle part)/ });
    const nobody = page.locator('.prompt-players .player-nobody');
    if ((await quiet.count()) > 0) await tap(page, quiet.first());
    else if ((await nobody.count()) === 0) await send(page);
    // « Personne » answers a call for one player; where several may be named, it clears the choice and « Valider » sends.
    else if ((await page.locator('.prompt-players .prompt-count').count()) === 0) await tap(page, nobody);
    else {
      await nobody.click();
      await send(page);
    }
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
    for (let i = 0; i < n; i++)
      await page.getByRole('button', { name: `Ajouter une carte ${card}`, exact: true }).click();
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

test('Quinte-bourg (révision) : cartes, spécialités, semaine, objectifs, postes, Cupidon, première nuit jusqu’au premier vote', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await setUpGame(page);

  // Day 0: each player's specialty (dealt by hand), the week, Poirot's goals, the posts, the groups, Cupidon.
  for (const [name, , specialty] of TABLE) {
    await expect(page.locator('.call-line')).toHaveText(`Quelle carte de spécialité ${name} a-t-il ou elle reçue ?`);
    // One tap: the option is the answer.
    await tap(page, option(page, specialty));
  }
  await expect(title(page)).toHaveText('La semaine');
  await expect(page.locator('.mj-notes')).toContainText('Le Psychopathe — lundi, jeudi et samedi (3 nuits)');
  await shot(page, 'semaine');
  await tap(page, option(page, 'La semaine est prête'));
  await expect(title(page)).toHaveText('Objectifs personnels');
  await tap(page, option(page, 'Les deux : Détectives et Showman'));
  for (const [post, holder] of [
    ['Président', 'Gaëlle'],
    ['Procureur', 'Farid'],
    ['Notaire', 'Hugo'],
    ['Sénateur', 'Emma'],
    ['Scrutateur', 'David'],
  ]) {
    await expect(page.locator('.call-line')).toHaveText(`Qui reçoit le poste de ${post} ?`);
    await tap(page, player(page, holder!));
  }
  await walkTo(page, 'Cupidon');
  // Two players or nobody (not exactly two): taps toggle, « Valider » sends.
  for (const lover of ['Farid', 'Gaëlle']) await player(page, lover).click();
  await send(page);
  await expect(page.locator('.call-line')).toHaveText('Ils ouvrent les yeux, se reconnaissent, puis se rendorment.');
  await expect(page.locator('.mj-notes')).toContainText('Je touche la tête de Farid et Gaëlle.');
  await send(page);
  await expect(title(page)).toHaveText('Début de la partie');
  await expect(page.locator('.mj-notes')).toContainText(
    'Amoureux : Farid et Gaëlle (alibis : Villageois, Villageois).',
  );

  // The grimoire: camps, specialty, goals, coins, posts.
  const grimoire = page.getByRole('region', { name: 'Grimoire' });
  const david = grimoire.getByRole('listitem', { name: 'David', exact: true });
  await expect(david).toContainText('Spécialité : Reporter / Journaliste');
  await expect(david).toContainText('Objectifs : Détectives, Showman');
  await expect(david).toContainText('Pièces : 1');
  await expect(grimoire.getByRole('listitem', { name: 'Farid', exact: true })).toContainText(
    'Camps : Amoureux, Villageois',
  );

  const opening = context.waitForEvent('page');
  await button(page, 'Outils').click();
  await button(page, 'Écran public').click();
  const pub = await opening;
  await expect(pub.getByRole('region', { name: 'Postes publics' })).toContainText('Président\u00a0: Gaëlle');
  await send(page);

  // Night 1, a Monday: the Reptiliens aim at Hugo's house; the map shows who sleeps where.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit 1 (lundi)');
  await walkTo(page, 'Les Reptiliens');
  await expect(page.locator('.call-wakes')).toHaveText('À réveiller\u00a0: Ana, Bruno');
  await tap(page, option(page, /^Maison d(e |’)Hugo$/));
  await walkTo(page, 'Qui dort où', {
    'Les amoureux': (p) => tap(p, option(p, 'Chez Farid')),
    'Laura de la Riponne': (p) => tap(p, option(p, 'Maison de Chloé')),
  });
  const map = page.getByRole('region', { name: 'Carte de la nuit' });
  await expect(map).toContainText('Hugo');
  await expect(page.locator('.mj-notes')).toContainText(
    'La maison d’Hugo : Ana (attaque), Bruno (attaque), Hugo (dort chez soi)',
  );
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
  await tap(page, option(page, 'Carte de camp : Villageois'));
  await tap(page, option(page, 'Devenir un fantôme'));
  await expect(pub.getByRole('listitem', { name: 'Hugo' })).toContainText('Villageois');

  // The session, the law, the debate, to the vote (001:149-154).
  await walkTo(page, 'Le vote', {
    // Hugo was the Notaire: the Scrutateur (Ana, turned this morning) names Bruno, who bequeaths Hugo's coin.
    Succession: (p) => tap(p, player(p, 'Bruno')),
    'Le Notaire lègue': (p) => tap(p, player(p, 'Chloé')),
    'La session du Président': (p) => tap(p, option(p, 'Session normale')),
    'Le débat': (p) => tap(p, option(p, 'Sens horaire')),
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
  // Ballots counted by target: the target, then the voter.
  for (const [voter, target] of votes) await ballot(page, voter, target);
  const tally = pub.getByRole('region', { name: 'Vote en cours' });
  await expect(tally).toContainText('Bruno');
  await expect(tally).toContainText('5\u00a0voix');
  await expect(tally).toContainText('Bulletins\u00a0: 7 / 7');
  await shot(page, 'vote');
  await pub.screenshot({ path: 'test-results/quintebourg-revision-public-vote.png' });
  await expectNoSecret(pub);
  await send(page);
  await expect(title(page)).toHaveText('Les dix secondes du condamné');
  await expect(page.locator('.call-line')).toHaveText(
    'Bruno est condamné·e : il ou elle a dix secondes pour demander une action invoquée.',
  );
});
