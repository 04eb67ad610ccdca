import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, errorResponseSchema } from '@ua/contracts';
import { DEV_IDP_AUTHORIZE_PATH } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { findAccountByEmail, listActiveAccounts } from './accounts.repository.ts';
import { renderAuthorizePage, type AuthorizeRequest } from './dev-idp.page.ts';
import { DEV_IDP_DEFAULT_SCOPE, devIdpKey, devIdpSubject, mintDevIdpToken, readDevIdpToken, type DevIdpGrant } from './dev-idp.tokens.ts';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const LISTED_ACCOUNTS_MAX = 50;
/** What Google puts in the redirect: a second under the token's real life. */
const REDIRECT_EXPIRES_IN = '3599';

const authorizeQuerySchema = z.object({
  // Printable ASCII, as real client ids are: it comes back to us in tokeninfo and into the audit log.
  client_id: z.string().min(1).max(200).regex(/^[!-~]+$/, 'client_id must be printable ASCII'),
  redirect_uri: z.string().min(1).max(2000),
  response_type: z.literal('token'),
  scope: z.string().max(500).default(DEV_IDP_DEFAULT_SCOPE),
  state: z.string().max(1000).optional(),
});
const authorizeFormSchema = authorizeQuerySchema.extend({ email: z.string().max(254) });

const providerErrorSchema = z.object({ error: z.string(), error_description: z.string() });
const tokeninfoResponseSchema = z.object({
  azp: z.string(),
  aud: z.string(),
  sub: z.string(),
  scope: z.string(),
  exp: z.string(),
  expires_in: z.string(),
  email: z.string(),
  email_verified: z.enum(['true', 'false']),
  access_type: z.literal('online'),
});
const userinfoResponseSchema = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  given_name: z.string(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  hd: z.string(),
});

/**
 * The local identity provider: Google's implicit flow, tokeninfo and userinfo, for development,
 * the demo and tests, registered only when the configuration turns it on (never in production).
 * It signs in whoever is chosen; the exchange decides who may enter, exactly as with Google.
 */
