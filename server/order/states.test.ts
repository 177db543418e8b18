import { describe, expect, it } from 'vitest';
import { ORDER_STATES, nextStates, releasesStock, shopperIsTold, transitionProblem, type OrderState } from './states';

const shipment = { carrier: 'Andreani', trackingNumber: 'AND-000123' };

describe('order states', () => {
  const allowed: Array<[OrderState, OrderState]> = [
    ['PENDING', 'PREPARING'],
    ['PENDING', 'CANCELLED'],
    ['PREPARING', 'SHIPPED'],
    ['PREPARING', 'CANCELLED'],
    ['SHIPPED', 'DELIVERED'],
  ];

  it.each(allowed)('lets an order move from %s to %s', (from, to) => {
    expect(transitionProblem(from, { to, ...shipment })).toBeNull();
  });

  const refused = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to] as [OrderState, OrderState])).filter(
    ([from, to]) => !allowed.some(([f, t]) => f === from && t === to),
  );

  it('refuses every other move (20 of the 25 pairs), naming the moves that are open', () => {
    expect(refused).toHaveLength(20);
    for (const [from, to] of refused) {
      expect(transitionProblem(from, { to, ...shipment }), `${from} → ${to}`).toEqual({ kind: 'refused', allowed: nextStates(from) });
    }
  });

  it('never cancels an order once shipped, and ends at DELIVERED and CANCELLED', () => {
    expect(nextStates('SHIPPED')).not.toContain('CANCELLED');
    expect(nextStates('DELIVERED')).toEqual([]);
    expect(nextStates('CANCELLED')).toEqual([]);
  });

  it('ships only with a carrier and a tracking number', () => {
    expect(transitionProblem('PREPARING', { to: 'SHIPPED' })).toEqual({ kind: 'shipment-missing', field: 'carrier' });
    expect(transitionProblem('PREPARING', { to: 'SHIPPED', carrier: '  ', trackingNumber: 'X1' })).toEqual({ kind: 'shipment-missing', field: 'carrier' });
    expect(transitionProblem('PREPARING', { to: 'SHIPPED', carrier: 'OCA', trackingNumber: ' ' })).toEqual({ kind: 'shipment-missing', field: 'trackingNumber' });
    expect(transitionProblem('PREPARING', { to: 'SHIPPED', carrier: 'OCA', trackingNumber: 'x'.repeat(61) })).toEqual({ kind: 'shipment-missing', field: 'trackingNumber' });
  });

  it('prepares an order paid online only once its payment is approved; an unpaid one may be cancelled', () => {
    expect(transitionProblem('PENDING', { to: 'PREPARING', paymentStatus: 'PENDING' })).toEqual({ kind: 'not-paid' });
    expect(transitionProblem('PENDING', { to: 'PREPARING', paymentStatus: 'REJECTED' })).toEqual({ kind: 'not-paid' });
    expect(transitionProblem('PENDING', { to: 'PREPARING', paymentStatus: 'APPROVED' })).toBeNull();
    expect(transitionProblem('PENDING', { to: 'PREPARING', paymentStatus: null })).toBeNull();
    expect(transitionProblem('PENDING', { to: 'CANCELLED', paymentStatus: 'PENDING' })).toBeNull();
  });

  it('releases stock on cancelling only, and tells the shopper of every move but none', () => {
    expect(ORDER_STATES.filter(releasesStock)).toEqual(['CANCELLED']);
    expect(ORDER_STATES.filter(shopperIsTold)).toEqual(['PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED']);
  });
});
