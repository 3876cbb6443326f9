/**
 * A Vite build step (issue 25): the home screen rendered with React's own
 * server rendering, from the same components, into the built `index.html`'s
 * root, so a browser paints it before any script (and one without JavaScript
 * shows it). The client then hydrates it (src/main.tsx).
 *
 * The entry (src/ui/prerender.tsx) is bundled for Node by esbuild, as the CLI
 * is: CSS is the client's business (the page links it), and the service
 * worker's registration, a virtual module of vite-plugin-pwa, is replaced by
 * its first answer (nothing to update, not yet offline-ready); the lazy
 * screens stay out. It runs as an
 * index.html transform, so the service worker precaches the page as served.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ROOT_DIV = '<div id="root"></div>';

const PWA_STUB = `export function useRegisterSW() {
  return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} };
}`;

export async function renderHome(root: string): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    absWorkingDir: root,
    entryPoints: ['src/ui/prerender.tsx'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'import.meta.env': JSON.stringify({ DEV: false, PROD: true, SSR: true, MODE: 'production', BASE_URL: '/' }),
    },
    plugins: [
      {
        name: 'pwa-register-stub',
        setup(b) {
          // Lazy screens never render at build time: leave them out of the bundle.
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
          b.onResolve({ filter: /^virtual:pwa-register/ }, (args) => ({ path: args.path, namespace: 'pwa-stub' }));
          b.onLoad({ filter: /.*/, namespace: 'pwa-stub' }, () => ({ contents: PWA_STUB, loader: 'js' }));
        },
      },
    ],
    logLevel: 'error',
  });
  const dir = mkdtempSync(join(tmpdir(), 'veilleur-prerender-'));
  try {
    const file = join(dir, 'prerender.cjs');
    writeFileSync(file, out.outputFiles[0]!.text);
    const mod = createRequire(import.meta.url)(file) as { renderHome(): string };
    return mod.renderHome();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function prerender(): Plugin {
  let root = process.cwd();
  let markup = '';
  return {
    name: 'veilleur-prerender',
    // The build writes the pages; `vite preview` serves them (the dev server's page has no markup).
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_DIV)) throw new Error(`index.html must hold an empty ${ROOT_DIV} to pre-render.`);
        markup = await renderHome(root);
        if (/<script/i.test(markup)) throw new Error('The pre-rendered home must not hold a script (CSP).');
        return html.replace(ROOT_DIV, `<div id="root">${markup}</div>`);
      },
    },
    // Every route but `/` (the players' screen, a game reloaded, the setup…) must not show the home screen until its
    // script replaces it: they get the page without the markup, `shell.html`, from the service worker (its
    // navigation fallback) and from `vite preview` (below).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || !markup) throw new Error('The pre-rendered index.html is missing.');
        const html = String(index.source);
        if (!html.includes(markup)) throw new Error('index.html no longer holds the pre-rendered home.');
        this.emitFile({ type: 'asset', fileName: SHELL, source: html.replace(markup, '') });
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && isRoute(req.url)) req.url = `/${SHELL}`;
        next();
      });
    },
  };
}

/** The page every client route but the home is served. */
export const SHELL = 'shell.html';

/** A client route other than the home: a path with no file extension (`/public`, `/partie/…`), not `/`. */
function isRoute(url: string): boolean {
  const path = url.split(/[?#]/)[0]!;
  return path !== '/' && !/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/@');
}
