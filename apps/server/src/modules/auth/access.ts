import type { PermissionLabel } from '@ua/contracts';

/**
 * What every route declares where it is defined: who may call it.
 * A route that declares nothing cannot be registered (see the auth plugin).
 */
export type RouteAccess = 'public' | 'signed-in' | { label: PermissionLabel };

/** A route whose `:id` names something one user owns declares it, so the suites prove 404 across owners. */
export type OwnedResource = 'notification';

export type AuthUser = {
  id: number;
  email: string;
  firstName: string;
  tokenVersion: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    ownedResource?: OwnedResource;
  }
  interface FastifyRequest {
    /** Set for every route that is not public; routes read it through `requireUser`. */
    authUser: AuthUser | null;
  }
}
