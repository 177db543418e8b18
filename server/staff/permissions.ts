/**
 * What a staff member may do: permission strings, each guarding fields of the staff API
 * (schema-admin/*.graphql, `@permission(name: "…")`). A role is a set of them; the owner role has
 * every permission, including any added later.
 */
export const PERMISSIONS = [
  'orders:read',
  'orders:manage',
  'payments:refund',
  'prices:import',
  'catalogue:moderate',
  'messages:read',
  'staff:manage',
  'apps:manage',
  'shipping:manage',
  'messages:answer',
  'rates:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const OWNER_ROLE = 'owner';

const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/** The permissions of a role: every one for the owner, else the role's list (unknown strings dropped). */
export function rolePermissions(role: string, listed: readonly string[]): Permission[] {
  if (role === OWNER_ROLE) return [...PERMISSIONS];
  return PERMISSIONS.filter((p) => listed.includes(p));
}

/** Whether a set of permissions holds `needed`. */
export function allows(granted: readonly string[], needed: Permission): boolean {
  return granted.includes(needed);
}
