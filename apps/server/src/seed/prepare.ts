import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { describeBootstrap, ensureInitialAdmin } from '../modules/admin/index.ts';
import { seedDemo } from './demo.ts';

/**
 * At start: the demo on a first start of the embedded default (never in production), then the
 * account of INITIAL_ADMIN_EMAIL with the Administrator level, if that account does not exist yet.
 */
export async function prepareDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.seedDemo && config.env !== 'production') {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) === 0) {
      const seeded = await seedDemo(db, config);
      log.info(seeded, 'seeded the demo data (sign in as admin@ua.test, ops@ua.test, accounts@ua.test or viewer@ua.test)');
    }
  }

  if (config.initialAdminEmail) {
    const outcome = await ensureInitialAdmin(db, config.initialAdminEmail);
    if (outcome) log.info({ email: outcome.email, accessLevel: outcome.level.name }, `INITIAL_ADMIN_EMAIL: ${describeBootstrap(outcome)}`);
  }
}
