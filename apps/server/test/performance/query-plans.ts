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
