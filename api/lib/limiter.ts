// At most `size` of a kind of work at once in this process; the rest wait in order. For work that
// holds a lot of memory or every core while it runs (decoding and encoding pictures): a burst of
// uploads, or a book's pages drawn at once, waits its turn instead of multiplying the memory.
export interface Limiter {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** how many run now, how many wait, and the most that ever ran at once */
  readonly stats: { active: number; waiting: number; peak: number };
}

export function limiter(size: number): Limiter {
  let active = 0;
  let peak = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= size) return;
    const start = queue.shift();
    if (start) start();
  };
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          active++;
          peak = Math.max(peak, active);
          work().then(resolve, reject).finally(() => {
            active--;
            next();
          });
        });
        next();
      });
    },
    get stats() { return { active, waiting: queue.length, peak }; },
  };
}
