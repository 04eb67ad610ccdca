import { WALLET_ENTRY_TYPE_LABELS, type Statement, type WalletEntry } from '@ua/contracts';

/**
 * A statement as CSV for the agency's spreadsheet (RFC 4180: comma-separated, CRLF line ends, a field
 * quoted when it holds a comma, a quote or a line break, its quotes doubled). Rupees are plain
 * decimals ("1234.50", "-80.00") that a spreadsheet reads as numbers. Text cells come from people
 * (references, reasons, agency names): one starting with = + - @ (or a tab or carriage return) would
 * run as a formula where the file is opened, so it is written with a leading apostrophe, which
 * spreadsheets show as text. Figures are ours and never guarded. A byte order mark leads, so Excel
 * reads the UTF-8 (₹, Devanagari) as such.
 */

const HEADER = ['Date (IST)', 'Type', 'Reference', 'Booking', 'Receipt', 'Reason', 'Debit', 'Credit', 'Balance'] as const;

/** A cell that holds a comma, a quote or a line break goes in quotes, its quotes doubled. */
function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A text cell, kept from being read as a formula. */
export function textCell(value: string): string {
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** Paise as rupees, "1234.50" or "-80.00": exact, with no floating point. */
export function rupees(paise: number): string {
  const magnitude = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as India's wall clock, "2026-04-01 14:05:09". */
export function indiaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function entryRow(entry: WalletEntry): string[] {
  return [
    indiaDateTime(entry.created_at),
    textCell(WALLET_ENTRY_TYPE_LABELS[entry.type]),
    textCell(entry.reference),
    textCell(entry.booking?.reference ?? ''),
    textCell(entry.payment?.receipt_number ?? ''),
    textCell(entry.reason),
    entry.amount_paise < 0 ? rupees(-entry.amount_paise) : '',
    entry.amount_paise > 0 ? rupees(entry.amount_paise) : '',
    rupees(entry.balance_after_paise),
  ];
}

/** The statement's rows: the header, the opening balance, each entry oldest first, the closing balance. */
export function statementCsv(statement: Statement): string {
  const rows: string[][] = [
    [...HEADER],
    [statement.from, 'Opening balance', '', '', '', '', '', '', rupees(statement.opening_balance_paise)],
    ...statement.entries.map(entryRow),
    [statement.to, 'Closing balance', '', '', '', '', '', '', rupees(statement.closing_balance_paise)],
  ];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
