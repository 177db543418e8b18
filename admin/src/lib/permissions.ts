/** The staff permissions the app shows or hides things by (roles are sets of these). */
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

/** What a staff member may do: a set of granted permissions. */
export interface Grants {
  has(permission: Permission): boolean;
}

export function grantsOf(permissions: readonly string[]): Grants {
  const set = new Set(permissions);
  return { has: (permission) => set.has(permission) };
}

/** One entry of the side navigation: its path under /admin, its label key and what it needs. */
export interface NavItem {
  path: string;
  label:
    | 'admin.NAV_ORDERS'
    | 'admin.NAV_RETURNS'
    | 'admin.NAV_REJECTED_INVOICES'
    | 'admin.NAV_PARCELS'
    | 'admin.NAV_MESSAGES'
    | 'admin.NAV_REVIEWS'
    | 'admin.NAV_PRICE_LISTS'
    | 'admin.NAV_RATES'
    | 'admin.NAV_APPS'
    | 'admin.NAV_STAFF'
    | 'admin.NAV_AUDIT';
  needs: Permission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/orders', label: 'admin.NAV_ORDERS', needs: 'orders:read' },
  { path: '/returns', label: 'admin.NAV_RETURNS', needs: 'orders:read' },
  { path: '/invoices/rejected', label: 'admin.NAV_REJECTED_INVOICES', needs: 'orders:read' },
  { path: '/shipping/parcels', label: 'admin.NAV_PARCELS', needs: 'orders:read' },
  { path: '/reviews', label: 'admin.NAV_REVIEWS', needs: 'catalogue:moderate' },
  { path: '/prices', label: 'admin.NAV_PRICE_LISTS', needs: 'prices:import' },
  { path: '/rates', label: 'admin.NAV_RATES', needs: 'rates:manage' },
  { path: '/messages', label: 'admin.NAV_MESSAGES', needs: 'messages:read' },
  { path: '/apps', label: 'admin.NAV_APPS', needs: 'apps:manage' },
  { path: '/staff', label: 'admin.NAV_STAFF', needs: 'staff:manage' },
  { path: '/audit', label: 'admin.NAV_AUDIT', needs: 'staff:manage' },
];

/** The navigation a staff member sees: only what their permissions allow. */
export function visibleNav(grants: Grants, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => grants.has(item.needs));
}

/** Where a signed-in staff member lands: the first page they may see, or their own page when none. */
export function homePath(grants: Grants): string {
  return visibleNav(grants)[0]?.path ?? '/me';
}
