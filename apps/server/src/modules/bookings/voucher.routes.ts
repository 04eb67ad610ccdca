import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_PATHS, errorResponseSchema, idParamsSchema, voucherLinkSchema } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { serviceContext } from '../../plugins/auth.ts';
import { pdfRendererOf, renderNoticePage } from '../itineraries/index.ts';
import { getVoucherLink, renderVoucherPdf, staffVoucherPdf, voucherOfToken, type LinkedVoucher } from './voucher.service.ts';
import { renderVoucherPage } from './voucher.template.ts';
import { pdfResponseSchema, privateHeaders, sendHtml, sendPdf } from '../../lib/public-pages.ts';

/**
 * Vouchers: for staff, a confirmed service's voucher link and its PDF; for the traveller, the public
 * page at that link and its PDF, where the signed token in the path is the key. The public answers
 * are pages, not JSON, whatever the outcome (the reader is a traveller on a phone, at a front desk),
 * never stored by a cache, never indexed, and the token is not sent on as a referrer.
 */

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'bookings.view' } } as const;
const PUBLIC = { access: 'public' } as const;
const tags = ['bookings'];
const serviceParams = idParamsSchema.extend({ service_id: idParamsSchema.shape.id });
const tokenParams = z.object({ token: z.string() });

const NOTICES = {
  nothing: { status: 404, title: 'This link does not work', message: 'Check that the whole link was copied from the message, or ask your travel consultant to send the voucher again.' },
  gone: { status: 410, title: 'This voucher is no longer valid', message: 'The link has expired, or the service it was for has changed or been cancelled. Please ask your travel consultant for your current voucher.' },
  noPdf: { status: 503, title: 'The PDF cannot be made just now', message: 'The voucher page itself still works: show it on your phone. Please try the PDF again later, or ask your travel consultant to send it.' },
} as const;

function sendNotice(reply: FastifyReply, notice: (typeof NOTICES)[keyof typeof NOTICES]): FastifyReply {
  return sendHtml(reply, notice.status, renderNoticePage(notice.title, notice.message));
}

function refusal(reply: FastifyReply, linked: Exclude<LinkedVoucher, { found: 'voucher' }>): FastifyReply {
  return sendNotice(reply, linked.found === 'gone' ? NOTICES.gone : NOTICES.nothing);
}

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = pdfRendererOf(app);
  const secret = app.config.jwtSecret;

  app.get(
    BOOKING_PATHS.voucher(':id', ':service_id'),
    {
      schema: {
        tags,
        summary: "The traveller's link to a confirmed service's voucher (its page; the PDF is at the same address plus pdf/), made on the first ask and the same while it works",
        params: serviceParams,
        response: { 200: voucherLinkSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => getVoucherLink(serviceContext(app.db, request), app.config, request.params.id, request.params.service_id),
  );

  app.get(
    BOOKING_PATHS.voucherPdf(':id', ':service_id'),
    {
      schema: {
        tags,
        summary: "A confirmed service's voucher as a PDF, as the traveller gets it; 503 where Chromium is not installed",
        params: serviceParams,
        response: { 200: pdfResponseSchema, ...errors, 503: errorResponseSchema },
      },
      config: VIEW,
    },
    async (request, reply) => sendPdf(reply, await staffVoucherPdf(app.db, renderer, request.params.id, request.params.service_id)),
  );

  app.get(BOOKING_PATHS.voucherPage(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    // A HEAD (a link checker, a chat app's preview) is no open by the traveller.
    const linked = await voucherOfToken(app.db, secret, request.params.token, { countOpen: request.method === 'GET' });
    if (linked.found !== 'voucher') return refusal(reply, linked);
    return sendHtml(reply, 200, renderVoucherPage(linked.voucher, { pdfHref: 'pdf/' }));
  });

  app.get(BOOKING_PATHS.voucherPagePdf(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const linked = await voucherOfToken(app.db, secret, request.params.token, { countOpen: false });
    if (linked.found !== 'voucher') return refusal(reply, linked);
    try {
      return sendPdf(privateHeaders(reply), await renderVoucherPdf(renderer, linked.voucher));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'itinerary.pdf_unavailable')) throw error;
      request.log.error({ err: error }, 'a traveller asked for a voucher PDF that cannot be made');
      return sendNotice(reply, NOTICES.noPdf);
    }
  });
};
