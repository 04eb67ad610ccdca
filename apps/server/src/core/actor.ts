import { permissionLabels, type PermissionLabel } from '@ua/contracts/constants';
import type { Db } from '../db/client.ts';

/**
 * Who is acting, for services and the audit log: a signed-in staff member (built once per request by
 * the auth plugin, labels included) or the system (a job). Services take this, never a request.
 */
export type ActorContext = {
  kind: 'staff' | 'system' | 'anonymous';
  /** The staff member's id; null for the system and for a caller not signed in. */
  userId: number | null;
  email: string | null;
  firstName: string;
  /** The union of the labels of the actor's access levels; the system holds every label. */
  labels: ReadonlySet<PermissionLabel>;
  /** The request id of the call (x-request-id), or the job's run id. */
  requestId: string | null;
  /** The caller's address; null for the system. */
  ip: string | null;
};

/** A signed-in staff member, as the auth plugin builds them. */
export type StaffActor = ActorContext & { kind: 'staff'; userId: number; email: string };

export function staffActor(user: { id: number; email: string; firstName: string; labels: readonly PermissionLabel[] }, request: { requestId: string; ip: string }): StaffActor {
  return { kind: 'staff', userId: user.id, email: user.email, firstName: user.firstName, labels: new Set(user.labels), requestId: request.requestId, ip: request.ip };
}

const ALL_LABELS: ReadonlySet<PermissionLabel> = new Set(permissionLabels);

/** A caller of a public route (signing in, the health checks): no account, but an address and a request. */
export function anonymousActor(request: { requestId: string; ip: string }): ActorContext {
  return { kind: 'anonymous', userId: null, email: null, firstName: '', labels: NO_LABELS, requestId: request.requestId, ip: request.ip };
}

const NO_LABELS: ReadonlySet<PermissionLabel> = new Set();

/** The actor of work no person asked for at that moment: jobs, schedules, start-up. */
export function systemActor(runId: string | null = null): ActorContext {
  return { kind: 'system', userId: null, email: null, firstName: 'System', labels: ALL_LABELS, requestId: runId, ip: null };
}

export function can(actor: ActorContext, label: PermissionLabel): boolean {
  return actor.labels.has(label);
}

/** What a service's write needs besides its input: the database (or transaction) and who acts. */
export type ServiceContext<A extends ActorContext = StaffActor> = { db: Db; actor: A };
