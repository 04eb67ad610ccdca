import { toSafeHref } from '../../../lib/safe-href';

/** Where opening a notification goes: a page of this app (routed in place), another site (a new tab), or nowhere. */
export type NotificationTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string } | undefined;

export function notificationTarget(link: string | null | undefined, origin: string = window.location.origin): NotificationTarget {
  const href = toSafeHref(link, origin);
  if (!href) return undefined;
  const url = new URL(href);
  return url.origin === origin ? { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` } : { kind: 'external', href };
}
