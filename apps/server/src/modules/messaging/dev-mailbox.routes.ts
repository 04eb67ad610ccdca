import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGING_PATHS, caughtMailPageSchema, caughtMailSchema, errorResponseSchema, idParamsSchema, pageQuerySchema, type CaughtMail } from '@ua/contracts';
import { notFound } from '../../lib/errors.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { findCaughtMail, listCaughtMails, type CaughtMailRow } from './dev-mailbox.repository.ts';
import { catchesMail, startSmtpCatcher, useCatcher, type SmtpCatcher } from './smtp-catcher.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const SEND = { access: { label: 'messaging.send' } } as const;
const tags = ['messaging (development)'];

const addressing = (row: Omit<CaughtMailRow, 'text' | 'html'>) => ({
  id: row.id,
  message_id: row.messageId,
  from: row.fromAddress,
  to: row.toAddresses,
  subject: row.subject,
  received_at: row.receivedAt.toISOString(),
});

const toCaughtMail = (row: CaughtMailRow): CaughtMail => ({ ...addressing(row), text: row.text, html: row.html });

/**
 * Outside production only: the in-app SMTP server that catches every mail when there is no SMTP_URL
 * (started with the app, stopped on close; in tests only when a test starts it), and the mailbox
 * that shows what it caught.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;

  if (catchesMail(app.config) && app.config.env !== 'test') {
    let catcher: SmtpCatcher | null = null;
    app.addHook('onReady', async () => {
      try {
        catcher = await startSmtpCatcher(app.db, { port: app.config.mail.catcherPort, log: app.log });
        useCatcher(app.config, catcher);
        app.log.info({ port: catcher.port }, 'catching mail on 127.0.0.1 (no SMTP_URL): see the mailbox at /mail');
      } catch (error) {
        // Another instance may hold the port: the app runs on, and its mails wait in the outbox.
        app.log.warn({ err: error, port: app.config.mail.catcherPort }, 'the mail catcher could not listen; set SMTP_CATCHER_PORT to a free port (0 picks one)');
      }
    });
    app.addHook('onClose', async () => {
      useCatcher(app.config, null);
      await catcher?.close();
    });
  }

  app.get(
    MESSAGING_PATHS.devMailbox,
    { schema: { tags, summary: 'The mails the in-app SMTP server caught, newest first', querystring: pageQuerySchema, response: { 200: caughtMailPageSchema, ...errors } }, config: SEND },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { count, rows } = await listCaughtMails(app.db, pageSize, offsetOf(page, pageSize));
      return pageResponse(request.url, page, pageSize, { count, results: rows.map((row) => ({ ...addressing(row), preview: row.preview })) });
    },
  );

  app.get(
    MESSAGING_PATHS.devMail(':id'),
    { schema: { tags, summary: 'One caught mail with its HTML and text parts', params: idParamsSchema, response: { 200: caughtMailSchema, ...errors } }, config: SEND },
    async (request) => {
      const row = await findCaughtMail(app.db, request.params.id);
      if (!row) throw notFound('No such mail.');
      return toCaughtMail(row);
    },
  );
};
