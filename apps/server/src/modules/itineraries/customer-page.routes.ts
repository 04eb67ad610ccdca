import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ITINERARY_PATHS } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { versionOfLink, type LinkedVersion } from './customer-links.service.ts';
import { renderCustomerPage, renderNoticePage } from './customer-page.template.ts';
import { renderVersionPdf, scheduleOfVersion } from './final-itinerary.service.ts';
import { pdfRendererOf } from './pdf-renderer.ts';
import { privateHeaders, sendHtml, sendPdf } from '../../lib/public-pages.ts';

/**
 * The customer's page of a frozen version and its PDF: public, the token in the path is the key.
 * Pages, not JSON, whatever the outcome: the reader is a customer on a phone. Never stored by a
 * cache, never indexed, and the token is not sent on as a referrer.
 */

const tokenParams = z.object({ token: z.string() });
const PUBLIC = { access: 'public' } as const;

const NOTICES = {
  nothing: { status: 404, title: 'This link does not work', message: 'Check that the whole link was copied from the message, or ask your travel consultant to send it again.' },
  gone: { status: 410, title: 'This link is no longer active', message: 'The link to this itinerary has expired or was withdrawn. Please ask your travel consultant for a new link.' },
  noPdf: { status: 503, title: 'The PDF cannot be made just now', message: 'The itinerary page itself still works. Please try the PDF again later, or ask your travel consultant to send it.' },
} as const;

function sendNotice(reply: FastifyReply, notice: (typeof NOTICES)[keyof typeof NOTICES]): FastifyReply {
  return sendHtml(reply, notice.status, renderNoticePage(notice.title, notice.message));
}

function refusal(reply: FastifyReply, linked: Exclude<LinkedVersion, { found: 'version' }>): FastifyReply {
  return sendNotice(reply, linked.found === 'gone' ? NOTICES.gone : NOTICES.nothing);
}

export const customerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = pdfRendererOf(app);

  app.get(ITINERARY_PATHS.customerPage(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    // A HEAD (a link checker) is no open by the customer.
    const linked = await versionOfLink(app.db, request.params.token, { countOpen: request.method === 'GET' });
    if (linked.found !== 'version') return refusal(reply, linked);
    const { version } = linked;
    return sendHtml(reply, 200, renderCustomerPage(scheduleOfVersion(version), { version: version.version, pdfHref: 'pdf/' }));
  });

  app.get(ITINERARY_PATHS.customerPdf(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const linked = await versionOfLink(app.db, request.params.token, { countOpen: false });
    if (linked.found !== 'version') return refusal(reply, linked);
    try {
      return sendPdf(privateHeaders(reply), await renderVersionPdf(renderer, linked.version));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'itinerary.pdf_unavailable')) throw error;
      request.log.error({ err: error }, 'a customer asked for a PDF that cannot be made');
      return sendNotice(reply, NOTICES.noPdf);
    }
  });
};
