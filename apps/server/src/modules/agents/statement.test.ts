import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { AGENT_PATHS, MESSAGING_PATHS, STATEMENT_MAX_PAGE_SIZE, STATEMENT_PAGE_SIZE, type AgentDetail, type Message, type StatementPage, type WalletEntryPage } from '@ua/contracts';
import { createTestContext, TEST_JWT_SECRET, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { walletEntries } from '../../db/schema/agents.ts';
import { messages } from '../../db/schema/messaging.ts';
import { signLinkToken } from '../../lib/link-tokens.ts';
import { addDays, formatMoney, todayInIndia } from '../itineraries/index.ts';

/**
 * Wallet statements: the period in India's calendar, balances that chain from one period to the
 * next and are exact on every page of its entries (properties over random ledgers), the paging, the
 * CSV's figures and escaping and its whole period, the PDF printed by the
 * system's Chromium and read back with poppler's pdftotext, and the mail's signed link to it.
 */
const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'ua-statement-')), 'statement.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

/** An amount as pdftotext reads it back, without the rupee sign (which depends on the font's mapping). */
const digits = (paise: number) => formatMoney(paise, 'INR').replace('₹', '');
/** 00:00 in India on a date, worked out apart from the code under test: +05:30, no summer time. */
const istMidnight = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
const pathAndQuery = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

let ctx: TestContext;
/** agents.*, wallet.view and wallet.adjust. */
let treasurer: Caller;
/** wallet.view only (and agents.view). */
let reader: Caller;
/** agents.view, no wallet label. */
let outsider: Caller;
/** payments.record without wallet.view. */
let cashier: Caller;
let agentId: number;

const CREDIT_LIMIT = 5_000_000; // ₹50,000: room for any sequence the property draws
let agents = 0;

