import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/launch';

// Several checkouts may test side by side on one machine: each picks its port (VEILLEUR_E2E_PORT).
const PORT = Number(process.env.VEILLEUR_E2E_PORT ?? 4173);

// Debian's Chromium, with the flags of e2e/launch.ts (shared with the specs that launch their own).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        locale: 'fr-FR',
        serviceWorkers: 'allow',
        launchOptions: launchOptions(),
      },
    },
  ],
  // The build is done beforehand by `npm run test:e2e` (vite build && playwright test).
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
