import { describe, expect, it } from 'vitest';
import { providerRedirectLocation } from './provider-redirect';

describe('provider redirect', () => {
  it('follows the location of a PROVIDER_REDIRECT error', () => {
    expect(providerRedirectLocation([{ extensions: { code: 'NOT_FOUND' } }, { extensions: { code: 'PROVIDER_REDIRECT', location: 'https://login.example.test/a' } }])).toBe(
      'https://login.example.test/a',
    );
    expect(providerRedirectLocation([{ extensions: { code: 'PROVIDER_REDIRECT', url: '/account/login' } }])).toBe('/account/login');
  });

  it('ignores other errors and unsafe locations', () => {
    expect(providerRedirectLocation([{ extensions: { code: 'AUTH_WRONG_PASSWORD', location: '/x' } }])).toBeNull();
    expect(providerRedirectLocation([{ extensions: { code: 'PROVIDER_REDIRECT', location: 'javascript:alert(1)' } }])).toBeNull();
    expect(providerRedirectLocation(undefined)).toBeNull();
  });
});
