// @vitest-environment happy-dom
// Tabs are simulated as lock instances with different owners sharing this window's localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOCK_DEAD_MS } from '../../core/session.ts';
import {
  LOCK_HEARTBEAT_MS,
  LOCK_KEY,
  LOCK_POLL_MS,
  LOCK_SETTLE_MS,
  createCrossTabLock,
  type LockResult,
} from '../../site/lib/cross-tab-lock.ts';

const NOW_MS = 1_750_000_000_000;

/** Work that takes `ms` (fake) milliseconds, counting how often it ran. */
function slowWork(ms: number) {
  return vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'refreshed';
  });
}

function stored(): unknown {
  const raw = localStorage.getItem(LOCK_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW_MS });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('constants', () => {
  it('match the brief', () => {
    expect(LOCK_KEY).toBe('bookloom.refreshLock');
    expect(LOCK_HEARTBEAT_MS).toBe(1000);
    expect(CLIENT_LOCK_DEAD_MS).toBe(3100);
  });
});

describe('cross-tab lock', () => {
  it('runs the work in one of two tabs; the other waits, pending, and does not run it', async () => {
    const tabA = createCrossTabLock({ owner: 'tab-a' });
    const tabB = createCrossTabLock({ owner: 'tab-b' });
    const work = slowWork(1500);

    const resultA = tabA.withLock(work);
    const resultB = tabB.withLock(work);
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(tabA.getState()).toBe('held');
    expect(tabB.getState()).toBe('pending');
    expect(stored()).toEqual({ owner: 'tab-a', heartbeat: NOW_MS });

    await vi.advanceTimersByTimeAsync(1500 + LOCK_POLL_MS);
    await expect(resultA).resolves.toEqual({ ran: true, value: 'refreshed' });
    await expect(resultB).resolves.toEqual({ ran: false });
    expect(work).toHaveBeenCalledTimes(1);
    expect(tabA.getState()).toBe('idle');
    expect(tabB.getState()).toBe('idle');
    expect(stored()).toBeNull();
  });

  it('five tabs make one refresh', async () => {
    const work = slowWork(800);
    const tabs = ['1', '2', '3', '4', '5'].map((n) => createCrossTabLock({ owner: `tab-${n}` }));
    const results = tabs.map((tab) => tab.withLock(work));
    await vi.advanceTimersByTimeAsync(5000);
    const settled: LockResult<string>[] = await Promise.all(results);
    expect(work).toHaveBeenCalledTimes(1);
    expect(settled.filter((result) => result.ran)).toHaveLength(1);
  });

  it('keeps a long-running holder alive with heartbeats every second', async () => {
    const tabA = createCrossTabLock({ owner: 'tab-a' });
    const tabB = createCrossTabLock({ owner: 'tab-b' });
    const work = slowWork(10_000);
    const resultA = tabA.withLock(work);
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    const resultB = tabB.withLock(work);

    await vi.advanceTimersByTimeAsync(LOCK_HEARTBEAT_MS);
    expect(stored()).toEqual({ owner: 'tab-a', heartbeat: NOW_MS + LOCK_SETTLE_MS + LOCK_HEARTBEAT_MS });
    // far beyond CLIENT_LOCK_DEAD_MS since the lock was taken: still A's, B still waiting
    await vi.advanceTimersByTimeAsync(7000);
    expect(tabB.getState()).toBe('pending');
    expect((stored() as { owner: string }).owner).toBe('tab-a');

    await vi.advanceTimersByTimeAsync(3000 + LOCK_POLL_MS);
    await expect(resultA).resolves.toMatchObject({ ran: true });
    await expect(resultB).resolves.toEqual({ ran: false });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('takes over a lock whose heartbeat is older than 3100 ms at once', async () => {
    localStorage.setItem(LOCK_KEY, JSON.stringify({ owner: 'crashed-tab', heartbeat: NOW_MS - CLIENT_LOCK_DEAD_MS - 1 }));
    const tab = createCrossTabLock({ owner: 'tab-b' });
    let ownerDuringWork: unknown;
    const result = tab.withLock(async () => {
      ownerDuringWork = stored();
      return 1;
    });
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await expect(result).resolves.toEqual({ ran: true, value: 1 });
    expect(ownerDuringWork).toEqual({ owner: 'tab-b', heartbeat: NOW_MS });
  });

  it('waits for a live lock, then takes it over once its heartbeat is older than 3100 ms', async () => {
    localStorage.setItem(LOCK_KEY, JSON.stringify({ owner: 'frozen-tab', heartbeat: NOW_MS }));
    const tab = createCrossTabLock({ owner: 'tab-b' });
    const work = vi.fn(async () => 'mine');
    const result = tab.withLock(work);

    await vi.advanceTimersByTimeAsync(CLIENT_LOCK_DEAD_MS);
    expect(work).not.toHaveBeenCalled();
    expect(tab.getState()).toBe('pending');

    await vi.advanceTimersByTimeAsync(LOCK_POLL_MS + LOCK_SETTLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toEqual({ ran: true, value: 'mine' });
  });

  it('judges death with the injected clock', () => {
    let now = 10_000;
    const tab = createCrossTabLock({ owner: 'tab-a', now: () => now });
    const record = { owner: 'other', heartbeat: 10_000 };
    now = 10_000 + CLIENT_LOCK_DEAD_MS;
    expect(tab.isDead(record)).toBe(false);
    now += 1;
    expect(tab.isDead(record)).toBe(true);
  });

  it('wakes a waiter on the storage event from another tab, before its next poll', async () => {
    localStorage.setItem(LOCK_KEY, JSON.stringify({ owner: 'other-window', heartbeat: NOW_MS }));
    const tab = createCrossTabLock({ owner: 'tab-b', pollMs: 60_000 });
    const work = vi.fn(async () => 1);
    let settled: LockResult<number> | undefined;
    void tab.withLock(work).then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBeUndefined();

    localStorage.removeItem(LOCK_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEY }));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual({ ran: false });
    expect(work).not.toHaveBeenCalled();
  });

  it('treats an unreadable record as free', async () => {
    localStorage.setItem(LOCK_KEY, 'not json');
    const tab = createCrossTabLock({ owner: 'tab-a' });
    const result = tab.withLock(async () => 'ran');
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await expect(result).resolves.toEqual({ ran: true, value: 'ran' });
  });

  it('releases the lock when the work throws', async () => {
    const tab = createCrossTabLock({ owner: 'tab-a' });
    const result = tab.withLock(async () => {
      throw new Error('boom');
    });
    const settled = expect(result).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await settled;
    expect(stored()).toBeNull();
    expect(tab.getState()).toBe('idle');
  });
});

/**
 * Tabs as Chromium runs them: each renderer keeps its own copy of localStorage and another tab's
 * write reaches it `lagMs` later (a busy machine makes that longer than the settle wait).
 */
function laggingStorages(lagMs: number) {
  const copies: Map<string, string>[] = [];
  return () => {
    const mine = new Map<string, string>();
    copies.push(mine);
    const spread = (change: (copy: Map<string, string>) => void) => {
      change(mine);
      for (const other of copies) if (other !== mine) setTimeout(() => change(other), lagMs);
    };
    return {
      getItem: (key: string) => mine.get(key) ?? null,
      setItem: (key: string, value: string) => spread((copy) => copy.set(key, value)),
      removeItem: (key: string) => spread((copy) => copy.delete(key)),
    };
  };
}

/** Web Locks as the browser keeps them: one queue per name, shared by every tab. */
function sharedLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const turn = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(name, turn.catch(() => undefined));
      return turn;
    },
  };
}

