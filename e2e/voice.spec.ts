import { expect, test, type Locator, type Page } from '@playwright/test';
import { quintebourg } from '../src/rulesets/quintebourg';
import { nameAt, playTo, qbVoiceSetup, TL_NIGHT_1, tlSave } from './fixtures/games';
import { checkScreen, importSave, offline, saveFile, Taps, VIEWPORTS } from './screens';
import { startTableGame } from './table';

/**
 * The guided night (issue 21) with a stub `speechSynthesis`: Chromium here
 * has no voice at all, so an init script gives it one French voice and
 * records every utterance (its text, when, and what the screen showed then).
 * The pause of the automatic calls is set short (0 to 0.3 s) through the
 * default settings, as an MJ would set it.
 */
interface Said {
  text: string;
  at: number;
  line: string;
  /** The lines listed under « Puis, à la suite » on the screens seen so far. */
  listed: string;
  announce: string;
  title: string;
}

async function stubSpeech(page: Page, mode: 'off' | 'read' | 'guided'): Promise<void> {
  await page.addInitScript((mode) => {
    const w = window as unknown as { __said: unknown[]; __listed: string[] };
    w.__said = [];
    w.__listed = [];
    const voice = { voiceURI: 'stub-fr', name: 'Voix de test', lang: 'fr-FR', localService: true, default: true };
    class Utterance {
      text: string;
      voice: unknown = null;
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    let current: Utterance | null = null;
    const synth = {
      getVoices: () => [voice],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      cancel: () => {
        const u = current;
        current = null;
        u?.onerror?.();
      },
      speak: (u: Utterance) => {
        current = u;
        const text = (sel: string) => document.querySelector(sel)?.textContent ?? '';
        // The call's line, and those of the calls listed after it (read with it by hand: CallGroup).
        const lines = [...document.querySelectorAll('.call-line, .call-group-line')].map((e) => e.textContent ?? '');
        w.__listed.push(...[...document.querySelectorAll('.call-group-line')].map((e) => e.textContent ?? ''));
        w.__said.push({
          text: u.text,
          at: Date.now(),
          line: lines.join(' '),
          listed: w.__listed.join(' '),
          announce: text('.announce-list'),
          title: text('.call-title'),
        });
        setTimeout(() => {
          if (current !== u) return;
          current = null;
          u.onend?.();
        }, 20);
      },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    if (!localStorage.getItem('veilleur.voix.defaut'))
      localStorage.setItem(
        'veilleur.voix.defaut',
        JSON.stringify({ mode, voice: null, rate: 1, pauseMin: 0, pauseMax: 0.3 }),
      );
  }, mode);
}

const said = (page: Page): Promise<Said[]> => page.evaluate(() => (window as unknown as { __said: Said[] }).__said);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const bar = (page: Page) => page.locator('.voice-bar');
const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

/** The open game's answers as stored (IndexedDB), in order: what an export and a replay read. */
const storedAnswers = (page: Page): Promise<unknown[]> =>
  page.evaluate(async () => {
    const gameId = location.pathname.split('/').pop()!;
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const r = indexedDB.open('veilleur');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    const all = await new Promise<{ gameId: string; seq: number; answer: unknown }[]>((ok, ko) => {
      const r = db.transaction('answers').objectStore('answers').getAll();
      r.onsuccess = () => ok(r.result as { gameId: string; seq: number; answer: unknown }[]);
      r.onerror = () => ko(r.error);
    });
    db.close();
    return all
      .filter((a) => a.gameId === gameId)
      .sort((a, b) => a.seq - b.seq)
      .map((a) => a.answer);
  });

/** Quinte-bourg, mode V, 12 players (the suggested cards), seed `voix`, played quietly up to the call `until`. */
function qbSave(title: string, until: string, back = 0): object {
  const setup = qbVoiceSetup();
  const { answers } = playTo(quintebourg, setup, [], until);
  return saveFile(title, setup, answers.slice(0, answers.length - back));
}

/** At nightfall of night 1. */
const qbDusk = (title: string): object => qbSave(title, 'tombee');

/** At the last call of day 0: the MJ who runs the voice through the day goes into the night with it. */
const qbDayEnd = (title: string): object => qbSave(title, 'tombee', 1);

/** The same night, at the call just before the Bourreau's (the Bras droit's sbires, a card nobody holds). */
const qbBeforeBourreau = (title: string): object => qbSave(title, 'bourreau', 1);

async function open(page: Page, title: string, file: object, clock = /^Nuit 1/): Promise<void> {
  await page.goto('/');
  await importSave(page, title, file);
  await page.getByRole('link', { name: `Reprendre « ${title} »` }).click();
  await expect(heading(page)).toHaveText(clock);
}

/** Wait until the call on screen is another one than `line` was (or the night is over). */
async function moved(page: Page, key: string | null): Promise<void> {
  await expect
    .poll(async () => (await bar(page).count()) === 0 || (await bar(page).getAttribute('data-call')) !== key)
    .toBe(true);
}

/**
 * One decision at the current call, the quiet one: « Rien (n appels) » where the players woken pass their next calls
 * too, the « nobody » or « nothing » option, « Non », the first players the prompt needs, else « Suivant » /
 * « Valider ». Counts the taps that went through.
 */
async function decide(page: Page, taps: Taps, key: () => Promise<string | null>): Promise<void> {
  const series = page.locator('.call-series-btn');
  if ((await series.count()) > 0) return taps.tap(series);
  const before = await key();
  const changed = async (): Promise<boolean> => {
    await page.waitForTimeout(150);
    return (await key()) !== before;
  };
  const quiet = page
    .locator('.prompt-choice .choice-btn, .prompt-players .player-nobody')
    .filter({ hasText: /^(Rien|Pas d|Aucun|Personne)/ });
  // Yes or no: the second button is the « no » (« Ne pas sauver »).
  const no = page.locator('.prompt-yesno .choice-btn').nth(1);
  const first = async (l: Locator) => (await l.count()) > 0 && taps.tap(l.first()).then(() => true);
  if (await first(quiet)) return;
  if ((await no.count()) > 0) return taps.tap(no);
  if (await first(page.locator('.prompt-choice .choice-btn'))) return;
  const players = page.locator('.player-grid button:not([disabled])');
  const submit = page.locator('.call-submit .btn-primary');
  for (let i = 0; i < (await players.count()); i++) {
    if ((await submit.count()) > 0) {
      // « Valider » when the players tapped so far make an answer; a refused try is not a tap the MJ would make.
      await submit.click();
      if (await changed()) return void taps.count++;
    }
    await taps.tap(players.nth(i));
    if (await changed()) return;
  }
  await taps.tap(submit);
}

/** Which call is on screen: the voice bar's key, or (voice off) the clock, the call's head and line together. */
const callKey = (page: Page) => async (): Promise<string | null> =>
  (await bar(page).count())
    ? bar(page).getAttribute('data-call')
    : page.evaluate(() =>
        ['h1', '.call-head', '.call-line'].map((s) => document.querySelector(s)?.textContent ?? '').join('|'),
      );

/** Night 1 from its first call to the dawn, by hand: every call is a tap or more. */
async function manualNight(page: Page): Promise<number> {
  const taps = new Taps();
  const key = callKey(page);
  for (let guard = 0; guard < 120 && /^Nuit 1/.test((await heading(page).textContent()) ?? ''); guard++) {
    const before = await key();
    await decide(page, taps, key);
    // The screen moves on once the answer is stored: wait for it before reading the clock again.
    await expect.poll(key).not.toBe(before);
  }
  return taps.count;
}

/**
 * Night 1 guided: only the calls that wait for the MJ. A game opened at night starts with « Reprendre » (speech needs
 * a tap), counted; one the MJ just started (« Commencer »), or whose night his answer to the day's last call brought,
 * goes into the night running.
 */
async function guidedNight(page: Page, opened: 'at-night' | 'running' = 'at-night'): Promise<number> {
  const taps = new Taps();
  if (opened === 'at-night') await taps.tap(button(page, 'Reprendre'));
  for (let guard = 0; guard < 120; guard++) {
    // Wait for a call that needs the MJ, or the end of the night.
    await expect
      .poll(
        async () =>
          !/^Nuit 1/.test((await heading(page).textContent()) ?? '') ||
          (await bar(page).getAttribute('data-state')) === 'deciding',
        { timeout: 20_000 },
      )
      .toBe(true);
    if (!/^Nuit 1/.test((await heading(page).textContent()) ?? '')) break;
    const key = await bar(page).getAttribute('data-call');
    await decide(page, taps, callKey(page));
    await moved(page, key);
  }
  return taps.count;
}

/**
 * Every utterance is the announcement or the line on screen as it was said, or the line of a call listed on an
 * earlier screen (« Rien (n appels) » answered it with that screen's tap; the voice says it after), in time order.
 */
function expectFollowsCalls(utterances: Said[]): void {
  expect(utterances.length).toBeGreaterThan(0);
  for (const u of utterances) {
    const shown = squash(`${u.announce} ${u.line} ${u.listed}`);
    expect(shown, `« ${u.text} » dit pendant « ${u.title} »`).toContain(squash(u.text));
  }
  for (let i = 1; i < utterances.length; i++) expect(utterances[i]!.at).toBeGreaterThanOrEqual(utterances[i - 1]!.at);
}

test('Thiercelieux, 8 joueurs, nuit 1 guidée : les appels lus dans l’ordre, les taps comptés', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await stubSpeech(page, 'guided');
  // Started by the MJ's tap on « Commencer la partie »: the night runs from its first call, no « Reprendre ».
  await startTableGame(page, 'Nuit guidée TL');
  await expect(heading(page)).toHaveText(/^Nuit 1/);
  await expect(bar(page)).not.toHaveAttribute('data-state', 'paused');
  const taps = await guidedNight(page, 'running');
  const utterances = await said(page);
  expectFollowsCalls(utterances);
  // The night's first line is said first; the MJ-only part of a line never (« Montrez à la Voyante la carte… »).
  expect(squash(utterances[0]!.text)).toBe('C’est la nuit : tout le village s’endort.');
  expect(utterances.map((u) => u.text).join(' ')).not.toMatch(/Montrez|Je lui montre|Loup-Garou\./);
  // The Sorcière's two calls are both heard, in order, the second after the MJ's one tap (« Rien (2 appels) »).
  const potions = utterances.filter((u) => /potion de (vie|mort)/.test(u.text));
  expect(potions.map((u) => u.title)).toEqual(['La Sorcière (potion de vie)', 'Le village se réveille']);
  // « Les Amoureux » passed by itself (the default « touch only » setting), heard between Cupidon's call and the
  // Voyante's, as the book orders them (004:605-606).
  const titles = utterances.map((u) => u.title);
  expect(titles.indexOf('Les Amoureux')).toBeGreaterThan(-1);
  expect(titles.indexOf('Les Amoureux')).toBeLessThan(titles.indexOf('La Voyante'));
  console.log(`TAPS thiercelieux-8 guidée ${taps}`);
  // Issue 21's goal: at most 6, each a call the MJ must decide or act at: Cupidon's two lovers (the second tap sends
  // them), the Voyante's pick, her card shown, the wolves, the Sorcière's « Rien (2 appels) ». The lovers' call runs
  // by itself while the MJ touches the two heads (docs/rulesets/thiercelieux.md); it took a seventh tap before.
  expect(taps).toBeLessThanOrEqual(6);
  await page.screenshot({ path: info.outputPath('voix-tl-aube.png') });
  test.info().annotations.push({ type: 'taps', description: `thiercelieux-8 guidée: ${taps}` });
});

test('Quinte-bourg, mode V, 12 joueurs, nuit 1 : guidée puis à la main, taps comptés', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await stubSpeech(page, 'guided');
  // Reopened during day 0, paused; the MJ's answer to the day's last call brings the night, which runs by itself.
  await open(page, 'Nuit guidée QB', qbDayEnd('Nuit guidée QB'), /^Jour 0/);
  await expect(bar(page)).toHaveAttribute('data-state', 'paused');
  await decide(page, new Taps(), callKey(page));
  await expect(heading(page)).toHaveText(/^Nuit 1/);
  await expect(bar(page)).not.toHaveAttribute('data-state', 'paused');
  const guided = await guidedNight(page, 'running');
  expectFollowsCalls(await said(page));
  console.log(`TAPS quintebourg-12 guidée ${guided}`);

  const manualPage = await browser.newPage({ locale: 'fr-FR' });
  await stubSpeech(manualPage, 'off');
  await open(manualPage, 'Nuit manuelle QB', qbDusk('Nuit manuelle QB'));
  const manual = await manualNight(manualPage);
  expect(await said(manualPage)).toEqual([]);
  // The voice is never part of the game: the guided night stored exactly the answers of the night by hand.
  const guidedAnswers = await storedAnswers(page);
  expect(guidedAnswers.length).toBeGreaterThan(30);
  // (The day's last answer was given on the guided page, so it carries the count its screen had seen: not compared.)
  const plain = (answers: unknown[]) => answers.map((a) => ({ ...(a as object), seq: undefined }));
  expect(plain(guidedAnswers)).toEqual(plain(await storedAnswers(manualPage)));
  console.log(`TAPS quintebourg-12 manuelle ${manual}`);
  // Issue 21's goals: at most 20 guided (the calls still waiting are decisions, and calls where the MJ wakes a camp
  // or reads the night's map), at most 30 by hand (42 before the calls that need only « Suivant » shared a screen).
  // Measured here: 18 and 30 (20 guided before Éris's haters and Cupidon's plans-cul, whose heads the MJ only
  // touches, passed by themselves: the default « touch only » setting).
  expect(guided).toBeLessThanOrEqual(18);
  expect(manual).toBeLessThanOrEqual(30);
  expect(guided).toBeLessThan(manual);
  test.info().annotations.push({ type: 'taps', description: `quintebourg-12 guidée ${guided}, manuelle ${manual}` });
  await manualPage.close();
});

