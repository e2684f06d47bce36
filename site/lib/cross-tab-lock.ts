// A lock shared by the tabs of one browser through localStorage (spec §4: states held and
// pending; a client lock is dead after CLIENT_LOCK_DEAD_MS without a heartbeat). Used so that
// five open tabs with an expiring token make one refresh call, not five: the holder runs the
// work, the others wait until it releases and then read its result (the new cookie).
//
// localStorage has no compare-and-swap, so taking the lock is write, wait `settleMs`, read back:
// of two tabs writing at once the last write wins and only its owner sees itself. The holder
// rewrites its heartbeat every `heartbeatMs`; waiters watch the `storage` event (other tabs) and
// poll every `pollMs` (same-tab instances get no event, and a tab that died sends nothing).
//
// That read-back is not enough on its own: each Chromium renderer keeps its own copy of
// localStorage and other tabs' writes reach it later, so on a busy machine two tabs can each read
// back their own record and both refresh. The second refresh then presents a used refresh token,
// which the server treats as theft and ends the session in every tab. Where the browser has the
// Web Locks API (every current browser), the whole protocol therefore runs inside
// navigator.locks.request(key): one tab at a time, released by the browser when a tab dies. A tab
// that waited takes its turn after the holder, finds the new cookie and refreshes nothing.
// Browser-only at call time; nothing here runs at import.
import { CLIENT_LOCK_DEAD_MS } from '../../core/session.ts';

export const LOCK_KEY = 'bookloom.refreshLock';
export const LOCK_HEARTBEAT_MS = 1000;
export const LOCK_POLL_MS = 250;
export const LOCK_SETTLE_MS = 50;
/** How long a tab waits for the Web Lock before giving up (longer than a refresh's 5 tries). */
export const LOCK_WAIT_MS = 90_000;

export type LockRecord = { owner: string; heartbeat: number };
/** idle: neither holding nor waiting; pending: taking or waiting for the lock; held: running. */
export type LockState = 'idle' | 'pending' | 'held';
/** ran: this tab held the lock and ran fn; otherwise another tab did the work and released. */
export type LockResult<T> = { ran: true; value: T } | { ran: false };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
/** The part of the Web Locks API used here. */
export type LockManagerLike = {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
};

export type CrossTabLockOptions = {
  key?: string;
  /** Identifies this tab; must differ between tabs. */
  owner?: string;
  storage?: StorageLike;
  /** Where `storage` events arrive; default the window. */
  events?: EventSource;
  /** Clock in milliseconds; default Date.now. */
  now?: () => number;
  heartbeatMs?: number;
  deadMs?: number;
  pollMs?: number;
  settleMs?: number;
  /** The browser's Web Locks (default navigator.locks); null runs the localStorage protocol alone. */
  locks?: LockManagerLike | null;
  waitMs?: number;
};

export type CrossTabLock = {
  readonly owner: string;
  getState(): LockState;
  /** The stored record, whoever owns it; undefined when free or unreadable. */
  read(): LockRecord | undefined;
  isDead(record: LockRecord): boolean;
  /** Runs fn if this tab gets the lock; else waits for the holder to release (see LockResult). */
  withLock<T>(fn: () => Promise<T>): Promise<LockResult<T>>;
};

let tabSequence = 0;

/**
 * A per-tab owner name: the page's time origin (microsecond precision, distinct per tab) and a
 * counter. Not an entity id and not random: spec §8 forbids random ids in the browser.
 */
function defaultOwner(): string {
  tabSequence += 1;
  const origin = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
  return `tab-${origin}-${tabSequence}`;
}

