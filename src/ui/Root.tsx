import { StrictMode, useEffect } from 'react';
import { App } from './App';

/** The whole app as the browser mounts it: the build pre-renders this same tree (src/ui/prerender.tsx). */
export function Root() {
  // The page answers taps from here on (the pre-rendered home is drawn before any script runs: src/boot.ts);
  // the end-to-end tests wait for this mark before they tap.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
