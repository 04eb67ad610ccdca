import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

/** Where the snapshot's copies live, beside `public` and out of the application's sight. */
const SNAPSHOT_SCHEMA = 'test_snapshot';

type TableInfo = { oid: number; name: string; columns: string[]; hasAlwaysIdentity: boolean };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Every table of `public`, with the columns an insert may name (generated ones compute themselves
 * again). Read from the catalogue, never listed by hand: a table another migration adds is
 * snapshotted and restored like the rest. The drizzle schema (the migrations' journal) is left alone.
 */
async function publicTables(db: Db): Promise<TableInfo[]> {
  const rows = await queryRows<{ oid: number; name: string; columns: string[] | null; has_always_identity: boolean }>(
    db,
    sql`select c.oid::bigint as oid, c.relname as name,
               array(select a.attname::text from pg_attribute a
                     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                     order by a.attnum) as columns,
               exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as has_always_identity
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((row) => ({ oid: Number(row.oid), name: row.name, columns: row.columns ?? [], hasAlwaysIdentity: row.has_always_identity }));
}

/**
 * Copies every table of `public` into the snapshot schema with the sequences' positions, and
 * writes `test_snapshot.restore()`, the one call that puts them back. Run once, after migrating and
 * seeding; the copies travel with the template.
 *
 * The restore refills only the tables a test wrote to. A statement-level trigger on each table
 * advances that table's marker sequence: sequences are outside transactions and never wait, so
 * concurrent writers are not serialised by the bookkeeping (a marker table would make them queue on
 * its rows, and could deadlock two transactions writing two tables in opposite orders). A rolled-back
 * write leaves its mark too, which costs one needless refill.
 *
 * The refill runs as `session_replication_role = replica` (we are superuser on PGlite and on the
 * test server): foreign-key and user triggers stay silent, so a table is emptied with `delete`
 * whatever points at it (its rows come back with the same ids), and refilling marks nothing. The
 * role is set only when there is something to refill, since setting it discards every cached plan.
 * `delete` beats `truncate` by far here: truncating makes new files for the table and each index,
 * and on PostgreSQL syncs them, about 20 ms a table. Every sequence is put back each time, whatever
 * was touched: a failed insert draws an id without writing a row.
 */
export async function createSnapshot(db: Db): Promise<void> {
  const tables = await publicTables(db);
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));

  const filled = new Set<string>();
  for (const table of tables) {
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.${ident(table.name)} as select * from public.${ident(table.name)}`));
    await db.execute(sql.raw(`create sequence ${SNAPSHOT_SCHEMA}.touched_${table.oid}`));
    const [row] = await queryRows<{ filled: boolean }>(db, sql.raw(`select exists(select 1 from ${SNAPSHOT_SCHEMA}.${ident(table.name)}) as filled`));
    if (row?.filled) filled.add(table.name);
  }

  const sequences = await queryRows<{ name: string; last_value: string | null; start_value: string }>(
    db,
    sql`select sequencename as name, last_value::text, start_value::text from pg_sequences where schemaname = 'public' order by sequencename`,
  );

  // Fixed text per table rather than dynamic SQL: plpgsql plans each statement once per session.
  // The markers are read directly, which is cheaper than pg_sequences (it reads every sequence).
  const markers = tables.map((table) => `case when (select is_called from ${SNAPSHOT_SCHEMA}.touched_${table.oid}) then ${table.oid} end`).join(',\n      ');
  const restores = tables
    .map((table) => {
      const columns = table.columns.map(ident).join(', ');
      const refill = filled.has(table.name)
        ? `\n      insert into public.${ident(table.name)} (${columns})${table.hasAlwaysIdentity ? ' overriding system value' : ''} select ${columns} from ${SNAPSHOT_SCHEMA}.${ident(table.name)};`
        : '';
      return `    if ${table.oid} = any(touched) then
      delete from public.${ident(table.name)};${refill}
      perform setval('${SNAPSHOT_SCHEMA}.touched_${table.oid}', 1, false);
    end if;`;
    })
    .join('\n');
  const positions = sequences
    .map((sequence) =>
      sequence.last_value === null
        ? `  perform setval(${literal(`public.${ident(sequence.name)}`)}, ${sequence.start_value}, false);`
        : `  perform setval(${literal(`public.${ident(sequence.name)}`)}, ${sequence.last_value}, true);`,
    )
    .join('\n');

  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $restore$
declare
  touched bigint[];
begin
  touched := array_remove(array[
      ${markers}]::bigint[], null);
  if cardinality(touched) > 0 then
    -- Both for this transaction only. Nothing here needs to survive a crash: no waiting for the WAL
    -- flush at commit.
    perform set_config('session_replication_role', 'replica', true);
    perform set_config('synchronous_commit', 'off', true);
${restores}
  end if;
${positions}
end
$restore$`),
  );

  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.touch() returns trigger language plpgsql as $touch$
begin
  perform nextval('${SNAPSHOT_SCHEMA}.touched_' || tg_relid::bigint);
  return null;
end
$touch$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger test_snapshot_touch after insert or update or delete or truncate on public.${ident(table.name)} for each statement execute function ${SNAPSHOT_SCHEMA}.touch()`),
    );
  }
}

/** Puts back every table a test wrote to, and every sequence, as the snapshot holds them: one round trip. */
export async function restoreSnapshot(db: Db): Promise<void> {
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`));
}
