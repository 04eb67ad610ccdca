import { loadConfig, ConfigError } from './config.ts';
import { buildApp, openConfiguredDatabase } from './app.ts';
import { prepareDatabase } from './seed/prepare.ts';

const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    throw new ConfigError(`Cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pglite`}): ${reason(error)}.`);
  }
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
  await prepareDatabase(app.db, config, app.log);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }
  app.log.info(`UA Internal is serving ${config.publicSiteUrl} on ${config.host}:${config.port} (${database.kind}, ${config.env})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.replace(/\.$/, '') || 'unknown error';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`UA Internal could not start: ${reason(error)}.\n`);
  }
  process.exit(1);
});
