/**
 * The Web Locks API as the spec has it, enough for one game's lock: a
 * request `ifAvailable` gets null when the lock is taken; `steal` takes it,
 * the former holder's request rejecting with an AbortError. The test plays
 * « the other tab » by requesting the lock itself.
 */
type Holder = { reject: (err: unknown) => void; done: () => void };

export class FakeLocks {
  private held = new Map<string, Holder>();

  request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const current = this.held.get(name);
      if (current && options.ifAvailable) {
        Promise.resolve(callback(null)).then(resolve, reject);
        return;
      }
      if (current && !options.steal) {
        reject(new Error('FakeLocks: waiting for a lock is not simulated'));
        return;
      }
      if (current) {
        this.held.delete(name);
        current.reject(new DOMException('Lock broken by another request with the "steal" option.', 'AbortError'));
      }
      const me: Holder = { reject, done: () => {} };
      this.held.set(name, me);
      Promise.resolve(callback({ name, mode: 'exclusive' }))
        .then((value) => {
          if (this.held.get(name) === me) this.held.delete(name);
          resolve(value);
        })
        .catch((err: unknown) => {
          if (this.held.get(name) === me) this.held.delete(name);
          reject(err);
        });
    });
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({
      held: [...this.held.keys()].map((name) => ({ name, mode: 'exclusive' as const })),
      pending: [],
    });
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }
}

/** Install a fresh FakeLocks as navigator.locks; returns it and the way to remove it. */
export function installLocks(): { locks: FakeLocks; remove: () => void } {
  const locks = new FakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    remove: () => {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}

/**
 * « The other tab » takes the game's lock and keeps it until `release` (or
 * until this tab steals it: `lost` then resolves).
 */
export function otherTabHolds(locks: FakeLocks, gameId: string): { release: () => void; lost: Promise<void> } {
  let release: () => void = () => {};
  const kept = new Promise<void>((r) => {
    release = r;
  });
  const lost = locks
    .request(`veilleur-partie-${gameId}`, {}, () => kept)
    .then(
      () => new Promise<void>(() => {}),
      () => undefined,
    );
  return { release, lost };
}
