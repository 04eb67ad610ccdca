import type { z } from 'zod';
import { AGENT_PATHS, statementQuerySchema, type Statement, type StatementFigures, type statementMailRequestSchema, type WalletEntry } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { expirySeconds, readLinkToken, signLinkToken } from '../../lib/link-tokens.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { addDays, embeddedFontCss, formatMoney, formatTripDate, todayInIndia, type PdfRenderer } from '../itineraries/index.ts';
import { queueRecordMessage } from '../messaging/index.ts';
import { contactsOfAgents, findAgent } from './agents.repository.ts';
import { statementPeriodText, renderStatementPage } from './statement.template.ts';
import { ledgerSum, periodLedger, type LedgerSlice } from './wallet.repository.ts';
import { entriesView } from './wallet-view.ts';

/**
 * An agent's wallet statement for a period of India's calendar: the balance at its start (the sum of
 * every entry before it), the period's entries with the ledger's running balance, and the balance at
 * its end. Periods chain: a period's closing balance is the next one's opening, since both are the
 * sum of the entries before the same instant. As JSON a page of entries at a time (a busy agency's
 * year is thousands), as CSV and PDF the whole period, and mailed as a signed link to the PDF (the
 * mail pipeline carries no attachments): the token names the agent and its expiry, and signs the
 * period, which the link's address carries, so nothing is stored for it.
 */

export type StatementPeriod = { from: string; to: string };
type MailInput = z.output<typeof statementMailRequestSchema>;

const DAY_MS = 86_400_000;
/** How long a mailed statement link works: long enough to be read and filed, short enough not to linger. */
export const STATEMENT_LINK_DAYS = 30;
/** Where the mailed link leads; the period follows as `?from=&to=`. */
export const statementLinkPdfPath = AGENT_PATHS.statementLinkPdf;

/** 00:00 in India on a calendar date. India keeps no summer time, so it is always 18:30 UTC the day before. */
export function indiaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The instants a period spans: from the start of its first day to the start of the day after its last. */
export function periodBounds(period: StatementPeriod): { start: Date; end: Date } {
  return { start: indiaMidnight(period.from), end: indiaMidnight(addDays(period.to, 1)) };
}

/** Which page of the period's entries the JSON statement shows. */
export type StatementPaging = { page: number; pageSize: number };

type StatementRead = { figures: StatementFigures; count: number; entries: WalletEntry[] };

/** The period's figures and the entries of one slice of it (none: all of them); 404 for no such agent. */
async function readStatement(db: Db, agentId: number, period: StatementPeriod, slice: LedgerSlice, now: Date): Promise<StatementRead> {
  const { start, end } = periodBounds(period);
  const [agent, ledger] = await inParallel(db, [() => findAgent(db, agentId), () => periodLedger(db, agentId, start, end, slice)]);
  if (!agent) throw notFound('Agent not found.');
  const entries = await entriesView(db, ledger.rows);
  const { openingPaise, creditsPaise, debitsPaise, count } = ledger.figures;
  const figures: StatementFigures = {
    agent: { id: agent.id, agency_name: agent.agencyName, city: agent.city, gstin: agent.gstin },
    from: period.from,
    to: period.to,
    opening_balance_paise: openingPaise,
    credits_paise: creditsPaise,
    debits_paise: debitsPaise,
    closing_balance_paise: openingPaise + creditsPaise - debitsPaise,
    generated_at: now.toISOString(),
  };
  return { figures, count, entries };
}

/** The statement as JSON: the period's figures and one page of its entries (`count` of them in all). Reads in the caller's transaction when given one. */
export async function statementPageOf(db: Db, agentId: number, period: StatementPeriod, paging: StatementPaging, now: Date = new Date()): Promise<{ figures: StatementFigures; count: number; results: WalletEntry[] }> {
  const read = await readStatement(db, agentId, period, { limit: paging.pageSize, offset: offsetOf(paging.page, paging.pageSize) }, now);
  return { figures: read.figures, count: read.count, results: read.entries };
}

/** The whole period's statement, every entry, as the CSV and the PDF print it. Reads in the caller's transaction when given one. */
export async function statementOf(db: Db, agentId: number, period: StatementPeriod, now: Date = new Date()): Promise<Statement> {
  const read = await readStatement(db, agentId, period, undefined, now);
  return { ...read.figures, entries: read.entries };
}

/** "Sunrise Holidays & Co." as `sunrise-holidays-co`; a name with no Latin letters or digits as `agent-12`. */
export function agencySlug(agencyName: string, agentId: number): string {
  const slug = agencyName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? `agent-${agentId}` : slug;
}

/** `wallet-sunrise-holidays-2026-04-01-2026-06-30.csv`: plain ASCII, safe in a Content-Disposition header. */
export function statementFilename(statement: Statement, extension: 'csv' | 'pdf'): string {
  return `wallet-${agencySlug(statement.agent.agency_name, statement.agent.id)}-${statement.from}-${statement.to}.${extension}`;
}

