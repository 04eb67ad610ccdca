import type { ItineraryDay, ItineraryItem, ItineraryPricing, ItinerarySchedule, ProductCategoryType, TransportCharge, TripHeading } from '@ua/contracts';
import { addDays } from './plain-dates.ts';
import { describeTravellers } from './version-comparison.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The customer's page of a frozen version, rendered on the server from its snapshot: the web page
 * at the customer link and, printed by Chromium, the PDF. It shows what the customer buys and pays,
 * never what it costs us: no cost, margin, supplier, price source, warning or the heading's notes
 * (staff's own); day and item notes are written for the customer and shown. No script: the site's
 * CSP allows none inline, and a page to read needs none.
 */

export type CustomerPageOptions = {
  version: number;
  /** `@font-face` rules embedding the fonts: the PDF has no fonts but these; a phone has its own. */
  fontCss?: string;
  /** Where the page offers its PDF; absent in the PDF itself. */
  pdfHref?: string;
};

/** Whose name the customer's page and its PDF carry, unless the trip's agency's. */
export const COMPANY_NAME = 'UA Internal';

/** Who the page says prepared the trip, and how the customer reaches them. */
export type PageBrand = { name: string; contactName: string | null; phone: string | null; email: string | null };

/**
 * Ours, or the agency's (with its first contact) when the trip's heading asks for it: the agency
 * sells the trip as its own, so its customer sees neither our name nor our consultant's.
 */
export function brandOf(heading: Pick<TripHeading, 'agent' | 'agency_branding'>): PageBrand {
  const { agent } = heading;
  if (!heading.agency_branding || !agent) return { name: COMPANY_NAME, contactName: null, phone: null, email: null };
  return { name: agent.agency_name, contactName: agent.contact?.name ?? null, phone: agent.contact?.phone ?? null, email: agent.contact?.email ?? null };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date as "Mon, 12 Jan 2026"; trip dates have no zone, so they are read in UTC. */
export function formatTripDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Paise as "₹1,23,456.00", with Indian digit grouping. The amount goes to Intl as a decimal string,
 * which it formats exactly: no division in floating point.
 */
export function formatMoney(paise: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(currency, format);
  }
  const magnitude = Math.abs(paise);
  const decimal = `${paise < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  // Intl takes a decimal string exactly (ES2023); its types still say number.
  return format.format(decimal as unknown as number);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const CATEGORY_TAGS: Record<ProductCategoryType, string> = {
  accommodation: 'Stay',
  transport: 'Transfer',
  activity: 'Activity',
  sightseeing: 'Sightseeing',
  meal: 'Meal',
  guide: 'Guide',
  package: 'Package',
};

function quantityText(item: ItineraryItem): string {
  switch (item.category) {
    case 'accommodation':
      return `${plural(item.quantity, 'room', 'rooms')}, ${plural(item.nights, 'night', 'nights')}`;
    case 'transport':
      return plural(item.quantity, 'vehicle', 'vehicles');
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return plural(item.quantity, 'person', 'people');
    default:
      return item.quantity > 1 ? `× ${item.quantity}` : '';
  }
}

const paragraph = (text: string, className: string) => (text.trim() ? `<p class="${className}">${escapeHtml(text)}</p>` : '');

function itemHtml(item: ItineraryItem): string {
  const tag = item.category ? `<span class="tag">${CATEGORY_TAGS[item.category]}</span>` : '';
  const variant = item.variant_name ? `<span class="variant">${escapeHtml(item.variant_name)}</span>` : '';
  const quantity = quantityText(item);
  const checkOut = item.category === 'accommodation' ? `<span class="meta">Check-out ${formatTripDate(addDays(item.last_date, 1))}</span>` : '';
  return `<li class="line">
<span class="time">${item.time ? escapeHtml(item.time) : ''}</span>
<div>${tag}<strong>${escapeHtml(item.label)}</strong>${variant}${quantity ? `<span class="meta">${escapeHtml(quantity)}</span>` : ''}${checkOut}${paragraph(item.notes, 'note')}</div>
</li>`;
}

function dayHtml(day: ItineraryDay): string {
  const place = day.place?.name ? ` · ${escapeHtml(day.place.name)}` : '';
  const continuing = day.continuing_stays.map(
    (stay) => `<li class="line continuing"><span class="time"></span><div><span class="tag">Stay</span><strong>${escapeHtml(stay.label)}</strong><span class="meta">night ${stay.night} of ${stay.nights}</span></div></li>`,
  );
  const lines = [...continuing, ...day.items.map(itemHtml)];
  const body = lines.length > 0 ? `<ul class="lines">${lines.join('')}</ul>` : '<p class="free">At leisure.</p>';
  return `<article class="day">
<h3><span class="day-number">Day ${day.day_number}</span> ${formatTripDate(day.date)}${place}</h3>
${day.title.trim() ? `<p class="day-title">${escapeHtml(day.title)}</p>` : ''}
${body}
${paragraph(day.notes, 'note')}
</article>`;
}

function transportText(charge: TransportCharge): string {
  const route = [charge.from_place?.name, charge.to_place?.name].filter((name): name is string => Boolean(name)).join(' to ');
  const extent = charge.basis === 'days' ? plural(charge.units, 'day', 'days') : charge.basis === 'km' ? `${charge.units} km` : 'the whole trip';
  return [route, `${plural(charge.vehicles, 'vehicle', 'vehicles')} for ${extent}`].filter(Boolean).join(', ');
}

function transportHtml(transport: readonly TransportCharge[]): string {
  if (transport.length === 0) return '';
  const lines = transport.map(
    (charge) =>
      `<li class="line"><span class="time"></span><div><span class="tag">Vehicle</span><strong>${escapeHtml(charge.label)}</strong>${charge.variant_name ? `<span class="variant">${escapeHtml(charge.variant_name)}</span>` : ''}<span class="meta">${escapeHtml(transportText(charge))}</span>${paragraph(charge.notes, 'note')}</div></li>`,
  );
  return `<section><h2>Transport</h2><ul class="lines">${lines.join('')}</ul></section>`;
}

/** Basis points as a percentage: 250 is "2.5%", 1800 "18%". */
function rateText(rateBp: number): string {
  const fraction = rateBp % 100;
  return fraction === 0 ? `${rateBp / 100}%` : `${Math.trunc(rateBp / 100)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

function priceHtml(pricing: ItineraryPricing): string {
  const money = (paise: number) => escapeHtml(formatMoney(paise, pricing.currency));
  const rows: Array<[string, string, string?]> = [];
  if (pricing.discount_paise > 0) {
    rows.push(['Trip price', money(pricing.sell_paise)], ['Discount', money(-pricing.discount_paise)]);
  }
  rows.push(['Package price', money(pricing.package_paise)]);
  for (const line of pricing.gst.lines) rows.push([`${line.name} ${rateText(line.rate_bp)}${pricing.gst.mode === 'service_fee_18' ? ' of the service fee' : ''}`, money(line.amount_paise)]);
  if (pricing.tcs.applies) rows.push([`TCS ${rateText(pricing.tcs.rate_bp)} (overseas tour package)`, money(pricing.tcs.amount_paise)]);
  if (pricing.round_off_paise !== 0) rows.push(['Rounding', money(pricing.round_off_paise)]);
  rows.push(['Total payable', money(pricing.total_paise), 'total']);
  const body = rows.map(([label, amount, className]) => `<tr${className ? ` class="${className}"` : ''}><th scope="row">${label}</th><td>${amount}</td></tr>`).join('');
  return `<section class="price-section"><h2>Price</h2><table class="price">${body}</table><p class="small">Prices are for the whole group, taxes included as shown, for travel on the dates above.</p></section>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f6f8;color:#1d2330;font-family:'Noto Sans','Noto Sans Devanagari',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;-webkit-text-size-adjust:100%}
main{max-width:760px;margin:0 auto;padding:16px}
header,section{background:#fff;border-radius:10px;padding:16px 18px;margin-bottom:14px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.5rem;line-height:1.25;margin:4px 0 8px}
h2{font-size:1.15rem;margin:0 0 10px}
h3{font-size:1rem;margin:0 0 6px}
.eyebrow{margin:0;color:#4a5263;font-size:.85rem;letter-spacing:.02em}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:10px 0 0}
.facts dt{color:#4a5263}
.facts dd{margin:0}
.pdf{display:inline-block;margin-top:12px;padding:8px 14px;border-radius:6px;background:#0b7285;color:#fff;text-decoration:none;font-weight:600}
.day{border-top:1px solid #e3e7ee;padding:12px 0}
.day:first-of-type{border-top:0;padding-top:0}
.day-number{display:inline-block;background:#e6f4f6;color:#0b5563;border-radius:4px;padding:0 6px;margin-right:4px}
.day-title{margin:0 0 6px;font-weight:600}
.lines{list-style:none;margin:0;padding:0}
.line{display:grid;grid-template-columns:3.2rem 1fr;gap:8px;padding:6px 0}
.time{color:#4a5263;font-variant-numeric:tabular-nums}
.tag{display:inline-block;font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:#0b5563;margin-right:6px}
.variant,.meta{display:block;color:#4a5263;font-size:.92rem}
.continuing strong{font-weight:500}
.note{margin:4px 0 0;color:#1d2330;font-size:.92rem;white-space:pre-line;background:#f7f8fa;border-left:3px solid #c9d3df;padding:4px 8px}
.free{margin:0;color:#4a5263}
.price{width:100%;border-collapse:collapse}
.price th{text-align:left;font-weight:400;padding:5px 0}
.price td{text-align:right;padding:5px 0;font-variant-numeric:tabular-nums;white-space:nowrap}
.price .total th,.price .total td{font-weight:700;font-size:1.1rem;border-top:2px solid #1d2330;padding-top:8px}
.small{font-size:.85rem;color:#4a5263;margin:10px 0 0}
.brand{margin:0 0 6px;font-weight:700;color:#0b5563;letter-spacing:.02em}
.brand-footer{text-align:center;color:#4a5263;font-size:.9rem;padding:4px 0 16px}
.brand-footer a{color:#0b5563}
@media (max-width:480px){main{padding:8px}header,section{padding:14px 12px}.line{grid-template-columns:2.8rem 1fr}.facts{grid-template-columns:1fr}.facts dt{font-size:.85rem;margin-top:4px}}
@media print{body{background:#fff;font-size:11pt}main{max-width:none;padding:0}header,section{box-shadow:none;padding:0 0 10px;border-radius:0}.pdf{display:none}h2,h3{break-after:avoid}.day,.price-section{break-inside:avoid}}
`;

/** The one page of every public link (a version, a voucher, a supplier's answer): its styles, fonts and no-index head. */
export function documentHtml(title: string, body: string, fontCss = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${fontCss}${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The foot of the page: who prepared the trip, and their phone and email when known. */
function brandFooterHtml(brand: PageBrand): string {
  const reach = [
    brand.phone ? `<a href="tel:${escapeHtml(brand.phone)}">${escapeHtml(brand.phone)}</a>` : '',
    brand.email ? `<a href="mailto:${escapeHtml(brand.email)}">${escapeHtml(brand.email)}</a>` : '',
  ].filter(Boolean);
  return `<footer class="brand-footer"><p>Prepared by <strong>${escapeHtml(brand.name)}</strong>${reach.length > 0 ? ` · ${reach.join(' · ')}` : ''}</p></footer>`;
}

/** The whole page of a version, from its frozen schedule, under the name its heading asks for (ours or the agency's). */
export function renderCustomerPage(schedule: ItinerarySchedule, options: CustomerPageOptions): string {
  const { heading } = schedule;
  const brand = brandOf(heading);
  // Under the agency's name the consultant is the agency's contact, not our staff member.
  const consultant = heading.agency_branding && heading.agent ? (brand.contactName ?? '') : heading.owner.name;
  const fact = (label: string, value: string) => (value ? `<dt>${label}</dt><dd>${value}</dd>` : '');
  const facts = [
    fact('Dates', `${formatTripDate(heading.start_date)} to ${formatTripDate(heading.end_date)} (${plural(heading.nights, 'night', 'nights')})`),
    fact('Travellers', escapeHtml(describeTravellers(heading.travellers))),
    fact('Rooms', heading.rooms > 0 ? String(heading.rooms) : ''),
    fact('Starting from', heading.starting_city ? escapeHtml(heading.starting_city.name) : ''),
    fact('Places', escapeHtml(heading.places.map((place) => place.name).join(', '))),
    fact('Your consultant', escapeHtml(consultant)),
  ].join('');
  const pdfLink = options.pdfHref ? `<a class="pdf" href="${escapeHtml(options.pdfHref)}" download>Download the PDF</a>` : '';
  const body = `<header>
<p class="brand">${escapeHtml(brand.name)}</p>
<p class="eyebrow">Trip itinerary · ${escapeHtml(heading.reference)} · version ${options.version}</p>
<h1>${escapeHtml(heading.title)}</h1>
<p class="for">Prepared for <strong>${escapeHtml(heading.customer.name)}</strong></p>
<dl class="facts">${facts}</dl>
${pdfLink}
</header>
<section><h2>Day by day</h2>${schedule.days.map(dayHtml).join('')}</section>
${transportHtml(schedule.transport)}
${priceHtml(schedule.pricing)}
${brandFooterHtml(brand)}`;
  return documentHtml(`${heading.title} · ${heading.reference}`, body, options.fontCss);
}

/** A page that explains why there is no itinerary to show, and what the customer can do. */
export function renderNoticePage(title: string, message: string): string {
  return documentHtml(title, `<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></header>`);
}
