import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionLabel } from '@ua/contracts';
import { ACCESS_TOKEN_COOKIE } from '@ua/contracts/constants';
import { holdsAccess, type OwnedResource, type RouteAccess } from '../core/access.ts';
import { anonymousActor, staffActor, type ActorContext, type ServiceContext, type StaffActor } from '../core/actor.ts';
import type { Db } from '../db/client.ts';
// The `app.db` decoration this plugin depends on ('db'), typed for every program that loads this one.
import type {} from './db.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

/** Routes that a plugin registers for us (Swagger UI) and that are public by nature. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export type InventoryEntry = { method: string; url: string; access: RouteAccess; ownedResource?: OwnedResource };

/** A bearer token's account, active and with its token version current, and the labels it holds. */
export type AuthenticatedAccount = { id: number; email: string; firstName: string; labels: readonly PermissionLabel[] };

/** What a verified access token says (its signature checked, nothing looked up yet). */
export type AccessSession = { userId: number; tokenVersion: number; jti: string; expiresAt: number };

export type AuthPluginOptions = {
  /** Checks a bearer token's signature, issuer, audience and expiry: no database. The identity module provides it. */
  verify(token: string): Promise<AccessSession | null>;
  /**
   * Loads a verified session's account with its labels, if it still signs anyone in (one database round
   * trip), or answers null. The identity module provides it: plugins import no business module.
   */
  load(session: AccessSession): Promise<AuthenticatedAccount | null>;
  /** The accounts `load` keeps on this instance, for the one-statement routes to answer from (the identity module provides it). */
  kept: KeptAccounts;
};

/**
 * The sessions' accounts this instance keeps (null: the session signs no one in), coherent with the
 * database through the event bus: see `CoherentCache` for the rules (sync before `peek`, `mark`
 * before the statement whose account is kept).
 */
export type KeptAccounts = {
  peek(session: AccessSession): AuthenticatedAccount | null | undefined;
  mark(): number | null;
  keep(session: AccessSession, account: AuthenticatedAccount | null, since: number | null): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access it declares: what the access-matrix suite walks. */
    routeInventory: InventoryEntry[];
    /** The accounts this instance keeps, for the one-statement routes. */
    keptAccounts: KeptAccounts;
  }
  interface FastifyContextConfig {
    /**
     * Also takes the token from the access-token cookie when no Authorization header comes: for a
     * browser's EventSource, which cannot set headers. Only GET routes that change nothing opt in (the
     * cookie is SameSite=Strict besides), so no other site can make a browser act with it.
     */
    tokenFromCookie?: boolean;
    /**
     * The route checks the account in its own statement, with its answer: the hook verifies the token
     * alone and leaves `request.session`, and the handler hands what its statement found to
     * `signedInFrom` before anything else. For the polled calls, so each costs one round trip. Only
     * routes open to anyone signed in ('signed-in') may take it: a label check needs the labels first.
     */
    accountInStatement?: boolean;
  }
  interface FastifyRequest {
    /** The verified token's session, on routes that check the account in their own statement. */
    session: AccessSession | null;
  }
}

/** The caller's access token: the Bearer header's, or on a route that takes it, the cookie's. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) return header.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/)?.[1];
  if (!request.routeOptions.config.tokenFromCookie) return undefined;
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = request.headers.cookie?.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  try {
    const token = decodeURIComponent(entry.slice(prefix.length));
    return /^[A-Za-z0-9._~+/=-]+$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

export function routeAccess(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

/** The signed-in staff member of a non-public route. */
export function requireActor(request: FastifyRequest): StaffActor {
  const actor = request.actor;
  if (actor?.kind !== 'staff') throw unauthenticated();
  return actor as StaffActor;
}

/**
 * The session of a route that checks its account in its own statement (`accountInStatement`).
 */
export function sessionOf(request: FastifyRequest): AccessSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/**
 * The signed-in actor of an `accountInStatement` route, from the account its statement found with the
 * answer; no account (deactivated, signed out, the token revoked) is the same 401 the hook gives.
 */
export function signedInFrom(request: FastifyRequest, account: AuthenticatedAccount | null): StaffActor {
  if (!account) throw unauthenticated(REFUSED_TOKEN);
  request.actor = staffActor(account, { requestId: request.id, ip: request.ip });
  return request.actor as StaffActor;
}

const REFUSED_TOKEN = 'The access token is invalid, has expired or has been revoked.';

/** Whoever calls, signed in or not: what public routes hand to services and the audit log. */
export function actorOf(request: FastifyRequest): ActorContext {
  return request.actor ?? anonymousActor({ requestId: request.id, ip: request.ip });
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { verify, load, kept }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('session', null);
    app.decorate('routeInventory', []);
    app.decorate('keptAccounts', kept);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { access?: RouteAccess; ownedResource?: OwnedResource; accountInStatement?: boolean };
      let access = config.access;
      if (!access && PLUGIN_ROUTE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        access = 'public';
        route.config = { ...config, access };
      }
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access).`);
      if (config.accountInStatement && access !== 'signed-in') {
        throw new Error(`Route ${String(route.method)} ${route.url} checks its account in its own statement, so it can be open only to anyone signed in.`);
      }
      if (config.accountInStatement) {
        // Bad input reaches the handler, which checks the account before refusing it: a token that signs
        // no one in answers 401 before anything else, as on every other route.
        const handler = route.handler;
        route.attachValidation = true;
        route.handler = async function (this: FastifyInstance, request, reply) {
          if (request.validationError) {
            signedInFrom(request, await load(sessionOf(request)));
            throw request.validationError;
          }
          return handler.call(this, request, reply);
        };
      }
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

      const token = accessTokenOf(request);
      if (!token) throw unauthenticated();
      const session = await verify(token);
      if (!session) throw unauthenticated(REFUSED_TOKEN);
      if (request.routeOptions.config.accountInStatement) {
        request.session = session;
        return;
      }
      const account = await load(session);
      if (!account) throw unauthenticated(REFUSED_TOKEN);
      request.actor = staffActor(account, { requestId: request.id, ip: request.ip });
      if (typeof access === 'object' && !holdsAccess(request.actor.labels, access)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The database and the signed-in actor, for a service called from a non-public route. */
export function serviceContext(db: Db, request: FastifyRequest): ServiceContext {
  return { db, actor: requireActor(request) };
}
