import { GraphQLError } from 'graphql';
import type { AdminErrorCode } from './generated/graphql';
import type { Permission } from '../staff/permissions';

/**
 * An expected failure of the staff API: a stable `extensions.code` (one of schema-admin's
 * `AdminErrorCode`s, so a misspelt code fails the typecheck), a readable message, and the HTTP status
 * the answer carries when nothing else in it succeeded.
 */
export function adminError(
  code: AdminErrorCode,
  message: string,
  options: { status?: number; extensions?: { [key: string]: unknown; code?: never } } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, ...options.extensions, ...(options.status ? { http: { status: options.status } } : {}) },
  });
}

/** FORBIDDEN, naming the permission the staff member lacks (message and `extensions.permission`). */
export function forbidden(permission: Permission): GraphQLError {
  return adminError('FORBIDDEN', `This needs the permission ${permission}.`, { status: 403, extensions: { permission } });
}

/** UNAUTHENTICATED: no staff session (none, ended, or still waiting for its second factor). */
export function unauthenticated(message = 'Sign in to the staff side first.'): GraphQLError {
  return adminError('UNAUTHENTICATED', message, { status: 401 });
}

export function adminBadInput(message: string, field?: string): GraphQLError {
  return adminError('BAD_USER_INPUT', message, { status: 400, extensions: field ? { field } : {} });
}

export function adminNotFound(message = 'Not found'): GraphQLError {
  return adminError('NOT_FOUND', message, { status: 404 });
}
