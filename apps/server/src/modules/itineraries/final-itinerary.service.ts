import type { z } from 'zod';
import { ITINERARY_AUDIT_ENTITY_TYPES, type FinalItinerary, type FinalItinerarySummary, type ItinerarySchedule, type VersionComparison, type freezeRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { staffNames } from '../admin/index.ts';
import { brandOf, formatTripDate, renderCustomerPage } from './customer-page.template.ts';
import { findVersion, lockTripForFreeze, markAccepted, versionsOfTrip, writeVersion, type FinalItineraryRow } from './final-itinerary.repository.ts';
import { pricingAsFrozen, type FrozenPricing } from './frozen-pricing.ts';
import { embeddedFontCss, type PdfRenderer } from './pdf-renderer.ts';
import { scheduleOf } from './schedule.service.ts';
import { findTrip, tripRows } from './schedule.repository.ts';
import { lockEditableTrip, refuseUnlessEditable } from './trip-writes.ts';
import { compareVersions } from './version-comparison.ts';

type FreezeRequest = z.output<typeof freezeRequestSchema>;

const ENTITY = ITINERARY_AUDIT_ENTITY_TYPES.finalItinerary;

/** A snapshot as stored: those frozen before trips had agents lack the agent's fields. */
type FrozenSchedule = Omit<ItinerarySchedule, 'heading' | 'pricing'> & {
  heading: Omit<ItinerarySchedule['heading'], 'agent' | 'agency_branding'> & Partial<Pick<ItinerarySchedule['heading'], 'agent' | 'agency_branding'>>;
  pricing: FrozenPricing;
};

/**
 * The snapshot as frozen: written from an `ItinerarySchedule` by `freezeItinerary` and never changed
 * since. A version frozen before trips had agents has no agent in it: it reads as a trip no agent
 * brought, which it was.
 */
export function scheduleOfVersion(row: FinalItineraryRow): ItinerarySchedule {
  const frozen = row.snapshot as FrozenSchedule;
  return {
    ...frozen,
    heading: { ...frozen.heading, agent: frozen.heading.agent ?? null, agency_branding: frozen.heading.agency_branding ?? false },
    pricing: pricingAsFrozen(frozen.pricing),
  };
}

const staffRef = (id: number, names: Map<number, string>) => ({ id, name: names.get(id) ?? '' });

function toSummary(row: Omit<FinalItineraryRow, 'id' | 'itineraryId' | 'snapshot'>, names: Map<number, string>): FinalItinerarySummary {
  return {
    version: row.version,
    note: row.note,
    frozen_by: staffRef(row.frozenBy, names),
    frozen_at: row.frozenAt.toISOString(),
    accepted: row.acceptedAt !== null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    accepted_by: row.acceptedBy === null ? null : staffRef(row.acceptedBy, names),
    total_paise: row.totalPaise,
    currency: row.currency,
  };
}

async function toFinalItinerary(db: Db, row: FinalItineraryRow): Promise<FinalItinerary> {
  const names = await staffNames(db, [row.frozenBy, row.acceptedBy]);
  return { ...toSummary(row, names), schedule: scheduleOfVersion(row) };
}

/** The version of the trip in the path; 404 for no such trip, or a version never frozen. */
export async function requireVersion(db: Db, itineraryId: number, version: number, lock = false): Promise<FinalItineraryRow> {
  const row = await findVersion(db, itineraryId, version, lock);
  if (row) return row;
  if (!(await findTrip(db, itineraryId))) throw notFound('Itinerary not found.');
  throw new AppError('itinerary.version_not_frozen', `Version ${version} of this itinerary has not been frozen.`);
}

/** Lines no season prices are counted at zero: a version must not promise them for nothing. */
function refuseUnpriced(schedule: ItinerarySchedule): void {
  const errors: Record<string, string[]> = {};
  for (const day of schedule.days) {
    for (const item of day.items) {
      if (item.price_source === 'no_season') errors[`items.${item.id}`] = [`Day ${day.day_number}, ${item.label}: no season of its variant covers ${formatTripDate(item.first_date)}; price it first`];
    }
  }
  for (const charge of schedule.transport) {
    if (charge.price_source === 'no_season') errors[`transport.${charge.id}`] = [`Transport ${charge.label}: no season of its vehicle covers the trip's dates; price it first`];
  }
  const lines = Object.values(errors).flat();
  if (lines.length > 0) throw validationError(errors, `Every line needs a price before the trip is frozen: ${lines.join('; ')}.`.slice(0, 1000));
}

/**
 * Freezes the trip as it stands into its next version: the schedule as the editor shows it (heading,
 * days, items, transport, prices and the tax rules of today), kept whole, so later edits never
 * change it. Writes to the trip take turns behind its lock, so two freezes make two versions.
 * Answers the new version's summary: the snapshot is large, and whoever wants it reads the version.
 */
export async function freezeItinerary(ctx: ServiceContext, itineraryId: number, input: FreezeRequest): Promise<FinalItinerarySummary> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockTripForFreeze(tx, itineraryId);
    if (!locked) throw notFound('Itinerary not found.');
    const rows = await tripRows(tx, itineraryId, refuseUnlessEditable(locked.trip));
    if (!rows) throw notFound('Itinerary not found.');
    const schedule = await scheduleOf(tx, rows);
    const itemCount = schedule.days.reduce((sum, day) => sum + day.items.length, 0);
    if (itemCount === 0 && schedule.transport.length === 0) {
      throw new AppError('itinerary.nothing_to_freeze', 'There is nothing to freeze yet: add stays, activities or transport to the trip first.');
    }
    refuseUnpriced(schedule);

    const version = locked.latestFrozen + 1;
    const snapshot: ItinerarySchedule = { ...schedule, heading: { ...schedule.heading, latest_version: version } };
    const { total_paise: totalPaise, currency } = schedule.pricing;
    const frozenBy = ctx.actor.userId;
    const row = await writeVersion(tx, { itineraryId, version, note: input.note, snapshot, totalPaise, currency, frozenBy }, ctx.actor, {
      action: 'freeze',
      entityType: ENTITY,
      after: { itinerary_id: itineraryId, version, note: input.note, total_paise: totalPaise, currency },
    });
    const names = new Map([[frozenBy, row.frozenByName]]);
    return toSummary({ version, note: input.note, frozenBy, frozenAt: row.frozenAt, acceptedAt: null, acceptedBy: null, totalPaise, currency }, names);
  });
}

