import { loadConfig, ConfigError } from './config.ts';
import { openConfiguredDatabase } from './app.ts';
import { createAppJobRunner } from './modules/system/index.ts';
import type { JobLog } from './core/jobs/runner.ts';

/**
 * Runs background jobs alone, with no HTTP: for a deployment that keeps them off the web instances
 * (which then start with JOBS_IN_PROCESS=false). Any number may run against one PostgreSQL.
 */
const SHUTDOWN_GRACE_MS = 20_000;
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** One JSON object per line on stdout, at LOG_LEVEL and above: the worker has no Fastify to lend it pino. */
function jsonLog(level: string): JobLog {
  const threshold = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const write = (name: (typeof LEVELS)[number]) => (fields: object, message: string) => {
    if (threshold === -1 || LEVELS.indexOf(name) < threshold) return;
    const entry: Record<string, unknown> = { level: name, time: Date.now(), component: 'worker', msg: message };
    for (const [key, value] of Object.entries(fields)) entry[key] = value instanceof Error ? { type: value.name, message: value.message } : value;
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError('npm run worker needs DATABASE_URL: the embedded database belongs to the one server process, which runs its jobs itself (npm start).');
  }
  const log = jsonLog(config.logLevel);
  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    throw new ConfigError(`Cannot open the database (DATABASE_URL): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}.`);
  });
  const runner = createAppJobRunner(database.db, config, log);
  runner.start();
  log.info({ runnerId: runner.runnerId }, 'UA Internal worker is running jobs');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    runner
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(error instanceof ConfigError ? `${message}\n` : `UA Internal's worker could not start: ${message}\n`);
  process.exit(1);
});
