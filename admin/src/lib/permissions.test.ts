import { describe, expect, it } from 'vitest';
import { grantsOf, homePath, visibleNav } from './permissions';

describe('staff navigation by permission', () => {
  it('shows an owner every section', () => {
    const owner = grantsOf(['orders:read', 'orders:manage', 'payments:refund', 'staff:manage']);
    expect(visibleNav(owner).map((i) => i.path)).toEqual(['/orders', '/returns', '/invoices/rejected', '/shipping/parcels', '/staff', '/audit']);
    expect(homePath(owner)).toBe('/orders');
  });

  it('hides staff and audit from someone who only reads orders', () => {
    const clerk = grantsOf(['orders:read']);
    expect(visibleNav(clerk).map((i) => i.path)).toEqual(['/orders', '/returns', '/invoices/rejected', '/shipping/parcels']);
  });

  it('shows the inbox to those who read messages, and apps only to those who manage them', () => {
    const viewer = grantsOf(['orders:read', 'messages:read']);
    expect(visibleNav(viewer).map((i) => i.path)).toContain('/messages');
    expect(visibleNav(viewer).map((i) => i.path)).not.toContain('/apps');
    expect(visibleNav(grantsOf(['apps:manage'])).map((i) => i.path)).toEqual(['/apps']);
  });

  it('shows moderators the reviews and the rates keepers the rates', () => {
    const catalogue = grantsOf(['catalogue:moderate', 'rates:manage', 'prices:import']);
    expect(visibleNav(catalogue).map((i) => i.path)).toEqual(['/reviews', '/prices', '/rates']);
    expect(homePath(catalogue)).toBe('/reviews');
  });

  it('shows price lists to someone who imports them, and lands them there', () => {
    const importer = grantsOf(['prices:import']);
    expect(visibleNav(importer).map((i) => i.path)).toEqual(['/prices']);
    expect(homePath(importer)).toBe('/prices');
  });

  it('leaves a staff member without any section on their own page', () => {
    const nobody = grantsOf([]);
    expect(visibleNav(nobody)).toEqual([]);
    expect(homePath(nobody)).toBe('/me');
  });
});