export async function listVersions(db: Db, itineraryId: number): Promise<{ results: FinalItinerarySummary[] }> {
  if (!(await findTrip(db, itineraryId))) throw notFound('Itinerary not found.');
  const rows = await versionsOfTrip(db, itineraryId);
  const names = await staffNames(db, rows.flatMap((row) => [row.frozenBy, row.acceptedBy]));
  return { results: rows.map((row) => toSummary(row, names)) };
}

export async function getVersion(db: Db, itineraryId: number, version: number): Promise<FinalItinerary> {
  return toFinalItinerary(db, await requireVersion(db, itineraryId, version));
}

export async function compareTripVersions(db: Db, itineraryId: number, from: number, to: number): Promise<VersionComparison> {
  const before = await requireVersion(db, itineraryId, from);
  const after = await requireVersion(db, itineraryId, to);
  return compareVersions({ version: from, schedule: scheduleOfVersion(before) }, { version: to, schedule: scheduleOfVersion(after) });
}

/**
 * Records that the customer accepted this version (staff act on the customer's word): it becomes the
 * trip's one accepted version and the trip moves to accepted. Accepting the accepted version again
 * changes nothing.
 */
export async function acceptVersion(ctx: ServiceContext, itineraryId: number, version: number): Promise<FinalItinerary> {
  return ctx.db.transaction(async (tx) => {
    const trip = await lockEditableTrip(tx, itineraryId);
    const row = await requireVersion(tx, itineraryId, version, true);
    if (row.acceptedAt !== null && trip.status === 'accepted' && trip.acceptedVersion === version) return toFinalItinerary(tx, row);
    const accepted = await markAccepted(tx, row, ctx.actor.userId, new Date());
    await recordAudit(tx, ctx.actor, {
      action: 'accept',
      entityType: ENTITY,
      entityId: row.id,
      before: { accepted: row.acceptedAt !== null, status: trip.status, accepted_version: trip.acceptedVersion },
      after: { accepted: true, status: 'accepted', accepted_version: version },
    });
    return toFinalItinerary(tx, accepted);
  });
}

export type VersionPdf = { filename: string; pdf: Buffer };

/** The version's PDF: its customer page printed by Chromium. Call it outside any transaction. */
export async function renderVersionPdf(renderer: PdfRenderer, row: FinalItineraryRow): Promise<VersionPdf> {
  const schedule = scheduleOfVersion(row);
  const reference = schedule.heading.reference;
  const html = renderCustomerPage(schedule, { version: row.version, fontCss: embeddedFontCss() });
  // Every page's foot names who prepared it, as the page itself does.
  const pdf = await renderer.render(html, `${brandOf(schedule.heading).name} · ${reference} · version ${row.version}`);
  return { filename: `${reference}-v${row.version}.pdf`, pdf };
}

export async function versionPdf(db: Db, renderer: PdfRenderer, itineraryId: number, version: number): Promise<VersionPdf> {
  return renderVersionPdf(renderer, await requireVersion(db, itineraryId, version));
}
