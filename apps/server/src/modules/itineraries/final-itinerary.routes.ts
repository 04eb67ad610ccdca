import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITINERARY_PATHS,
  compareQuerySchema,
  customerLinkCreateRequestSchema,
  customerLinkListSchema,
  customerLinkSchema,
  errorResponseSchema,
  finalItineraryListSchema,
  finalItinerarySchema,
  finalItinerarySummarySchema,
  freezeRequestSchema,
  idParamsSchema,
  versionComparisonSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { createCustomerLink, listCustomerLinks, revokeCustomerLink } from './customer-links.service.ts';
import { acceptVersion, compareTripVersions, freezeItinerary, getVersion, listVersions, versionPdf } from './final-itinerary.service.ts';
import { pdfRendererOf } from './pdf-renderer.ts';
import { pdfResponseSchema, sendPdf } from '../../lib/public-pages.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const writeErrors = { ...errors, 409: errorResponseSchema };
const VIEW = { access: { label: 'itineraries.view' } } as const;
const MANAGE = { access: { label: 'itineraries.manage' } } as const;
const tags = ['itineraries'];

const versionParams = idParamsSchema.extend({ version: idParamsSchema.shape.id });
const linkParams = versionParams.extend({ link_id: idParamsSchema.shape.id });

const path = {
  versions: ITINERARY_PATHS.finalItineraries(':id'),
  version: ITINERARY_PATHS.finalItinerary(':id', ':version'),
  compare: ITINERARY_PATHS.finalItineraryCompare(':id'),
  accept: ITINERARY_PATHS.finalItineraryAccept(':id', ':version'),
  pdf: ITINERARY_PATHS.finalItineraryPdf(':id', ':version'),
  links: ITINERARY_PATHS.finalItineraryLinks(':id', ':version'),
  revoke: ITINERARY_PATHS.finalItineraryLinkRevoke(':id', ':version', ':link_id'),
};

/** Sends a version's PDF as a download; shared with the customer's PDF route. */

/** Frozen versions of a trip: freeze, read, compare, accept, print, and the customer links of each. */
export const finalItineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = pdfRendererOf(app);
  const siteUrl = app.config.publicSiteUrl;

  app.get(
    path.versions,
    { schema: { tags, summary: "A trip's frozen versions, newest first", params: idParamsSchema, response: { 200: finalItineraryListSchema, ...errors } }, config: VIEW },
    async (request) => listVersions(app.db, request.params.id),
  );

  app.post(
    path.versions,
    {
      schema: {
        tags,
        summary: 'Freeze the trip as it stands into its next version, answering its summary (read the version for its schedule); refused for a booked or lost trip, an empty one, or while a line has no price',
        params: idParamsSchema,
        body: freezeRequestSchema,
        response: { 201: finalItinerarySummarySchema, ...writeErrors },
      },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await freezeItinerary(serviceContext(app.db, request), request.params.id, request.body)),
  );

  app.get(
    path.compare,
    { schema: { tags, summary: 'What changed between two versions: heading, days, items, transport and totals', params: idParamsSchema, querystring: compareQuerySchema, response: { 200: versionComparisonSchema, ...errors } }, config: VIEW },
    async (request) => compareTripVersions(app.db, request.params.id, request.query.from, request.query.to),
  );

  app.get(
    path.version,
    { schema: { tags, summary: 'One version, exactly as frozen', params: versionParams, response: { 200: finalItinerarySchema, ...errors } }, config: VIEW },
    async (request) => getVersion(app.db, request.params.id, request.params.version),
  );

  app.post(
    path.accept,
    {
      schema: { tags, summary: "Record the customer's acceptance of this version: the trip's one accepted version, and the trip moves to accepted", params: versionParams, response: { 200: finalItinerarySchema, ...writeErrors } },
      config: MANAGE,
    },
    async (request) => acceptVersion(serviceContext(app.db, request), request.params.id, request.params.version),
  );

  app.get(
    path.pdf,
    {
      schema: { tags, summary: "The version's PDF (the customer's page, printed); 503 where Chromium is not installed", params: versionParams, response: { 200: pdfResponseSchema, ...errors, 503: errorResponseSchema } },
      config: VIEW,
    },
    async (request, reply) => sendPdf(reply, await versionPdf(app.db, renderer, request.params.id, request.params.version)),
  );

  app.get(
    path.links,
    { schema: { tags, summary: "The version's customer links, newest first", params: versionParams, response: { 200: customerLinkListSchema, ...errors } }, config: VIEW },
    async (request) => listCustomerLinks(app.db, siteUrl, request.params.id, request.params.version),
  );

  app.post(
    path.links,
    {
      schema: { tags, summary: 'A new customer link to this version, expiring after expires_in_days', params: versionParams, body: customerLinkCreateRequestSchema, response: { 201: customerLinkSchema, ...writeErrors } },
      config: MANAGE,
    },
    async (request, reply) => reply.code(201).send(await createCustomerLink(serviceContext(app.db, request), siteUrl, request.params.id, request.params.version, request.body)),
  );

  app.post(
    path.revoke,
    { schema: { tags, summary: 'Revoke a customer link: its page answers 410 from now on', params: linkParams, response: { 200: customerLinkSchema, ...writeErrors } }, config: MANAGE },
    async (request) => revokeCustomerLink(serviceContext(app.db, request), siteUrl, request.params.id, request.params.version, request.params.link_id),
  );
};
