import { z } from 'zod';
import type { ActorContext } from '../../core/actor.ts';
import { defineJob, PermanentJobError, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { dailySchedule, type Schedule } from '../../core/jobs/schedules.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingsForPayments } from '../bookings/index.ts';
import { gatewayOf, GatewayRefusedError, type PaymentGateway } from './gateway-client.ts';
import { LINK_REFRESH_JOB } from './link-sync.service.ts';
import { findLink, openLinks, openLinksPastExpiry, staleCreatingLinks } from './links.repository.ts';
import { cancelLink, STALE_CREATING_MS, syncLink } from './links.service.ts';

export { LINK_REFRESH_JOB };
export const LINK_SWEEP_JOB = 'payments.link-sweep';

/** How many links one sweep takes of each kind: a backlog is finished by the next day's. */
const SWEEP_BATCH = 200;

const UNFINISHED = new Set(['creating', 'created', 'partially_paid']);

export type LinkSweepResult = { refreshed: number; cancelled: number; failures: string[] };

/**
 * The daily sweep of links: open links past their expire_by are refreshed (the gateway has expired
 * them, or a last payment came in and its webhook was lost); open links of cancelled bookings are
 * cancelled at the gateway (a partly paid one cannot be, and is only refreshed); links left
 * `creating` by a crash are adopted from the gateway by their reference_id, or failed. One link
 * at a time, each in its own transactions; one link's failure does not stop the others.
 */
export async function sweepLinks(db: Db, actor: ActorContext, gateway: PaymentGateway, now: Date, signal?: AbortSignal): Promise<LinkSweepResult> {
  const ctx = { db, actor };
  const result: LinkSweepResult = { refreshed: 0, cancelled: 0, failures: [] };
  const attempt = async (reference: string, work: () => Promise<unknown>) => {
    signal?.throwIfAborted();
    try {
      await work();
    } catch (error) {
      result.failures.push(`${reference}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  for (const link of await openLinksPastExpiry(db, now, SWEEP_BATCH)) {
    await attempt(link.referenceId, async () => {
      await syncLink(ctx, gateway, link.id, now);
      result.refreshed += 1;
    });
  }

  const open = await openLinks(db, SWEEP_BATCH * 5);
  const bookings = await bookingsForPayments(db, [...new Set(open.map((link) => link.bookingId))]);
  const cancelled = new Set(bookings.filter((booking) => booking.status === 'cancelled').map((booking) => booking.id));
  for (const link of open.filter((row) => cancelled.has(row.bookingId))) {
    await attempt(link.referenceId, async () => {
      if (link.status === 'created') {
        await cancelLink(ctx, gateway, link.id, now);
        result.cancelled += 1;
      } else {
        await syncLink(ctx, gateway, link.id, now);
        result.refreshed += 1;
      }
    });
  }

  for (const link of await staleCreatingLinks(db, new Date(now.getTime() - STALE_CREATING_MS), SWEEP_BATCH)) {
    await attempt(link.referenceId, async () => {
      await syncLink(ctx, gateway, link.id, now);
      result.refreshed += 1;
    });
  }
  return result;
}

export type LinkJobOptions = {
  /** The clock the jobs read; tests move it. */
  now?: () => Date;
  /** The gateway; default: the configured one (or the stand-in). */
  gateway?: () => PaymentGateway | null;
};

/**
 * The links' jobs: `payments.link-refresh` (queued per link before and after its expiry, and when
 * a webhook says more was paid than is recorded) and the daily `payments.link-sweep`. With no
 * gateway set up they have nothing to do.
 */
export function linkJobs(config: Config, options: LinkJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const gatewayFor = options.gateway ?? (() => gatewayOf(config));

  const refresh = defineJob(LINK_REFRESH_JOB, z.object({ linkId: z.number().int().positive() }), async (job) => {
    const gateway = gatewayFor();
    if (!gateway) return;
    const link = await findLink(job.db, job.payload.linkId);
    if (!link || !UNFINISHED.has(link.status)) return;
    try {
      await syncLink({ db: job.db, actor: job.actor }, gateway, link.id, now());
    } catch (error) {
      // The gateway refusing (an unknown id) will refuse again; an outage is worth another try.
      if (error instanceof GatewayRefusedError) throw new PermanentJobError(`The gateway refused to report ${link.referenceId}: ${error.description}`, { cause: error });
      throw error;
    }
  });

  const sweep = defineJob(LINK_SWEEP_JOB, z.object({}), async (job) => {
    const gateway = gatewayFor();
    if (!gateway) return;
    const result = await sweepLinks(job.db, job.actor, gateway, now(), job.signal);
    // What was done stays done; a retry takes up the links that failed.
    if (result.failures.length > 0) throw new Error(`The link sweep could not finish ${result.failures.length} link(s): ${result.failures.slice(0, 5).join('; ')}`);
  });

  return { definitions: [refresh, sweep], schedules: [dailySchedule('payments-link-sweep', LINK_SWEEP_JOB, '06:15', 'Asia/Kolkata')] };
}
