import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateUsage, persistenceStatus, requestPersistence } from '../../src/storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persistence helpers', () => {
  it('report "unsupported" without navigator.storage, never throwing', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(await requestPersistence()).toBe('unsupported');
    expect(await persistenceStatus()).toBe('unsupported');
    expect(await estimateUsage()).toBeNull();

    vi.stubGlobal('navigator', {});
    expect(await requestPersistence()).toBe('unsupported');
    expect(await persistenceStatus()).toBe('unsupported');
    expect(await estimateUsage()).toBeNull();
  });

  it('relay the Storage API answers', async () => {
    const storage = {
      persist: vi.fn(async () => true),
      persisted: vi.fn(async () => false),
      estimate: vi.fn(async () => ({ usage: 1234, quota: 5_000_000 })),
    };
    vi.stubGlobal('navigator', { storage });
    expect(await requestPersistence()).toBe('granted');
    expect(await persistenceStatus()).toBe('denied');
    expect(await estimateUsage()).toEqual({ usage: 1234, quota: 5_000_000 });

    storage.persist.mockResolvedValueOnce(false);
    expect(await requestPersistence()).toBe('denied');
    storage.estimate.mockResolvedValueOnce({} as never);
    expect(await estimateUsage()).toEqual({ usage: 0, quota: 0 });
  });

  it('swallow Storage API failures', async () => {
    const boom = async () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('navigator', { storage: { persist: boom, persisted: boom, estimate: boom } });
    expect(await requestPersistence()).toBe('denied');
    expect(await persistenceStatus()).toBe('unsupported');
    expect(await estimateUsage()).toBeNull();
  });
});
