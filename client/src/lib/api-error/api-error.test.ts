import { CombinedGraphQLErrors } from '@apollo/client';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiErrorCode, apiErrorKey, ERROR_CODE_TEXTS } from './api-error';

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/i18n');
const locales = readdirSync(i18nDir).filter((f) => f.endsWith('.json')).sort();

/** A failed operation as Apollo Client hands it to a page. */
const failure = (code: unknown) => new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code } }] });

describe('API error codes', () => {
  it('has ERROR_API_<code> in each of the four translation files for every code the client shows', () => {
    expect(locales).toEqual(['en-RTL.json', 'en.json', 'es.json', 'ru.json']);
    const shown = Object.entries(ERROR_CODE_TEXTS).filter(([, key]) => key !== null);
    for (const [code, key] of shown) expect(key).toBe(`ERROR_API_${code}`);
    for (const locale of locales) {
      const table = JSON.parse(readFileSync(join(i18nDir, locale), 'utf8')) as Record<string, unknown>;
      const missing = shown.filter(([, key]) => typeof table[key ?? ''] !== 'string' || table[key ?? ''] === '').map(([code]) => code);
      expect(missing, locale).toEqual([]);
      expect(typeof table.ERROR_API_UNKNOWN, locale).toBe('string');
    }
  });

  it('never shows the codes answered for other apps, followed by the links or said by the forms in their own words', () => {
    const silent = Object.entries(ERROR_CODE_TEXTS).filter(([, key]) => key === null).map(([code]) => code).sort();
    expect(silent).toEqual([
      'BAD_REQUEST', 'BAD_REQUEST_VARIABLES', 'BAD_USER_INPUT', 'CROSS_ORIGIN_COOKIE', 'CSRF_TOKEN_INVALID', 'ERROR_ADD_TO_CART_OPTIONS', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED',
      'IDEMPOTENCY_KEY_REUSED', 'INTERNAL_SERVER_ERROR', 'OPERATION_NOT_TRUSTED', 'OPERATION_RESOLUTION_FAILURE', 'ORDER_TRANSITION_REFUSED', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED',
      'PERSISTED_QUERY_VERSION_NOT_SUPPORTED', 'PROVIDER_REDIRECT',
      'QUERY_TOO_COMPLEX', 'QUERY_TOO_COSTLY', 'QUERY_TOO_DEEP', 'REFUND_EXCEEDS_REMAINING', 'REFUND_NOT_POSSIBLE', 'RETURN_STEP_REFUSED', 'TOKEN_EXPIRED', 'TOKEN_INVALID', 'VIN_INVALID', 'VIN_NOT_FOUND',
    ]);
  });

  it('reads extensions.code as an ErrorCode, and any other value as none', () => {
    expect(apiErrorCode(failure('LIST_FULL'))).toBe('LIST_FULL');
    expect(apiErrorCode(failure('SOMETHING_ELSE'))).toBeUndefined();
    expect(apiErrorCode(failure(42))).toBeUndefined();
    expect(apiErrorCode(new Error('offline'))).toBeUndefined();
  });

  it('shows a known code’s own text, and ERROR_API_UNKNOWN for the rest', () => {
    const all = () => true;
    expect(apiErrorKey(failure('CART_EMPTY'), all)).toBe('ERROR_API_CART_EMPTY');
    expect(apiErrorKey(failure('BAD_USER_INPUT'), all)).toBe('ERROR_API_UNKNOWN');
    expect(apiErrorKey(failure('SOMETHING_ELSE'), all)).toBe('ERROR_API_UNKNOWN');
    expect(apiErrorKey(failure('CART_EMPTY'), () => false)).toBe('ERROR_API_UNKNOWN');
  });
});
