import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, GraphQLScalarType, isObjectType, Kind, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { AdminContext } from './context';
import { forbidden, unauthenticated } from './errors';
import type { Resolvers } from './generated/graphql';
import { allows, isPermission, type Permission } from '../staff/permissions';
import { adminResolvers } from './resolvers';

export const ADMIN_SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema-admin');

/** The SDL of the staff API, in file-name order, as one document. */
export function loadAdminTypeDefs(dir = ADMIN_SCHEMA_DIR): string {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

/** Who may call a field, as its directive says. */
export type FieldAccess = { kind: 'permission'; permission: Permission } | { kind: 'signedIn' } | { kind: 'open' };

/** The access a field's directive declares; null when it has none. Throws on an unknown permission. */
export function fieldAccess(field: GraphQLField<unknown, unknown>): FieldAccess | null {
  const found: FieldAccess[] = [];
  for (const d of field.astNode?.directives ?? []) {
    const name = d.name.value;
    if (name === 'open') found.push({ kind: 'open' });
    else if (name === 'signedIn') found.push({ kind: 'signedIn' });
    else if (name === 'permission') {
      const arg = d.arguments?.find((a) => a.name.value === 'name');
      const value = arg?.value.kind === Kind.STRING ? arg.value.value : '';
      if (!isPermission(value)) throw new Error(`${field.name}: unknown permission "${value}" (server/staff/permissions.ts)`);
      found.push({ kind: 'permission', permission: value });
    }
  }
  if (found.length > 1) throw new Error(`${field.name}: more than one access directive`);
  return found[0] ?? null;
}

/** Refuses before the resolver runs: UNAUTHENTICATED without a signed-in staff member, FORBIDDEN without the permission. */
export function checkAccess(access: FieldAccess, ctx: Pick<AdminContext, 'staff'>): void {
  if (access.kind === 'open') return;
  if (!ctx.staff) throw unauthenticated();
  if (access.kind === 'permission' && !allows(ctx.staff.permissions, access.permission)) throw forbidden(access.permission);
}

function describeAccess(access: FieldAccess): string {
  if (access.kind === 'permission') return `Requires the permission \`${access.permission}\`.`;
  if (access.kind === 'signedIn') return 'Requires a signed-in staff member.';
  return 'Open: no staff session needed.';
}

const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date.toISOString();
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return new Date(ast.value).toISOString();
  },
});

const JSONScalar = new GraphQLScalarType<unknown, unknown>({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v });

/**
 * The staff API's executable schema. Every field of Query and Mutation must declare its access
 * (`@permission(name:)`, `@signedIn` or `@open`; the build fails otherwise), and any other field
 * may: each declared access is checked before the field's resolver runs, and said in the field's
 * description (so the introspection names it, as the permission test reads it).
 */
export function buildAdminSchema(extra: Resolvers[] = []): GraphQLSchema {
  const resolvers: Record<string, Record<string, unknown>> = { DateTime: DateTime as never, JSON: JSONScalar as never };
  for (const r of [...adminResolvers, ...extra]) {
    for (const [type, fields] of Object.entries(r as Record<string, Record<string, unknown>>)) {
      resolvers[type] = { ...resolvers[type], ...fields };
    }
  }
  const schema = makeExecutableSchema({ typeDefs: loadAdminTypeDefs(), resolvers: resolvers as never });
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const root = type === schema.getQueryType() || type === schema.getMutationType();
    for (const field of Object.values(type.getFields())) {
      const access = fieldAccess(field as GraphQLField<unknown, unknown>);
      if (!access) {
        if (root) throw new Error(`${type.name}.${field.name} declares no access: add @permission(name: "…"), @signedIn or @open (schema-admin/)`);
        continue;
      }
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, AdminContext>;
      field.resolve = (source, args, ctx, info) => {
        checkAccess(access, ctx);
        return resolve(source, args, ctx, info);
      };
      field.description = [field.description, describeAccess(access)].filter(Boolean).join('\n\n');
    }
  }
  return schema;
}
