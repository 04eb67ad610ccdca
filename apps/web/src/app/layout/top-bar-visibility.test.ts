import { describe, expect, it } from 'vitest';
import { showsTopBar } from './top-bar-visibility';

describe('showsTopBar', () => {
  it.each(['/', '/bookings', '/notifications/12'])('shows it on %s', (path) => {
    expect(showsTopBar(path)).toBe(true);
  });

  it.each(['/erp', '/erp/bookings', '/payment-mail', '/mail/inbox', '/media-drive/photos', '/tools/erp-sync'])('hides it on %s, whose path contains erp, mail or media-drive', (path) => {
    expect(showsTopBar(path)).toBe(false);
  });
});
