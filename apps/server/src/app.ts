import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';
import { healthRoutes } from './modules/health/index.ts';
import { accessTokenAuthenticator, liveSessionChecks } from './modules/auth/index.ts';
import { createLiveBell, type LiveBell } from './modules/notifications/index.ts';
import { registerModules } from './modules/index.ts';
import { createAppJobRunner } from './modules/system/index.ts';
import { createEventBus } from './core/events/create-event-bus.ts';
import type { EventBus } from './core/events/event-bus.ts';
import { DEFAULT_WEB_DIST } from './lib/paths.ts';
import { isApiPath } from '@ua/contracts/constants';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Publish after commit (or `publishInTx`), subscribe for live pushes: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
    events: EventBus;
    /** The open live-bell streams of this instance, fed by `events`. */
    liveBell: LiveBell;
  }
}

export type BuildOptions = {
  /** An opened, migrated database; without one the app opens the configured one and closes it on close. */
  database?: Database;
  /** Pino options or false; tests keep logs quiet. */
  logger?: boolean | { level: string };
  /** Run background jobs in this process; default: the config's `JOBS_IN_PROCESS`. */
  jobs?: boolean;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;
/** While closing, how often sockets that have turned idle are closed. */
const DRAIN_REAP_INTERVAL_MS = 100;

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolSize: config.databasePoolSize });
  await database.migrate();
  return database;
}

/** Builds the whole app: what `server.ts` listens with and what tests build. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: typeof options.logger === 'object' ? options.logger.level : config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    // Errors the router raises before any route is chosen (a bad URL encoding, an over-long id).
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const code = status === 414 ? 'uri_too_long' : 'bad_request';
      const detail = status === 414 ? 'A part of the address is too long.' : 'The address is not valid.';
      // Sent without the onSend hooks: no-store here too.
      void (reply as unknown as FastifyReply).code(status).header('cache-control', 'no-store').send({ detail, code });
    },
    routerOptions: {
      ignoreTrailingSlash: false,
      maxParamLength: 200,
      querystringParser: (query) => qs.parse(query, { depth: 5, arrayLimit: 100, parameterLimit: 200, allowPrototypes: false, plainObjects: true }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  closeConnectionsWhenDraining(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // No answer of the API is kept by a browser or a shared cache, unless its route chose its own
    // (the unread count revalidates with an ETag). The web app's files keep theirs (plugins/web.ts).
    if (!reply.hasHeader('cache-control') && (isApiPath(request.routeOptions.url ?? '') || isApiPath(request.url.split('?')[0] ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The sign-in popup posts its token back to its opener: the opener must stay reachable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { database, closeOnExit: !options.database });
  await startBackgroundWork(app, database, config, options.jobs ?? config.jobs.inProcess);
  startLiveBell(app, database, config);
  const authenticator = accessTokenAuthenticator(database.db, config.jwtSecret, app.events);
  app.decorate('signedInProfile', authenticator.profile);
  await app.register(authPlugin, authenticator);
  await app.register(openapiPlugin, { serve: config.apiDocs });
  await app.register(healthRoutes);
  await app.register(registerModules);
  await app.register(webPlugin, { distDir: config.webDistDir ? path.resolve(config.webDistDir) : DEFAULT_WEB_DIST });
  return app;
}

/**
 * `close()` waits for every connection to end, but Node and Fastify close only the keep-alive
 * sockets idle at that moment: one busy then answers with `keep-alive` and stays open, idle, for
 * the keep-alive timeout (72 s), past any grace period. So once closing, every answer says
 * `Connection: close`, and sockets that turn idle anyway (an answer already under way) are reaped.
 * Registered first, so it runs before the preClose hooks that wait for the job runner.
 */
function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reaper = setInterval(() => app.server.closeIdleConnections(), DRAIN_REAP_INTERVAL_MS);
    reaper.unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (reaper) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(reaper));
}

/**
 * The live bell's hub: one per instance, subscribed once to the bus. Its streams never end on their own,
 * so they are ended before the server waits for its connections to close.
 */
function startLiveBell(app: FastifyInstance, database: Database, config: Config): void {
  const liveBell = createLiveBell({ db: database.db, events: app.events, sessions: liveSessionChecks(database.db, config.jwtSecret), log: app.log.child({ component: 'live-bell' }) });
  app.decorate('liveBell', liveBell);
  app.addHook('preClose', async () => liveBell.close());
}

/** The event bus always; the job runner when this process runs jobs (`npm run worker` runs them otherwise). */
async function startBackgroundWork(app: FastifyInstance, database: Database, config: Config, runJobs: boolean): Promise<void> {
  const events = createEventBus(database, app.log);
  app.decorate('events', events);
  await events.start();
  // onClose hooks run last-registered first, after in-flight requests (which may still publish) are done.
  app.addHook('onClose', async () => events.close());
  if (!runJobs) return;
  const runner = createAppJobRunner(database.db, config, app.log.child({ component: 'jobs' }));
  app.addHook('onReady', async () => runner.start());
  // Before the database may close: running handlers finish (or are aborted) and record their outcome.
  app.addHook('preClose', async () => runner.stop());
}
