import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Inlines a query's parameters as literals, so EXPLAIN plans the query exactly as it runs. */
export function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (value === null || value === undefined) return 'null';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

/** The relations a plan reads with a sequential scan. */
export async function seqScans(db: Db, query: { sql: string; params: unknown[] }): Promise<string[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql.raw(`explain (format json) ${inline(query)}`));
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  plan.forEach((entry) => walk(entry.Plan));
  return found;
}

type QueryArgs = [unknown, unknown?, ...unknown[]];

/** The driver's client (PGlite's or the pool), whose `query` every statement goes through. */
export function driverOf(db: Db): { query: (...args: QueryArgs) => unknown } {
  return (db as unknown as { $client: { query: (...args: QueryArgs) => unknown } }).$client;
}

/** The statements a call sends to the database, with their parameters, as the driver receives them. */
export async function capturedStatements(db: Db, call: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const client = driverOf(db);
  const original = client.query;
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  client.query = function (this: unknown, ...args: QueryArgs) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ sql: first, params: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      seen.push({ sql: config.text, params: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    client.query = original;
  }
  return seen;
}
