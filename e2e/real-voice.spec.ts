/**
 * The guided night with a real speech engine, not the stub the other voice
 * tests use: Debian's Chromium speaks through speech-dispatcher when started
 * with `--enable-speech-dispatcher`, and espeak-ng gives it French voices
 * that work offline. The machine needs those packages (README, « Voices »),
 * so this runs only when asked: `VEILLEUR_REAL_VOICE=1 npx playwright test
 * e2e/real-voice.spec.ts`. It checks that the app picks an offline French
 * voice by itself, that every line it says ends (the engine's own `end`
 * events move the night on, no watchdog), and that the guided night reaches
 * the Sorcière with only the MJ's decisions tapped.
 */
import { expect, test } from '@playwright/test';
import { launchOptions } from './launch';
import { startTableGame } from './table';

test.skip(process.env.VEILLEUR_REAL_VOICE !== '1', 'needs speech-dispatcher and espeak-ng (VEILLEUR_REAL_VOICE=1)');
test.use({ launchOptions: launchOptions('--enable-speech-dispatcher'), viewport: { width: 390, height: 844 } });

interface Spoken {
  text: string;
  voice: string;
  lang: string;
  ended: boolean;
}

test('nuit guidée avec une vraie voix française hors ligne (espeak-ng) : Thiercelieux, 8 joueurs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __spoken: Spoken[] };
    w.__spoken = [];
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      const said: Spoken = { text: u.text, voice: u.voice?.name ?? '', lang: u.lang, ended: false };
      w.__spoken.push(said);
      u.addEventListener('end', () => (said.ended = true));
      speak(u);
    };
    // Guided, the device's own choice of voice, short pauses.
    if (!localStorage.getItem('veilleur.voix.defaut'))
      localStorage.setItem(
        'veilleur.voix.defaut',
        JSON.stringify({ mode: 'guided', voice: null, rate: 1, pauseMin: 0, pauseMax: 0.3 }),
      );
  });
  await startTableGame(page, 'Voix réelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nuit 1/);
  const bar = page.locator('.voice-bar');
  const grid = page.locator('.player-grid');
  // The MJ's decisions only: Cupidon's two lovers, the Voyante's pick and her card, the wolves.
  for (const title of ['Cupidon', 'La Voyante', 'Résultat', 'Les Loups-Garous']) {
    await expect(bar).toHaveAttribute('data-state', 'deciding', { timeout: 30_000 });
    await expect(page.locator('.call-title')).toHaveText(title);
    if ((await grid.count()) === 0) await page.getByRole('button', { name: /^Suivant/ }).click();
    else {
      const seats = grid.getByRole('button');
      const pair = (await page.getByText(/^\d+ \/ 2$/).count()) > 0;
      await seats.last().click();
      if (pair) await seats.nth((await seats.count()) - 2).click();
    }
  }
  await expect(bar).toHaveAttribute('data-state', 'deciding', { timeout: 30_000 });
  await expect(page.locator('.call-title')).toHaveText('La Sorcière (potion de vie)');
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
  expect(spoken.length).toBeGreaterThan(5);
  // An offline French voice, picked by the app (none was chosen), and every line said to its end.
  for (const s of spoken) {
    expect(s.lang).toMatch(/^fr/);
    expect(s.voice).toMatch(/espeak/i);
  }
  expect(spoken.slice(0, -1).every((s) => s.ended)).toBe(true);
  expect(spoken.map((s) => s.text)).toContain(
    'Cupidon se réveille et désigne les deux joueurs qui s’aimeront jusqu’à la mort.',
  );
  console.log(`VOICE ${spoken[0]!.voice} (${spoken[0]!.lang}): ${spoken.length} lines`);
});
