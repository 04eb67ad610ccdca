import { describe, expect, it } from 'vitest';
import { Batches } from './batches.ts';

/** A batch runner that records what it was given and answers when told to. */
function recorder(fail: (item: number) => boolean = () => false) {
  const seen: number[][] = [];
  const open: Array<() => void> = [];
  const run = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      seen.push([...items]);
      open.push(() => (items.some(fail) ? reject(new Error(`bad ${items.filter(fail).join(',')}`)) : resolve(items.map((item) => item * 10))));
    });
  /** Lets the oldest running batch answer, then lets the next one start. */
  const answer = async () => {
    open.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { seen, run, answer };
}

describe('Batches', () => {
  it('runs a call that comes alone at once, and gathers the ones that come meanwhile into the next batch', async () => {
    const { seen, run, answer } = recorder();
    const batches = new Batches(run);
    const first = batches.submit(1);
    expect(seen).toEqual([[1]]);
    const rest = [2, 3, 4].map((item) => batches.submit(item));
    expect(seen).toEqual([[1]]);
    await answer();
    expect(await first).toBe(10);
    expect(seen).toEqual([[1], [2, 3, 4]]);
    await answer();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect({ batches: batches.batches, items: batches.items }).toEqual({ batches: 2, items: 4 });
  });

  it('keeps two calls of the same key apart, in the order they came, and no batch over its size', async () => {
    const { seen, run, answer } = recorder();
    const batches = new Batches(run, { max: 2, keyOf: (item) => item % 100 });
    const calls = [1, 2, 102, 3, 4, 5].map((item) => batches.submit(item));
    for (let round = 0; round < 4; round += 1) await answer();
    expect(await Promise.all(calls)).toEqual([10, 20, 1020, 30, 40, 50]);
    // 102 waits for the batch after 2's; the others fill the batches in their order, two at a time.
    expect(seen).toEqual([[1], [2, 3], [102, 4], [5]]);
  });

  it('runs a failed batch again one call at a time, so only the bad call fails', async () => {
    const { seen, run, answer } = recorder((item) => item === 3);
    const batches = new Batches(run);
    const first = batches.submit(1);
    const rest = [2, 3, 4].map((item) => batches.submit(item).catch((error: Error) => error.message));
    for (let round = 0; round < 5; round += 1) await answer();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 'bad 3', 40]);
    expect(seen).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('fails every call of a batch whose runner answers the wrong number of results', async () => {
    const batches = new Batches<number, number>(async () => [1, 2, 3]);
    await expect(batches.submit(1)).rejects.toThrow('a batch of 1 answered 3 results');
  });
});