function parseRecord(raw: string | null): LockRecord | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { owner, heartbeat } = value as Record<string, unknown>;
    if (typeof owner !== 'string' || typeof heartbeat !== 'number' || !Number.isFinite(heartbeat)) return undefined;
    return { owner, heartbeat };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCrossTabLock(options: CrossTabLockOptions = {}): CrossTabLock {
  const key = options.key ?? LOCK_KEY;
  const owner = options.owner ?? defaultOwner();
  const now = options.now ?? (() => Date.now());
  const heartbeatMs = options.heartbeatMs ?? LOCK_HEARTBEAT_MS;
  const deadMs = options.deadMs ?? CLIENT_LOCK_DEAD_MS;
  const pollMs = options.pollMs ?? LOCK_POLL_MS;
  const settleMs = options.settleMs ?? LOCK_SETTLE_MS;
  const storage = (): StorageLike => options.storage ?? globalThis.localStorage;
  const events = (): EventSource | undefined => options.events ?? (typeof window === 'undefined' ? undefined : window);
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const locks = (): LockManagerLike | undefined =>
    options.locks === null ? undefined
      : options.locks ?? (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks);

  let state: LockState = 'idle';
  /** Calls in this tab run one after another, so the tab never races itself. */
  let queue: Promise<unknown> = Promise.resolve();

  function read(): LockRecord | undefined {
    return parseRecord(storage().getItem(key));
  }

  function write(): void {
    storage().setItem(key, JSON.stringify({ owner, heartbeat: now() } satisfies LockRecord));
  }

  function isDead(record: LockRecord): boolean {
    const age = now() - record.heartbeat;
    // a heartbeat far in the future (a clock jump) would otherwise block every tab forever
    return age > deadMs || age < -deadMs;
  }

  /** Writes the record and confirms it survived; false when a live tab holds or wins it. */
  async function tryAcquire(): Promise<boolean> {
    const current = read();
    if (current && current.owner !== owner && !isDead(current)) return false;
    write();
    await sleep(settleMs);
    return read()?.owner === owner;
  }

  function release(): void {
    try {
      if (read()?.owner === owner) storage().removeItem(key);
    } catch {
      // storage went away while we held it: the record (if any) dies on its own
    }
  }

  /** Resolves when the lock is released ('released') or its holder stopped beating ('dead'). */
  function waitForHolder(): Promise<'released' | 'dead'> {
    return new Promise((resolve) => {
      const target = events();
      const check = () => {
        let record: LockRecord | undefined;
        try {
          record = read();
        } catch {
          record = undefined;
        }
        if (record && record.owner !== owner && !isDead(record)) return;
        clearInterval(timer);
        target?.removeEventListener('storage', onStorage);
        resolve(record && record.owner !== owner ? 'dead' : 'released');
      };
      const onStorage = (event: Event) => {
        const changed = (event as StorageEvent).key;
        if (changed === key || changed === null) check();
      };
      const timer = setInterval(check, pollMs);
      target?.addEventListener('storage', onStorage);
    });
  }

  async function run<T>(fn: () => Promise<T>): Promise<LockResult<T>> {
    try {
      for (;;) {
        state = 'pending';
        let acquired: boolean;
        try {
          acquired = await tryAcquire();
        } catch {
          // no usable localStorage (blocked or full): no coordination possible, so just run
          state = 'held';
          return { ran: true, value: await fn() };
        }
        if (acquired) {
          state = 'held';
          const beat = setInterval(() => {
            // a tab frozen past deadMs may have lost the lock; then leave the new holder alone
            try {
              if (read()?.owner === owner) write();
            } catch {
              // storage went away: waiters will see the record die
            }
          }, heartbeatMs);
          try {
            return { ran: true, value: await fn() };
          } finally {
            clearInterval(beat);
            release();
          }
        }
        // a dead holder's lock is taken over (loop); a released one means the work is done
        if ((await waitForHolder()) === 'released') return { ran: false };
      }
    } finally {
      state = 'idle';
    }
  }

  /** Runs `body` holding the Web Lock, when the browser has one; see the header. */
  async function exclusive<T>(body: () => Promise<LockResult<T>>): Promise<LockResult<T>> {
    const manager = locks();
    if (!manager) return body();
    let entered = false;
    state = 'pending';
    try {
      return await manager.request(key, { signal: AbortSignal.timeout(waitMs) }, () => {
        entered = true;
        return body();
      });
    } catch (error) {
      if (entered) throw error;
      state = 'idle';
      // waited too long for a holder that never finished: its result, if any, is in the cookie
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { ran: false };
      return body(); // the lock manager refused (an opaque origin): the localStorage protocol alone
    }
  }

  function withLock<T>(fn: () => Promise<T>): Promise<LockResult<T>> {
    const result = queue.then(() => exclusive(() => run(fn)));
    queue = result.catch(() => undefined);
    return result;
  }

  return { owner, getState: () => state, read, isDead, withLock };
}
