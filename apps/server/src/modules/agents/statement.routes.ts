import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_PATHS, errorResponseSchema, idParamsSchema, statementMailRequestSchema, statementMailResponseSchema, statementPageQuerySchema, statementPageSchema, statementQuerySchema } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { pageResponse } from '../../lib/pagination.ts';
import { pdfResponseSchema, privateHeaders, sendHtml, sendPdf } from '../../lib/public-pages.ts';
import { serviceContext } from '../../plugins/auth.ts';
import { pdfRendererOf, renderNoticePage } from '../itineraries/index.ts';
import { statementCsv } from './statement-csv.ts';
import { mailStatement, renderStatementPdf, statementFilename, statementLinkPdfPath, statementOf, statementOfToken, statementPageOf } from './statement.service.ts';

/**
 * Wallet statements: for staff, a period's statement as JSON (its figures and a page of its entries,
 * for the screen), CSV and PDF (the whole period), and a mail of it to the agency; for the agency,
 * the PDF at the mailed link, where the signed token and the period it signs are the key. That answer is a PDF or a page saying why not, never JSON, never stored by a
 * cache, never indexed.
 */

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'wallet.view' } } as const;
/** Those who deal with the agency's money; the service asks for wallet.view as well, since the mail shows the wallet. */
const MAIL = { access: { anyLabel: ['wallet.adjust', 'payments.record'] } } as const;
const PUBLIC = { access: 'public' } as const;
const tags = ['wallet'];

const csvResponseSchema = z.string().meta({ description: 'The statement as CSV (text/csv, UTF-8), as an attachment' });
const tokenParams = z.object({ token: z.string() });
/** Read by the service, which answers a missing or malformed period as it answers a bad token. */
const linkQuery = z.object({ from: z.string().optional(), to: z.string().optional() });

const NOTICES = {
  nothing: { status: 404, title: 'This link does not work', message: 'Check that the whole link was copied from the mail, or ask your account manager to send the statement again.' },
  gone: { status: 410, title: 'This statement link has expired', message: 'Please ask your account manager to send the statement again.' },
  noPdf: { status: 503, title: 'The PDF cannot be made just now', message: 'Please try again later, or ask your account manager to send the statement again.' },
} as const;

function sendNotice(reply: FastifyReply, notice: (typeof NOTICES)[keyof typeof NOTICES]): FastifyReply {
  return sendHtml(reply, notice.status, renderNoticePage(notice.title, notice.message));
}

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = pdfRendererOf(app);

  app.get(
    AGENT_PATHS.statement(':id'),
    {
      schema: {
        tags,
        summary:
          "An agent's wallet statement for a period of India's calendar: opening balance, credits, debits and closing balance of the period, and a page of its entries, oldest first, each with the running balance",
        params: idParamsSchema,
        querystring: statementPageQuerySchema,
        response: { 200: statementPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, from, to } = request.query;
      const { figures, ...found } = await statementPageOf(app.db, request.params.id, { from, to }, { page, pageSize });
      return { ...figures, ...pageResponse(request.url, page, pageSize, found) };
    },
  );

  app.get(
    AGENT_PATHS.statementCsv(':id'),
    {
      schema: { tags, summary: 'The statement as CSV, rupees as plain decimals, with opening and closing rows', params: idParamsSchema, querystring: statementQuerySchema, response: { 200: csvResponseSchema, ...errors } },
      config: VIEW,
    },
    async (request, reply) => {
      const statement = await statementOf(app.db, request.params.id, request.query);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${statementFilename(statement, 'csv')}"`).send(statementCsv(statement));
    },
  );

  app.get(
    AGENT_PATHS.statementPdf(':id'),
    {
      schema: {
        tags,
        summary: 'The statement as a PDF, as the agency gets it; 503 where Chromium is not installed',
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: pdfResponseSchema, ...errors, 503: errorResponseSchema },
      },
      config: VIEW,
    },
    async (request, reply) => sendPdf(reply, await renderStatementPdf(renderer, await statementOf(app.db, request.params.id, request.query))),
  );

  app.post(
    AGENT_PATHS.statementMail(':id'),
    {
      schema: {
        tags,
        summary:
          "Mail the agency a link to the period's statement PDF (signed, for 30 days): to the address given, else its first contact with an email (400 messaging.no_address when none); wallet.view as well as the route's labels",
        params: idParamsSchema,
        body: statementMailRequestSchema,
        response: { 202: statementMailResponseSchema, ...errors, 503: errorResponseSchema },
      },
      config: MAIL,
    },
    async (request, reply) => reply.code(202).send(await mailStatement(serviceContext(app.db, request), app.config, request.params.id, request.body)),
  );

  app.get(statementLinkPdfPath(':token'), { schema: { hide: true, params: tokenParams, querystring: linkQuery }, config: PUBLIC }, async (request, reply) => {
    const linked = await statementOfToken(app.db, app.config.jwtSecret, request.params.token, request.query);
    if (linked.found !== 'statement') return sendNotice(reply, linked.found === 'gone' ? NOTICES.gone : NOTICES.nothing);
    try {
      return sendPdf(privateHeaders(reply), await renderStatementPdf(renderer, linked.statement));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'itinerary.pdf_unavailable')) throw error;
      request.log.error({ err: error }, 'an agency asked for a statement PDF that cannot be made');
      return sendNotice(reply, NOTICES.noPdf);
    }
  });
};
