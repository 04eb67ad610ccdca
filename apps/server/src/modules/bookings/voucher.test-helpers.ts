import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking, type BookingService, type ServiceActionResponse, type VoucherLink } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { bookingServices } from '../../db/schema/bookings.ts';

/**
 * The vouchers' fixtures. A service is confirmed the way staff record a supplier's confirmation by
 * hand, through the service action; its notes for the traveller are written to its row, as the
 * accepted version's line would have carried them.
 */

export const LEAD_NAME = 'श्री राहुल शर्मा';
export const PASSPORT = 'Z8765432';

/** The lead traveller (a Devanagari name, with a passport on file) and a second one. */
export const TRAVELLERS = [
  { name: LEAD_NAME, kind: 'adult', lead: true, id_document_type: 'passport', id_document_number: PASSPORT },
  { name: 'Priya Sharma', kind: 'adult', id_document_type: 'aadhaar', id_document_number: '4321 5678 9012' },
] as const;

export function serviceOf(booking: Booking, label: string): BookingService {
  const service = booking.service_list.find((candidate) => candidate.label === label);
  if (!service) throw new Error(`the booking has no service "${label}"`);
  return service;
}

/** The service confirmed by its supplier (through the service action), with notes for the traveller when given; answers its voucher number. */
export async function confirmService(ctx: TestContext, caller: Caller, booking: Booking, service: BookingService, confirmationNumber: string, notes = ''): Promise<string> {
  if (notes) await ctx.database.db.update(bookingServices).set({ notes }).where(eq(bookingServices.id, service.id));
  const res = await caller.post(BOOKING_PATHS.serviceAction(booking.id), { action: 'confirm', service_id: service.id, confirmation_number: confirmationNumber });
  expect(res.statusCode, res.body).toBe(200);
  const confirmed = (res.json() as ServiceActionResponse).booking.service_list.find((candidate) => candidate.id === service.id);
  expect(confirmed?.status).toBe('confirmed');
  const voucherNumber = confirmed?.voucher_number;
  if (!voucherNumber) throw new Error(`${service.label} was confirmed without a voucher number`);
  return voucherNumber;
}

/** The service's status written straight to its row, with none of what the action does besides (its links are left as they are). */
export async function setServiceStatus(ctx: TestContext, serviceId: number, status: 'cancelled'): Promise<void> {
  await ctx.database.db.update(bookingServices).set({ status }).where(eq(bookingServices.id, serviceId));
}

/** The voucher link staff read for a service (200 expected). */
export async function voucherLinkOf(caller: Caller, bookingId: number, serviceId: number): Promise<VoucherLink> {
  const res = await caller.get(BOOKING_PATHS.voucher(bookingId, serviceId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VoucherLink;
}

/** The path of a public link, as a request to the test app takes it. */
export const pathOf = (url: string) => new URL(url).pathname;
