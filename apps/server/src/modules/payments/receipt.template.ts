import type { GstMode, PaymentKind } from '@ua/contracts';
import { escapeHtml } from '../../lib/html.ts';
import { documentHtml, formatMoney, formatTripDate } from '../itineraries/index.ts';

/**
 * A payment's receipt (or a refund's note), rendered on the server: the customer's page at the
 * receipt link and, printed by Chromium, its PDF (the same page engine as the itineraries and
 * vouchers). It shows the money of the booking as the customer sees it: the accepted version's
 * price with its GST and TCS lines, this receipt's amount and TCS share, and where the booking
 * stood after it. Nothing of our costs, margins or staff.
 */

/** Everything the receipt shows, and nothing else: the template cannot print what it is not given. */
export type ReceiptView = {
  kind: PaymentKind;
  receiptNumber: string;
  /** The receipt a refund returns money of. */
  refundOf: string | null;
  /** YYYY-MM-DD: when the money came in (or went back). */
  date: string;
  bookingReference: string;
  customerName: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  currency: string;
  amountPaise: number;
  methodLabel: string;
  reference: string;
  /** A refund's reason. */
  note: string;
  reversed: { on: string; reason: string } | null;
  price: {
    packagePaise: number;
    gstMode: GstMode;
    gstLines: ReadonlyArray<{ name: string; rate_bp: number; amount_paise: number }>;
    tcs: { applies: boolean; rate_bp: number; amount_paise: number };
    roundOffPaise: number;
    totalPaise: number;
  };
  /** This receipt's share of the trip's TCS, with the rule and rate it was reckoned by; null when none. */
  tcsShare: { paise: number; rule: string | null; rateBp: number } | null;
  /** Received less refunded, by this receipt and the ones before it not reversed. */
  receivedToDatePaise: number;
  /** What the customer still owed after it. */
  outstandingPaise: number;
  bookingCancelled: boolean;
};

export type ReceiptPageOptions = {
  /** `@font-face` rules embedding the fonts: the PDF has no fonts but these; a phone has its own. */
  fontCss?: string;
  /** Where the page offers its PDF; absent in the PDF itself. */
  pdfHref?: string;
};

/** Who issues the receipt. */
export const RECEIPT_ISSUER = 'UA Internal';

/** Basis points as a percentage: 250 is "2.5%", 1800 "18%". */
function rateText(rateBp: number): string {
  const fraction = rateBp % 100;
  return fraction === 0 ? `${rateBp / 100}%` : `${Math.trunc(rateBp / 100)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

/** A definition list of the facts that have a value; values are escaped here. */
function factsHtml(facts: ReadonlyArray<readonly [string, string | null]>): string {
  const rows = facts.flatMap(([label, value]) => (value === null || value.trim() === '' ? [] : [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`]));
  return rows.length > 0 ? `<dl class="facts">${rows.join('')}</dl>` : '';
}

/** Rows of a price table: label, amount, and a class for the total. */
function tableHtml(rows: ReadonlyArray<readonly [string, string, string?]>): string {
  const body = rows.map(([label, amount, className]) => `<tr${className ? ` class="${className}"` : ''}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(amount)}</td></tr>`).join('');
  return `<table class="price">${body}</table>`;
}

function priceHtml(view: ReceiptView): string {
  const money = (paise: number) => formatMoney(paise, view.currency);
  const { price } = view;
  const rows: Array<[string, string, string?]> = [['Package price', money(price.packagePaise)]];
  for (const line of price.gstLines) rows.push([`${line.name} ${rateText(line.rate_bp)}${price.gstMode === 'service_fee_18' ? ' of the service fee' : ''}`, money(line.amount_paise)]);
  if (price.tcs.applies) rows.push([`TCS ${rateText(price.tcs.rate_bp)} (overseas tour package)`, money(price.tcs.amount_paise)]);
  if (price.roundOffPaise !== 0) rows.push(['Rounding', money(price.roundOffPaise)]);
  rows.push(['Total payable', money(price.totalPaise), 'total']);
  return `<section class="price-section"><h2>The booking's price</h2>${tableHtml(rows)}</section>`;
}

function positionHtml(view: ReceiptView): string {
  const money = (paise: number) => formatMoney(paise, view.currency);
  const rows: Array<[string, string, string?]> = [
    ['Total payable', money(view.price.totalPaise)],
    [view.kind === 'refund' ? 'Received to date, less refunds' : 'Received to date', money(view.receivedToDatePaise)],
    [view.bookingCancelled ? 'Outstanding (booking cancelled)' : 'Outstanding after this receipt', money(view.outstandingPaise), 'total'],
  ];
  return `<section><h2>Your account</h2>${tableHtml(rows)}</section>`;
}

/** The whole receipt page (or, without `pdfHref` and with the fonts, what the PDF prints). */
export function renderReceiptPage(view: ReceiptView, options: ReceiptPageOptions = {}): string {
  const refund = view.kind === 'refund';
  const title = `${refund ? 'Refund note' : 'Receipt'} ${view.receiptNumber}`;
  const money = (paise: number) => formatMoney(paise, view.currency);
  const pdfLink = options.pdfHref ? `<a class="pdf" href="${escapeHtml(options.pdfHref)}" download>Download the PDF</a>` : '';
  const reversed = view.reversed
    ? `<p class="reversed"><strong>REVERSED</strong> on ${escapeHtml(formatTripDate(view.reversed.on))}: ${escapeHtml(view.reversed.reason)}. This ${refund ? 'refund' : 'receipt'} no longer counts.</p>`
    : '';
  const tcsShare = view.tcsShare
    ? `<p class="small">TCS in this ${refund ? 'refund' : 'receipt'}: <strong>${escapeHtml(money(view.tcsShare.paise))}</strong> at ${rateText(view.tcsShare.rateBp)}${view.tcsShare.rule ? ` (${escapeHtml(view.tcsShare.rule)})` : ''}, its share of the trip's TCS.</p>`
    : '';
  const body = `<header>
<p class="eyebrow">${RECEIPT_ISSUER} · ${refund ? 'Refund note' : 'Payment receipt'}</p>
<h1>${escapeHtml(title)}</h1>
${reversed}
${factsHtml([
  ['Date', formatTripDate(view.date)],
  ['Booking', view.bookingReference],
  ['Customer', view.customerName],
  ['Trip', view.tripTitle],
  ['Travel dates', `${formatTripDate(view.startDate)} to ${formatTripDate(view.endDate)}`],
  ['Refund of', view.refundOf],
])}
${pdfLink}
</header>
<section>
<h2>${refund ? 'Amount refunded' : 'Amount received'}</h2>
${tableHtml([[refund ? 'Refunded' : 'Received', money(view.amountPaise), 'total']])}
${factsHtml([
  [refund ? 'Refunded by' : 'Paid by', view.methodLabel],
  ['Reference', view.reference],
  ['Reason', refund ? view.note : null],
])}
${tcsShare}
</section>
${priceHtml(view)}
${positionHtml(view)}
<p class="small">Issued by ${RECEIPT_ISSUER}. Amounts in ${escapeHtml(view.currency)}. Please keep this ${refund ? 'note' : 'receipt'} for your records.</p>`;
  return documentHtml(title, body, `${options.fontCss ?? ''}${RECEIPT_STYLE}`);
}

/** What the shared page style lacks: the reversal's warning. */
const RECEIPT_STYLE = `.reversed{margin:10px 0;padding:10px 12px;border:2px solid #c92a2a;border-radius:6px;color:#c92a2a;background:#fff5f5;font-size:1.05rem}`;
