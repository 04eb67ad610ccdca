import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, clientErrorCode } from '../lib/errors.ts';

type FieldErrors = Record<string, string[]>;

/** Database connectivity failures: the caller may retry, so they are a 503, not a 500. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08000', '08001', '08003', '08006']);

function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|statement timeout|Query read timeout/i.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** One place that turns every error into JSON with a readable `detail`; a 5xx never leaks internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.status).send({ detail: error.message, code: error.code, ...(error.fields ? { errors: error.fields } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.split('/').filter(Boolean).join('.');
          const key = field || (error.validationContext ?? 'body');
          (errors[key] ??= []).push(issue.message ?? 'Invalid value.');
        }
        const fields = Object.keys(errors);
        return reply.status(400).send({
          detail: `Invalid ${error.validationContext ?? 'request'}: ${fields.map((f) => `${f}: ${errors[f]?.[0]}`).join('; ')}`.slice(0, 500),
          code: 'validation',
          errors,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ detail: 'Internal server error.', code: 'internal' });
      }
      if (isUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({ detail: 'The service is briefly unavailable. Please try again.', code: 'unavailable' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ detail: 'Internal server error.', code: 'internal' });
      }
      // Fastify's own client errors (malformed JSON, body too large, bad content type ...).
      const detail = fastifyClientErrorDetail(error);
      return reply.status(status).send({ detail, code: clientErrorCode(status) });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
    });
  },
  { name: 'errors' },
);

function fastifyClientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body length does not match its Content-Length.';
    default:
      return error.message || 'Bad request.';
  }
}
