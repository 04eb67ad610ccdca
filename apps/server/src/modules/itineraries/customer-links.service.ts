import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ITINERARY_AUDIT_ENTITY_TYPES, ITINERARY_PATHS, type CustomerLink, type customerLinkCreateRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lookupStaff } from '../admin/index.ts';
import { countOpen, findLinkByToken, findLinkOfVersion, insertLink, linksOfVersion, markRevoked, type CustomerLinkRow } from './customer-links.repository.ts';
import { findVersionById, type FinalItineraryRow } from './final-itinerary.repository.ts';
import { requireVersion } from './final-itinerary.service.ts';

/**
 * Customer links: an unguessable address (256 random bits) at which the customer reads one frozen
 * version without signing in. Staff make and revoke them; each expires. The token is never written
 * to the audit log, whose readers need not be able to open the customer's page.
 */

type LinkCreate = z.output<typeof customerLinkCreateRequestSchema>;

const ENTITY = ITINERARY_AUDIT_ENTITY_TYPES.customerLink;
const DAY_MS = 86_400_000;

/** 32 random bytes in base64url: 43 characters. Checked before any query touches the token. */
export const CUSTOMER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCustomerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function linkState(row: CustomerLinkRow, now: Date = new Date()): CustomerLink['state'] {
  if (row.revokedAt !== null) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function toCustomerLink(row: CustomerLinkRow, version: number, names: Map<number, string>, siteUrl: string): CustomerLink {
  return {
    id: row.id,
    version,
    url: `${siteUrl}${ITINERARY_PATHS.customerPage(row.token)}`,
    created_by: { id: row.createdBy, name: names.get(row.createdBy) ?? '' },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
    open_count: row.openCount,
    state: linkState(row),
  };
}

async function creatorNames(db: Db, rows: readonly CustomerLinkRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.createdBy))];
  if (ids.length === 0) return new Map();
  const { rows: staff } = await lookupStaff(db, { ids }, ids.length, 0);
  return new Map(staff.map((person) => [person.id, person.name]));
}

const auditView = (row: CustomerLinkRow, version: FinalItineraryRow) => ({
  itinerary_id: version.itineraryId,
  version: version.version,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function createCustomerLink(ctx: ServiceContext, siteUrl: string, itineraryId: number, version: number, input: LinkCreate): Promise<CustomerLink> {
  return ctx.db.transaction(async (tx) => {
    const frozen = await requireVersion(tx, itineraryId, version);
    const row = await insertLink(tx, { finalItineraryId: frozen.id, token: newCustomerToken(), createdBy: ctx.actor.userId, expiresAt: new Date(Date.now() + input.expires_in_days * DAY_MS) });
    await recordAudit(tx, ctx.actor, { action: 'create_link', entityType: ENTITY, entityId: row.id, before: null, after: auditView(row, frozen) });
    return toCustomerLink(row, version, await creatorNames(tx, [row]), siteUrl);
  });
}

export async function listCustomerLinks(db: Db, siteUrl: string, itineraryId: number, version: number): Promise<{ results: CustomerLink[] }> {
  const frozen = await requireVersion(db, itineraryId, version);
  const rows = await linksOfVersion(db, frozen.id);
  const names = await creatorNames(db, rows);
  return { results: rows.map((row) => toCustomerLink(row, version, names, siteUrl)) };
}

export async function revokeCustomerLink(ctx: ServiceContext, siteUrl: string, itineraryId: number, version: number, linkId: number): Promise<CustomerLink> {
  return ctx.db.transaction(async (tx) => {
    const frozen = await requireVersion(tx, itineraryId, version);
    const link = await findLinkOfVersion(tx, frozen.id, linkId);
    if (!link) throw notFound('Customer link not found.');
    if (link.revokedAt !== null) throw new AppError('itinerary.link_revoked', 'This link is already revoked.');
    const revoked = await markRevoked(tx, link.id, ctx.actor.userId, new Date());
    await recordAudit(tx, ctx.actor, { action: 'revoke_link', entityType: ENTITY, entityId: link.id, before: auditView(link, frozen), after: auditView(revoked, frozen) });
    return toCustomerLink(revoked, version, await creatorNames(tx, [revoked]), siteUrl);
  });
}

/** What a customer link opens: its version, or why not (no such link; revoked or expired). */
export type LinkedVersion = { found: 'version'; version: FinalItineraryRow } | { found: 'nothing' } | { found: 'gone' };

/**
 * The version behind a token, for the customer's page (`countOpen`: the open is counted) and its PDF.
 * A token of the wrong shape is refused before any query.
 */
export async function versionOfLink(db: Db, token: string, options: { countOpen: boolean }): Promise<LinkedVersion> {
  if (!CUSTOMER_TOKEN_PATTERN.test(token)) return { found: 'nothing' };
  const now = new Date();
  const working = options.countOpen ? await countOpen(db, token, now) : await findLinkByToken(db, token);
  if (!working || linkState(working, now) !== 'active') {
    const known = working ?? (await findLinkByToken(db, token));
    return known ? { found: 'gone' } : { found: 'nothing' };
  }
  const version = await findVersionById(db, working.finalItineraryId);
  return version ? { found: 'version', version } : { found: 'nothing' };
}
