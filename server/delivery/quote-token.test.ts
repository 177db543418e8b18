import { describe, expect, it } from 'vitest';
import { checkQuote, quoteSigningKey, signQuote, type QuoteClaim } from './quote-token';

const key = quoteSigningKey('a session secret of at least thirty-two characters');
const claim: QuoteClaim = {
  carrier: 'andreani',
  service: 'Estándar a sucursal',
  mode: 'branch',
  priceCentavos: 2_755_000,
  deliveryDaysMin: 5,
  deliveryDaysMax: 8,
  code: '9410',
  province: 'V',
  parcels: '30x20x15:15000',
  expiresAt: Date.parse('2026-12-01T12:00:00Z'),
};
const before = Date.parse('2026-12-01T11:00:00Z');

describe('quote ids', () => {
  it('give back exactly what was quoted, for the same parcels, until they expire', () => {
    const id = signQuote(key, claim);
    expect(checkQuote(key, id, claim.parcels, before)).toEqual({ ok: true, claim });
    expect(checkQuote(key, id, claim.parcels, claim.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(checkQuote(key, id, '40x30x25:30000', before)).toEqual({ ok: false, reason: 'cart-changed' });
  });

  it('refuse a price changed by the client, another shop key, and what is not an id', () => {
    const id = signQuote(key, claim);
    const [body, mac] = id.split('.');
    const fields = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
    fields[4] = 100;
    const cheaper = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
    expect(checkQuote(key, cheaper, claim.parcels, before)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkQuote(quoteSigningKey('another secret of at least thirty-two characters'), id, claim.parcels, before)).toEqual({ ok: false, reason: 'malformed' });
    for (const junk of ['', 'abc', 'a.b.c', `${body}.`]) expect(checkQuote(key, junk, claim.parcels, before).ok).toBe(false);
  });
});
