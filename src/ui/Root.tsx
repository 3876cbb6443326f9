import { StrictMode } from 'react';
import { App } from './App';

/** The whole app as the browser mounts it: the build pre-renders this same tree (src/ui/prerender.tsx). */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
