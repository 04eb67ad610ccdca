/**
 * The pool fails every query from the moment a transaction on it commits until `restore`, as a pool
 * that hands out no connection in time does under load (pg-pool's own words, which the API answers
 * with 503 "try again"). Queries inside the transaction go through its own handle and are untouched.
 */
export function failPoolAfterCommit(db: object): { refused: () => number; restore: () => void } {
  const handle = db as Record<string, unknown>;
  const methods = ['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction'] as const;
  let committed = false;
  let refused = 0;
  for (const method of methods) {
    const real = handle[method] as (...args: unknown[]) => unknown;
    handle[method] = (...args: unknown[]): unknown => {
      if (committed) {
        refused += 1;
        throw new Error('timeout exceeded when trying to connect');
      }
      if (method !== 'transaction') return real.apply(db, args);
      return (real.apply(db, args) as Promise<unknown>).then((result) => {
        committed = true;
        return result;
      });
    };
  }
  return {
    refused: () => refused,
    restore: () => {
      for (const method of methods) delete handle[method];
    },
  };
}
