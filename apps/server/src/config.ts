import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Google's endpoints; the local identity provider replaces them outside production. */
export const GOOGLE_DEFAULTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;

/** The client id our web app uses against the local identity provider. */
export const DEV_GOOGLE_CLIENT_ID = 'ua-internal-dev.apps.local';
export const DEV_IDP_AUTHORIZE_PATH = '/dev-idp/authorize';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const csv = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean));

/** Which proxies' X-Forwarded-For Fastify believes: none, every hop (`true`), a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP = 'must be false, the number of proxies in front (1), or their addresses or CIDR ranges separated by commas (10.0.0.0/8,192.168.1.5)';

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The option Fastify takes: a hop count becomes a function, since Fastify turns a bare number into
 * "trust nobody". A hop count trusts whatever connects directly, so it suits only instances that
 * nothing but the proxies can reach; proxy addresses are checked.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops === 0 ? false : hops;
  } else {
    const entries = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  }
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  CLIENT_DASHBOARD_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000/client-dashboard'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ALLOWED_DOMAINS: csv.optional(),
  GOOGLE_AUTH_URL: optionalUrl,
  GOOGLE_TOKENINFO_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  ALLOW_REGISTRATION: boolean.default(false),
  SEED_DEMO: boolean.optional(),
  INITIAL_ADMIN_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  API_DOCS: boolean.optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  SIGN_IN_FAILURE_CEILING: z.coerce.number().int().min(1).max(1_000_000).default(300),
  DEV_IDENTITY_PROVIDER: boolean.optional(),
  JOBS_IN_PROCESS: boolean.optional(),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  // The job runner's DEFAULT_BATCH_SIZE.
  JOBS_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  // Comma-separated job names: this process runs only those (a worker kept for one kind of job).
  JOBS_ONLY: z.string().max(2000).optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('UA Internal <trips@ua-internal.local>'),
  SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  WHATSAPP_API_URL: optionalUrl,
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v24.0').default('v24.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{1,30}$/, 'must be digits').optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  PAYMENT_GATEWAY_URL: optionalUrl,
  PAYMENT_GATEWAY_KEY_ID: z.string().min(1).optional(),
  PAYMENT_GATEWAY_KEY_SECRET: z.string().min(1).optional(),
  PAYMENT_GATEWAY_WEBHOOK_SECRET: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string;
  publicSiteUrl: string;
  clientDashboardUrl: string;
  google: {
    clientId: string;
    allowedDomains: string[];
    authUrl: string;
    /** null: this server's own local identity provider, reached on the address it listens on. */
    tokeninfoUrl: string | null;
    userinfoUrl: string | null;
  };
  /**
   * The local identity provider is served: never in production, never beside GOOGLE_CLIENT_ID, by
   * default only on the embedded database, or on PostgreSQL with DEV_IDENTITY_PROVIDER=true.
   */
  devIdentityProvider: boolean;
  allowRegistration: boolean;
  seedDemo: boolean;
  initialAdminEmail: string | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** Swagger UI at /api/docs and the OpenAPI document at /api/openapi.json are served (default: outside production). */
  apiDocs: boolean;
  /** Fastify's trustProxy: false, a hop count or proxy addresses; `true` (every hop) never in production. */
  trustProxy: TrustProxy;
  /** Failed password sign-ins of all addresses together per 15 minutes before password sign-in pauses for everyone. */
  signInFailureCeiling: number;
  jobs: {
    /** The server runs the job runner itself; false when `npm run worker` processes run them instead. */
    inProcess: boolean;
    pollIntervalMs: number;
    /** Jobs a runner claims at once and runs side by side. */
    batchSize: number;
    /** Succeeded jobs are deleted this many days after they finished. */
    retentionDays: number;
    /** The only jobs this process's runner claims (and schedules); null: every job. */
    only: string[] | null;
  };
  /** The Chromium binary that prints final itineraries as PDFs (Debian's chromium package); launched on the first PDF. */
  chromiumPath: string;
  mail: {
    /**
     * smtp(s)://user:pass@host:port. Null outside production: the in-app catcher takes every mail; null in
     * production: mail is not set up, and sending one answers so (503), nothing is lost silently.
     */
    smtpUrl: string | null;
    from: string;
    /** The in-app SMTP server (loopback only) that catches mails when there is no SMTP_URL; 0 picks a free port. */
    catcherPort: number;
  };
  whatsapp: {
    /** The Cloud API's base (https://graph.facebook.com). Null outside production: the in-app stand-in; in production: not set up (503). */
    apiUrl: string | null;
    graphVersion: string;
    phoneNumberId: string;
    token: string;
    appSecret: string;
    verifyToken: string;
  };
  gateway: {
    /** Razorpay's API base (https://api.razorpay.com). Null outside production: the in-app stand-in; in production: payment links are off (503). */
    apiUrl: string | null;
    keyId: string;
    keySecret: string;
    /** What the gateway signs its webhooks with (X-Razorpay-Signature). */
    webhookSecret: string;
  };
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value is one clear sentence, never a stack. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET must be set (at least 32 characters) in production.');
    jwtSecret = developmentSecret(dataDir);
  }

  if (production && e.TRUST_PROXY === true) {
    throw new ConfigError('TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For in production; set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).');
  }
  if (e.DEV_IDENTITY_PROVIDER === true && production) {
    throw new ConfigError('DEV_IDENTITY_PROVIDER=true is refused in production: the local identity provider signs anyone in as any staff member.');
  }
  if (e.DEV_IDENTITY_PROVIDER === true && e.GOOGLE_CLIENT_ID) {
    throw new ConfigError('DEV_IDENTITY_PROVIDER=true cannot be combined with GOOGLE_CLIENT_ID: the local identity provider stands in for Google.');
  }
  // On PostgreSQL the data may be real: the local identity provider there needs an explicit opt-in.
  const devIdentityProvider = !production && !e.GOOGLE_CLIENT_ID && (e.DEV_IDENTITY_PROVIDER ?? !e.DATABASE_URL);
  const site = e.PUBLIC_SITE_URL.replace(/\/$/, '');
  // In production WhatsApp is set up whole or not at all: never half on the stand-in's known values.
  const whatsappKeys = ['WHATSAPP_API_URL', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
  const whatsappMissing = whatsappKeys.filter((key) => !e[key]);
  if (production && whatsappMissing.length > 0 && whatsappMissing.length < whatsappKeys.length) {
    throw new ConfigError(`WhatsApp is half set up: ${whatsappMissing.join(', ')} must be set too (or none of the WHATSAPP_ settings, to leave WhatsApp off).`);
  }
  const gatewayKeys = ['PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_KEY_ID', 'PAYMENT_GATEWAY_KEY_SECRET', 'PAYMENT_GATEWAY_WEBHOOK_SECRET'] as const;
  const gatewayMissing = gatewayKeys.filter((key) => !e[key]);
  if (production && gatewayMissing.length > 0 && gatewayMissing.length < gatewayKeys.length) {
    throw new ConfigError(`The payment gateway is half set up: ${gatewayMissing.join(', ')} must be set too (or none of the PAYMENT_GATEWAY_ settings, to leave payment links off).`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret,
    publicSiteUrl: site,
    clientDashboardUrl: e.CLIENT_DASHBOARD_URL,
    google: {
      clientId: e.GOOGLE_CLIENT_ID ?? (devIdentityProvider ? DEV_GOOGLE_CLIENT_ID : ''),
      allowedDomains: e.GOOGLE_ALLOWED_DOMAINS ?? [],
      authUrl: e.GOOGLE_AUTH_URL ?? (devIdentityProvider ? DEV_IDP_AUTHORIZE_PATH : GOOGLE_DEFAULTS.authUrl),
      tokeninfoUrl: e.GOOGLE_TOKENINFO_URL ?? (devIdentityProvider ? null : GOOGLE_DEFAULTS.tokeninfoUrl),
      userinfoUrl: e.GOOGLE_USERINFO_URL ?? (devIdentityProvider ? null : GOOGLE_DEFAULTS.userinfoUrl),
    },
    devIdentityProvider,
    allowRegistration: e.ALLOW_REGISTRATION,
    seedDemo: e.SEED_DEMO ?? (!production && !e.DATABASE_URL),
    initialAdminEmail: e.INITIAL_ADMIN_EMAIL?.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    apiDocs: e.API_DOCS ?? !production,
    trustProxy: e.TRUST_PROXY,
    signInFailureCeiling: e.SIGN_IN_FAILURE_CEILING,
    jobs: {
      // Tests run runners themselves (runOnce, drain), so background polls never race their assertions.
      inProcess: e.JOBS_IN_PROCESS ?? e.NODE_ENV !== 'test',
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      batchSize: e.JOBS_BATCH_SIZE,
      retentionDays: e.JOBS_RETENTION_DAYS,
      only: jobNames(e.JOBS_ONLY),
    },
    chromiumPath: e.CHROMIUM_PATH,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, catcherPort: e.SMTP_CATCHER_PORT },
    // The stand-in's own credentials outside production: it checks them as the Cloud API would. In
    // production they are all given (checked above) or WhatsApp is off, and nothing is derived.
    whatsapp: {
      apiUrl: e.WHATSAPP_API_URL ?? null,
      graphVersion: e.WHATSAPP_GRAPH_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
      token: e.WHATSAPP_TOKEN ?? 'stand-in-token',
      appSecret: e.WHATSAPP_APP_SECRET ?? (production ? '' : `stand-in-${developmentSecret(dataDir).slice(0, 32)}`),
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? (production ? '' : 'stand-in-verify-token'),
    },
    // Likewise the gateway stand-in's keys: it checks them as Razorpay would, and signs its webhooks.
    gateway: {
      apiUrl: e.PAYMENT_GATEWAY_URL ?? null,
      keyId: e.PAYMENT_GATEWAY_KEY_ID ?? (production ? '' : 'rzp_test_standin'),
      keySecret: e.PAYMENT_GATEWAY_KEY_SECRET ?? (production ? '' : `stand-in-key-${developmentSecret(dataDir).slice(0, 24)}`),
      webhookSecret: e.PAYMENT_GATEWAY_WEBHOOK_SECRET ?? (production ? '' : `stand-in-hook-${developmentSecret(dataDir).slice(24, 48)}`),
    },
  };
}

/** Outside production a secret is made once and kept in DATA_DIR, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** JOBS_ONLY's names, or null when it is unset or empty. Whether each names a job is checked where the runner is made. */
function jobNames(value: string | undefined): string[] | null {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 ? [...new Set(names)] : null;
}
