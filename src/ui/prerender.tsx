/**
 * Build time only (scripts/prerender.ts bundles this for Node): the markup of
 * the app's first render at `/`, the home screen waiting for IndexedDB (no
 * saved game read yet), which `dist/index.html` carries so the first paint
 * needs no script. The router's and the hooks' server snapshots are that
 * state, so the browser's first render hydrates it unchanged.
 */
import { renderToString } from 'react-dom/server';
import { Root } from './Root';

export function renderHome(): string {
  return renderToString(<Root />);
}
