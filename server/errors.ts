import { GraphQLError } from 'graphql';
import type { ErrorCode } from './generated/graphql';

/**
 * An expected failure a client can act on: a stable `extensions.code` (one of the schema's
 * `ErrorCode`s, such as AUTH_WRONG_PASSWORD or NOT_FOUND, so a misspelt code fails the typecheck),
 * a readable message, and optionally the HTTP status the answer should carry when nothing else in
 * it succeeded. Other extensions may not carry a code of their own.
 */
export function userError(
  code: ErrorCode,
  message: string,
  options: { status?: number; extensions?: { [key: string]: unknown; code?: never } } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code,
      ...options.extensions,
      ...(options.status ? { http: { status: options.status } } : {}),
    },
  });
}

/** 'Page Not Found' with code NOT_FOUND (404), as the specification answers unknown orders and VINs. */
export function notFound(message = 'Page Not Found', code: ErrorCode = 'NOT_FOUND'): GraphQLError {
  return userError(code, message, { status: 404 });
}

/** Bad input: code BAD_USER_INPUT unless a more precise one is given; names the field when it helps. */
export function badInput(message: string, field?: string, code: ErrorCode = 'BAD_USER_INPUT'): GraphQLError {
  return userError(code, message, { status: 400, extensions: field ? { field } : {} });
}
