import path from 'node:path';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo, truncateAll } from '../seed/demo.ts';

/** `npm run seed`: empties the configured database and lays the demo anew. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production') throw new ConfigError('Refusing to seed demo data in production mode.');
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    await truncateAll(database.db);
    const seeded = await seedDemo(database.db);
    process.stdout.write(`Seeded the demo: ${seeded.staff} staff, ${seeded.notifications} notifications (${database.kind}).\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
