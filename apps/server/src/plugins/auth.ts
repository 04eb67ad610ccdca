import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { RouteAccess, AuthUser, OwnedResource } from '../modules/auth/access.ts';
import { secretKey, verifyAccessToken } from '../modules/auth/tokens.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { labelsOf } from '../modules/access/labels.repository.ts';

/** Routes that a plugin registers for us (Swagger UI) and that are public by nature. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export type InventoryEntry = { method: string; url: string; access: RouteAccess; ownedResource?: OwnedResource };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access it declares: what the access-matrix suite walks. */
    routeInventory: InventoryEntry[];
  }
}

export function routeAccess(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

/** The signed-in user of a non-public route. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = secretKey(app.config.jwtSecret);
    app.decorateRequest('authUser', null);
    app.decorate('routeInventory', []);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { access?: RouteAccess; ownedResource?: OwnedResource };
      let access = config.access;
      if (!access && PLUGIN_ROUTE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        access = 'public';
        route.config = { ...config, access };
      }
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access).`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeInventory.push({ method, url: route.url, access, ...(config.ownedResource ? { ownedResource: config.ownedResource } : {}) });
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = routeAccess(request);
      if (access === 'public') return;
      if (!access) throw forbidden();

      const header = request.headers.authorization;
      const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/);
      if (!match?.[1]) throw unauthenticated();
      const claims = await verifyAccessToken(key, match[1]);
      if (!claims) throw unauthenticated('The access token is invalid or has expired.');

      const [user] = await app.db
        .select({ id: users.id, email: users.email, firstName: users.firstName, tokenVersion: users.tokenVersion })
        .from(users)
        .where(and(eq(users.id, claims.userId), eq(users.active, true)))
        .limit(1);
      if (!user || user.tokenVersion !== claims.tokenVersion) {
        throw unauthenticated('The access token has been revoked.');
      }
      request.authUser = user;

      if (typeof access === 'object') {
        const labels = await labelsOf(app.db, user.id);
        if (!labels.includes(access.label)) throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