export const devIdpRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = devIdpKey(app.config.jwtSecret);
  // Said at every start: whoever reaches this server can sign in as any staff member through it.
  const why = app.config.databaseUrl ? 'DEV_IDENTITY_PROVIDER=true' : 'embedded database outside production';
  const warning = `The local identity provider is ON at ${DEV_IDP_AUTHORIZE_PATH} (${why}): anyone who can reach this server can sign in through it as any staff member, and it lists their emails.`;
  if (app.config.databaseUrl) app.log.warn(warning);
  else app.log.info(warning);

  // Browsers post HTML forms url-encoded; Fastify parses only JSON. Scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, query: AuthorizeRequest, status: number, error?: string) => {
    const redirect = allowedRedirect(request, query.redirect_uri, app.config.publicSiteUrl);
    if (!redirect) {
      throw new AppError('auth.redirect_not_allowed', 'redirect_uri is not allowed: it must be a page of this site or of PUBLIC_SITE_URL.');
    }
    const accounts = await listActiveAccounts(app.db, LISTED_ACCOUNTS_MAX);
    const listed = accounts.map((account) => ({ email: account.email, name: `${account.firstName} ${account.lastName}`.trim() }));
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The form's answer redirects to redirect_uri, which may be PUBLIC_SITE_URL's origin: allow posting there.
      .header('content-security-policy', pageCsp(redirect.origin))
      .send(renderAuthorizePage(query, listed, error));
  };

  app.get(
    DEV_IDP_AUTHORIZE_PATH,
    { schema: { hide: true, querystring: authorizeQuerySchema }, config: { access: 'public' } },
    async (request, reply) => sendPage(request, reply, request.query, 200),
  );

  app.post(
    DEV_IDP_AUTHORIZE_PATH,
    { schema: { hide: true, body: authorizeFormSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const { email: typed, ...query } = request.body;
      const email = emailSchema.safeParse(typed);
      if (!email.success) return sendPage(request, reply, query, 400, `“${typed}” is not an email address.`);
      const redirect = allowedRedirect(request, query.redirect_uri, app.config.publicSiteUrl);
      if (!redirect) throw new AppError('auth.redirect_not_allowed', 'redirect_uri is not allowed: it must be a page of this site or of PUBLIC_SITE_URL.');

      const token = await mintDevIdpToken(key, { email: email.data, clientId: query.client_id, scope: query.scope });
      const fragment = new URLSearchParams({ access_token: token, token_type: 'Bearer', expires_in: REDIRECT_EXPIRES_IN, scope: query.scope });
      if (query.state !== undefined) fragment.set('state', query.state);
      redirect.hash = fragment.toString();
      return reply.header('cache-control', 'no-store').redirect(redirect.href, 302);
    },
  );

  app.get(
    '/dev-idp/tokeninfo',
    {
      schema: {
        hide: true,
        querystring: z.object({ access_token: z.string().max(4096).optional() }),
        // A query that fails validation is answered by the error plugin, in our shape.
        response: { 200: tokeninfoResponseSchema, 400: z.union([providerErrorSchema, errorResponseSchema]) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const grant = request.query.access_token ? await readDevIdpToken(key, request.query.access_token) : null;
      if (!grant) return reply.status(400).send({ error: 'invalid_token', error_description: 'Invalid Value' });
      return {
        azp: grant.clientId,
        aud: grant.clientId,
        sub: devIdpSubject(grant.email),
        scope: grant.scope,
        exp: String(grant.expiresAt),
        expires_in: String(Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000))),
        email: grant.email,
        email_verified: grant.emailVerified ? ('true' as const) : ('false' as const),
        access_type: 'online' as const,
      };
    },
  );

  app.get(
    '/dev-idp/userinfo',
    {
      schema: { hide: true, response: { 200: userinfoResponseSchema, 401: providerErrorSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const presented = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
      const grant = presented ? await readDevIdpToken(key, presented) : null;
      if (!grant) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token', error_description: 'Invalid Credentials' });
      }
      return userinfoOf(grant, await findAccountByEmail(app.db, grant.email));
    },
  );
};

/**
 * Staff who exist are described with the names we hold, so a development sign-in does not
 * overwrite them; anyone else gets names made from the email's local part.
 */
function userinfoOf(grant: DevIdpGrant, account: { firstName: string; lastName: string; picture: string | null } | null): z.infer<typeof userinfoResponseSchema> {
  const [localPart = '', domain = ''] = grant.email.split('@');
  const derived = localPart.split(/[._+-]+/).filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const givenName = account?.firstName || derived[0] || localPart;
  const familyName = account?.lastName || derived.slice(1).join(' ');
  return {
    sub: devIdpSubject(grant.email),
    email: grant.email,
    email_verified: grant.emailVerified,
    name: `${givenName} ${familyName}`.trim(),
    given_name: givenName,
    ...(familyName ? { family_name: familyName } : {}),
    ...(account?.picture ? { picture: account.picture } : {}),
    hd: domain,
  };
}

/**
 * Where the token may be sent: a page of this server's own origin or of PUBLIC_SITE_URL's,
 * given absolute or as a path. Anything else would hand tokens to whoever wrote the link.
 * Returns the resolved absolute URL, so the browser follows exactly what was checked.
 */
function allowedRedirect(request: FastifyRequest, redirectUri: string, publicSiteUrl: string): URL | null {
  let ownOrigin: string;
  let target: URL;
  try {
    // Through URL, so that a Host header naming the default port compares equal to its origin.
    ownOrigin = new URL(`${request.protocol}://${request.host}`).origin;
    target = new URL(redirectUri, `${ownOrigin}/`);
  } catch {
    return null;
  }
  if (target.username || target.password) return null;
  if (target.origin !== ownOrigin && target.origin !== new URL(publicSiteUrl).origin) return null;
  target.hash = '';
  return target;
}

function pageCsp(redirectOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${redirectOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
