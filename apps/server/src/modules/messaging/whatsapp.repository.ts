import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/messaging.ts';

/** The staff member who last sent a WhatsApp message to this number: who hears of its answer when no trip owns it. */
export async function lastSenderTo(db: Db, toAddress: string): Promise<number | null> {
  const [row] = await db
    .select({ sentBy: messages.sentBy })
    .from(messages)
    .where(and(eq(messages.channel, 'whatsapp'), eq(messages.direction, 'out'), eq(messages.toAddress, toAddress), isNotNull(messages.sentBy)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.sentBy ?? null;
}
