import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/staff.ts';

/** Where a staff member can be reached themselves: their sign-in email, and the WhatsApp number they gave. */
export type StaffContact = { id: number; email: string; whatsappNumber: string | null; active: boolean };

/** The contacts of these people, by id; an id with no account is missing from the map. */
export async function staffContacts(db: Db, ids: readonly number[]): Promise<Map<number, StaffContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, whatsappNumber: users.whatsappNumber, active: users.active })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The person's own WhatsApp number (E.164), for their notification settings; null when they gave none.
 * `forUpdate` holds their row until the transaction ends, so two saves of their settings take turns.
 */
export async function staffWhatsappNumber(db: Db, userId: number, { forUpdate = false } = {}): Promise<string | null> {
  const query = db.select({ number: users.whatsappNumber }).from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.number ?? null;
}

/** Sets (or clears, with null) the person's own WhatsApp number; the table's check holds it to E.164. */
export async function setStaffWhatsappNumber(db: Db, userId: number, number: string | null): Promise<void> {
  await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, userId));
}
