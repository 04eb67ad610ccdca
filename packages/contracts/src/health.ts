import { z } from 'zod';

export const HEALTH_PATHS = { healthz: '/healthz', readyz: '/readyz' } as const;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
