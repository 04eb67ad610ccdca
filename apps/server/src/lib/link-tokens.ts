import { createHmac, timingSafeEqual } from 'node:crypto';
/** What a token opens: a booking's supplier answer or voucher, a payment's receipt, an agent's wallet statement. Part of the signature. */
export type LinkPurpose = 'supplier_answer' | 'voucher' | 'receipt' | 'statement';

/**
 * The tokens of the public links (a booking's supplier and voucher pages, a payment's receipt, an
 * agent's statement): `<id>-<expiry, Unix seconds>-<signature>`. The signature (HMAC-SHA256 with the
 * server's secret, base64url) covers the purpose, the id and the expiry, so a token cannot be
 * altered, moved to another record, or used for another purpose; a booking link's row says whether it
 * was used, replaced or revoked. Nothing secret is stored. A link that needs more than a record (a
 * statement's period) carries the rest in its address, and the signature covers it too as `scope`:
 * change a date and the token no longer holds.
 */

const TOKEN = /^(\d{1,10})-(\d{10})-([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: LinkPurpose, linkId: number, expiresAtSeconds: number, scope: string | undefined): Buffer {
  // Without a scope the signed text is what it always was, so the links already handed out still hold.
  const scoped = scope === undefined ? '' : `\n${scope}`;
  return createHmac('sha256', secret).update(`ua-booking-link\n${purpose}\n${linkId}\n${expiresAtSeconds}${scoped}`).digest();
}

/** Whole seconds: the token carries the expiry in seconds, and the row must say the same. */
export const expirySeconds = (expiresAt: Date) => Math.floor(expiresAt.getTime() / 1000);

/** `scope`: what else the link's address carries that the token must vouch for (a statement's period). */
export function signLinkToken(secret: string, purpose: LinkPurpose, linkId: number, expiresAt: Date, scope?: string): string {
  const seconds = expirySeconds(expiresAt);
  return `${linkId}-${seconds}-${signature(secret, purpose, linkId, seconds, scope).toString('base64url')}`;
}

export type ReadToken = { linkId: number; expiresAtSeconds: number };

/** The link a token names, when its signature holds for this purpose (and scope); null for anything malformed or tampered with. */
export function readLinkToken(secret: string, purpose: LinkPurpose, token: string, scope?: string): ReadToken | null {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const linkId = Number(match[1]);
  const expiresAtSeconds = Number(match[2]);
  if (!Number.isSafeInteger(linkId) || linkId < 1 || linkId > 2_147_483_647) return null;
  const given = Buffer.from(match[3], 'base64url');
  const expected = signature(secret, purpose, linkId, expiresAtSeconds, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { linkId, expiresAtSeconds };
}
