/**
 * A setting kept in localStorage, watched live: this tab's own changes (a
 * custom event, since `storage` fires only in the other tabs) and the other
 * tabs' (`storage`). For `useSyncExternalStore`.
 */

/** The `subscribe` of a setting whose writer dispatches `event` on `window` after each change. */
export function storageSubscriber(event: string): (onChange: () => void) => () => void {
  return (onChange) => {
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
