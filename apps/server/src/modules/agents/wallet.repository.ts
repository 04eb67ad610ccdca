import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AgentStatus, WalletEntryType } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { agents, walletEntries, walletTopUps } from '../../db/schema/agents.ts';

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type WalletEntryValues = Omit<typeof walletEntries.$inferInsert, 'id' | 'createdAt'>;
/** An entry with the balance after it, in ledger (id) order, and the entry that reversed it. */
export type LedgerRow = WalletEntryRow & { balanceAfterPaise: number; reversedByEntryId: number | null };
export type WalletAgentRow = { id: number; agencyName: string; status: AgentStatus; creditLimitPaise: number; walletBalancePaise: number; lowBalanceAlertPaise: number; lowBalanceAlertedAt: Date | null; accountManagerId: number | null };

const walletColumns = {
  id: agents.id,
  agencyName: agents.agencyName,
  status: agents.status,
  creditLimitPaise: agents.creditLimitPaise,
  walletBalancePaise: agents.walletBalancePaise,
  lowBalanceAlertPaise: agents.lowBalanceAlertPaise,
  lowBalanceAlertedAt: agents.lowBalanceAlertedAt,
  accountManagerId: agents.accountManagerId,
};

/** The agent's wallet figures; `lock` takes the agent's row for the rest of the transaction (every ledger write does). */
export async function walletAgent(db: Db, agentId: number, lock = false): Promise<WalletAgentRow | undefined> {
  const query = db.select(walletColumns).from(agents).where(eq(agents.id, agentId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function setLowBalanceAlertedAt(db: Db, agentId: number, at: Date | null): Promise<void> {
  await db.update(agents).set({ lowBalanceAlertedAt: at }).where(eq(agents.id, agentId));
}

export async function entryOfKey(db: Db, idempotencyKey: string): Promise<WalletEntryRow | undefined> {
  const [row] = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, idempotencyKey));
  return row;
}

export async function findEntry(db: Db, entryId: number): Promise<WalletEntryRow | undefined> {
  const [row] = await db.select().from(walletEntries).where(eq(walletEntries.id, entryId));
  return row;
}

/** The entry that reversed this one, if any. */
export async function reversalOf(db: Db, entryId: number): Promise<WalletEntryRow | undefined> {
  const [row] = await db.select().from(walletEntries).where(eq(walletEntries.reversesEntryId, entryId));
  return row;
}

/**
 * Inserts an entry; the database's trigger adds it to the agent's balance in the same statement. Its
 * time is the clock's at the insert, under the wallet's lock (not the transaction's start, `now()`), so
 * the ledger's time order is its id order even when writes race: a statement cut by time then agrees
 * with the running balance, which runs in id order.
 */
export async function insertEntry(db: Db, values: WalletEntryValues): Promise<WalletEntryRow> {
  const [row] = await db
    .insert(walletEntries)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert into wallet_entries returned no row');
  return row;
}

/** The sum of an agent's entries, optionally of those before a moment: what the balance is (or was). */
export async function ledgerSum(db: Db, agentId: number, before?: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.agentId, agentId), before ? lt(walletEntries.createdAt, before) : undefined));
  return Number(row?.sum ?? 0);
}

const reversedBy = sql<number | null>`(select r.id from ${walletEntries} r where r.reverses_entry_id = "wallet_entries"."id")`;
const balanceAfter = sql<string>`sum(${walletEntries.amountPaise}) over (partition by ${walletEntries.agentId} order by ${walletEntries.id})`;

function ledgerRow(row: WalletEntryRow & { balanceAfter: string; reversedBy: number | null }): LedgerRow {
  const { balanceAfter: after, reversedBy: by, ...entry } = row;
  return { ...entry, balanceAfterPaise: Number(after), reversedByEntryId: by === null ? null : Number(by) };
}

/**
 * A page of an agent's ledger, newest first, each entry with the balance after it (the running sum in
 * ledger order, over the whole ledger, whatever the filter).
 */
export async function ledgerPage(db: Db, agentId: number, types: readonly WalletEntryType[] | undefined, limit: number, offset: number): Promise<{ count: number; rows: LedgerRow[] }> {
  const running = db
    .select({ ...entryColumns(), balanceAfter: balanceAfter.as('balance_after'), reversedBy: reversedBy.as('reversed_by') })
    .from(walletEntries)
    .where(eq(walletEntries.agentId, agentId))
    .as('running');
  const where: SQL | undefined = types?.length ? inArray(running.type, [...types]) : undefined;
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(walletEntries).where(and(eq(walletEntries.agentId, agentId), types?.length ? inArray(walletEntries.type, [...types]) : undefined)),
    () => db.select().from(running).where(where).orderBy(desc(running.id)).limit(limit).offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows: rows.map(ledgerRow) };
}

