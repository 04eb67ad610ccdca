import type { PermissionLabel } from '@ua/contracts';
import type { ActorContext, StaffActor } from './actor.ts';

/**
 * What every route declares where it is defined: who may call it.
 * A route that declares nothing cannot be registered (see the auth plugin).
 */
export type RouteAccess = 'public' | 'signed-in' | { label: PermissionLabel } | { anyLabel: readonly [PermissionLabel, ...PermissionLabel[]] };

/** Whether labels held let a caller through a route's labelled access: its one label, or any of its labels. */
export function holdsAccess(held: ReadonlySet<PermissionLabel>, access: Exclude<RouteAccess, 'public' | 'signed-in'>): boolean {
  return 'label' in access ? held.has(access.label) : access.anyLabel.some((label) => held.has(label));
}

/** A route whose `:id` names something one user owns declares it, so the suites prove 404 across owners. */
export type OwnedResource = 'notification';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    ownedResource?: OwnedResource;
  }
  interface FastifyRequest {
    /**
     * Who calls: the signed-in staff member on every non-public route (labels loaded with the account,
     * once), an anonymous actor with the caller's address on public ones. Read it through `actorOf`.
     */
    actor: ActorContext | null;
  }
}
export type { StaffActor };
