/**
 * A notification's link, made safe to put in an href: http(s) URLs and paths on our own origin only,
 * so that a stored `javascript:` or `data:` URL can never run.
 */
export function toSafeHref(link: string | null | undefined, origin: string = window.location.origin): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
