import { and, desc, eq, max } from 'drizzle-orm';
import type { MessageDirection } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { devWhatsappMessages } from '../../db/schema/messaging.ts';

export type PhoneMessageRow = typeof devWhatsappMessages.$inferSelect;

/** What a stand-in phone received from the app, or wrote to it. */
export async function insertPhoneMessage(db: Db, values: { phone: string; direction: MessageDirection; wamid: string; payload: Record<string, unknown>; text: string }): Promise<PhoneMessageRow> {
  const [row] = await db.insert(devWhatsappMessages).values(values).returning();
  if (!row) throw new Error('insert into dev_whatsapp_messages returned no row');
  return row;
}

/** When the phone last wrote to the app: the stand-in's own view of the 24-hour window, as Meta keeps its own. */
export async function lastWrittenByPhone(db: Db, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(devWhatsappMessages.createdAt) })
    .from(devWhatsappMessages)
    .where(and(eq(devWhatsappMessages.phone, phone), eq(devWhatsappMessages.direction, 'in')));
  return row?.last ?? null;
}

/** The latest messages of every phone, newest first. */
export async function latestPhoneMessages(db: Db, limit: number): Promise<PhoneMessageRow[]> {
  return db.select().from(devWhatsappMessages).orderBy(desc(devWhatsappMessages.id)).limit(limit);
}
