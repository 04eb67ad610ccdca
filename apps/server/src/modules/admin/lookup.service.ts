import type { z } from 'zod';
import type { AccessLevelRef, StaffLookupItem, accessLevelLookupQuerySchema, staffLookupQuerySchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { lookupAccessLevels, lookupStaff } from './lookup.repository.ts';

type StaffLookupQuery = z.output<typeof staffLookupQuerySchema>;
type AccessLevelLookupQuery = z.output<typeof accessLevelLookupQuerySchema>;

export async function staffLookupPage(db: Db, query: StaffLookupQuery): Promise<{ count: number; results: StaffLookupItem[] }> {
  const { rows, count } = await lookupStaff(db, { search: query.q, ids: query.id, active: query.active, holds: query.holds }, query.page_size, offsetOf(query.page, query.page_size));
  return { count, results: rows.map((row) => ({ id: row.id, name: row.name, email: row.email })) };
}

export async function accessLevelLookupPage(db: Db, query: AccessLevelLookupQuery): Promise<{ count: number; results: AccessLevelRef[] }> {
  const { rows, count } = await lookupAccessLevels(db, query.q, query.page_size, offsetOf(query.page, query.page_size));
  return { count, results: rows.map((row) => ({ id: row.id, name: row.name })) };
}
