import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LINK_MESSAGE, isSafeNotificationLink, notificationLinkSchema } from '@ua/contracts';

/** The contract's link rule, which the server and the composer share: a link goes where it reads it goes. */
describe('notification links (contract)', () => {
  it.each([
    'https://ua-internal.example@evil.com/login',
    'https://user@status.example.com/',
    'http://admin:secret@intranet:8080/handbook',
    'https://:secret@status.example.com/',
    'https://@evil.com/',
    'https://bank.example:@evil.com/',
    'HTTPS://USER@EVIL.COM',
    'https://user%40ua-internal.example@evil.com/',
    // Browsers add the slashes an http(s) link leaves out.
    'http:user@evil.com',
    'https:/ua-internal.example@evil.com/',
  ])('refuses %s, which carries credentials', (link) => {
    expect(isSafeNotificationLink(link)).toBe(false);
    const result = notificationLinkSchema.safeParse(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/user name or password/);
  });

  it.each([
    'https://status.example.com/incidents/42',
    'http://intranet:8080/handbook',
    '/payments/UA-24090?tab=due#top',
    // An @ after the host is in the path, query or fragment: it names nobody.
    'https://status.example.com/people/@asha',
    'https://status.example.com/?by=asha@ua.test',
    'https://status.example.com/#asha@ua.test',
    '/staff/asha@ua.test',
  ])('accepts %s', (link) => {
    expect(isSafeNotificationLink(link)).toBe(true);
    expect(notificationLinkSchema.parse(link)).toBe(link);
  });

  it('keeps the general message for links that are unsafe for another reason', () => {
    expect(notificationLinkSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(NOTIFICATION_LINK_MESSAGE);
  });
});