/** A period's figures: the balance before it, its entries' count, and their credits and debits (positive). */
export type PeriodFigures = { openingPaise: number; count: number; creditsPaise: number; debitsPaise: number };
/** Which of the period's entries to read: a page of them, or (none) every one. */
export type LedgerSlice = { limit: number; offset: number } | undefined;

/** A row of periodLedger's statement: the period's figures, on every row, and one entry (all null when the page has none). */
type PeriodLedgerRow = {
  opening: string | number;
  count: string | number;
  credits: string | number;
  debits: string | number;
  id: number | null;
  agent_id: number;
  type: WalletEntryType;
  amount_paise: string | number;
  reference: string;
  reason: string;
  booking_id: number | null;
  payment_id: number | null;
  top_up_id: number | null;
  reverses_entry_id: number | null;
  idempotency_key: string;
  request_hash: string;
  created_by: number | null;
  /** With its zone: Drizzle's drivers give timestamps as text. */
  created_at: string | Date;
  balance_after: string | number;
  reversed_by: number | null;
};

/**
 * A period's figures and the entries made from `start` (inclusive) to `end` (exclusive), oldest first
 * (ledger, that is id, order), each with the balance after it, in one statement so that the figures
 * and the entries are of the same moment. The balance after an entry is the opening balance plus the
 * period's running sum up to it, a window over the period's entries in the database, so any page of
 * them is right without the earlier ones leaving it. Entries are timed under the wallet's lock, so the
 * ledger's id order is its time order and this equals the running sum over the whole ledger.
 *
 * The period's entries are read once, whole (the figures need every one of them in any case), and the
 * page is cut from them: joining the page back to the ledger let the planner walk the whole ledger's
 * primary key for a long page. Raw rows, mapped here: Drizzle's mapping of a CTE's columns, through
 * its alias proxies, cost more than the statement itself for a year of a busy agency.
 */
export async function periodLedger(db: Db, agentId: number, start: Date, end: Date, slice: LedgerSlice): Promise<{ figures: PeriodFigures; rows: LedgerRow[] }> {
  const columns = sql.raw('id, agent_id, type, amount_paise, reference, reason, booking_id, payment_id, top_up_id, reverses_entry_id, idempotency_key, request_hash, created_by, created_at');
  const rows = await queryRows<PeriodLedgerRow>(
    db,
    sql`with period as (
      select ${columns}, sum(amount_paise) over (order by id) as running
      from ${walletEntries}
      where agent_id = ${agentId} and created_at >= ${start} and created_at < ${end}
    ), figures as (
      select (select coalesce(sum(amount_paise), 0) from ${walletEntries} where agent_id = ${agentId} and created_at < ${start}) as opening,
        count(*) as count,
        coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) as credits,
        coalesce(-sum(amount_paise) filter (where amount_paise < 0), 0) as debits
      from period
    ), page as (
      select ${columns}, running from period order by id ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql.empty()}
    )
    select figures.opening, figures.count, figures.credits, figures.debits, page.*, figures.opening + page.running as balance_after,
      (select r.id from ${walletEntries} r where r.reverses_entry_id = page.id) as reversed_by
    from figures left join page on true
    order by page.id`,
  );
  const first = rows[0];
  return {
    figures: { openingPaise: Number(first?.opening ?? 0), count: Number(first?.count ?? 0), creditsPaise: Number(first?.credits ?? 0), debitsPaise: Number(first?.debits ?? 0) },
    // The figures' one row stands alone, its entry empty, when the page has no entries.
    rows: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              agentId: row.agent_id,
              type: row.type,
              amountPaise: Number(row.amount_paise),
              reference: row.reference,
              reason: row.reason,
              bookingId: row.booking_id,
              paymentId: row.payment_id,
              topUpId: row.top_up_id,
              reversesEntryId: row.reverses_entry_id,
              idempotencyKey: row.idempotency_key,
              requestHash: row.request_hash,
              createdBy: row.created_by,
              createdAt: new Date(row.created_at),
              balanceAfterPaise: Number(row.balance_after),
              reversedByEntryId: row.reversed_by,
            },
          ],
    ),
  };
}

