import type { z } from 'zod';
import { PAYMENT_METHOD_LABELS, PAYMENT_PATHS, type receiptLinkSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notFound } from '../../lib/errors.ts';
import { expirySeconds, readLinkToken, signLinkToken } from '../../lib/link-tokens.ts';
import { bookingForPayments } from '../bookings/index.ts';
import { embeddedFontCss, pricingOfVersion, type PdfRenderer } from '../itineraries/index.ts';
import { moneySums } from './money-view.ts';
import { duesOf, findPayment, paymentsOf, type PaymentRow } from './payment-rows.repository.ts';
import { renderReceiptPage, type ReceiptView } from './receipt.template.ts';

/**
 * Receipts: each payment's (and refund's) page and PDF. The customer's link is stateless: a token
 * signed with the server's secret for purpose `receipt`, naming the payment and an expiry about a
 * year on, so nothing is stored and any number of links may be handed out; the page reads the
 * payment as it stands, so a reversal shows at once.
 */

export type ReceiptLink = z.infer<typeof receiptLinkSchema>;

const DAY_MS = 86_400_000;
/** How long a receipt link works: long enough for the customer's records and the tax year's end. */
export const RECEIPT_LINK_DAYS = 365;

/** A link's expiry, a year from now, in whole seconds as the token carries it. */
export function receiptLinkExpiry(now: Date): Date {
  return new Date(expirySeconds(new Date(now.getTime() + RECEIPT_LINK_DAYS * DAY_MS)) * 1000);
}

/** The customer's link to a payment's receipt page (the PDF is the same address plus pdf/). */
export function receiptLinkOf(config: Config, paymentId: number, now: Date): ReceiptLink {
  const expiresAt = receiptLinkExpiry(now);
  const token = signLinkToken(config.jwtSecret, 'receipt', paymentId, expiresAt);
  return { url: `${config.publicSiteUrl}${PAYMENT_PATHS.receiptPage(token)}`, expires_at: expiresAt.toISOString() };
}

/** A payment's receipt link, for staff to share or send; 404 for no such payment. */
export async function getReceiptLink(db: Db, config: Config, paymentId: number, now: Date = new Date()): Promise<ReceiptLink> {
  if (!(await findPayment(db, paymentId))) throw notFound('Payment not found.');
  return receiptLinkOf(config, paymentId, now);
}

/**
 * What the receipt of this payment shows: the booking, the amount and how it came, the accepted
 * version's price with its GST and TCS lines (frozen with the version, with the GST mode the line
 * names need), this row's TCS share, and where the booking stood after it: what this receipt and the
 * ones before it (not reversed) brought in less refunds, and what was still owed.
 */
export async function receiptView(db: Db, payment: PaymentRow): Promise<ReceiptView> {
  const booking = await bookingForPayments(db, payment.bookingId);
  if (!booking) throw new Error(`booking ${payment.bookingId} of payment ${payment.id} is not there`);
  const [pricing, payments, dues] = await inParallel(db, [() => pricingOfVersion(db, booking.finalItineraryId), () => paymentsOf(db, booking.id), () => duesOf(db, booking.id)]);
  const cancelled = booking.status === 'cancelled';
  const sums = moneySums({ totalPaise: booking.totalPaise, cancelled, dues, payments: payments.filter((row) => row.id <= payment.id), allocations: [] });
  const refundOf = payment.refundOfId === null ? null : (payments.find((row) => row.id === payment.refundOfId)?.receiptNumber ?? null);
  return {
    kind: payment.kind,
    receiptNumber: payment.receiptNumber,
    refundOf,
    date: payment.receivedOn,
    bookingReference: booking.reference,
    customerName: booking.customerName,
    tripTitle: booking.tripTitle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    currency: payment.currency,
    amountPaise: payment.amountPaise,
    methodLabel: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    note: payment.notes,
    reversed: payment.reversedAt === null ? null : { on: payment.reversedAt.toISOString().slice(0, 10), reason: payment.reversalReason ?? '' },
    price: {
      packagePaise: pricing.package_paise,
      gstMode: pricing.gst.mode,
      gstLines: pricing.gst.lines,
      tcs: { applies: pricing.tcs.applies, rate_bp: pricing.tcs.rate_bp, amount_paise: pricing.tcs.amount_paise },
      roundOffPaise: pricing.round_off_paise,
      totalPaise: booking.totalPaise,
    },
    tcsShare: payment.tcsPaise > 0 || payment.tcsRule !== null ? { paise: payment.tcsPaise, rule: payment.tcsRule, rateBp: payment.tcsRateBp } : null,
    receivedToDatePaise: sums.received,
    outstandingPaise: cancelled ? 0 : Math.max(0, booking.totalPaise - sums.waived - sums.received),
    bookingCancelled: cancelled,
  };
}

export type ReceiptPdf = { filename: string; pdf: Buffer };

/** RC/2026-27/000123 as a file name: RC-2026-27-000123.pdf. */
export const receiptFilename = (receiptNumber: string) => `${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** The receipt printed by Chromium: the page without its PDF link, with the fonts embedded. Call it outside any transaction. */
export async function renderReceiptPdf(renderer: PdfRenderer, view: ReceiptView): Promise<ReceiptPdf> {
  const pdf = await renderer.render(renderReceiptPage(view, { fontCss: embeddedFontCss() }), `${view.kind === 'refund' ? 'Refund note' : 'Receipt'} ${view.receiptNumber}`);
  return { filename: receiptFilename(view.receiptNumber), pdf };
}

/** A payment's receipt PDF, for staff; 404 for no such payment. */
export async function staffReceiptPdf(db: Db, renderer: PdfRenderer, paymentId: number): Promise<ReceiptPdf> {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound('Payment not found.');
  return renderReceiptPdf(renderer, await receiptView(db, payment));
}

/** What a receipt token opens: the receipt, or why not (malformed, tampered with or no such payment: 404; past its expiry: 410). */
export type LinkedReceipt = { found: 'receipt'; receipt: ReceiptView } | { found: 'nothing' } | { found: 'gone' };

/** The receipt behind a token, for the customer's page and its PDF. The signature is checked before any query. */
export async function receiptOfToken(db: Db, secret: string, token: string, now: Date = new Date()): Promise<LinkedReceipt> {
  const read = readLinkToken(secret, 'receipt', token);
  if (!read) return { found: 'nothing' };
  if (read.expiresAtSeconds * 1000 <= now.getTime()) return { found: 'gone' };
  const payment = await findPayment(db, read.linkId);
  if (!payment) return { found: 'nothing' };
  return { found: 'receipt', receipt: await receiptView(db, payment) };
}
