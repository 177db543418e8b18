import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('the page after signing in', () => {
  it('goes back to a page of the shop', () => {
    expect(safeReturnPath('/account/orders?page=2')).toBe('/account/orders?page=2');
    expect(safeReturnPath('/account/addresses/12')).toBe('/account/addresses/12');
  });

  it('goes to the dashboard for nothing, another site, or the login page itself', () => {
    for (const raw of [null, undefined, '', 'account/orders', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/account/login', '/account/login?back=/x']) {
      expect(safeReturnPath(raw)).toBe('/account/dashboard');
    }
  });

  it('builds the login address that comes back', () => {
    expect(loginPathFor('/account/orders/5')).toBe('/account/login?back=%2Faccount%2Forders%2F5');
    expect(loginPathFor('/account/dashboard')).toBe('/account/login');
  });
});