test('« Pause » arrête la nuit guidée sur-le-champ, « Retour » ne la relance pas', async ({ page }) => {
  await stubSpeech(page, 'guided');
  // Long pauses: the run would take a while to move on by itself.
  await page.addInitScript(() =>
    localStorage.setItem(
      'veilleur.voix.defaut',
      JSON.stringify({ mode: 'guided', voice: null, rate: 1, pauseMin: 2, pauseMax: 2 }),
    ),
  );
  await open(page, 'Pause QB', qbDusk('Pause QB'));
  // Reopened from the list: paused until the MJ says the table is ready.
  await expect(bar(page)).toHaveAttribute('data-state', 'paused');
  await page.waitForTimeout(500);
  expect(await said(page)).toEqual([]);
  await button(page, 'Reprendre').click();
  await expect(bar(page)).toHaveAttribute('data-state', 'waiting');
  const key = await bar(page).getAttribute('data-call');
  await button(page, 'Pause').click();
  await expect(bar(page)).toHaveAttribute('data-state', 'paused');
  await page.waitForTimeout(2500);
  await expect(bar(page)).toHaveAttribute('data-call', key!);
  // « Suivant » by hand, then « Retour »: back on the first call, and the run stays paused.
  await page.locator('.call-submit .btn-primary').click();
  await moved(page, key);
  await button(page, 'Retour').click();
  await expect(bar(page)).toHaveAttribute('data-call', key!);
  await page.waitForTimeout(2500);
  await expect(bar(page)).toHaveAttribute('data-call', key!);
  await expect(bar(page)).toHaveAttribute('data-state', 'paused');
});