/** As the session store does: a tab holding the lock first looks for a new cookie, else refreshes (1.5 s). */
function sessionRefresh() {
  let cookie = 'old';
  const refreshes = slowWork(1500);
  const work = vi.fn(async () => {
    if (cookie === 'new') return 'found';
    const value = await refreshes(); // the new cookie arrives with the answer
    cookie = 'new';
    return value;
  });
  return { refreshes, work };
}

describe('cross-tab lock when localStorage reaches other tabs late', () => {
  const quiet = () => new EventTarget();

  it('the read-back alone lets two tabs both run the work (why Web Locks are used)', async () => {
    const storage = laggingStorages(4 * LOCK_SETTLE_MS);
    const { refreshes, work } = sessionRefresh();
    const tabs = ['a', 'b'].map((n) => createCrossTabLock({ owner: `tab-${n}`, storage: storage(), events: quiet(), locks: null }));
    const results = tabs.map((tab) => tab.withLock(work));
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all(results);
    expect(refreshes).toHaveBeenCalledTimes(2);
  });

  it('with Web Locks the tabs take turns: one refresh, and every later tab finds it done', async () => {
    const storage = laggingStorages(4 * LOCK_SETTLE_MS);
    const locks = sharedLocks();
    const { refreshes, work } = sessionRefresh();
    const tabs = ['1', '2', '3', '4', '5'].map((n) => createCrossTabLock({ owner: `tab-${n}`, storage: storage(), events: quiet(), locks }));
    const results = tabs.map((tab) => tab.withLock(work));
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(tabs.map((tab) => tab.getState())).toEqual(['held', 'pending', 'pending', 'pending', 'pending']);
    await vi.advanceTimersByTimeAsync(10_000);
    const settled = await Promise.all(results);
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(settled[0]).toEqual({ ran: true, value: 'refreshed' });
    for (const later of settled.slice(1)) expect([{ ran: false }, { ran: true, value: 'found' }]).toContainEqual(later);
    expect(locks.requested).toEqual(Array(5).fill(LOCK_KEY));
    expect(tabs.map((tab) => tab.getState())).toEqual(Array(5).fill('idle'));
  });

  it('a tab whose wait for the Web Lock times out gives up without running the work', async () => {
    const work = vi.fn(async () => 'refreshed');
    const tab = createCrossTabLock({
      owner: 'tab-late',
      locks: { request: () => Promise.reject(new DOMException('The lock request timed out', 'TimeoutError')) },
    });
    await expect(tab.withLock(work)).resolves.toEqual({ ran: false });
    expect(work).not.toHaveBeenCalled();
    expect(tab.getState()).toBe('idle');
  });

  it('work that throws inside the Web Lock is not run a second time', async () => {
    const work = vi.fn(async () => {
      throw new Error('refresh broke');
    });
    const tab = createCrossTabLock({ owner: 'tab-x', locks: sharedLocks() });
    const settled = tab.withLock(work).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await expect(settled).resolves.toBe('refresh broke');
    expect(work).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
  });
});
