/**
 * Storage failures, translated for the MJ. IndexedDB reports problems through
 * DOMExceptions that Dexie wraps (sometimes twice) in its own error classes,
 * each keeping the original in `.inner`; we look through the whole chain so a
 * full disk is recognised however deep it is buried.
 */
import { emitStorageAlert } from './alerts';
import { closedForGood } from './lost';
import { MSG_NOT_STORED_DELETED, MSG_OTHER_TAB, MSG_QUOTA, MSG_UNAVAILABLE, msgUnknown } from './messages';

export type StorageErrorKind =
  | 'quota'
  | 'other-tab'
  /** Another tab deleted the database: nothing is stored any more (this tab's connection is closed for good). */
  | 'deleted'
  /** IndexedDB cannot be opened at all (some private windows, storage disabled). */
  | 'unavailable'
  /** The log moved under our feet (double tap, another tab): seq mismatch. */
  | 'conflict'
  | 'not-found'
  /** The caller passed something the storage refuses (empty title, bad seq…). */
  | 'invalid'
  | 'unknown';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly kind: StorageErrorKind;

  constructor(message: string, kind: StorageErrorKind, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const OTHER_TAB_NAMES = new Set(['VersionError', 'DatabaseClosedError', 'VersionChangeError']);
const UNAVAILABLE_NAMES = new Set(['InvalidStateError', 'MissingAPIError', 'SecurityError']);

/** The error and what it wraps (Dexie's `.inner`, standard `.cause`), outermost first. */
function chain(err: unknown): object[] {
  const out: object[] = [];
  let cur: unknown = err;
  while (cur !== null && typeof cur === 'object' && !out.includes(cur) && out.length < 8) {
    out.push(cur);
    const o = cur as { inner?: unknown; cause?: unknown };
    cur = o.inner ?? o.cause;
  }
  return out;
}

function nameOf(e: object): string | undefined {
  const n = (e as { name?: unknown }).name;
  return typeof n === 'string' ? n : undefined;
}

export function isQuotaError(err: unknown): boolean {
  return chain(err).some((e) => {
    const name = nameOf(e);
    if (name !== undefined && QUOTA_NAMES.has(name)) return true;
    // Legacy browsers signal quota through DOMException code 22 only.
    return (e as { code?: unknown }).code === 22 && name !== undefined && name !== 'StorageError';
  });
}

export function classifyStorageError(err: unknown): StorageErrorKind {
  if (err instanceof StorageError) return err.kind;
  if (isQuotaError(err)) return 'quota';
  // This tab's connection was closed by another tab: whatever the browser reported, that is the cause.
  const closed = closedForGood();
  if (closed === 'deleted') return 'deleted';
  if (closed === 'versionchange') return 'other-tab';
  const links = chain(err);
  // Before « closed »: Dexie reports a database that failed to open as closed, the failure inside.
  if (links.some((e) => UNAVAILABLE_NAMES.has(nameOf(e) ?? ''))) return 'unavailable';
  if (
    links.some((e) => {
      const name = nameOf(e);
      return (name !== undefined && OTHER_TAB_NAMES.has(name)) || (e as { type?: unknown }).type === 'versionchange';
    })
  )
    return 'other-tab';
  return 'unknown';
}

/** A French sentence for the MJ; never throws. */
export function describeStorageError(err: unknown): string {
  if (err instanceof StorageError) return err.message;
  switch (classifyStorageError(err)) {
    case 'quota':
      return MSG_QUOTA;
    case 'other-tab':
      return MSG_OTHER_TAB;
    case 'deleted':
      return MSG_NOT_STORED_DELETED;
    case 'unavailable':
      return MSG_UNAVAILABLE;
    default: {
      const first = chain(err)[0];
      const name = (first && nameOf(first)) || (err === null ? 'null' : typeof err);
      return msgUnknown(name);
    }
  }
}

/** Wrap anything thrown by Dexie/IndexedDB; our own StorageErrors pass through unchanged. */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  return new StorageError(describeStorageError(err), classifyStorageError(err), { cause: err });
}

/** Run a storage operation so that it can only fail with a StorageError. */
export async function guard<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    const error = toStorageError(err);
    // No call is waiting for this one: the whole app must know (the game on screen offers its export).
    if (error.kind === 'unavailable') emitStorageAlert(error.message, 'unavailable');
    throw error;
  }
}
