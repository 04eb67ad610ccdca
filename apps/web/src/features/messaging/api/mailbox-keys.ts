/**
 * The mailbox's query keys, in one place: every query option builds its key here, and a reply
 * invalidates through them, never a hand-typed key.
 */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  mails: () => [...mailboxKeys.all, 'mails'] as const,
  mailPage: (page: number, pageSize: number) => [...mailboxKeys.mails(), 'page', page, pageSize] as const,
  mail: (id: number) => [...mailboxKeys.mails(), id] as const,
  phones: () => [...mailboxKeys.all, 'whatsapp-phones'] as const,
};
