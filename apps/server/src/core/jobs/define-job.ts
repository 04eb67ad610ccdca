import type { z } from 'zod';
import type { ActorContext } from '../actor.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_MAX_ATTEMPTS, type EnqueueRequest } from './enqueue.ts';

/** What a handler is given for one attempt. */
export type JobContext<P> = {
  payload: P;
  /** The system, with the run id (`job:<id>:<attempt>`) as its request id for the audit log. */
  actor: ActorContext;
  /** The root handle: open short transactions of your own, and never call a provider inside one. */
  db: Db;
  /** 1 on the first try. */
  attempt: number;
  jobId: number;
  /** Aborted when the attempt runs out of time or the runner stops: pass it to fetch and the like. */
  signal: AbortSignal;
};

export type JobHandler<P> = (context: JobContext<P>) => Promise<void>;

export type JobOptions = {
  maxAttempts?: number;
  /** How long one attempt may take; must stay under the runner's visibility timeout. */
  timeoutMs?: number;
};

export const DEFAULT_JOB_TIMEOUT_MS = 60_000;

/** A job kind, registered by name. Its payload is checked by its schema before each attempt. */
export type JobDefinition<P = unknown, I = unknown> = {
  readonly name: string;
  readonly payload: z.ZodType<P, I>;
  /** Method syntax on purpose: a registry holds definitions of different payloads as `AnyJobDefinition`. */
  handler(context: JobContext<P>): Promise<void>;
  readonly maxAttempts: number;
  readonly timeoutMs: number;
  /** The enqueue request of this job, with a typed payload. */
  request(payload: I, options?: Omit<EnqueueRequest, 'name' | 'payload'>): EnqueueRequest;
};

/** A definition whatever its payload; the runner checks each payload with the definition's own schema. */
export type AnyJobDefinition = JobDefinition<unknown, unknown>;

/**
 * A job kind's definition: `defineJob('mail.payment-reminder', z.object({ dueId: z.number() }), handler)`.
 * The name is what the table stores, so renaming one strands its queued jobs: keep names stable.
 */
export function defineJob<S extends z.ZodType>(name: string, payload: S, handler: JobHandler<z.output<S>>, options: JobOptions = {}): JobDefinition<z.output<S>, z.input<S>> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  return {
    name,
    payload: payload as z.ZodType<z.output<S>, z.input<S>>,
    handler,
    maxAttempts,
    timeoutMs: options.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS,
    request: (value, rest = {}) => ({ maxAttempts, ...rest, name, payload: value }),
  };
}

/**
 * Thrown by a handler when trying again cannot help (the record is gone, the provider refused for good):
 * the job is parked as dead at once, with this message as its last error.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
