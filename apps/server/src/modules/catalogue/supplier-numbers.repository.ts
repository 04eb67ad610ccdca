import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/catalogue.ts';

/** The supplier one of whose contacts has this WhatsApp number or phone (E.164): who an inbound message came from. */
export async function supplierOfNumber(db: Db, phone: string): Promise<{ id: number; displayName: string } | undefined> {
  const [row] = await db
    .select({ id: suppliers.id, displayName: suppliers.displayName })
    .from(suppliers)
    .where(sql`${suppliers.contacts} @> ${JSON.stringify([{ whatsapp: phone }])}::jsonb or ${suppliers.contacts} @> ${JSON.stringify([{ phone }])}::jsonb`)
    .orderBy(asc(suppliers.id))
    .limit(1);
  return row;
}
