import { describe, expect, it } from 'vitest';
import { APP_READY, holdEarlyTaps } from '../../src/ui/lib/earlyTaps';

describe('a tap on the pre-rendered home before the app runs is held, then given back (src/boot.ts)', () => {
  it('holds a button’s click until the app is ready, then clicks it once', () => {
    document.body.innerHTML = '<button type="button">Partie de démonstration</button><p>texte</p>';
    const button = document.querySelector('button')!;
    const clicks: string[] = [];
    holdEarlyTaps(document);
    // The app's own listener, as React's at the root, sees nothing before it is ready.
    document.addEventListener('click', (e) => clicks.push((e.target as Element).tagName));
    button.click();
    button.click();
    document.querySelector('p')!.click();
    expect(clicks).toEqual(['P']);
    document.dispatchEvent(new Event(APP_READY));
    expect(clicks).toEqual(['P', 'BUTTON']);
    // Ready: taps go through as they come.
    button.click();
    expect(clicks).toEqual(['P', 'BUTTON', 'BUTTON']);
  });
});
