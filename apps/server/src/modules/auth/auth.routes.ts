import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_PATHS,
  errorResponseSchema,
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  manualLoginRequestSchema,
  manualLoginResponseSchema,
  publicConfigResponseSchema,
  registrationRequestSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from '@ua/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { actorOf, requireActor } from '../../plugins/auth.ts';
import { googleEndpoints } from './google-verifier.ts';
import { SIGN_IN_LIMITS, countFailure, deleteExpiredBuckets, passwordFailureCeiling, reserveAttempt, type AttemptReservation } from './rate-limit.ts';
import { deleteExpiredDenials } from './revoked-access-tokens.repository.ts';
import { logout, logoutEverywhere, refreshSession } from './sessions.service.ts';
import { signInWithGoogle, signInWithPassword } from './sign-in.service.ts';
import { secretKey, verifyAccessToken } from './tokens.ts';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const REGISTRATION_OFF = 'Registration is turned off on this server. Ask an administrator to add your account.';
/** What every refused registration says while it is switched on: nobody can prove an address yet. */
const REGISTRATION_NEEDS_MAIL =
  'Self-registration is not available yet: an address must first be proven with a one-time link sent to it by mail, and this server cannot send mail yet. Ask an administrator to add your account.';

function isCredentialRefusal(error: unknown): boolean {
  return error instanceof AppError && error.code === 'auth.invalid_credentials';
}

/** Success, or a failure that is not the credentials' (the database went away): the attempt stops counting. */
async function releaseQuietly(attempt: AttemptReservation, log: FastifyBaseLogger): Promise<void> {
  await attempt.release().catch((error: unknown) => log.warn({ err: error }, 'could not release a sign-in attempt from its rate limits'));
}

/** The bearer token the auth plugin accepted for this call. */
function bearerToken(request: FastifyRequest): string {
  return request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1] ?? '';
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, key: secretKey(app.config.jwtSecret) };

  const passwordCeiling = passwordFailureCeiling(app.config.signInFailureCeiling);
  if (app.config.allowRegistration) app.log.warn('ALLOW_REGISTRATION=true has no effect yet: registration stays refused until addresses can be proven by mail.');

  const sweep = setInterval(() => {
    deleteExpiredBuckets(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired rate-limit buckets'));
    deleteExpiredDenials(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired signed-out tokens'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    AUTH_PATHS.googleLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a Google access token for our tokens',
        security: [],
        body: googleLoginRequestSchema,
        response: { 200: googleLoginResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      // Read at call time: the local identity provider's address exists only once the server listens.
      const endpoints = googleEndpoints(app.config.google, app.server.address());
      try {
        const tokens = await signInWithGoogle(deps, { actor: actorOf(request), log: request.log }, request.body.access_token, endpoints, app.config.google.allowedDomains);
        return { access_token: tokens.access, refresh: tokens.refresh };
      } catch (error) {
        // The token is checked first and only a refused one counts, per client and against Google alone:
        // a valid token is never throttled, and a per-email count would let anyone block someone's sign-in.
        if (isCredentialRefusal(error)) await countFailure(app.db, [{ rule: SIGN_IN_LIMITS.googlePerClient, subject: request.ip }]);
        throw error;
      }
    },
  );

  app.post(
    AUTH_PATHS.manualLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        security: [],
        body: manualLoginRequestSchema,
        response: { 200: manualLoginResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { username, password } = request.body;
      // Counted before the password is checked, and taken back when it was right: only failures count.
      const attempt = await reserveAttempt(app.db, [
        { rule: SIGN_IN_LIMITS.passwordPerClient, subject: request.ip },
        { rule: SIGN_IN_LIMITS.passwordPerUsername, subject: username },
        { rule: passwordCeiling, subject: '' },
      ]);
      let signedIn;
      try {
        signedIn = await signInWithPassword(deps, { actor: actorOf(request), log: request.log }, username, password);
      } catch (error) {
        if (!isCredentialRefusal(error)) await releaseQuietly(attempt, request.log);
        throw error;
      }
      await releaseQuietly(attempt, request.log);
      const { account, tokens } = signedIn;
      return { first_name: account.firstName, last_name: account.lastName, email: account.email, picture: account.picture, ...tokens };
    },
  );

  app.post(
    AUTH_PATHS.registration,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a password: refused until addresses can be proven by mail',
        description:
          'An address must be proven by its owner (a one-time link sent to it) before an account made with it can be used, or anyone could claim a future colleague\'s address. This server cannot send mail yet, so every registration is refused with the same 403, whatever the address.',
        security: [],
        body: registrationRequestSchema,
        response: { 403: errorResponseSchema },
      },
      config: { access: 'public' },
      // Before the body is validated: every attempt gets the same 403, so no answer tells which addresses have accounts.
      preValidation: async () => {
        throw new AppError('auth.registration_closed', app.config.allowRegistration ? REGISTRATION_NEEDS_MAIL : REGISTRATION_OFF);
      },
    },
    async () => {
      throw new AppError('auth.registration_closed', REGISTRATION_NEEDS_MAIL);
    },
  );

  app.post(
    AUTH_PATHS.tokenRefresh,
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access and refresh token',
        security: [],
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => refreshSession(deps.db, deps.key, { actor: actorOf(request), log: request.log }, request.body.refresh),
  );

  app.post(
    AUTH_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token this call is made with (the user\'s other sessions carry on)',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // The plugin verified this very token; read its jti and expiry again (a signature check, no query).
      const claims = await verifyAccessToken(deps.key, bearerToken(request));
      if (!claims) throw unauthenticated();
      await logout(app.db, actor, claims);
      return reply.status(204).send(null);
    },
  );

  app.post(
    AUTH_PATHS.logoutEverywhere,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke every access and refresh token of the signed-in user',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      await logoutEverywhere(app.db, requireActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    AUTH_PATHS.publicConfig,
    {
      schema: { tags: ['auth'], summary: 'What the web app needs before sign-in', security: [], response: { 200: publicConfigResponseSchema } },
      config: { access: 'public' },
    },
    async () => ({
      google_client_id: app.config.google.clientId,
      google_auth_url: app.config.google.authUrl,
      dev_identity_provider: app.config.devIdentityProvider,
      public_site_url: app.config.publicSiteUrl,
      client_dashboard_url: app.config.clientDashboardUrl,
    }),
  );
};