function entryColumns() {
  return {
    id: walletEntries.id,
    agentId: walletEntries.agentId,
    type: walletEntries.type,
    amountPaise: walletEntries.amountPaise,
    reference: walletEntries.reference,
    reason: walletEntries.reason,
    bookingId: walletEntries.bookingId,
    paymentId: walletEntries.paymentId,
    topUpId: walletEntries.topUpId,
    reversesEntryId: walletEntries.reversesEntryId,
    idempotencyKey: walletEntries.idempotencyKey,
    requestHash: walletEntries.requestHash,
    createdBy: walletEntries.createdBy,
    createdAt: walletEntries.createdAt,
  };
}

/** Commission credited to the agent, less the commission reversed. */
export async function commissionEarned(db: Db, agentId: number): Promise<number> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.type} = 'commission'), 0)
        + coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.type} = 'reversal' and exists (select 1 from ${walletEntries} c where c.id = ${walletEntries.reversesEntryId} and c.type = 'commission')), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.agentId, agentId));
  return Number(row?.sum ?? 0);
}

export async function pendingTopUps(db: Db, agentId: number, now: Date): Promise<{ count: number; paise: number }> {
  const [row] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${walletTopUps.amountPaise}), 0)` })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.agentId, agentId), eq(walletTopUps.status, 'pending'), sql`${walletTopUps.expiresAt} > ${now}`));
  return { count: Number(row?.n ?? 0), paise: Number(row?.sum ?? 0) };
}

/** The wallet's figures besides its balance: the pending top-ups (unexpired) and the commission earned. */
export type WalletFigures = { pendingTopUps: number; pendingTopUpsPaise: number; commissionEarnedPaise: number };

/**
 * The agent's wallet row (unlocked), its figures and, when asked, a staff member's name, in one
 * statement: what a wallet payment's answer needs besides what its transaction writes, read before
 * the wallet's lock is taken so the lock is held no longer for it. A debit changes neither figure.
 */
export async function walletWithFigures(
  db: Db,
  agentId: number,
  now: Date,
  nameOf: SQL<string | null> | null,
): Promise<{ agent: WalletAgentRow; figures: WalletFigures; name: string | null } | undefined> {
  const [row] = await db
    .select({
      ...walletColumns,
      pendingCount: sql<string>`(select count(*) from wallet_top_ups t where t.agent_id = ${agentId} and t.status = 'pending' and t.expires_at > ${now})`,
      pendingPaise: sql<string>`(select coalesce(sum(t.amount_paise), 0) from wallet_top_ups t where t.agent_id = ${agentId} and t.status = 'pending' and t.expires_at > ${now})`,
      commission: sql<string>`(select coalesce(sum(e.amount_paise) filter (where e.type = 'commission'), 0)
        + coalesce(sum(e.amount_paise) filter (where e.type = 'reversal' and exists (select 1 from wallet_entries c where c.id = e.reverses_entry_id and c.type = 'commission')), 0)
        from wallet_entries e where e.agent_id = ${agentId})`,
      name: nameOf ?? sql<string | null>`null`,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!row) return undefined;
  const { pendingCount, pendingPaise, commission, name, ...agent } = row;
  return { agent, figures: { pendingTopUps: Number(pendingCount), pendingTopUpsPaise: Number(pendingPaise), commissionEarnedPaise: Number(commission) }, name };
}

/** One entry with the balance after it. */
export async function ledgerEntry(db: Db, entryId: number): Promise<LedgerRow | undefined> {
  const entry = await findEntry(db, entryId);
  if (!entry) return undefined;
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)`, reversedBy: sql<number | null>`(select r.id from ${walletEntries} r where r.reverses_entry_id = ${entryId})` })
    .from(walletEntries)
    .where(and(eq(walletEntries.agentId, entry.agentId), sql`${walletEntries.id} <= ${entryId}`));
  return { ...entry, balanceAfterPaise: Number(row?.sum ?? 0), reversedByEntryId: row?.reversedBy == null ? null : Number(row.reversedBy) };
}

/** Of these bookings, those whose commission stands credited to the agent: a `commission` entry not reversed since. */
export async function commissionCreditedBookings(db: Db, agentId: number, bookingIds: readonly number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: walletEntries.bookingId })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.agentId, agentId),
        eq(walletEntries.type, 'commission'),
        inArray(walletEntries.bookingId, [...bookingIds]),
        sql`not exists (select 1 from ${walletEntries} r where r.reverses_entry_id = "wallet_entries"."id")`,
      ),
    );
  return new Set(rows.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId])));
}

/** Every agent's id, oldest first: what the daily commission run walks. */
export async function allAgentIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: agents.id }).from(agents).orderBy(asc(agents.id));
  return rows.map((row) => row.id);
}
