import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './ui/Root';
import { parseRoute } from './ui/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable');

// The built index.html carries the home screen's markup (scripts/prerender.ts): at `/` React adopts it;
// any other route (served the same file) renders anew, which replaces it. The dev server's page is empty.
if (root.firstElementChild && parseRoute(window.location.pathname).name === 'home') hydrateRoot(root, <Root />);
else createRoot(root).render(<Root />);
