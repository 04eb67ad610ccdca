import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devCaughtMails } from '../../db/schema/messaging.ts';

/**
 * Outside production with no SMTP_URL, an SMTP server inside the app catches every mail the app
 * sends: a real SMTP conversation on the loopback address, each mail parsed with mailparser and kept
 * in dev_caught_mails for the mailbox page (and the tests) to read.
 */

export type SmtpCatcher = {
  port: number;
  /** What nodemailer is pointed at: `smtp://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
};

export type CatcherLog = { warn(fields: object, message: string): void };

const HOST = '127.0.0.1';
/** Larger than any mail the app renders; a PDF attachment fits. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;
/** How long closing waits for a client still connected before dropping it. */
const CLOSE_TIMEOUT_MS = 2000;

async function keepMail(db: Db, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const parsed = await simpleParser(stream);
  if (stream.sizeExceeded) throw Object.assign(new Error('The mail is larger than the catcher takes.'), { responseCode: 552 });
  const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
  await db.insert(devCaughtMails).values({
    messageId: parsed.messageId ?? null,
    fromAddress: parsed.from?.text ?? envelopeFrom,
    // The envelope's recipients: who the mail was really delivered to, Bcc included.
    toAddresses: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
  });
}

/** Starts the catcher on 127.0.0.1 (`port` 0 picks a free one) and answers once it listens. */
export async function startSmtpCatcher(db: Db, options: { port: number; log?: CatcherLog }): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    name: 'ua-internal-catcher',
    banner: 'UA Internal mail catcher (development only)',
    authOptional: true,
    // Plain SMTP on loopback: no TLS to negotiate and no accounts to log in to.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    closeTimeout: CLOSE_TIMEOUT_MS,
    onData(stream, session, callback) {
      keepMail(db, stream, session).then(
        () => callback(),
        (error: unknown) => {
          options.log?.warn({ err: error }, 'the mail catcher could not keep a mail');
          // Drain what is left, so the client reads the refusal rather than a stalled connection.
          stream.resume();
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  server.on('error', (error) => options.log?.warn({ err: error }, 'mail catcher error'));
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, HOST, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${HOST}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The running catcher of an app, by its config: the jobs that send mail were built from the same
 * config and find the catcher's port here, even when it listens on a port chosen at start.
 */
const catchers = new WeakMap<Config, SmtpCatcher>();

export function useCatcher(config: Config, catcher: SmtpCatcher | null): void {
  if (catcher) catchers.set(config, catcher);
  else catchers.delete(config);
}

export function catcherOf(config: Config): SmtpCatcher | undefined {
  return catchers.get(config);
}

/** Whether this app catches its mails itself: outside production, with no SMTP_URL. */
export function catchesMail(config: Config): boolean {
  return config.env !== 'production' && config.mail.smtpUrl === null;
}
