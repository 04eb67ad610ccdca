import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageDirection, MessageParty, MessageRecordType, MessageStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/messaging.ts';

/**
 * A record's messages as another module's timeline reads them (a booking's one timeline): newest
 * first, a page at a time before a keyset bound, so entries arriving between pages neither move nor
 * double what is already read. Times count in whole milliseconds, as cursors and JSON carry them.
 */

/** `withoutTemplatePrefix`: leave out the messages sent from templates of that name prefix (`payment_`, for a reader without payments.view). */
export type TimelineRecord = { recordType: MessageRecordType; recordId: number; withoutTemplatePrefix?: string };

/** Strictly before this point of the order (time desc, id desc): `id` may exceed any real id, to take every message of that millisecond. */
export type TimelineBound = { atMs: number; id: number };

export type TimelineMessage = {
  id: number;
  channel: MessageChannel;
  direction: MessageDirection;
  status: MessageStatus;
  party: MessageParty | null;
  toAddress: string;
  fromAddress: string;
  subject: string | null;
  bodyText: string;
  /** The staff member who sent it; null for the system, and for a message that came in. */
  sentBy: number | null;
  /** When it was sent or received, in whole milliseconds. */
  atMs: number;
};

const createdMs = sql<number>`floor(extract(epoch from ${messages.createdAt}) * 1000)::bigint`;

const ofRecord = (record: TimelineRecord) =>
  and(
    eq(messages.recordType, record.recordType),
    eq(messages.recordId, record.recordId),
    record.withoutTemplatePrefix === undefined ? undefined : sql`coalesce(${messages.template}, '') not like ${`${record.withoutTemplatePrefix}%`}`,
  );

/** Up to `limit` of the record's messages before the bound (from the newest when none), newest first. */
export async function recordMessagesBefore(db: Db, record: TimelineRecord, before: TimelineBound | null, limit: number): Promise<TimelineMessage[]> {
  const conditions: (SQL | undefined)[] = [ofRecord(record)];
  if (before) conditions.push(sql`(${createdMs}, ${messages.id}::bigint) < (${before.atMs}::bigint, ${before.id}::bigint)`);
  return db
    .select({
      id: messages.id,
      channel: messages.channel,
      direction: messages.direction,
      status: messages.status,
      party: messages.party,
      toAddress: messages.toAddress,
      fromAddress: messages.fromAddress,
      subject: messages.subject,
      bodyText: messages.bodyText,
      sentBy: messages.sentBy,
      atMs: createdMs.mapWith(Number),
    })
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(createdMs), desc(messages.id))
    .limit(limit);
}

export async function countRecordMessages(db: Db, record: TimelineRecord): Promise<number> {
  const [row] = await db.select({ value: count() }).from(messages).where(ofRecord(record));
  return row?.value ?? 0;
}

/** One of a record's messages sent from a template, as another module's history of them lists it. */
export type TemplateMessage = {
  id: number;
  channel: MessageChannel;
  template: string;
  toAddress: string;
  subject: string | null;
  status: MessageStatus;
  sentBy: number | null;
  createdAt: Date;
};

/** The record's messages sent from these templates (a booking's payment mails), newest first, at most `limit`. */
export async function recordMessagesOfTemplates(db: Db, record: TimelineRecord, templates: readonly string[], limit = 200): Promise<TemplateMessage[]> {
  if (templates.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      template: messages.template,
      toAddress: messages.toAddress,
      subject: messages.subject,
      status: messages.status,
      sentBy: messages.sentBy,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(ofRecord(record), inArray(messages.template, [...templates])))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.flatMap((row) => (row.template === null ? [] : [{ ...row, template: row.template }]));
}
