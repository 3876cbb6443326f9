// UI tests (jsdom): IndexedDB in memory, DOM cleaned after each test, and the
// few browser APIs jsdom lacks but the app may use.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default: too short on a loaded 2-core CI
// machine where a Dexie write and a React render can take longer (5 s was seen
// short too: a Quinte-bourg coin gift's next call at 5.7 s).
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
});

// window.matchMedia: nothing matches (no reduced motion, no dark-scheme query…).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const mql = {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
      return mql as unknown as MediaQueryList;
    },
  });
}

// <dialog>: jsdom knows the element but not its methods.
if (typeof HTMLDialogElement !== 'undefined') {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal !== 'function') {
    proto.show = function show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.hasAttribute('open')) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}

// Element.scrollIntoView is missing in jsdom.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// navigator.wakeLock is deliberately left absent: the app must cope without it.
