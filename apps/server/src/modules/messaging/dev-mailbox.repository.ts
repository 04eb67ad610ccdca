import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devCaughtMails } from '../../db/schema/messaging.ts';

export type CaughtMailRow = typeof devCaughtMails.$inferSelect;

/** How much of a mail's text the mailbox list shows. */
export const PREVIEW_CHARS = 140;

export type CaughtMailSummaryRow = Omit<CaughtMailRow, 'text' | 'html'> & { preview: string };

/** The caught mails, newest first, each with the start of its text. */
export async function listCaughtMails(db: Db, limit: number, offset: number): Promise<{ count: number; rows: CaughtMailSummaryRow[] }> {
  const [total] = await db.select({ value: count() }).from(devCaughtMails);
  const rows = await db
    .select({
      id: devCaughtMails.id,
      messageId: devCaughtMails.messageId,
      fromAddress: devCaughtMails.fromAddress,
      toAddresses: devCaughtMails.toAddresses,
      subject: devCaughtMails.subject,
      receivedAt: devCaughtMails.receivedAt,
      // Cut in the database: a list of long mails never carries their whole bodies.
      preview: sql<string>`left(${devCaughtMails.text}, ${PREVIEW_CHARS})`,
    })
    .from(devCaughtMails)
    .orderBy(desc(devCaughtMails.receivedAt), desc(devCaughtMails.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.value ?? 0, rows };
}

export async function findCaughtMail(db: Db, id: number): Promise<CaughtMailRow | undefined> {
  const [row] = await db.select().from(devCaughtMails).where(eq(devCaughtMails.id, id));
  return row;
}