async function makeAgent(body: Record<string, unknown> = {}): Promise<number> {
  agents += 1;
  const res = await treasurer.post(AGENT_PATHS.agents, { agency_name: `Sunrise Holidays ${agents}`, city: 'Pune', credit_limit_paise: CREDIT_LIMIT, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as AgentDetail).id;
}

let keys = 0;
/** An entry at a chosen moment, straight into the ledger (the database's trigger still adds it to the balance). */
async function entryAt(agent: number, amountPaise: number, at: Date): Promise<void> {
  await entriesAt(agent, [{ amountPaise, at }]);
}

/** Entries at chosen moments in one insert, in the order given: that is their ids' order, the ledger's. */
async function entriesAt(agent: number, entries: readonly { amountPaise: number; at: Date; reason?: string }[]): Promise<void> {
  if (entries.length === 0) return;
  await ctx.database.db.insert(walletEntries).values(
    entries.map(({ amountPaise, at, reason = 'Test entry' }) => {
      keys += 1;
      return { agentId: agent, type: 'adjustment' as const, amountPaise, reason, idempotencyKey: `statement-test-${keys}`, requestHash: 'x', createdAt: at };
    }),
  );
}

async function adjust(amountPaise: number, reason: string, reference = ''): Promise<void> {
  keys += 1;
  const res = await treasurer.post(AGENT_PATHS.walletAdjust(agentId), { amount_paise: amountPaise, reason, reference, idempotency_key: `statement-adjust-${keys}` });
  expect(res.statusCode, res.body).toBe(201);
}

const periodQuery = (from: string, to: string) => `?${new URLSearchParams({ from, to }).toString()}`;

/** One page of the period's statement; the largest page unless another is asked for. */
async function statementOf(agent: number, from: string, to: string, paging: { page?: number; page_size?: number } = { page_size: STATEMENT_MAX_PAGE_SIZE }, caller = reader): Promise<StatementPage> {
  const query = new URLSearchParams({ from, to, ...Object.fromEntries(Object.entries(paging).map(([name, value]) => [name, String(value)])) });
  const res = await caller.get(`${AGENT_PATHS.statement(agent)}?${query.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatementPage;
}

/** Every page of the period's statement, in order, `pageSize` entries a page. */
async function everyPage(agent: number, from: string, to: string, pageSize: number): Promise<StatementPage[]> {
  const first = await statementOf(agent, from, to, { page: 1, page_size: pageSize });
  const pages = [first];
  for (let page = 2; page <= Math.ceil(first.count / pageSize); page += 1) pages.push(await statementOf(agent, from, to, { page, page_size: pageSize }));
  return pages;
}

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  treasurer = ctx.as((await makeStaff(db, { firstName: 'Priya', labels: ['agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id);
  reader = ctx.as((await makeStaff(db, { firstName: 'Ravi', labels: ['wallet.view', 'agents.view'] })).id);
  outsider = ctx.as((await makeStaff(db, { firstName: 'Omar', labels: ['agents.view'] })).id);
  cashier = ctx.as((await makeStaff(db, { firstName: 'Chitra', labels: ['payments.record', 'agents.view'] })).id);
  agentId = await makeAgent({
    agency_name: 'Sunrise Holidays',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    contacts: [
      { name: 'Front Desk', phone: '+919822012345' },
      { name: 'Kavita Joshi', email: 'kavita@sunrise.example' },
    ],
  });
});

describe('the period', () => {
  it('runs from 00:00 in India on its first day to 00:00 after its last, the opening balance being every entry before it', async () => {
    const april = istMidnight('2026-04-01');
    await entryAt(agentId, 10_000, new Date(april - 86_400_000)); // 00:00 on 31 March in India
    await entryAt(agentId, 2_000, new Date(april - 1)); // 23:59:59.999 on 31 March in India (18:29:59.999 UTC)
    await entryAt(agentId, -3_000, new Date(april)); // 00:00 on 1 April in India
    await entryAt(agentId, 500, new Date(istMidnight('2026-04-02') - 1)); // the last moment of 1 April
    await entryAt(agentId, 7_000, new Date(istMidnight('2026-04-02'))); // 2 April

    const day = await statementOf(agentId, '2026-04-01', '2026-04-01');
    expect(day).toMatchObject({
      agent: { id: agentId, agency_name: 'Sunrise Holidays', city: 'Pune', gstin: '27AAPFU0939F1ZV' },
      from: '2026-04-01',
      to: '2026-04-01',
      opening_balance_paise: 12_000,
      credits_paise: 500,
      debits_paise: 3_000,
      closing_balance_paise: 9_500,
    });
    expect(day.count).toBe(2);
    expect(day.results.map((entry) => [entry.amount_paise, entry.balance_after_paise])).toEqual([
      [-3_000, 9_000],
      [500, 9_500],
    ]);
    expect(day.results[0]?.created_at).toBe('2026-03-31T18:30:00.000Z');
  });

  it('is valid before the first entry (all zeros) and in the future (the balance carried, no entries)', async () => {
    await entryAt(agentId, 25_000, new Date('2026-05-10T06:00:00Z'));
    expect(await statementOf(agentId, '2020-01-01', '2020-12-31')).toMatchObject({ opening_balance_paise: 0, credits_paise: 0, debits_paise: 0, closing_balance_paise: 0, count: 0, results: [] });
    const future = todayInIndia(new Date(Date.now() + 400 * 86_400_000));
    expect(await statementOf(agentId, future, addDays(future, 30))).toMatchObject({ opening_balance_paise: 25_000, credits_paise: 0, debits_paise: 0, closing_balance_paise: 25_000, count: 0, results: [] });
  });

  it('refuses a period that ends before it starts, one too long and a malformed date with 400 field errors', async () => {
    for (const [from, to] of [
      ['2026-04-10', '2026-04-09'],
      ['2024-01-01', '2026-04-01'],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-03-01'],
    ] as const) {
      const res = await reader.get(`${AGENT_PATHS.statement(agentId)}${periodQuery(from, to)}`);
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    const tooLong = await reader.get(`${AGENT_PATHS.statementCsv(agentId)}${periodQuery('2024-01-01', '2026-04-01')}`);
    expect(tooLong.json()).toMatchObject({ errors: { to: [expect.stringContaining('800 days')] } });
    expect((await reader.get(`${AGENT_PATHS.statement(agentId)}?from=2026-04-01`)).statusCode).toBe(400);
    expect((await reader.get(`${AGENT_PATHS.statement(999_999)}${periodQuery('2026-04-01', '2026-04-30')}`)).statusCode).toBe(404);
  });

  it('keeps the statement, its CSV and PDF to wallet.view readers', async () => {
    for (const url of [AGENT_PATHS.statement(agentId), AGENT_PATHS.statementCsv(agentId), AGENT_PATHS.statementPdf(agentId)]) {
      expect((await outsider.get(`${url}${periodQuery('2026-04-01', '2026-04-30')}`)).statusCode, url).toBe(403);
      expect((await cashier.get(`${url}${periodQuery('2026-04-01', '2026-04-30')}`)).statusCode, url).toBe(403);
    }
  });
});

describe('balances that chain', () => {
  const START = '2026-01-01';
  /** Moments spread over sixty days, many of them on the very edges of India's days. */
  const moment = fc.record({
    day: fc.integer({ min: 0, max: 59 }),
    msOfDay: fc.oneof(fc.constantFrom(0, 1, 86_399_999), fc.integer({ min: 0, max: 86_399_999 })),
  });
  const entry = fc.record({ at: moment, amount: fc.integer({ min: -50_000, max: 50_000 }).filter((amount) => amount !== 0) });

  it("closes each period at the next one's opening, at opening + credits - debits, each running balance the opening plus the entries so far", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 24 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        async (drawn, fromDay, length, splitDraws) => {
          const agent = await makeAgent();
          const timed = drawn.map(({ at, amount }) => ({ amount, time: istMidnight(addDays(START, at.day)) + at.msOfDay })).sort((a, b) => a.time - b.time);
          // Oldest first, so the ledger's order (its ids) is the order of the moments.
          await entriesAt(agent, timed.map(({ amount, time }) => ({ amountPaise: amount, at: new Date(time) })));

          const from = addDays(START, fromDay);
          const to = addDays(from, length);
          const whole = await statementOf(agent, from, to);
          const before = timed.filter(({ time }) => time < istMidnight(from));
          const within = timed.filter(({ time }) => time >= istMidnight(from) && time < istMidnight(addDays(to, 1)));
          const sum = (rows: readonly { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);

          expect(whole.opening_balance_paise).toBe(sum(before));
          expect(whole.count).toBe(within.length);
          expect(whole.results.map((row) => row.amount_paise)).toEqual(within.map((row) => row.amount));
          expect(whole.credits_paise).toBe(sum(within.filter((row) => row.amount > 0)));
          expect(whole.debits_paise).toBe(sum(within.filter((row) => row.amount < 0).map((row) => ({ amount: -row.amount }))));
          expect(whole.closing_balance_paise).toBe(whole.opening_balance_paise + whole.credits_paise - whole.debits_paise);
          expect(whole.closing_balance_paise).toBe(whole.results.at(-1)?.balance_after_paise ?? whole.opening_balance_paise);
          let running = whole.opening_balance_paise;
          for (const row of whole.results) {
            running += row.amount_paise;
            expect(row.balance_after_paise).toBe(running);
          }

          for (const draw of splitDraws) {
            if (length === 0) break;
            const split = addDays(from, draw % length); // the first part ends on `split`, the second starts the day after
            const first = await statementOf(agent, from, split);
            const second = await statementOf(agent, addDays(split, 1), to);
            expect(first.closing_balance_paise).toBe(second.opening_balance_paise);
            expect(first.opening_balance_paise).toBe(whole.opening_balance_paise);
            expect(second.closing_balance_paise).toBe(whole.closing_balance_paise);
            expect([...first.results, ...second.results].map((row) => row.id)).toEqual(whole.results.map((row) => row.id));
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it("shows each entry's running balance as the ledger does", async () => {
    await adjust(40_000, 'Opening credit');
    await adjust(-15_000, 'Correction');
    await adjust(2_500, 'Goodwill');
    const today = todayInIndia();
    const statement = await statementOf(agentId, today, today);
    const ledger = (await reader.get(AGENT_PATHS.walletEntries(agentId))).json() as WalletEntryPage;
    const ledgerBalances = new Map(ledger.results.map((row) => [row.id, row.balance_after_paise]));
    expect(statement.results.map((row) => row.balance_after_paise)).toEqual(statement.results.map((row) => ledgerBalances.get(row.id)));
    expect(statement.results.map((row) => row.reason)).toEqual(['Opening credit', 'Correction', 'Goodwill']);
    expect(statement.closing_balance_paise).toBe(27_500);
  });

  it("is exact on every page: each entry's balance the opening plus every entry before it, each entry on one page, the figures the whole period's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 7 }),
        async (drawn, fromDay, length, pageSize) => {
          const agent = await makeAgent();
          const timed = drawn.map(({ at, amount }) => ({ amount, time: istMidnight(addDays(START, at.day)) + at.msOfDay })).sort((a, b) => a.time - b.time);
          await entriesAt(agent, timed.map(({ amount, time }) => ({ amountPaise: amount, at: new Date(time) })));
          const from = addDays(START, fromDay);
          const to = addDays(from, length);
          const opening = timed.filter(({ time }) => time < istMidnight(from)).reduce((total, row) => total + row.amount, 0);
          const within = timed.filter(({ time }) => time >= istMidnight(from) && time < istMidnight(addDays(to, 1)));

          const whole = await statementOf(agent, from, to);
          const pages = await everyPage(agent, from, to, pageSize);
          const figures = (page: StatementPage) => [page.opening_balance_paise, page.credits_paise, page.debits_paise, page.closing_balance_paise, page.count];
          for (const page of pages) expect(figures(page)).toEqual(figures(whole));
          expect(pages.flatMap((page) => page.results.map((row) => row.id))).toEqual(whole.results.map((row) => row.id));
          pages.forEach((page, index) =>
            page.results.forEach((row, at) => {
              const upTo = index * pageSize + at + 1;
              expect(row.amount_paise).toBe(within[upTo - 1]?.amount);
              expect(row.balance_after_paise).toBe(opening + within.slice(0, upTo).reduce((total, earlier) => total + earlier.amount, 0));
            }),
          );
          // Past the last page: no entries, the figures all the same.
          const beyond = await statementOf(agent, from, to, { page: pages.length + 1, page_size: pageSize });
          expect(beyond.results).toEqual([]);
          expect(figures(beyond)).toEqual(figures(whole));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('the paging', () => {
  const FROM = '2026-04-01';
  const TO = '2026-04-30';
  const ENTRIES = 105;
  /** 105 entries in April, an hour apart, `Entry 001` to `Entry 105`, after 30,000 paise on 31 March. */
  async function busyApril(): Promise<{ amounts: number[] }> {
    const amounts = Array.from({ length: ENTRIES }, (_, index) => (index % 3 === 0 ? -(index + 1) * 100 : (index + 1) * 250));
    await entryAt(agentId, 30_000, new Date(istMidnight(FROM) - 3_600_000));
    await entriesAt(
      agentId,
      amounts.map((amountPaise, index) => ({ amountPaise, at: new Date(istMidnight(FROM) + index * 3_600_000), reason: `Entry ${String(index + 1).padStart(3, '0')}` })),
    );
    return { amounts };
  }

  it(`gives ${STATEMENT_PAGE_SIZE} entries a page unless asked for another size, with links to the next and previous pages that keep the period`, async () => {
    await busyApril();
    const first = await statementOf(agentId, FROM, TO, {});
    expect(first.count).toBe(ENTRIES);
    expect(first.results).toHaveLength(STATEMENT_PAGE_SIZE);
    expect(first.results[0]?.reason).toBe('Entry 001');
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${AGENT_PATHS.statement(agentId)}?from=${FROM}&to=${TO}&page=2`);

    const res = await reader.get(first.next ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json() as StatementPage;
    expect(second.results.map((row) => row.reason)).toEqual(['Entry 101', 'Entry 102', 'Entry 103', 'Entry 104', 'Entry 105']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe(`${AGENT_PATHS.statement(agentId)}?from=${FROM}&to=${TO}`);
    expect((await statementOf(agentId, FROM, TO, { page_size: STATEMENT_MAX_PAGE_SIZE })).results).toHaveLength(ENTRIES);
  });

  it('starts page 3 at the opening balance plus every entry of the pages before it', async () => {
    const { amounts } = await busyApril();
    const third = await statementOf(agentId, FROM, TO, { page: 3, page_size: 10 });
    expect(third.opening_balance_paise).toBe(30_000);
    expect(third.results[0]?.reason).toBe('Entry 021');
    const before = amounts.slice(0, 20).reduce((total, amount) => total + amount, 0);
    expect(third.results[0]?.balance_after_paise).toBe(30_000 + before + (amounts[20] ?? 0));
    expect(third.closing_balance_paise).toBe(30_000 + amounts.reduce((total, amount) => total + amount, 0));
  });

  it(`refuses a page below 1 and a page size below 1 or above ${STATEMENT_MAX_PAGE_SIZE} with 400, and still checks the period`, async () => {
    for (const paging of ['page=0', 'page_size=0', `page_size=${STATEMENT_MAX_PAGE_SIZE + 1}`, 'page=x']) {
      const res = await reader.get(`${AGENT_PATHS.statement(agentId)}${periodQuery(FROM, TO)}&${paging}`);
      expect(res.statusCode, paging).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    const backwards = await reader.get(`${AGENT_PATHS.statement(agentId)}${periodQuery(TO, FROM)}&page=2`);
    expect(backwards.json()).toMatchObject({ code: 'validation', errors: { to: [expect.stringContaining('on or after')] } });
  });

  it('leaves the CSV and the PDF the whole period, whatever the page', async () => {
    await busyApril();
    const csv = await reader.get(`${AGENT_PATHS.statementCsv(agentId)}${periodQuery(FROM, TO)}&page=2&page_size=10`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n').filter((line) => line !== '');
    // The header, the opening row, every entry and the closing row.
    expect(lines).toHaveLength(ENTRIES + 3);
    expect(lines[2]).toContain('Entry 001');
    expect(lines.at(-2)).toContain('Entry 105');

    const pdf = await reader.get(`${AGENT_PATHS.statementPdf(agentId)}${periodQuery(FROM, TO)}`);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const reason of ['Entry 001', 'Entry 100', 'Entry 101', 'Entry 105']) expect(text).toContain(reason);
  }, 60_000);
});

describe('the CSV', () => {
  it('has a header, opening and closing rows, rupees as plain decimals, RFC 4180 quoting, and text cells kept from running as formulas', async () => {
    await adjust(123_450, '=HYPERLINK("http://evil.example","click")', '@ref-1');
    await adjust(-5, 'Bank charge, April', '-minus');
    await adjust(-200_000, '+91 called about it', 'Plain ref');
    const today = todayInIndia();
    const res = await reader.get(`${AGENT_PATHS.statementCsv(agentId)}${periodQuery(today, today)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wallet-sunrise-holidays-${today}-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);

    const statement = await statementOf(agentId, today, today);
    const at = statement.results.map((row) => new Date(row.created_at).toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Date (IST),Type,Reference,Booking,Receipt,Reason,Debit,Credit,Balance',
      `${today},Opening balance,,,,,,,0.00`,
      `${at[0]},Adjustment,'@ref-1,,,"'=HYPERLINK(""http://evil.example"",""click"")",,1234.50,1234.50`,
      `${at[1]},Adjustment,'-minus,,,"Bank charge, April",0.05,,1234.45`,
      `${at[2]},Adjustment,Plain ref,,,'+91 called about it,2000.00,,-765.55`,
      `${today},Closing balance,,,,,,,-765.55`,
      '',
    ]);
  });
});

describe('the PDF', () => {
  it('is a download named after the agency and period whose text reads back with the agency, the balances and each entry', async () => {
    await adjust(250_000, 'Opening credit', 'UTR-7781');
    await adjust(-40_000, 'Hotel deposit');
    const today = todayInIndia();
    const res = await reader.get(`${AGENT_PATHS.statementPdf(agentId)}${periodQuery(today, today)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wallet-sunrise-holidays-${today}-${today}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['UA Internal', 'Sunrise Holidays', 'Pune', '27AAPFU0939F1ZV', 'Opening balance', 'Closing balance', 'UTR-7781', 'Hotel deposit', digits(250_000), digits(40_000), digits(210_000)]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the mail', () => {
  const mailOf = async (messageId: number) => {
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.id, messageId));
    if (!row) throw new Error(`no message ${messageId}`);
    return row;
  };

  it("queues a mail to the agency's first contact with an email, with a signed link that opens the PDF without signing in", async () => {
    await adjust(90_000, 'Top-up by hand');
    const today = todayInIndia();
    const res = await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: addDays(today, -30), to: today });
    expect(res.statusCode, res.body).toBe(202);
    const { message_id: messageId } = res.json() as { message_id: number };
    const mail = await mailOf(messageId);
    expect(mail).toMatchObject({ channel: 'email', recordType: 'agent', recordId: agentId, toAddress: 'kavita@sunrise.example', template: 'wallet_statement', status: 'queued' });
    expect(mail.bodyText).toContain('Dear Kavita Joshi');
    expect(mail.bodyText).toContain(formatMoney(90_000, 'INR'));
    const url = String(mail.parameters.statement_url);
    expect(url).toContain(`from=${addDays(today, -30)}&to=${today}`);

    const pdf = await ctx.anonymous.get(pathAndQuery(url));
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sunrise Holidays');
    expect(text).toContain(digits(90_000));

    // Read by those who may see the agent: its mails are in the log under the agent.
    const log = await outsider.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=agent&record_id=${agentId}`);
    expect(log.statusCode, log.body).toBe(200);
    expect((log.json() as { results: Message[] }).results.map((message) => message.id)).toEqual([messageId]);
  });

  it('answers a tampered token, another period or another agent with 404, and an expired link with 410', async () => {
    const today = todayInIndia();
    const res = await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: today, to: today });
    const url = new URL(String((await mailOf((res.json() as { message_id: number }).message_id)).parameters.statement_url));
    const token = url.pathname.split('/')[2] ?? '';
    // The signature's last character carries 4 bits and 2 of padding, which decoding drops: 'A' for 'B'
    // would leave it whole one time in sixteen. Its top bit changes the signature every time.
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = BASE64URL[(BASE64URL.indexOf(token.at(-1) ?? 'A') + 32) % 64] ?? 'A';
    const tampered = `/statement/${token.slice(0, -1)}${last}/pdf/${url.search}`;
    const otherPeriod = `${url.pathname}${periodQuery(addDays(today, -365), today)}`;
    const otherAgent = `/statement/${token.replace(/^\d+-/, `${agentId + 1}-`)}/pdf/${url.search}`;
    for (const address of [tampered, otherPeriod, otherAgent, url.pathname]) {
      const answer = await ctx.anonymous.get(address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body).toContain('This link does not work');
    }
    const expired = signLinkToken(TEST_JWT_SECRET, 'statement', agentId, new Date(Date.now() - 60_000), `${today}:${today}`);
    const gone = await ctx.anonymous.get(`/statement/${expired}/pdf/${periodQuery(today, today)}`);
    expect(gone.statusCode).toBe(410);
    // A receipt's token for the same id is not a statement's.
    const receipt = signLinkToken(TEST_JWT_SECRET, 'receipt', agentId, new Date(Date.now() + 86_400_000));
    expect((await ctx.anonymous.get(`/statement/${receipt}/pdf/${periodQuery(today, today)}`)).statusCode).toBe(404);
  });

  it('goes to the address given instead, and answers 400 messaging.no_address when the agency has none', async () => {
    const today = todayInIndia();
    const given = await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: today, to: today, email: 'Accounts@Sunrise.example' });
    expect(given.statusCode, given.body).toBe(202);
    expect(await mailOf((given.json() as { message_id: number }).message_id)).toMatchObject({ toAddress: 'accounts@sunrise.example' });

    const silent = await makeAgent({ contacts: [{ name: 'Phone only', phone: '+919822099999' }] });
    const none = await treasurer.post(AGENT_PATHS.statementMail(silent), { from: today, to: today });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'messaging.no_address', errors: { email: [expect.any(String)] } });
    expect(await ctx.database.db.select().from(messages).where(and(eq(messages.recordType, 'agent'), eq(messages.recordId, silent)))).toEqual([]);
  });

  it('is sent by wallet.adjust or payments.record holders who can read the wallet, for a valid period only', async () => {
    const today = todayInIndia();
    const body = { from: today, to: today };
    expect((await reader.post(AGENT_PATHS.statementMail(agentId), body)).statusCode).toBe(403);
    expect((await outsider.post(AGENT_PATHS.statementMail(agentId), body)).statusCode).toBe(403);
    expect((await cashier.post(AGENT_PATHS.statementMail(agentId), body)).statusCode).toBe(403);
    const paying = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Dev', labels: ['payments.record', 'wallet.view'] })).id);
    expect((await paying.post(AGENT_PATHS.statementMail(agentId), body)).statusCode).toBe(202);

    const backwards = await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: today, to: addDays(today, -1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'validation', errors: { to: [expect.stringContaining('on or after')] } });
    const tooLong = await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: addDays(today, -801), to: today });
    expect(tooLong.statusCode).toBe(400);
    expect((await treasurer.post(AGENT_PATHS.statementMail(agentId), { from: today, to: today, email: 'not an address' })).statusCode).toBe(400);
    expect((await treasurer.post(AGENT_PATHS.statementMail(999_999), body)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.recordType, 'agent'))).toHaveLength(1);
  });
});

