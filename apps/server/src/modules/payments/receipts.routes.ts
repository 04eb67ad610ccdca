import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_PATHS, errorResponseSchema, idParamsSchema, receiptLinkSchema } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { pdfRendererOf, renderNoticePage } from '../itineraries/index.ts';
import { getReceiptLink, receiptOfToken, renderReceiptPdf, staffReceiptPdf, type LinkedReceipt } from './receipt.service.ts';
import { renderReceiptPage } from './receipt.template.ts';
import { pdfResponseSchema, privateHeaders, sendHtml, sendPdf } from '../../lib/public-pages.ts';

/**
 * Receipts: for staff, a payment's receipt PDF and its public link; for the customer, the page at
 * that link and its PDF, where the signed token in the path is the key. The public answers are pages,
 * not JSON, whatever the outcome, never stored by a cache, never indexed, and the token is not sent
 * on as a referrer.
 */

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const VIEW = { access: { label: 'payments.view' } } as const;
const PUBLIC = { access: 'public' } as const;
const tags = ['payments'];
const tokenParams = z.object({ token: z.string() });

const NOTICES = {
  nothing: { status: 404, title: 'This link does not work', message: 'Check that the whole link was copied from the message, or ask your travel consultant to send the receipt again.' },
  gone: { status: 410, title: 'This receipt link has expired', message: 'Please ask your travel consultant to send the receipt again.' },
  noPdf: { status: 503, title: 'The PDF cannot be made just now', message: 'The receipt page itself still works. Please try the PDF again later, or ask your travel consultant to send it.' },
} as const;

function sendNotice(reply: FastifyReply, notice: (typeof NOTICES)[keyof typeof NOTICES]): FastifyReply {
  return sendHtml(reply, notice.status, renderNoticePage(notice.title, notice.message));
}

function refusal(reply: FastifyReply, linked: Exclude<LinkedReceipt, { found: 'receipt' }>): FastifyReply {
  return sendNotice(reply, linked.found === 'gone' ? NOTICES.gone : NOTICES.nothing);
}

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = pdfRendererOf(app);
  const secret = app.config.jwtSecret;

  app.get(
    PAYMENT_PATHS.receiptLink(':id'),
    {
      schema: {
        tags,
        summary: "The customer's link to a payment's receipt (or refund note): a signed link that works for a year, its PDF at the same address plus pdf/",
        params: idParamsSchema,
        response: { 200: receiptLinkSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => getReceiptLink(app.db, app.config, request.params.id),
  );

  app.get(
    PAYMENT_PATHS.receiptPdf(':id'),
    {
      schema: {
        tags,
        summary: "A payment's receipt (or refund note) as a PDF, as the customer gets it; 503 where Chromium is not installed",
        params: idParamsSchema,
        response: { 200: pdfResponseSchema, ...errors, 503: errorResponseSchema },
      },
      config: VIEW,
    },
    async (request, reply) => sendPdf(reply, await staffReceiptPdf(app.db, renderer, request.params.id)),
  );

  app.get(PAYMENT_PATHS.receiptPage(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const linked = await receiptOfToken(app.db, secret, request.params.token);
    if (linked.found !== 'receipt') return refusal(reply, linked);
    return sendHtml(reply, 200, renderReceiptPage(linked.receipt, { pdfHref: 'pdf/' }));
  });

  app.get(PAYMENT_PATHS.receiptPagePdf(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const linked = await receiptOfToken(app.db, secret, request.params.token);
    if (linked.found !== 'receipt') return refusal(reply, linked);
    try {
      return sendPdf(privateHeaders(reply), await renderReceiptPdf(renderer, linked.receipt));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'itinerary.pdf_unavailable')) throw error;
      request.log.error({ err: error }, 'a customer asked for a receipt PDF that cannot be made');
      return sendNotice(reply, NOTICES.noPdf);
    }
  });
};
