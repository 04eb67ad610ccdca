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
  registrationResponseSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { actorOf, requireActor } from '../../plugins/auth.ts';
import { googleEndpoints } from './google-verifier.ts';
import { AUTH_RATE_LIMITS, deleteExpiredBuckets, enforceRateLimits } from './rate-limit.ts';
import { register } from './registration.service.ts';
import { logoutEverywhere, refreshSession } from './sessions.service.ts';
import { signInWithGoogle, signInWithPassword } from './sign-in.service.ts';
import { secretKey } from './tokens.ts';

const BUCKET_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, key: secretKey(app.config.jwtSecret) };

  const sweep = setInterval(() => {
    deleteExpiredBuckets(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired rate-limit buckets'));
  }, BUCKET_SWEEP_INTERVAL_MS);
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
      // Per client only: the token is the credential, and a per-email count would let anyone block Google sign-in for someone.
      preHandler: async (request) => {
        await enforceRateLimits(app.db, [{ rule: AUTH_RATE_LIMITS.perClient, subject: request.ip }]);
      },
    },
    async (request) => {
      // Read at call time: the local identity provider's address exists only once the server listens.
      const endpoints = googleEndpoints(app.config.google, app.server.address());
      const tokens = await signInWithGoogle(deps, { actor: actorOf(request), log: request.log }, request.body.access_token, endpoints, app.config.google.allowedDomains);
      return { access_token: tokens.access, refresh: tokens.refresh };
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
      preHandler: async (request) => {
        const { username } = request.body;
        await enforceRateLimits(app.db, [
          { rule: AUTH_RATE_LIMITS.perClient, subject: request.ip },
          { rule: AUTH_RATE_LIMITS.perUsername, subject: username },
        ]);
      },
    },
    async (request) => {
      const { account, tokens } = await signInWithPassword(deps, { actor: actorOf(request), log: request.log }, request.body.username, request.body.password);
      return { first_name: account.firstName, last_name: account.lastName, email: account.email, picture: account.picture, ...tokens };
    },
  );

  app.post(
    AUTH_PATHS.registration,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a password (when registration is allowed)',
        security: [],
        body: registrationRequestSchema,
        response: { 201: registrationResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { access: 'public' },
      // Before the body is validated: with registration off, every attempt gets the same 403.
      preValidation: async () => {
        if (!app.config.allowRegistration) throw new AppError('auth.registration_closed', 'Registration is turned off on this server. Ask an administrator to add your account.');
      },
      preHandler: async (request) => {
        await enforceRateLimits(app.db, [{ rule: AUTH_RATE_LIMITS.registrationPerClient, subject: request.ip }]);
      },
    },
    async (request, reply) => {
      const { username, password1, password2 } = request.body;
      const account = await register(app.db, actorOf(request), { email: username, password1, password2 });
      return reply.status(201).send({ id: account.id, email: account.email });
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
