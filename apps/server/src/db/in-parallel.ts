import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent queries on `db`: at once on the pool, one after another in a transaction. A transaction
 * is one connection, and node-postgres queues (and deprecates) a query sent while another is running on it.
 * Pass thunks: a Drizzle query starts when awaited, so each must not be built into a promise before its turn.
 */
export async function inParallel<const T extends readonly (() => PromiseLike<unknown>)[]>(db: Db, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
