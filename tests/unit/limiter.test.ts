// api/lib/limiter.ts: at most N pieces of work at once, the rest in order, failures passed on.
import { describe, expect, it } from 'vitest';
import { limiter } from '../../api/lib/limiter.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('limiter', () => {
  it('runs at most two at once and starts the waiting ones in the order they came', async () => {
    const limit = limiter(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => limit.run(async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await pause(10 + (i % 2) * 5);
      running--;
      return i * 10;
    })));
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(limit.stats).toEqual({ active: 0, waiting: 0, peak: 2 });
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('passes a failure on and frees the place for the next', async () => {
    const limit = limiter(1);
    const failed = limit.run(async () => { throw new Error('broken picture'); });
    const next = limit.run(async () => 'drawn');
    await expect(failed).rejects.toThrow('broken picture');
    expect(await next).toBe('drawn');
    expect(limit.stats.active).toBe(0);
  });
});
