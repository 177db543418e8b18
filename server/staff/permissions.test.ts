import { describe, expect, it } from 'vitest';
import { allows, PERMISSIONS, rolePermissions } from './permissions';

describe('staff permissions', () => {
  it('gives the owner every permission, whatever the role row lists', () => {
    expect(rolePermissions('owner', [])).toEqual([...PERMISSIONS]);
  });

  it('gives another role only the known permissions it lists', () => {
    const granted = rolePermissions('viewer', ['orders:read', 'orders:delete-everything']);
    expect(granted).toEqual(['orders:read']);
    expect(allows(granted, 'orders:read')).toBe(true);
    expect(allows(granted, 'orders:manage')).toBe(false);
  });
});
