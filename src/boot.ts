/**
 * The page's entry. At `/` the home screen is already in the page (markup
 * pre-rendered at build time, its CSS written into the page), so the app's
 * code is fetched and run only once that screen is painted: requested before,
 * the scripts compete with the first paint on a slow link and a slow CPU
 * (and Lighthouse counts a script that ran before the paint as part of it:
 * issue 25); after it, they delay the first tap by a frame or two. A page
 * with nothing drawn yet (`shell.html`, any other route) or opened in the
 * background starts at once.
 */
// The first screen's styles stay in the entry's stylesheet, written into the page (scripts/inline-css.ts).
import './ui/styles/base.css';
import './ui/styles/home.css';
import { afterFirstPaint } from './ui/lib/afterFirstPaint';
import { holdEarlyTaps } from './ui/lib/earlyTaps';

const start = (): void => void import('./main');

const drawn = document.getElementById('root')?.firstElementChild != null;
if (drawn) holdEarlyTaps(document);
if (drawn && document.visibilityState === 'visible') afterFirstPaint(start);
else start();