for (const vp of VIEWPORTS) {
  test(`réglages de la voix et un appel guidé, hors ligne (${vp.name} ${vp.width}×${vp.height})`, async ({
    page,
    context,
  }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await stubSpeech(page, 'off');
    // The voice and the guided night need no network: the app from its service worker, the network cut.
    await offline(page, context);
    await open(page, 'Réglages voix', tlSave('Réglages voix', []));
    await expect(bar(page)).toHaveCount(0);
    await button(page, 'Outils').click();
    await button(page, 'Voix').click();
    const dialog = page.getByRole('dialog', { name: 'Voix' });
    await dialog.getByRole('radio', { name: 'Nuit guidée' }).check();
    await dialog.getByRole('textbox', { name: 'Pause la plus courte, en secondes' }).fill('1');
    await dialog.getByRole('textbox', { name: 'Pause la plus longue, en secondes' }).fill('x');
    await expect(dialog.getByRole('alert')).toContainText('la pause n’a pas changé');
    await dialog.getByRole('textbox', { name: 'Pause la plus longue, en secondes' }).fill('2');
    await expect(dialog.getByText('la pause n’a pas changé')).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Voix de l’appareil' })).toHaveValue('stub-fr');
    await button(page, 'Écouter').click();
    await expect.poll(async () => (await said(page)).map((u) => u.text)).toContain('La nuit tombe sur le village.');
    await page.screenshot({ path: info.outputPath(`voix-reglages-${vp.name}.png`) });
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await button(page, 'Reprendre').click();
    await expect(bar(page)).toHaveAttribute('data-state', /waiting|speaking/);
    await page.screenshot({ path: info.outputPath(`voix-appel-${vp.name}.png`) });
    // Still offline, the guided night reached a call that waits for the MJ, having said the calls before it.
    await expect(bar(page)).toHaveAttribute('data-state', 'deciding', { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect((await said(page)).length).toBeGreaterThan(1);
  });
}

for (const vp of VIEWPORTS) {
  test(`nuit guidée : les Amoureux passent seuls, leurs noms à l’écran (${vp.name} ${vp.width}×${vp.height})`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await stubSpeech(page, 'guided');
    // A long pause: the call is seen while it runs, as the MJ walks to the two players.
    await page.addInitScript(() =>
      localStorage.setItem(
        'veilleur.voix.defaut',
        JSON.stringify({ mode: 'guided', voice: null, rate: 1, pauseMin: 20, pauseMax: 20 }),
      ),
    );
    await open(page, 'Amoureux', tlSave('Amoureux', TL_NIGHT_1.slice(0, 2)));
    await button(page, 'Reprendre').click();
    await expect(bar(page)).toHaveAttribute('data-state', 'waiting');
    await expect(page.locator('.call-title')).toHaveText('Les Amoureux');
    // Cupidon united Emma and Gaëlle (TL_NIGHT_1): the heads to touch, in view without scrolling.
    const wakes = page.locator('.call-wakes');
    await expect(wakes).toContainText(`${nameAt(4)}, ${nameAt(6)}`);
    await expect(wakes).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: info.outputPath(`voix-amoureux-${vp.name}.png`) });
    await button(page, 'Pause').click();
    await expect(bar(page)).toHaveAttribute('data-state', 'paused');
  });
}

