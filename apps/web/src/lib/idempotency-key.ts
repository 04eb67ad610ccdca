/**
 * A fresh key for a write that must happen once (a message, a payment, a refund, a link): made when
 * the form opens and kept through its retries, so a double click or a retry after a lost answer is
 * recorded once by the server.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
