import path from 'node:path';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedCatalogueAtScale } from '../seed/catalogue-scale.ts';
import { seedDemo, truncateAll } from '../seed/demo.ts';

/**
 * `npm run seed`: empties the configured database and lays the demo anew.
 * `npm run seed -- --scale N`: keeps what is there (laying the demo on an empty database) and grows
 * the catalogue to N variants, for benchmarks; a database that holds N already is left as it is.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string' } } });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 1)) throw new ConfigError('--scale takes a whole number of variants, e.g. --scale 200000.');

  const config = loadConfig();
  if (config.env === 'production') throw new ConfigError('Refusing to seed demo data in production mode.');
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), statementTimeoutMs: 300_000 });
  try {
    await database.migrate();
    if (scale === undefined) {
      await truncateAll(database.db);
      const seeded = await seedDemo(database.db);
      const { catalogue } = seeded;
      process.stdout.write(
        `Seeded the demo: ${seeded.staff} staff, ${seeded.notifications} notifications, ${catalogue.locations} locations, ${catalogue.suppliers} suppliers, ${catalogue.products} products, ${catalogue.variants} variants, ${seeded.itineraries} itineraries, ${seeded.messages} messages, ${seeded.bookings} bookings, ${seeded.agents} agents (${database.kind}).\n`,
      );
      return;
    }
    const started = Date.now();
    const [staff] = await database.db.select({ n: count() }).from(users);
    if (!staff?.n) await seedDemo(database.db);
    const grown = await seedCatalogueAtScale(database.db, scale);
    process.stdout.write(
      `${grown.reused ? 'Reused' : 'Grew'} the catalogue: ${grown.locations} locations, ${grown.suppliers} suppliers, ${grown.products} products, ${grown.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
