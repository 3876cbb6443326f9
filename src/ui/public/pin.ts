/**
 * The MJ's PIN for leaving public mode: 4 to 8 digits, chosen on this device
 * the first time, kept in localStorage as a salted SHA-256 (SubtleCrypto),
 * never in clear. Wrong codes are rate-limited across reloads: after
 * FREE_TRIES wrong codes in a row, each further try waits, twice as long
 * every time (30 s, 1 min, 2 min… up to 15 min).
 *
 * Checks run one at a time, across tabs (a Web Lock) and within a tab: six
 * tabs sending wrong codes at once must count six failures and make the
 * fourth one wait, not each read « no failure yet » before any is written.
 */

export const PIN_KEY = 'veilleur.codeMJ';
export const TRIES_KEY = 'veilleur.codeMJ.essais';
export const FREE_TRIES = 3;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;

/** The part of `Storage` used here (tests pass an in-memory one). */
export type PinStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredPin {
  v: 1;
  salt: string;
  hash: string;
}

interface Tries {
  fails: number;
  /** No try is accepted before this time (ms since the epoch). */
  until: number;
}

export type PinCheck = { ok: true } | { ok: false; message: string; waitMs: number };

function defaultStore(): PinStore {
  return window.localStorage;
}

const hex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Why `pin` cannot be a PIN (French), or null. */
export function pinProblem(pin: string): string | null {
  return /^\d{4,8}$/.test(pin) ? null : 'Le code doit compter de 4 à 8 chiffres.';
}

export async function hashPin(pin: string, salt: string): Promise<string> {
  const data = new TextEncoder().encode(`veilleur-code-mj:${salt}:${pin}`);
  return hex(await crypto.subtle.digest('SHA-256', data));
}

function readPin(store: PinStore): StoredPin | null {
  try {
    const parsed = JSON.parse(store.getItem(PIN_KEY) ?? 'null') as Partial<StoredPin> | null;
    return parsed && parsed.v === 1 && typeof parsed.salt === 'string' && typeof parsed.hash === 'string' ? (parsed as StoredPin) : null;
  } catch {
    return null;
  }
}

export function hasPin(store: PinStore = defaultStore()): boolean {
  return readPin(store) !== null;
}

/** Store a new PIN (the MJ typed it twice). Returns a French reason when refused. */
export async function choosePin(pin: string, confirm: string, store: PinStore = defaultStore()): Promise<string | null> {
  const problem = pinProblem(pin);
  if (problem) return problem;
  if (pin !== confirm) return 'Les deux codes ne sont pas identiques.';
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  store.setItem(PIN_KEY, JSON.stringify({ v: 1, salt, hash: await hashPin(pin, salt) } satisfies StoredPin));
  store.removeItem(TRIES_KEY);
  return null;
}

function readTries(store: PinStore): Tries {
  try {
    const parsed = JSON.parse(store.getItem(TRIES_KEY) ?? 'null') as Partial<Tries> | null;
    if (parsed && typeof parsed.fails === 'number' && typeof parsed.until === 'number') return { fails: parsed.fails, until: parsed.until };
  } catch {
    // An unreadable record counts as no record.
  }
  return { fails: 0, until: 0 };
}

/** Milliseconds before the next try is accepted (0: now). */
export function waitLeft(store: PinStore = defaultStore(), now = Date.now()): number {
  return Math.max(0, readTries(store).until - now);
}

/** « 30 s », « 2 min ». */
export function describeWait(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 60 ? `${s}\u00a0s` : `${Math.ceil(s / 60)}\u00a0min`;
}

const tooMany = (ms: number): string => `Trop d’essais\u00a0: réessayez dans ${describeWait(ms)}.`;

/** The Web Lock that makes checks run one at a time across this origin's tabs. */
export const PIN_LOCK = 'veilleur.codeMJ.verrou';

/** The tail of this tab's checks: without Web Locks (old browsers, tests) they still run one after another here. */
let queue: Promise<unknown> = Promise.resolve();

/** Run `task` alone: after every check already asked for in this tab, and under the Web Lock when there is one. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  const run = (): Promise<T> => (locks ? (locks.request(PIN_LOCK, task) as Promise<T>) : task());
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Check a PIN, counting wrong ones. With no PIN stored there is nothing to
 * protect: any code opens. `now` is read when the check's turn comes.
 */
export function checkPin(pin: string, store: PinStore = defaultStore(), now?: number): Promise<PinCheck> {
  return oneAtATime(() => checkAlone(pin, store, now ?? Date.now()));
}

/** One check, alone: the wait, the hash and the count read and written together. */
async function checkAlone(pin: string, store: PinStore, now: number): Promise<PinCheck> {
  const wait = waitLeft(store, now);
  if (wait > 0) return { ok: false, message: tooMany(wait), waitMs: wait };
  const stored = readPin(store);
  if (!stored || (await hashPin(pin, stored.salt)) === stored.hash) {
    store.removeItem(TRIES_KEY);
    return { ok: true };
  }
  const fails = readTries(store).fails + 1;
  const waitMs = fails < FREE_TRIES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (fails - FREE_TRIES));
  store.setItem(TRIES_KEY, JSON.stringify({ fails, until: now + waitMs } satisfies Tries));
  return { ok: false, message: waitMs > 0 ? `Code incorrect. ${tooMany(waitMs)}` : 'Code incorrect.', waitMs };
}