for (const vp of VIEWPORTS) {
  test(`à la main, les « Suivant » à la suite sur un écran (${vp.name} ${vp.width}×${vp.height})`, async ({
    page,
    context,
  }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await stubSpeech(page, 'off');
    await open(page, 'Appels à la suite', qbBeforeBourreau('Appels à la suite'));
    const next = page.getByRole('region', { name: 'Puis, à la suite' });
    // The Bras droit's sbires (nobody holds the card), then the Bourreau's and the médecin's calls, in the book's order.
    await expect(next.getByRole('heading', { level: 4 })).toHaveText([
      'Le Bourreau',
      'Le médecin : ses patients',
      'Le médecin : son remède',
      // Its note only informs (« Rien à mettre à jour. »): nothing for the MJ's hands, so it is listed too.
      'Mise à jour (santé et argent)',
    ]);
    await checkScreen(page, info, `voix-suite-${vp.name}`);
    const before = (await storedAnswers(page)).length;
    await button(page, 'Suivant (5 appels)').click();
    await expect.poll(async () => (await storedAnswers(page)).length).toBe(before + 5);
    // « Retour » undoes one answer: the health update, on its own screen.
    await button(page, 'Retour').click();
    await expect(page.locator('.call-title')).toHaveText('Mise à jour (santé et argent)');
    expect((await storedAnswers(page)).length).toBe(before + 4);

    // The players' window: silent until « Annonces à voix haute » is turned on there.
    const pub = await context.newPage();
    await pub.setViewportSize({ width: vp.width, height: vp.height });
    await stubSpeech(pub, 'off');
    await pub.goto('/public');
    const toggle = pub.getByRole('button', { name: 'Annonces à voix haute' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await checkScreen(pub, info, `voix-public-${vp.name}`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await said(pub)).toEqual([]);
    await pub.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`la Sorcière sans potion, en un toucher : « Rien (2 appels) » (${vp.name} ${vp.width}×${vp.height})`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await stubSpeech(page, 'off');
    await open(page, 'Sorcière', tlSave('Sorcière', TL_NIGHT_1.slice(0, 6)));
    // Her second call, listed under the first: the MJ reads both questions before she answers.
    await expect(page.getByRole('region', { name: 'Puis, à la suite' }).getByRole('heading', { level: 4 })).toHaveText([
      'La Sorcière (potion de mort)',
    ]);
    await checkScreen(page, info, `voix-sorciere-${vp.name}`);
    const before = (await storedAnswers(page)).length;
    await button(page, 'Rien (2 appels)').click();
    await expect.poll(async () => (await storedAnswers(page)).length).toBe(before + 2);
    // The answers of the two calls tapped one by one (« Ne pas sauver », « Personne »).
    const plain = (answers: unknown[]) => answers.map((a) => ({ ...(a as object), seq: undefined }));
    expect(plain((await storedAnswers(page)).slice(before))).toEqual(plain(TL_NIGHT_1.slice(6, 8)));
    await expect(page.locator('.call-title')).toHaveText('Le village se réveille');
  });
}

test('sans voix française : le réglage le dit, la partie se joue comme avant', async ({ page }) => {
  await page.addInitScript(() => {
    const synth = {
      getVoices: () => [{ voiceURI: 'en', name: 'English', lang: 'en-US', localService: true, default: true }],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      cancel: () => undefined,
      speak: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
  await open(page, 'Sans voix', tlSave('Sans voix', []));
  await button(page, 'Outils').click();
  await button(page, 'Voix').click();
  await expect(page.getByRole('dialog', { name: 'Voix' }).getByRole('note')).toContainText(
    'Aucune voix française sur cet appareil',
  );
});
