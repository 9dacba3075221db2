/** @jest-environment node */
import { isLinkActive } from './activeLink';

describe('isLinkActive', () => {
  it('matches the path itself and paths under it, not siblings that share a prefix', () => {
    expect(isLinkActive('/apps/email', '/apps/email')).toBe(true);
    expect(isLinkActive('/apps/email', '/apps/email/filter/sent')).toBe(true);
    expect(isLinkActive('/apps/invoice/list', '/apps/invoice/list')).toBe(true);
    expect(isLinkActive('/apps/user/list', '/apps/user/listing')).toBe(false);
    expect(isLinkActive('/pages/account-settings/account?x=1', '/pages/account-settings/account')).toBe(true);
  });
});
