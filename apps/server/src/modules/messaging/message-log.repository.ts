import { and, asc, count, desc, eq, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageRecordType, MessageStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { messages, messageStatusEvents } from '../../db/schema/messaging.ts';

export type MessageRow = typeof messages.$inferSelect;
export type MessageInsert = typeof messages.$inferInsert;
export type MessageStatusEventRow = typeof messageStatusEvents.$inferSelect;

/**
 * Inserts a message unless its idempotency key is taken (the partial unique index is the backstop:
 * two requests with one key at once record one message). Undefined when the key was taken.
 */
export async function insertMessage(db: Db, values: MessageInsert): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.idempotencyKey, where: isNotNull(messages.idempotencyKey) })
    .returning();
  return row;
}

/** An inbound message, unless the provider's id was already recorded (a webhook delivered twice). */
export async function insertInboundMessage(db: Db, values: MessageInsert): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.channel, messages.providerId], where: isNotNull(messages.providerId) })
    .returning();
  return row;
}

export async function findMessageByIdempotencyKey(db: Db, key: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.idempotencyKey, key));
  return row;
}

export async function findMessageRow(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The message, locked until the transaction ends: status moves on one message take turns. */
export async function lockMessageRow(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  return row;
}

export async function findMessageRowByProviderId(db: Db, channel: MessageChannel, providerId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.channel, channel), eq(messages.providerId, providerId)));
  return row;
}

export async function updateMessageRow(db: Db, id: number, values: Partial<Pick<MessageInsert, 'status' | 'providerId' | 'errorCode' | 'errorMessage'>>): Promise<void> {
  await db.update(messages).set(values).where(eq(messages.id, id));
}

/** Appends a status event; false when an event with the same key was already recorded. */
export async function insertStatusEvent(
  db: Db,
  values: { messageId: number; status: MessageStatus; at?: Date | undefined; errorCode?: string | null | undefined; errorMessage?: string | null | undefined; eventKey?: string | null | undefined },
): Promise<boolean> {
  const inserted = await db
    .insert(messageStatusEvents)
    .values({ messageId: values.messageId, status: values.status, at: values.at, errorCode: values.errorCode ?? null, errorMessage: values.errorMessage ?? null, eventKey: values.eventKey ?? null })
    .onConflictDoNothing({ target: [messageStatusEvents.messageId, messageStatusEvents.eventKey], where: isNotNull(messageStatusEvents.eventKey) })
    .returning({ id: messageStatusEvents.id });
  return inserted.length > 0;
}

/** The status events of these messages, in the order they came. */
export async function statusEventsOf(db: Db, messageIds: readonly number[]): Promise<MessageStatusEventRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageStatusEvents)
    .where(inArray(messageStatusEvents.messageId, [...messageIds]))
    .orderBy(asc(messageStatusEvents.id));
}

/** When a number last wrote to us on this channel (the 24-hour window opens there). */
export async function lastInboundCreatedAt(db: Db, channel: MessageChannel, fromAddress: string): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.channel, channel), eq(messages.direction, 'in'), eq(messages.fromAddress, fromAddress)));
  return row?.last ?? null;
}

/** A record's messages, newest first, optionally of one channel, with their count. */
export async function messagesOfRecord(
  db: Db,
  filter: { recordType: MessageRecordType; recordId: number; channel?: MessageChannel | undefined },
  limit: number,
  offset: number,
): Promise<{ count: number; rows: MessageRow[] }> {
  const conditions: SQL[] = [eq(messages.recordType, filter.recordType), eq(messages.recordId, filter.recordId)];
  if (filter.channel) conditions.push(eq(messages.channel, filter.channel));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  const rows = await db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(limit).offset(offset);
  return { count: total?.value ?? 0, rows };
}
