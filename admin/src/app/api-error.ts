import { CombinedGraphQLErrors } from '@apollo/client';
import type { AdminErrorCode } from '../gql/graphql';

/** The staff API's error code of a failed operation (`extensions.code`), or null for a network failure. */
export function adminErrorCode(error: unknown): AdminErrorCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? (code as AdminErrorCode) : null;
}

/** The permission a FORBIDDEN error names (`extensions.permission`). */
export function forbiddenPermission(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const permission = error.errors.find((e) => e.extensions?.code === 'FORBIDDEN')?.extensions?.permission;
  return typeof permission === 'string' ? permission : null;
}

/** The translation key of an error the staff sees. */
export function errorMessageKey(error: unknown) {
  switch (adminErrorCode(error)) {
    case 'WRONG_CREDENTIALS':
      return 'admin.ERROR_WRONG_CREDENTIALS' as const;
    case 'TOTP_INVALID':
      return 'admin.ERROR_TOTP_INVALID' as const;
    case 'TOTP_REPLAYED':
      return 'admin.ERROR_TOTP_REPLAYED' as const;
    case 'INVITATION_INVALID':
      return 'admin.ERROR_INVITATION_INVALID' as const;
    case 'RATE_LIMITED':
      return 'admin.ERROR_RATE_LIMITED' as const;
    case 'UNAUTHENTICATED':
      return 'admin.ERROR_SESSION_ENDED' as const;
    case 'FORBIDDEN':
      return 'admin.ERROR_FORBIDDEN' as const;
    case 'BAD_USER_INPUT':
      return 'admin.ERROR_BAD_INPUT' as const;
    case 'NOT_FOUND':
      return 'admin.ERROR_NOT_FOUND' as const;
    case 'ORDER_TRANSITION_REFUSED':
      return 'admin.ERROR_ORDER_TRANSITION_REFUSED' as const;
    case 'REFUND_NOT_POSSIBLE':
      return 'admin.ERROR_REFUND_NOT_POSSIBLE' as const;
    case 'REFUND_EXCEEDS_REMAINING':
      return 'admin.ERROR_REFUND_EXCEEDS_REMAINING' as const;
    case 'IDEMPOTENCY_KEY_REUSED':
      return 'admin.ERROR_IDEMPOTENCY_KEY_REUSED' as const;
    case 'RETURN_STEP_REFUSED':
      return 'admin.ERROR_RETURN_STEP_REFUSED' as const;
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return 'admin.ERROR_PAYMENT_PROVIDER_UNAVAILABLE' as const;
    case 'PAYMENT_NOT_OFFLINE':
      return 'admin.ERROR_PAYMENT_NOT_OFFLINE' as const;
    case 'ORDER_ALREADY_PAID':
      return 'admin.ERROR_ORDER_ALREADY_PAID' as const;
    case 'INVOICE_NOT_REJECTED':
      return 'admin.ERROR_INVOICE_NOT_REJECTED' as const;
    case 'INVOICING_UNAVAILABLE':
      return 'admin.ERROR_INVOICING_UNAVAILABLE' as const;
    case 'REVIEW_STATE_REFUSED':
      return 'admin.ERROR_REVIEW_STATE_REFUSED' as const;
    case null:
      return 'admin.ERROR_NETWORK' as const;
    default:
      return 'admin.ERROR_UNKNOWN' as const;
  }
}