export type StatementPdf = { filename: string; pdf: Buffer };

/** The statement printed by Chromium, with the fonts embedded. Call it outside any transaction. */
export async function renderStatementPdf(renderer: PdfRenderer, statement: Statement): Promise<StatementPdf> {
  const pdf = await renderer.render(renderStatementPage(statement, { fontCss: embeddedFontCss() }), `Wallet statement · ${statement.agent.agency_name}`);
  return { filename: statementFilename(statement, 'pdf'), pdf };
}

/** The period as the token signs it: the dates are checked before, so neither holds the separator. */
const scopeOf = (period: StatementPeriod) => `${period.from}:${period.to}`;

/** The signed link to a period's statement PDF, and when it stops working (whole seconds, as the token carries it). */
export function statementLinkOf(config: Config, agentId: number, period: StatementPeriod, now: Date): { url: string; expiresAt: Date } {
  const expiresAt = new Date(expirySeconds(new Date(now.getTime() + STATEMENT_LINK_DAYS * DAY_MS)) * 1000);
  const token = signLinkToken(config.jwtSecret, 'statement', agentId, expiresAt, scopeOf(period));
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return { url: `${config.publicSiteUrl}${statementLinkPdfPath(token)}?${query.toString()}`, expiresAt };
}

/** What a statement link opens: the statement, or why not (malformed, tampered with, another period or no such agent: 404; past its expiry: 410). */
export type LinkedStatement = { found: 'statement'; statement: Statement } | { found: 'nothing' } | { found: 'gone' };

/** The statement behind a link. The period is checked, then the signature over it, before any query. */
export async function statementOfToken(db: Db, secret: string, token: string, query: { from?: string | undefined; to?: string | undefined }, now: Date = new Date()): Promise<LinkedStatement> {
  const period = statementQuerySchema.safeParse({ from: query.from, to: query.to });
  if (!period.success) return { found: 'nothing' };
  const read = readLinkToken(secret, 'statement', token, scopeOf(period.data));
  if (!read) return { found: 'nothing' };
  if (read.expiresAtSeconds * 1000 <= now.getTime()) return { found: 'gone' };
  if (!(await findAgent(db, read.linkId))) return { found: 'nothing' };
  return { found: 'statement', statement: await statementOf(db, read.linkId, period.data, now) };
}

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Mails the period's statement to the agency: to the address given, else to its first contact with
 * an email (400 `messaging.no_address` when none). The mail carries the closing balance and the signed
 * link; it is queued in the transaction and the message log records it (no audit entry). Sending it
 * shows the wallet to whoever reads the mail, so the sender must be able to read the wallet too.
 */
export async function mailStatement(ctx: ServiceContext, config: Config, agentId: number, input: MailInput, now: Date = new Date()): Promise<{ message_id: number }> {
  if (!ctx.actor.labels.has('wallet.view')) throw forbidden('Sending a statement needs wallet.view as well: it shows the wallet.');
  // The route's schema has checked the period: it ends on or after its first day, within STATEMENT_MAX_DAYS.
  const period = { from: input.from, to: input.to };
  const messageId = await ctx.db.transaction(async (tx) => {
    const agent = await findAgent(tx, agentId);
    if (!agent) throw notFound('Agent not found.');
    const contacts = (await contactsOfAgents(tx, [agentId])).get(agentId) ?? [];
    const to = input.email ?? blankToNull(contacts.find((contact) => blankToNull(contact.email) !== null)?.email);
    if (to === null) {
      const detail = `None of ${agent.agencyName}'s contacts has an email address`;
      throw new AppError('messaging.no_address', `${detail}: add one to the agent, or give the address to send to.`, { email: [`${detail}: enter the address to send to.`] });
    }
    const contact = contacts.find((candidate) => blankToNull(candidate.email)?.toLowerCase() === to.toLowerCase());
    const closing = await ledgerSum(tx, agentId, periodBounds(period).end);
    const link = statementLinkOf(config, agentId, period, now);
    const message = await queueRecordMessage(tx, config, {
      channel: 'email',
      recordType: 'agent',
      recordId: agentId,
      // The agency is our customer: the message log has no other party for it.
      party: 'customer',
      to,
      template: 'wallet_statement',
      parameters: {
        recipient_name: contact?.name ?? agent.agencyName,
        agency_name: agent.agencyName,
        period: statementPeriodText(period),
        closing_balance: formatMoney(closing, 'INR'),
        statement_url: link.url,
        expires_on: formatTripDate(todayInIndia(link.expiresAt)),
      },
      sentBy: ctx.actor.userId,
    });
    return message.id;
  });
  return { message_id: messageId };
}
