export type BackoffPolicy = {
  /** The wait after the first failed attempt. */
  baseMs: number;
  /** No wait is longer than this, however many attempts failed. */
  capMs: number;
};

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, capMs: 60 * 60_000 };

/**
 * The wait before the next try after `attempt` failed: doubling from `baseMs` up to `capMs`, then a
 * random part of up to half of it taken off, so jobs that failed together (a provider outage) do not
 * all come back in the same second.
 */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const full = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(full - (full / 2) * random());
}
