import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery, type IntrospectionField, type IntrospectionInputTypeRef, type IntrospectionQuery, type IntrospectionType } from 'graphql';
import { startTestShop, type TestShop } from '../helpers/shop';
import { PERMISSIONS } from '../../server/staff/permissions';
import { signedInStaff, StaffBrowser, type TestStaff } from './helpers';

// Every field of the staff API's Query and Mutation, as its introspection lists them (through the
// HTTP endpoint of a started shop), is asked by a staff member whose role has every permission but
// the one the field names: each is refused with FORBIDDEN naming that permission. The same staff
// member with the permission is not refused by it, and nobody without a session gets past any
// field that is not open.

let shop: TestShop;
let schema: IntrospectionQuery['__schema'];
let owner: TestStaff;

beforeAll(async () => {
  shop = await startTestShop();
  owner = await signedInStaff(shop, 'owner');
  const r = await owner.browser.gql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
  expect(r.errors).toBeUndefined();
  schema = r.data!.__schema;
});
afterAll(async () => {
  await shop?.close();
});

const typeOf = (name: string): IntrospectionType => {
  const t = schema.types.find((x) => x.name === name);
  if (!t) throw new Error(`no type ${name}`);
  return t;
};

/** A value of an input type that passes validation (required input fields filled, recursively). */
function sample(ref: IntrospectionInputTypeRef): unknown {
  if (ref.kind === 'NON_NULL') return sample(ref.ofType);
  if (ref.kind === 'LIST') return [sample(ref.ofType)];
  const t = typeOf(ref.name);
  if (t.kind === 'ENUM') return t.enumValues[0].name;
  if (t.kind === 'INPUT_OBJECT') {
    return Object.fromEntries(t.inputFields.filter((f) => f.type.kind === 'NON_NULL').map((f) => [f.name, sample(f.type)]));
  }
  switch (t.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'ID':
      return '00000000-0000-4000-8000-000000000000';
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    case 'JSON':
      return {};
    default:
      return 'sample-text-0123456789';
  }
}

function typeText(ref: IntrospectionInputTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType)}]`;
  return ref.name;
}

function namedKind(field: IntrospectionField): string {
  let t = field.type;
  while (t.kind === 'NON_NULL' || t.kind === 'LIST') t = t.ofType;
  return t.kind;
}

/** A document asking for one field with required arguments given as variables (and `__typename` under an object). */
function operationFor(kind: 'query' | 'mutation', field: IntrospectionField): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null);
  const vars = required.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(namedKind(field)) ? ' { __typename }' : '';
  return {
    query: `${kind}${vars ? ` (${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

/** The fields of Query and Mutation with the permission each names in its description (null: none). */
function rootFields(): Array<{ kind: 'query' | 'mutation'; field: IntrospectionField; permission: string | null; access: string }> {
  const out: Array<{ kind: 'query' | 'mutation'; field: IntrospectionField; permission: string | null; access: string }> = [];
  for (const [kind, name] of [['query', schema.queryType.name], ['mutation', schema.mutationType?.name]] as const) {
    if (!name) continue;
    const t = typeOf(name);
    if (t.kind !== 'OBJECT') continue;
    for (const field of t.fields) {
      const description = field.description ?? '';
      const permission = /Requires the permission `([^`]+)`/.exec(description)?.[1] ?? null;
      const access = permission ? 'permission' : /Requires a signed-in staff member/.test(description) ? 'signedIn' : /Open: no staff session needed/.test(description) ? 'open' : 'none';
      out.push({ kind, field, permission, access });
    }
  }
  return out;
}

describe('every field of the staff API asks for its permission', () => {
  it('declares the access of every root field, with a known permission', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(10);
    for (const f of fields) {
      expect(f.access, `${f.field.name}`).not.toBe('none');
      if (f.permission) expect(PERMISSIONS as readonly string[], f.field.name).toContain(f.permission);
    }
    // The fields open to anyone are the steps of signing in: a new one is a decision, made here.
    expect(fields.filter((f) => f.access === 'open').map((f) => f.field.name).sort()).toEqual(['acceptInvitation', 'invitation', 'signIn', 'verifyTotp', 'viewer']);
  });

  it('refuses each field with FORBIDDEN naming its permission to a staff member without it, and not to one with it', async () => {
    const fields = rootFields().filter((f) => f.permission !== null);
    const checked: string[] = [];
    for (const permission of PERMISSIONS) {
      const mine = fields.filter((f) => f.permission === permission);
      if (mine.length === 0) continue;
      // A role with every permission but this one.
      const role = `all-but-${permission.replace(':', '-')}`;
      await shop.server.services.db.query('insert into staff_roles (code, name, permissions) values ($1, $1, $2) on conflict (code) do nothing', [
        role,
        PERMISSIONS.filter((p) => p !== permission),
      ]);
      const without = await signedInStaff(shop, role);
      for (const f of mine) {
        const { query, variables } = operationFor(f.kind, f.field);
        const r = await without.browser.gql(query, variables);
        expect(r.errors?.[0]?.extensions?.code, `${f.field.name} without ${permission}: ${JSON.stringify(r.errors)}`).toBe('FORBIDDEN');
        expect(r.errors?.[0]?.extensions?.permission).toBe(permission);
        expect(r.errors?.[0]?.message).toContain(permission);
        expect(r.status).toBe(403);
        // The owner is not refused for want of it (another error, such as NOT_FOUND for a made-up id, may follow).
        const allowed = await owner.browser.gql(query, variables);
        expect((allowed.errors ?? []).map((e) => e.extensions?.code), `${f.field.name} as owner`).not.toContain('FORBIDDEN');
        checked.push(f.field.name);
      }
    }
    expect(checked.sort()).toEqual(fields.map((f) => f.field.name).sort());
  });

  it('refuses every field that is not open with UNAUTHENTICATED without a staff session', async () => {
    const anonymous = new StaffBrowser(shop.url);
    for (const f of rootFields().filter((x) => x.access !== 'open')) {
      const { query, variables } = operationFor(f.kind, f.field);
      const r = await anonymous.gql(query, variables);
      expect(r.errors?.[0]?.extensions?.code, f.field.name).toBe('UNAUTHENTICATED');
      expect(r.status).toBe(401);
    }
  });
});
