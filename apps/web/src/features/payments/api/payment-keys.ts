/**
 * The payments area's query keys, in one place: every query option builds its key here, and writes
 * invalidate through these, never a hand-typed key.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** Every accounts view (each days and owner choice): a write that moves a due's money invalidates these. */
  accounts: () => [...paymentKeys.all, 'accounts'] as const,
  accountsView: (search: string) => [...paymentKeys.accounts(), search] as const,
  /** The payments received across bookings, one key per filtered view. */
  received: (search: string) => [...paymentKeys.all, 'received', search] as const,
  /** The payment links across bookings, one key per filtered view. */
  links: (search: string) => [...paymentKeys.all, 'links', search] as const,
  /** Everything about one booking's money: its dues, payments and links, and its payment mails. */
  booking: (bookingId: number) => [...paymentKeys.all, 'booking', bookingId] as const,
  money: (bookingId: number) => [...paymentKeys.booking(bookingId), 'money'] as const,
  mails: (bookingId: number) => [...paymentKeys.booking(bookingId), 'mails'] as const,
};
