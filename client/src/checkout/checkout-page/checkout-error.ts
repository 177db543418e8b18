import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';
import { apiErrorCode, apiErrorKey } from '../../lib/api-error/api-error';
import type { TranslationKey } from '../../i18n/keys';
import { ADDRESS_FIELDS, type AddressField } from '../address-draft';
import { addressFieldLabel } from './address-fields';

const FIELD_MESSAGES: ReadonlySet<string> = new Set([
  'ERROR_FORM_REQUIRED',
  'ERROR_FORM_INCORRECT_EMAIL',
  'ERROR_FORM_TOO_LONG',
  'ERROR_FORM_UNKNOWN_COUNTRY',
  'ERROR_FORM_UNKNOWN_PROVINCE',
  'ERROR_FORM_POSTCODE_AR',
  'ERROR_FORM_POSTCODE_PROVINCE',
  'ERROR_FORM_DNI_DIGITS',
  'ERROR_FORM_CUIT_DIGITS',
  'ERROR_FORM_CUIT_PREFIX',
  'ERROR_FORM_CUIT_CHECK_DIGIT',
  'ERROR_FORM_CUIT_REQUIRED',
]);

/**
 * What to tell the shopper when placing the order failed: a lost connection (retry: the same
 * attempt key places one order), a field the server refused (named, with its message), or the
 * server's code as ERROR_API_<code>.
 */
export function checkoutErrorMessage(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (!CombinedGraphQLErrors.is(error)) return t('ERROR_CHECKOUT_NETWORK');
  const first = error.errors[0];
  const field = first?.extensions?.field;
  if (apiErrorCode(error) === 'BAD_USER_INPUT' && first && FIELD_MESSAGES.has(first.message)) {
    const message = t(first.message as TranslationKey);
    if (typeof field === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(field)) {
      return t('ERROR_CHECKOUT_FIELD', { field: t(addressFieldLabel(field as AddressField)), message });
    }
    if (field === 'comment') return t('ERROR_CHECKOUT_FIELD', { field: t('INPUT_ORDER_COMMENT_LABEL'), message });
    return message;
  }
  return t(apiErrorKey(error, exists));
}
