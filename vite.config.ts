import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCss } from './scripts/inline-css.ts';
import { prerender, SHELL } from './scripts/prerender.ts';

const DARK = '#0f1115';

/**
 * The built app's Content Security Policy, as a <meta> in index.html: scripts
 * only from our own files (no inline script, no eval), network only to our
 * own origin, no plugin, no frame. The one inline <style> (the dark
 * background before the CSS loads) is allowed by its hash. Build only: the
 * dev server injects inline scripts (React refresh).
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'veilleur-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
          throw new Error('index.html must not hold an inline script (CSP).');
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
          (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
        );
        const policy = [
          "default-src 'self'",
          // WebAssembly (the QR code reader, zxing-wasm) needs 'wasm-unsafe-eval'; JS eval stays refused.
          "script-src 'self' 'wasm-unsafe-eval'",
          `style-src 'self' ${styles.join(' ')}`.trim(),
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "connect-src 'self'",
          "manifest-src 'self'",
          "worker-src 'self'",
          "object-src 'none'",
          "frame-src 'none'",
          "base-uri 'self'",
          "form-action 'none'",
        ].join('; ');
        return html.replace(
          /<meta charset="UTF-8" \/>/,
          `$&\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Before the CSP check, which then also sees the pre-rendered markup.
    prerender(),
    inlineCss(),
    contentSecurityPolicy(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,wasm}'],
        // Client routes (/public, a game, …) are served the app shell without the pre-rendered home, offline too.
        navigateFallback: SHELL,
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
    // dist/.vite/manifest.json: `npm run bench` reads from it which chunks the home screen loads (bench/home-js.ts).
    manifest: true,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
