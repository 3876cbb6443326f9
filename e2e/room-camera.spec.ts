/**
 * The room's pairing by QR code through real cameras (issue 22): two
 * Chromium browsers, each with a fake camera that films a file (Y4M) this
 * test draws from the code the other one shows. The joining device reads the
 * MJ's QR code, the MJ's tablet reads the answer's; the ZXing WebAssembly
 * reader is the one at work (desktop Chromium on Linux has no native
 * BarcodeDetector), served by the app itself.
 */
import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { LOOPBACK_ARGS, launchOptions } from './launch';
import { NIGHT_1, importAndOpen } from './saved-game';
import { button } from './table';

const W = 640;
const H = 480;

/** One grey frame (4:2:0) showing `text` as a QR code, dark on white, with its quiet zone. */
function y4m(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = Math.floor((H - 40) / (n + 8));
  const x0 = Math.floor((W - n * scale) / 2);
  const y0 = Math.floor((H - n * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < scale; dy++)
          y.fill(16, (y0 + r * scale + dy) * W + x0 + c * scale, (y0 + r * scale + dy) * W + x0 + (c + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1 C420jpeg\n`),
    Buffer.from('FRAME\n'),
    y,
    chroma,
    chroma,
  ]);
}

async function cameraBrowser(file: string): Promise<Browser> {
  return chromium.launch(
    launchOptions(
      ...LOOPBACK_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ),
  );
}

async function open(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport });
  await context.grantPermissions(['camera']);
  return context.newPage();
}

test('two devices pair by scanning each other’s QR code with their cameras', async ({ baseURL }, info) => {
  test.setTimeout(120_000);
  const mjFile = info.outputPath('mj-camera.y4m');
  const deviceFile = info.outputPath('appareil-camera.y4m');
  // The cameras film a blank page until there is a code to show them.
  writeFileSync(mjFile, y4m('VEIL'));
  writeFileSync(deviceFile, y4m('VEIL'));
  const mjBrowser = await cameraBrowser(mjFile);
  const deviceBrowser = await cameraBrowser(deviceFile);
  try {
    const mj = await open(mjBrowser, baseURL!, { width: 1280, height: 800 });
    const device = await open(deviceBrowser, baseURL!, { width: 390, height: 844 });
    await importAndOpen(mj, 'Soirée aux caméras', NIGHT_1);
    await mj.getByRole('button', { name: 'Outils' }).click();
    await button(mj, 'Ajouter un écran').click();
    await button(mj, 'Inviter un appareil').click();
    const offer = (await mj.getByTestId('room-code').textContent())!.replace(/\s/g, '');

    // The device's camera now films the MJ's QR code.
    writeFileSync(deviceFile, y4m(offer));
    await device.goto('/rejoindre');
    await device.getByLabel('Nom de cet appareil').fill('Téléphone');
    await button(device, 'Scanner avec la caméra').click();
    const answerCode = device.getByTestId('room-code');
    await expect(answerCode).toHaveText(/^VEIL/, { timeout: 20_000 });
    await device.screenshot({ path: info.outputPath('appareil-reponse-camera.png') });
    const answer = (await answerCode.textContent())!.replace(/\s/g, '');

    // The MJ's camera films the device's answer.
    writeFileSync(mjFile, y4m(answer));
    const dialog = mj.getByRole('dialog', { name: 'Écrans de la pièce' });
    await dialog.getByRole('button', { name: 'Scanner avec la caméra' }).click();
    await expect(dialog.getByText('Téléphone est relié.')).toBeVisible({ timeout: 20_000 });
    await expect(device.locator('.pb-clock')).toBeVisible();
    await device.screenshot({ path: info.outputPath('appareil-tableau-camera.png') });
  } finally {
    await mjBrowser.close();
    await deviceBrowser.close();
  }
});
