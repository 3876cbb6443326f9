import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const DARK = '#0f1115';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // Never reload on our own: the app offers the new version between games
      // (src/ui/pwa/usePwaUpdate.ts registers the worker through useRegisterSW).
      registerType: 'prompt',
      injectRegister: null,
      // public/ (icons, favicon…) is already precached by workbox.globPatterns:
      // don't list those files a second time.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Veilleur — le compagnon du maître du jeu',
        short_name: 'Veilleur',
        description:
          'Veilleur aide le maître du jeu des Loups-Garous : distribution des rôles, appel des rôles la nuit, votes et suivi de la partie, même hors ligne.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: DARK,
        theme_color: DARK,
        categories: ['games', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Everything is precached: the app must work with no network at all.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // Client routes (/public, …) are served the app shell offline.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // First visit: take control at once so the app is offline-ready without
        // a reload. Updates still wait for the MJ (no skipWaiting here).
        clientsClaim: true,
        skipWaiting: false,
      },
      devOptions: {
        enabled: false,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // No manualChunks: rulesets stay in their own lazily loaded chunks.
    chunkSizeWarningLimit: 400,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
