import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_PATHS } from '@ua/contracts';
import { systemActor } from '../../core/actor.ts';
import { answerSupplierRequest, openSupplierPage, type SupplierPage } from './supplier-answer.service.ts';
import { supplierPageHtml } from './supplier-page.template.ts';
import { sendHtml } from '../../lib/public-pages.ts';

/**
 * The public pages of a booking for people without an account: the supplier's answer page (the
 * signed token in the path is the key). Pages, not JSON, whatever the outcome: the reader is a hotel's
 * desk on a phone. Never stored by a cache, never indexed, and the token is not sent on as a referrer.
 */

const tokenParams = z.object({ token: z.string() });
const PUBLIC = { access: 'public' } as const;
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The status of each state of the supplier's link: a form with a problem is 400. */
function answerStatus(page: SupplierPage): number {
  switch (page.state) {
    case 'nothing':
      return 404;
    case 'replaced':
    case 'closed':
    case 'expired':
      return 410;
    case 'changed':
      return 409;
    case 'live':
      return page.form ? 400 : 200;
    case 'answered':
    case 'thanks':
      return 200;
  }
}

export const supplierPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browsers post HTML forms url-encoded; Fastify parses only JSON. Scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const secret = app.config.jwtSecret;

  app.get(BOOKING_PATHS.supplierAnswer(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const page = await openSupplierPage(app.db, secret, request.params.token, { countOpen: request.method === 'GET' });
    return sendHtml(reply, answerStatus(page), supplierPageHtml(page, BOOKING_PATHS.supplierAnswer(request.params.token)));
  });

  // The body is checked by the service, not the schema: a form that does not hold is the page again with its problem, not JSON.
  app.post(BOOKING_PATHS.supplierAnswer(':token'), { schema: { hide: true, params: tokenParams }, config: PUBLIC }, async (request, reply) => {
    const auditActor = { ...systemActor(request.id), ip: request.ip };
    const page = await answerSupplierRequest(app.db, secret, request.params.token, request.body, auditActor);
    return sendHtml(reply, answerStatus(page), supplierPageHtml(page, BOOKING_PATHS.supplierAnswer(request.params.token)));
  });
};
