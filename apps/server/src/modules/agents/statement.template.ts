import { WALLET_ENTRY_TYPE_LABELS, type Statement, type WalletEntry } from '@ua/contracts';
import { escapeHtml } from '../../lib/html.ts';
import { documentHtml, formatMoney, formatTripDate } from '../itineraries/index.ts';

/**
 * An agent's wallet statement as a document, printed by Chromium into its PDF (the same page engine
 * as the receipts and vouchers): who issues it, the agency, the period, the opening balance, every
 * entry with the running balance, the period's totals and the closing balance. Made for the agency
 * to reconcile against its own books, so it names each entry's booking, receipt and reason, and
 * nothing of our staff.
 */

export type StatementPageOptions = {
  /** `@font-face` rules embedding the fonts: the PDF has no fonts but these. */
  fontCss?: string;
};

/** Who issues the statement. */
export const STATEMENT_ISSUER = 'UA Internal';

const AT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });
/** A calendar date in the ledger's date column, as short as the entries' own: "30 Apr 2026". */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** "Wed, 1 Apr 2026 to Tue, 30 Jun 2026"; one day alone when the period is one day. */
export function statementPeriodText(period: { from: string; to: string }): string {
  return period.from === period.to ? formatTripDate(period.from) : `${formatTripDate(period.from)} to ${formatTripDate(period.to)}`;
}

const money = (paise: number) => escapeHtml(formatMoney(paise, 'INR'));

function factsHtml(facts: ReadonlyArray<readonly [string, string | null]>): string {
  const rows = facts.flatMap(([label, value]) => (value === null || value.trim() === '' ? [] : [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`]));
  return `<dl class="facts">${rows.join('')}</dl>`;
}

/** What an entry is, for the agency: its type, then its reference, booking, receipt and reason where it has them. */
function detailsHtml(entry: WalletEntry): string {
  const lines = [
    entry.reference ? `Ref. ${entry.reference}` : '',
    entry.booking ? `Booking ${entry.booking.reference}` : '',
    entry.payment ? `Receipt ${entry.payment.receipt_number}` : '',
    entry.reason,
  ].filter((line) => line.trim() !== '');
  const more = lines.length > 0 ? `<span class="more">${lines.map(escapeHtml).join(' · ')}</span>` : '';
  return `<strong>${escapeHtml(WALLET_ENTRY_TYPE_LABELS[entry.type])}</strong>${more}`;
}

function entryRow(entry: WalletEntry): string {
  const debit = entry.amount_paise < 0 ? money(-entry.amount_paise) : '';
  const credit = entry.amount_paise > 0 ? money(entry.amount_paise) : '';
  return `<tr><td class="when">${escapeHtml(AT.format(new Date(entry.created_at)))}</td><td>${detailsHtml(entry)}</td><td class="num">${debit}</td><td class="num">${credit}</td><td class="num">${money(entry.balance_after_paise)}</td></tr>`;
}

function ledgerHtml(statement: Statement): string {
  const rows = statement.entries.length > 0 ? statement.entries.map(entryRow).join('') : '<tr><td colspan="5" class="none">No entries in this period.</td></tr>';
  return `<section>
<h2>Entries</h2>
<table class="ledger">
<thead><tr><th scope="col">Date (IST)</th><th scope="col">Details</th><th scope="col" class="num">Debit</th><th scope="col" class="num">Credit</th><th scope="col" class="num">Balance</th></tr></thead>
<tbody>
<tr class="edge"><td class="when">${escapeHtml(dayText(statement.from))}</td><td><strong>Opening balance</strong></td><td></td><td></td><td class="num">${money(statement.opening_balance_paise)}</td></tr>
${rows}
</tbody>
<tfoot>
<tr class="totals"><td></td><th scope="row">Totals for the period</th><td class="num">${money(statement.debits_paise)}</td><td class="num">${money(statement.credits_paise)}</td><td></td></tr>
<tr class="edge"><td class="when">${escapeHtml(dayText(statement.to))}</td><th scope="row">Closing balance</th><td></td><td></td><td class="num">${money(statement.closing_balance_paise)}</td></tr>
</tfoot>
</table>
</section>`;
}

function summaryHtml(statement: Statement): string {
  const rows: Array<[string, string, string?]> = [
    ['Opening balance', money(statement.opening_balance_paise)],
    ['Credits', money(statement.credits_paise)],
    ['Debits', money(statement.debits_paise)],
    ['Closing balance', money(statement.closing_balance_paise), 'total'],
  ];
  const body = rows.map(([label, amount, className]) => `<tr${className ? ` class="${className}"` : ''}><th scope="row">${escapeHtml(label)}</th><td>${amount}</td></tr>`).join('');
  return `<section><h2>Summary</h2><table class="price">${body}</table></section>`;
}

/** The whole statement document. */
export function renderStatementPage(statement: Statement, options: StatementPageOptions = {}): string {
  const { agent } = statement;
  const title = `Wallet statement · ${agent.agency_name}`;
  const body = `<header>
<p class="eyebrow">${STATEMENT_ISSUER} · Agent wallet statement</p>
<h1>${escapeHtml(agent.agency_name)}</h1>
${factsHtml([
  ['City', agent.city],
  ['GSTIN', agent.gstin],
  ['Period', statementPeriodText(statement)],
  ['Issued', AT.format(new Date(statement.generated_at))],
])}
</header>
${summaryHtml(statement)}
${ledgerHtml(statement)}
<p class="small">Issued by ${STATEMENT_ISSUER}. Amounts in INR; times in India Standard Time. Credits add to the wallet and debits take from it; the balance after each entry is the wallet's, and a balance below zero is owed within the credit limit.</p>`;
  return documentHtml(title, body, `${options.fontCss ?? ''}${STATEMENT_STYLE}`);
}

/** What the shared page style lacks: the ledger's table, its columns of figures kept whole. */
const STATEMENT_STYLE = `
.ledger{width:100%;border-collapse:collapse;font-size:.88rem}
.ledger th,.ledger td{padding:5px 6px;border-bottom:1px solid #e3e7ee;text-align:left;vertical-align:top}
.ledger thead th{font-weight:600;color:#4a5263;border-bottom:2px solid #1d2330}
.ledger .num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.ledger .when{white-space:nowrap;color:#4a5263}
.ledger .more{display:block;color:#4a5263;font-size:.82rem}
.ledger .edge td,.ledger .edge th{background:#f7f8fa;font-weight:600}
.ledger .totals th,.ledger .totals td{font-weight:600;border-top:2px solid #1d2330}
.ledger .none{color:#4a5263;text-align:center;padding:12px}
@media print{.ledger tr{break-inside:avoid}}
`;
