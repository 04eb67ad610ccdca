import { eq, inArray } from 'drizzle-orm';
import type { SupplierContact } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/catalogue.ts';

/** A supplier's name and contacts, in their order: what messaging reads of a supplier (never its bank details). */
export type SupplierContacts = { id: number; displayName: string; contacts: SupplierContact[] };

export async function contactsOfSupplier(db: Db, id: number): Promise<SupplierContacts | undefined> {
  const [row] = await db.select({ id: suppliers.id, displayName: suppliers.displayName, contacts: suppliers.contacts }).from(suppliers).where(eq(suppliers.id, id));
  return row;
}

/** The names and contacts of these suppliers, by id, in one query. */
export async function contactsOfSuppliers(db: Db, ids: readonly number[]): Promise<Map<number, SupplierContacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: suppliers.id, displayName: suppliers.displayName, contacts: suppliers.contacts })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
