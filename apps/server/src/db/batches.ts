/**
 * Many small writes as one statement. A call that comes while no batch is running goes at once, alone;
 * calls that come while one is running wait for it and then go together, as the next batch. Under load
 * a hundred marks become one statement and one commit instead of a hundred: PostgreSQL commits the
 * transactions that NOTIFY one after another, each through its own flush of the log, so a write that
 * tells the event bus is bounded by the commits, not by the rows.
 *
 * `run` answers one result per item, in the items' order. A batch that fails is run again one item at
 * a time, so one call's error (or a deadlock with another instance's batch) stays its own. Items with
 * the same `keyOf` never share a batch: the later one waits for the next, so that two calls on the same
 * row keep their order.
 */
export type BatchOptions<T> = {
  /** Items in one batch at most. */
  max?: number;
  /** Items with equal keys go in different batches, in the order they came. */
  keyOf?: (item: T) => string | number;
};

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

export class Batches<T, R> {
  private waiting: Array<Waiting<T, R>> = [];
  private running = false;
  /** Batches run so far (and items in them): how much the batching saved, for tests and logs. */
  batches = 0;
  items = 0;

  constructor(
    private readonly run: (items: readonly T[]) => Promise<readonly R[]>,
    private readonly options: BatchOptions<T> = {},
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) await this.runBatch(this.take());
    } finally {
      this.running = false;
    }
  }

  /** The next batch: the oldest waiting items, at most `max`, no two with the same key. */
  private take(): Array<Waiting<T, R>> {
    const max = this.options.max ?? 100;
    const keys = new Set<string | number>();
    const batch: Array<Waiting<T, R>> = [];
    const later: Array<Waiting<T, R>> = [];
    for (const waiting of this.waiting) {
      const key = this.options.keyOf?.(waiting.item);
      if (batch.length < max && (key === undefined || !keys.has(key))) {
        batch.push(waiting);
        if (key !== undefined) keys.add(key);
      } else {
        later.push(waiting);
      }
    }
    this.waiting = later;
    return batch;
  }

  private async runBatch(batch: Array<Waiting<T, R>>): Promise<void> {
    this.batches += 1;
    this.items += batch.length;
    try {
      const results = await this.run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((waiting, index) => waiting.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) {
        try {
          const results = await this.run([waiting.item]);
          if (results.length !== 1) throw new Error(`a batch of 1 answered ${results.length} results`);
          waiting.resolve(results[0] as R);
        } catch (own) {
          waiting.reject(own);
        }
      }
    }
  }
}