describe('without Chromium', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext({ data: 'empty', env: { CHROMIUM_PATH: '/nowhere/chromium' } });
  });
  afterAll(() => bare.close());

  it('answers staff 503 itinerary.pdf_unavailable and the agency a page saying so', async () => {
    const staff = bare.as((await makeStaff(bare.database.db, { labels: ['agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id);
    const made = await staff.post(AGENT_PATHS.agents, { agency_name: 'Lotus Tours', city: 'Kochi', contacts: [{ name: 'Anu', email: 'anu@lotus.example' }] });
    const agent = (made.json() as AgentDetail).id;
    const today = todayInIndia();
    const res = await staff.get(`${AGENT_PATHS.statementPdf(agent)}${periodQuery(today, today)}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'itinerary.pdf_unavailable', detail: expect.stringMatching(/\/nowhere\/chromium/) });

    const mailed = await staff.post(AGENT_PATHS.statementMail(agent), { from: today, to: today });
    expect(mailed.statusCode, mailed.body).toBe(202);
    const [row] = await bare.database.db.select().from(messages).where(eq(messages.id, (mailed.json() as { message_id: number }).message_id));
    const page = await bare.anonymous.get(pathAndQuery(String(row?.parameters.statement_url)));
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('The PDF cannot be made just now');
  });
});
