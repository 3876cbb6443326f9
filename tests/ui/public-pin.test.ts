/**
 * The MJ's PIN: hashed (salted SHA-256), never stored in clear, 4 to 8
 * digits, and wrong codes rate-limited across reloads.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkPin,
  choosePin,
  FIRST_WAIT_MS,
  FREE_TRIES,
  hashPin,
  hasPin,
  MAX_WAIT_MS,
  PIN_KEY,
  pinProblem,
  TRIES_KEY,
  waitLeft,
  type PinCheck,
  type PinStore,
} from '../../src/ui/public/pin';

function memoryStore(): PinStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('choosing the PIN', () => {
  it('takes 4 to 8 digits, typed twice alike', async () => {
    const store = memoryStore();
    expect(pinProblem('123')).toBe('Le code doit compter de 4 à 8 chiffres.');
    expect(pinProblem('123456789')).not.toBeNull();
    expect(pinProblem('12a4')).not.toBeNull();
    expect(pinProblem('1234')).toBeNull();
    expect(pinProblem('12345678')).toBeNull();
    expect(await choosePin('2468', '2469', store)).toBe('Les deux codes ne sont pas identiques.');
    expect(await choosePin('24', '24', store)).toBe('Le code doit compter de 4 à 8 chiffres.');
    expect(hasPin(store)).toBe(false);
    expect(await choosePin('2468', '2468', store)).toBeNull();
    expect(hasPin(store)).toBe(true);
  });

  it('stores a salted SHA-256 of it, never the PIN itself', async () => {
    const a = memoryStore();
    const b = memoryStore();
    await choosePin('2468', '2468', a);
    await choosePin('2468', '2468', b);
    const stored = JSON.parse(a.data.get(PIN_KEY)!) as { v: number; salt: string; hash: string };
    expect(a.data.get(PIN_KEY)).not.toContain('2468');
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    // Salted: the same PIN on two devices gives two different records.
    expect(JSON.parse(b.data.get(PIN_KEY)!).hash).not.toBe(stored.hash);
    // SubtleCrypto's SHA-256, as Node computes it.
    expect(await hashPin('2468', stored.salt)).toBe(
      createHash('sha256').update(`veilleur-code-mj:${stored.salt}:2468`).digest('hex'),
    );
    expect(stored.hash).toBe(await hashPin('2468', stored.salt));
  });
});

describe('checking the PIN', () => {
  let store: ReturnType<typeof memoryStore>;
  const T0 = 1_700_000_000_000;
  beforeEach(async () => {
    store = memoryStore();
    await choosePin('2468', '2468', store);
  });

  it('opens with the right PIN, refuses a wrong one in French', async () => {
    expect(await checkPin('2468', store, T0)).toEqual({ ok: true });
    expect(await checkPin('1111', store, T0)).toEqual({ ok: false, message: 'Code incorrect.', waitMs: 0 });
    expect(await checkPin('24680', store, T0)).toMatchObject({ ok: false });
  });

  it('after three wrong PINs, makes every further try wait, twice as long each time, even for the right PIN', async () => {
    await checkPin('1111', store, T0);
    await checkPin('1112', store, T0);
    expect(await checkPin('1113', store, T0)).toEqual({
      ok: false,
      message: 'Code incorrect. Trop d’essais\u00a0: réessayez dans 30\u00a0s.',
      waitMs: FIRST_WAIT_MS,
    });
    // Locked: the right PIN is refused too, and the wait is kept in storage (a reload changes nothing).
    expect(await checkPin('2468', store, T0 + 10_000)).toEqual({
      ok: false,
      message: 'Trop d’essais\u00a0: réessayez dans 20\u00a0s.',
      waitMs: 20_000,
    });
    expect(waitLeft(store, T0 + 10_000)).toBe(20_000);
    // Once the wait is over, a fourth wrong PIN doubles it.
    expect(await checkPin('1114', store, T0 + 30_000)).toMatchObject({
      ok: false,
      waitMs: 60_000,
      message: 'Code incorrect. Trop d’essais\u00a0: réessayez dans 1\u00a0min.',
    });
    expect(await checkPin('1115', store, T0 + 90_000)).toMatchObject({ waitMs: 120_000 });
    // The right PIN, in time, opens and forgets the wrong ones.
    expect(await checkPin('2468', store, T0 + 210_000)).toEqual({ ok: true });
    expect(store.data.has(TRIES_KEY)).toBe(false);
    expect(await checkPin('1111', store, T0 + 210_000)).toEqual({ ok: false, message: 'Code incorrect.', waitMs: 0 });
  });

  it('never waits longer than fifteen minutes', async () => {
    let t = T0;
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const r = await checkPin('0000', store, t);
      if (!r.ok) last = r.waitMs;
      t += Math.max(last, 1);
    }
    expect(last).toBe(MAX_WAIT_MS);
  });
});

/** Web Locks that queue, as the spec has them (exclusive mode only): what makes the tabs take turns. */
function queuingLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, task: (lock: Lock | null) => unknown) => {
      const run = (): Promise<unknown> => Promise.resolve(task({ name, mode: 'exclusive' }));
      const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
    query: () => Promise.resolve({ held: [], pending: [] }),
  } as unknown as LockManager;
}

describe('wrong codes sent at once (issue 28: six tabs counted one failure)', () => {
  const T0 = 1_700_000_000_000;
  const wrongAtOnce = async (checks: ((pin: string, s: PinStore, now: number) => Promise<PinCheck>)[]) => {
    const store = memoryStore();
    await choosePin('2468', '2468', store);
    const results = await Promise.all(checks.map((check, i) => check(`111${i}`, store, T0)));
    return { results, tries: JSON.parse(store.data.get(TRIES_KEY) ?? 'null') as { fails: number } | null };
  };

  it('in one tab: each is counted, and after three the others wait without being tried', async () => {
    const { results, tries } = await wrongAtOnce(Array.from({ length: 6 }, () => checkPin));
    expect(results.map((r) => r.ok)).toEqual([false, false, false, false, false, false]);
    // Three codes tried (the third starts the wait), three refused for the wait: no fourth guess.
    expect(results.filter((r) => !r.ok && r.message.startsWith('Code incorrect')).length).toBe(FREE_TRIES);
    expect(tries?.fails).toBe(FREE_TRIES);
  });

  it('in six tabs: the Web Lock makes them take turns', async () => {
    vi.stubGlobal('navigator', { locks: queuingLocks() });
    try {
      // Each tab has its own copy of the module (its own queue); only the lock is shared.
      const tabs = [];
      for (let i = 0; i < 6; i++) {
        vi.resetModules();
        tabs.push((await import('../../src/ui/public/pin')).checkPin);
      }
      const { results, tries } = await wrongAtOnce(tabs);
      expect(results.filter((r) => !r.ok && r.message.startsWith('Code incorrect')).length).toBe(FREE_TRIES);
      expect(tries?.fails).toBe(FREE_TRIES);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
