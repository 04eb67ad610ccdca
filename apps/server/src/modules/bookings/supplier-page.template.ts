import { escapeHtml } from '../../lib/html.ts';
import { documentHtml, formatTripDate, renderNoticePage } from '../itineraries/index.ts';
import type { AnswerForm, ServiceDetails, SupplierPage } from './supplier-answer.service.ts';

/**
 * The supplier's page, rendered on the server: the one service asked about and two forms, confirm
 * with a confirmation number or decline with a reason, or a notice saying why there is nothing to
 * answer. Plain HTML forms, no script (the site's CSP allows none inline). Every value is escaped.
 */

const AT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const DEADLINE = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const atText = (at: Date) => `${AT.format(at)} (India time)`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The forms' looks, added to the page's own styles (documentHtml's extra CSS). */
const FORM_STYLE = `
form{display:grid;gap:10px;margin:0}
label{display:grid;gap:4px;font-weight:600}
input[type=text],textarea{font:inherit;padding:8px 10px;border:1px solid #c9d3df;border-radius:6px;width:100%}
textarea{min-height:5rem;resize:vertical}
button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:6px;cursor:pointer;justify-self:start}
.confirm button{background:#0b7285;color:#fff}
.decline button{background:#e9ecef;color:#1d2330}
.error{margin:0;padding:8px 10px;border-radius:6px;background:#fff5f5;color:#c92a2a;border-left:3px solid #c92a2a}
`;

function quantityText(details: ServiceDetails): string {
  switch (details.category) {
    case 'accommodation':
      return plural(details.quantity, 'room', 'rooms');
    case 'transport':
      return plural(details.quantity, 'vehicle', 'vehicles');
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return plural(details.quantity, 'person', 'people');
    default:
      return String(details.quantity);
  }
}

function facts(details: ServiceDetails): string {
  const fact = (label: string, value: string | null) => (value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : '');
  const stay = details.category === 'accommodation';
  const dates = stay
    ? [fact('Check-in', formatTripDate(details.firstDate)), fact('Check-out', formatTripDate(details.lastDate)), fact('Nights', String(details.nights))]
    : [fact(details.firstDate === details.lastDate ? 'Date' : 'Dates', details.firstDate === details.lastDate ? formatTripDate(details.firstDate) : `${formatTripDate(details.firstDate)} to ${formatTripDate(details.lastDate)}`), fact('Time', details.time)];
  return [
    fact('Booking', details.reference),
    fact('Service', details.label),
    fact(stay ? 'Room' : 'Option', details.variantName),
    fact('Place', details.placeName),
    ...dates,
    fact('Quantity', quantityText(details)),
    fact('Travellers', details.travellersText),
    fact('Lead traveller', details.leadName),
  ].join('');
}

function errorFor(form: AnswerForm | undefined, answer: 'confirm' | 'decline'): string {
  return form && (form.answer === answer || (form.answer === null && answer === 'confirm')) ? `<p class="error" role="alert">${escapeHtml(form.message)}</p>` : '';
}

function livePage(details: ServiceDetails, action: string, form: AnswerForm | undefined): string {
  const notes = details.notes.trim() ? `<p class="note">${escapeHtml(details.notes)}</p>` : '';
  const body = `<header>
<p class="eyebrow">Booking request · ${escapeHtml(details.reference)}</p>
<h1>${escapeHtml(details.supplierName)}: please confirm or decline</h1>
<dl class="facts">${facts(details)}</dl>
${notes}
<p class="small">This page works until ${escapeHtml(DEADLINE.format(details.expiresAt))} (India time), for one answer.</p>
</header>
<section class="confirm"><h2>Confirm</h2>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="answer" value="confirm">
${errorFor(form, 'confirm')}
<label>Your confirmation number<input type="text" name="confirmation_number" maxlength="60" required autocomplete="off" value="${escapeHtml(form?.values.confirmation_number ?? '')}"></label>
<button type="submit">Confirm the booking</button>
</form></section>
<section class="decline"><h2>Decline</h2>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="answer" value="decline">
${errorFor(form, 'decline')}
<label>Why you cannot take it<textarea name="reason" maxlength="500" required>${escapeHtml(form?.values.reason ?? '')}</textarea></label>
<button type="submit">Decline</button>
</form></section>`;
  return documentHtml(`Booking request ${details.reference}`, body, FORM_STYLE);
}

/** The page of any state of the link; `action` is where the live page's forms post (its own address). */
export function supplierPageHtml(page: SupplierPage, action: string): string {
  switch (page.state) {
    case 'nothing':
      return renderNoticePage('This link does not work', 'Check that the whole link was copied from the message, or ask the UA team to send the request again.');
    case 'replaced':
      return renderNoticePage('This request was replaced by a newer one', 'The UA team sent a newer request for this booking: please answer on the page linked from the latest message.');
    case 'closed':
      return renderNoticePage('This request is closed', 'The UA team has updated this booking since the request was sent, so there is nothing to answer here. They will be in touch if anything is needed.');
    case 'expired':
      return renderNoticePage('This request has expired', `Please contact the UA team about booking ${page.reference}.`);
    case 'changed':
      return renderNoticePage('This request has changed', `The UA team changed booking ${page.reference} after the request was sent, so it can no longer be answered here. They will be in touch.`);
    case 'answered': {
      const what = page.answer === 'confirmed' ? 'confirmed' : page.answer === 'rejected' ? 'declined' : 'answered';
      const detail = page.confirmationNumber ? ` with confirmation number ${page.confirmationNumber}` : page.reason ? `: ${page.reason}` : '';
      return renderNoticePage('This request was answered', `Booking ${page.reference} was ${what} on this page on ${atText(page.at)}${detail}. Thank you: nothing more is needed here.`);
    }
    case 'thanks':
      return page.answer === 'confirmed'
        ? renderNoticePage('Thank you: confirmed', `We have recorded your confirmation number ${page.confirmationNumber} for booking ${page.reference}. Our voucher number is ${page.voucherNumber}.`)
        : renderNoticePage('Thank you for letting us know', `We have recorded that you cannot take booking ${page.reference}: ${page.reason}. The UA team will be in touch.`);
    case 'live':
      return livePage(page.details, action, page.form);
  }
}
