// Many single-id loads merged into few id-list calls (spec data layer §7/§9: profiles debounced
// 10 ms, files delayed 10 ms): ids asked for within the wait go out together, each id once,
// split into calls of at most maxBatchSize ids.

export interface BatchLoaderOptions<Item> {
  /** Loads one batch of distinct ids; ids missing from the map resolve undefined. */
  loadBatch(ids: number[]): Promise<ReadonlyMap<number, Item>>;
  /** @default 10 */
  waitMs?: number;
  /**
   * 'debounce': each new id restarts the wait; 'delay': the first id starts it.
   * @default 'debounce'
   */
  schedule?: 'debounce' | 'delay';
  /** A full batch goes out at once. @default 100 (the API's limit) */
  maxBatchSize?: number;
}

export interface BatchLoader<Item> {
  /** The item, or undefined when the server does not know the id; rejects when its batch fails. */
  load(id: number): Promise<Item | undefined>;
}

interface Waiter<Item> {
  promise: Promise<Item | undefined>;
  resolve(item: Item | undefined): void;
  reject(error: unknown): void;
}

function waiter<Item>(): Waiter<Item> {
  let resolve!: Waiter<Item>['resolve'];
  let reject!: Waiter<Item>['reject'];
  const promise = new Promise<Item | undefined>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function createBatchLoader<Item>({ loadBatch, waitMs = 10, schedule = 'debounce', maxBatchSize = 100 }: BatchLoaderOptions<Item>): BatchLoader<Item> {
  const queued = new Map<number, Waiter<Item>>();
  const inFlight = new Map<number, Promise<Item | undefined>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(batch: Array<[number, Waiter<Item>]>): void {
    const ids = batch.map(([id]) => id);
    for (const [id, { promise }] of batch) inFlight.set(id, promise);
    loadBatch(ids)
      .then(
        (found) => { for (const [id, { resolve }] of batch) resolve(found.get(id)); },
        (error: unknown) => { for (const [, { reject }] of batch) reject(error); },
      )
      .finally(() => { for (const id of ids) inFlight.delete(id); });
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const all = [...queued];
    queued.clear();
    for (let start = 0; start < all.length; start += maxBatchSize) send(all.slice(start, start + maxBatchSize));
  }

  return {
    load(id) {
      const known = inFlight.get(id) ?? queued.get(id)?.promise;
      if (known) return known;
      const next = waiter<Item>();
      queued.set(id, next);
      if (queued.size >= maxBatchSize) flush();
      else if (schedule === 'debounce' || timer === undefined) {
        clearTimeout(timer);
        timer = setTimeout(flush, waitMs);
      }
      return next.promise;
    },
  };
}
