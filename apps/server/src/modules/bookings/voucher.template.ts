import type { ProductCategoryType } from '@ua/contracts';
import { escapeHtml } from '../../lib/html.ts';
import { documentHtml, formatTripDate } from '../itineraries/index.ts';

/**
 * The traveller's voucher for one confirmed service, rendered on the server: the page at the voucher
 * link and, printed by Chromium, its PDF (the same template as the itinerary versions). It takes a
 * VoucherView, which holds only what a traveller shows at the desk: no price or cost, no other
 * service, no ID document number, nobody on our staff. A hotel needs no more to honour it.
 */

/** Everything the voucher shows, and nothing else: the template cannot print what it is not given. */
export type VoucherView = {
  voucherNumber: string;
  bookingReference: string;
  category: ProductCategoryType | null;
  label: string;
  variantName: string | null;
  supplierName: string | null;
  /** The supplier's first contact phone, for the traveller to call; null when they have none. */
  supplierPhone: string | null;
  /** YYYY-MM-DD. For a stay: check-in and check-out (the morning after the last night). */
  firstDate: string;
  lastDate: string;
  nights: number;
  time: string | null;
  quantity: number;
  leadTraveller: string | null;
  /** "2 adults, 1 child (8)". */
  travellersText: string;
  confirmationNumber: string | null;
  notes: string;
};

export type VoucherPageOptions = {
  /** `@font-face` rules embedding the fonts: the PDF has no fonts but these; a phone has its own. */
  fontCss?: string;
  /** Where the page offers its PDF; absent in the PDF itself. */
  pdfHref?: string;
};

/** Who issues the voucher: the name the supplier knows the booking by. */
export const ISSUER = 'UA Internal';

const CATEGORY_NAMES: Record<ProductCategoryType, string> = {
  accommodation: 'Stay',
  activity: 'Activity',
  transport: 'Transfer',
  sightseeing: 'Sightseeing',
  meal: 'Meal',
  guide: 'Guide',
  package: 'Package',
};

export const categoryName = (category: ProductCategoryType | null) => (category === null ? 'Service' : CATEGORY_NAMES[category]);

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the quantity counts, by the kind of service (as the itinerary page counts it). */
function quantityFact(view: VoucherView): [string, string] {
  switch (view.category) {
    case 'accommodation':
      return ['Rooms', String(view.quantity)];
    case 'transport':
      return ['Vehicles', String(view.quantity)];
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return ['People', String(view.quantity)];
    default:
      return ['Quantity', String(view.quantity)];
  }
}

/** The dates as the desk reads them: check-in and check-out for a stay, else the day (and time), or the days it runs. */
function dateFacts(view: VoucherView): Array<[string, string]> {
  if (view.category === 'accommodation') {
    return [
      ['Check-in', formatTripDate(view.firstDate)],
      ['Check-out', formatTripDate(view.lastDate)],
      ['Nights', String(view.nights)],
    ];
  }
  const facts: Array<[string, string]> = view.firstDate === view.lastDate ? [['Date', formatTripDate(view.firstDate)]] : [['Dates', `${formatTripDate(view.firstDate)} to ${formatTripDate(view.lastDate)}`]];
  if (view.time) facts.push(['Time', view.time]);
  return facts;
}

/** The service's dates on one line, as the voucher message names them. */
export function voucherDatesText(view: Pick<VoucherView, 'category' | 'firstDate' | 'lastDate' | 'nights' | 'time'>): string {
  if (view.category === 'accommodation') return `${formatTripDate(view.firstDate)} to ${formatTripDate(view.lastDate)} (${plural(view.nights, 'night', 'nights')})`;
  const days = view.firstDate === view.lastDate ? formatTripDate(view.firstDate) : `${formatTripDate(view.firstDate)} to ${formatTripDate(view.lastDate)}`;
  return view.time ? `${days} at ${view.time}` : days;
}

/** A definition list of the facts that have a value; values are escaped here. */
function factsHtml(facts: ReadonlyArray<readonly [string, string | null]>): string {
  const rows = facts.flatMap(([label, value]) => (value === null || value.trim() === '' ? [] : [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`]));
  return rows.length > 0 ? `<dl class="facts">${rows.join('')}</dl>` : '';
}

function supplierHtml(view: VoucherView): string {
  if (view.supplierName === null && view.supplierPhone === null) return '';
  const phone = view.supplierPhone ? `<dt>Phone</dt><dd><a href="tel:${escapeHtml(view.supplierPhone.replace(/[^\d+]/g, ''))}">${escapeHtml(view.supplierPhone)}</a></dd>` : '';
  const name = view.supplierName ? `<dt>Name</dt><dd>${escapeHtml(view.supplierName)}</dd>` : '';
  return `<section><h2>Provided by</h2><dl class="facts">${name}${phone}</dl></section>`;
}

/** The whole voucher page (or, without `pdfHref` and with the fonts, what the PDF prints). */
export function renderVoucherPage(view: VoucherView, options: VoucherPageOptions = {}): string {
  const pdfLink = options.pdfHref ? `<a class="pdf" href="${escapeHtml(options.pdfHref)}" download>Download the PDF</a>` : '';
  const variant = view.variantName ? `<p class="variant">${escapeHtml(view.variantName)}</p>` : '';
  const notes = view.notes.trim() ? `<p class="note">${escapeHtml(view.notes)}</p>` : '';
  const body = `<header>
<p class="eyebrow">${ISSUER} · Service voucher</p>
<h1>Voucher ${escapeHtml(view.voucherNumber)}</h1>
${factsHtml([
  ['Booking', view.bookingReference],
  ['Supplier confirmation', view.confirmationNumber],
])}
${pdfLink}
</header>
<section>
<h2><span class="tag">${categoryName(view.category)}</span>${escapeHtml(view.label)}</h2>
${variant}
${factsHtml([...dateFacts(view), quantityFact(view)])}
${notes}
</section>
<section><h2>Travellers</h2>${factsHtml([
    ['Lead traveller', view.leadTraveller],
    ['Group', view.travellersText],
  ])}</section>
${supplierHtml(view)}
<p class="small">Please show this voucher on arrival, on your phone or printed, with the booking reference. Issued by ${ISSUER}.</p>`;
  return documentHtml(`Voucher ${view.voucherNumber}`, body, options.fontCss);
}
