import { StrictMode, useEffect } from 'react';
import { App } from './App';
import { APP_READY } from './lib/earlyTaps';

/** The whole app as the browser mounts it: the build pre-renders this same tree (src/ui/prerender.tsx). */
export function Root() {
  // The page answers taps from here on (the pre-rendered home is drawn before any script runs: src/boot.ts);
  // the taps held until now are given back (src/ui/lib/earlyTaps.ts), and the end-to-end tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    document.dispatchEvent(new Event(APP_READY));
  }, []);
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
