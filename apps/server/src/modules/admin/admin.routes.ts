import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLevelRoutes } from './access-levels.routes.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { lookupRoutes } from './lookup.routes.ts';
import { staffRoutes } from './staff.routes.ts';

/** Staff administration: accounts, access levels, the audit log, and the name lookups their pickers use. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(accessLevelRoutes);
  await app.register(auditLogRoutes);
  await app.register(lookupRoutes);
};
