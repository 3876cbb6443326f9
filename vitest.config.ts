import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const stub = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Separate from vite.config.ts on purpose: tests don't need the PWA plugin
// (no service worker in node or jsdom), so its virtual module is aliased to a stub.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'virtual:pwa-register/react': stub('./tests/setup/pwa-register-stub.ts'),
    },
  },
  test: {
    // A project with no test file yet must not fail the run.
    passWithNoTests: true,
    // Property tests play hundreds of random games: on a loaded 2-core CI machine
    // they can exceed Vitest's 5 s default without anything being wrong. A hang
    // still fails, a minute later.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          setupFiles: ['tests/setup/db.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
