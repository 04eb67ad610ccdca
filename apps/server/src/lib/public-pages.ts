import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * How the pages a customer or supplier opens without an account are sent (a trip's page, a
 * supplier's answer page, a voucher, a receipt), and the PDFs beside them: never stored by a cache,
 * never indexed, and the token in the address never sent on as a referrer.
 */

/** A PDF answer, for the OpenAPI document; sent as bytes. */
export const pdfResponseSchema = z.string().meta({ description: 'The PDF (application/pdf), as an attachment', format: 'binary' });

export function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/** A page of HTML with the private headers. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return privateHeaders(reply).code(status).type('text/html; charset=utf-8').send(html);
}

/** A PDF as an attachment under its file name. */
export function sendPdf(reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer | Uint8Array }): FastifyReply {
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
}
