import nodemailer from 'nodemailer';

/**
 * Hands one mail to an SMTP server with nodemailer and says how a refusal should be taken: a 4xx
 * reply or a connection that failed may work later; a 5xx reply will not.
 */

export type OutgoingMail = {
  /** `<message-42@ua-internal.local>`: the message log's id, so a mail is traced back to its message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
};

/** Kept under the job's own time limit (60 s), so an attempt ends with the SMTP error, not a timeout. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The Message-ID of a message of the log, on the sender's own domain. */
export function mailMessageId(messageId: number, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'ua-internal.local';
  return `<message-${messageId}@${domain}>`;
}

/** The SMTP server's reply to a refused mail, and whether trying again can help. */
export type SmtpRefusal = { permanent: boolean; reason: string; responseCode: number | null };

type NodemailerError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

export function classifySmtpError(error: unknown): SmtpRefusal {
  const failure = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const reason = (failure.response ?? failure.message).trim();
  if (responseCode !== null) return { permanent: responseCode >= 500, reason, responseCode };
  // No reply at all: the connection, a timeout or TLS failed; the server may be back later.
  return { permanent: false, reason, responseCode: null };
}

/**
 * Sends the mail to the server at `smtpUrl` (smtp:// or smtps://, credentials in the URL); answers the
 * server's reply. `local` marks the in-app catcher, which speaks plain SMTP only.
 */
export async function sendMail(smtpUrl: string, mail: OutgoingMail, options: { local?: boolean } = {}): Promise<{ response: string }> {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS, ...(options.local ? { ignoreTLS: true } : {}) });
  try {
    const info = await transport.sendMail({
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
    });
    return { response: info.response };
  } finally {
    transport.close();
  }
}
