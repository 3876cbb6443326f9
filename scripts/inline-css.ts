/**
 * A Vite build step (issue 25): the entry's stylesheet is written into the
 * built pages as a `<style>` block instead of a `<link>`, so the first paint
 * of the pre-rendered home waits for no request but the page itself (a link
 * blocks rendering for a round trip). It is small (about 6 KB, 2 KB
 * gzipped); the lazy screens' styles still load with their chunks. The CSP
 * plugin, which runs after this one, allows the block by its hash.
 */
import type { Plugin } from 'vite';

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineCss(): Plugin {
  return {
    name: 'veilleur-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(LINK, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          // A style block ends at the first « </style »: such CSS would spill into the page.
          if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it holds « </style ».`);
          // The link stays, disabled (never fetched nor applied): a lazy screen that lists this stylesheet among its
          // dependencies finds it in the page and does not append it again, after its own, which would override
          // its rules (the grimoire's layout, for one).
          return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}
