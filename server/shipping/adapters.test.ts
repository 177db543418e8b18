import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCarriersStandIn, type CarriersStandIn } from '../../fixtures/carriers/index';
import { andreaniCarrier } from './andreani';
import { correoArgentinoCarrier } from './correo-argentino';
import { ocaCarrier } from './oca';
import { CATEGORY_PARCELS, packParcels } from './parcels';
import { CarrierError, type CarrierPort, type QuoteRequest } from './port';

let standIn: CarriersStandIn;
let carriers: CarrierPort[];
const options = { timeoutMs: 3000, quoteTtlMinutes: 30 };

beforeAll(async () => {
  standIn = await startCarriersStandIn();
  carriers = [andreaniCarrier(standIn.andreani, options), correoArgentinoCarrier(standIn.correoArgentino, options), ocaCarrier(standIn.oca, options)];
});
afterAll(() => standIn.close());
beforeEach(() => standIn.set('all', { fault: 'none', latencyMs: 0, jitterMs: 0 }));

const parcels = packParcels([{ quantity: 1, category: 'brake-disc-pair' }, { quantity: 2, category: 'filter' }]);
const request = (destinationPostcode: string, destinationProvince: string): QuoteRequest => ({
  originPostcode: '1425',
  destinationPostcode,
  destinationProvince,
  parcels,
  declaredValueCentavos: 18_500_000,
});

describe.each(['andreani', 'correo-argentino', 'oca'] as const)('%s against the stand-in', (id) => {
  const carrier = () => carriers.find((c) => c.id === id) as CarrierPort;

  it('quotes home and branch delivery in centavos, dearer and slower to Ushuaia than to Buenos Aires', async () => {
    const caba = await carrier().quote(request('1425', 'C'));
    const ushuaia = await carrier().quote(request('9410', 'V'));
    for (const quotes of [caba, ushuaia]) {
      expect(quotes.map((q) => q.mode).sort()).toEqual(['branch', 'home']);
      for (const q of quotes) {
        expect(q.carrier).toBe(id);
        expect(Number.isInteger(q.priceCentavos)).toBe(true);
        expect(q.priceCentavos).toBeGreaterThan(0);
        expect(q.deliveryDaysMin).toBeLessThanOrEqual(q.deliveryDaysMax);
        expect(q.validUntil.getTime()).toBeGreaterThan(Date.now());
      }
    }
    const home = (qs: typeof caba) => qs.find((q) => q.mode === 'home') as (typeof caba)[number];
    expect(home(ushuaia).priceCentavos).toBeGreaterThan(home(caba).priceCentavos);
    expect(home(ushuaia).deliveryDaysMax).toBeGreaterThan(home(caba).deliveryDaysMax);
    // A branch is cheaper than the door.
    expect(caba.find((q) => q.mode === 'branch')?.priceCentavos).toBeLessThan(home(caba).priceCentavos);
  });

  it('lists branches by postal code and by province', async () => {
    const byCode = await carrier().branches({ postcode: '5000' });
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode[0]).toMatchObject({ carrier: id, postcode: '5000', province: 'X', locality: 'Córdoba' });
    const byProvince = await carrier().branches({ province: 'V' });
    expect(byProvince.map((b) => b.locality).sort()).toEqual(expect.arrayContaining(['Río Grande', 'Ushuaia']));
    for (const b of byProvince) expect(b.province).toBe('V');
  });

  it('creates a shipment and follows its tracking states to delivery', async () => {
    const mode = id === 'oca' ? 'branch' : 'home';
    const branch = (await carrier().branches({ postcode: '9410' }))[0];
    const shipment = await carrier().createShipment({
      quote: { service: 'Estándar', mode },
      originPostcode: '1425',
      reference: `ORD-${id}-1`,
      recipient: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+5492901000000', street: 'San Martín', number: '123', locality: 'Ushuaia', postcode: '9410', province: 'V' },
      branchId: mode === 'branch' ? branch.id : undefined,
      parcels,
      declaredValueCentavos: 18_500_000,
    });
    expect(shipment.carrier).toBe(id);
    expect(shipment.trackingNumber).not.toBe('');
    expect(shipment.labelReference).not.toBe('');
    expect(await carrier().track(shipment)).toEqual({ events: [expect.objectContaining({ state: 'created' })], trackingNumber: null });
    while (standIn.store.advance(id, shipment.trackingNumber) !== 'delivered');
    const { events, trackingNumber } = await carrier().track(shipment);
    // MiCorreo knows a shipment by the shop's order number until the parcel is admitted, then tells its own number.
    if (id === 'correo-argentino') expect(trackingNumber).toMatch(/^CU\d{9}AR$/);
    else expect(trackingNumber).toBeNull();
    expect(events.map((e) => e.state)).toEqual(
      mode === 'branch' ? ['created', 'in-transit', 'at-branch', 'delivered'] : ['created', 'in-transit', 'out-for-delivery', 'delivered'],
    );
    for (const e of events) expect(Number.isNaN(e.at.getTime())).toBe(false);
  });

  it('gives the same shipment for the same order reference, advances it with time, and fails a creation as a CarrierError', async () => {
    const create = (reference: string) =>
      carrier().createShipment({
        quote: { service: 'Estándar', mode: 'home' },
        originPostcode: '1425',
        reference,
        recipient: { name: 'Luis Gómez', email: 'luis@example.com', phone: '+5493510000000', street: 'Colón', number: '500', locality: 'Córdoba', postcode: '5000', province: 'X' },
        parcels,
        declaredValueCentavos: 5_000_000,
      });
    const first = await create(`ORD-${id}-again`);
    const second = await create(`ORD-${id}-again`);
    expect(second).toEqual(first);
    expect((await create(`ORD-${id}-other`)).trackingNumber).not.toBe(first.trackingNumber);
    standIn.store.advanceEveryMs = 40;
    try {
      await new Promise((r) => setTimeout(r, 100));
      const states = (await carrier().track(first)).events.map((e) => e.state);
      expect(states.slice(0, 3)).toEqual(['created', 'in-transit', 'out-for-delivery']);
    } finally {
      standIn.store.advanceEveryMs = null;
    }
    standIn.set(id, { fault: 'error' });
    await expect(create(`ORD-${id}-failed`)).rejects.toBeInstanceOf(CarrierError);
    await expect(carrier().track(first)).rejects.toBeInstanceOf(CarrierError);
  });

  it('reports a carrier error and a timeout as a CarrierError', async () => {
    standIn.set(id, { fault: 'error' });
    await expect(carrier().quote(request('1425', 'C'))).rejects.toBeInstanceOf(CarrierError);
    standIn.set(id, { fault: 'timeout' });
    const quick = [andreaniCarrier(standIn.andreani, { ...options, timeoutMs: 300 }), correoArgentinoCarrier(standIn.correoArgentino, { timeoutMs: 300 }), ocaCarrier(standIn.oca, { ...options, timeoutMs: 300 })].find(
      (c) => c.id === id,
    ) as CarrierPort;
    const started = Date.now();
    await expect(quick.quote(request('1425', 'C'))).rejects.toThrow(/no answer in time/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('carrier specifics', () => {
  it('moves a shipment on through the stand-in’s control switch', async () => {
    const made = await carriers[2].createShipment({
      quote: { service: 'Puerta a puerta', mode: 'home' },
      originPostcode: '1425',
      reference: 'ORD-control-1',
      recipient: { name: 'Ana Pérez', email: 'ana@example.com', phone: '', street: 'Mitre', number: '10', locality: 'Rosario', postcode: '2000', province: 'S' },
      parcels,
      declaredValueCentavos: 100_000,
    });
    const res = await fetch(`${standIn.url}/control/advance?carrier=oca&number=${made.trackingNumber}`, { method: 'POST' });
    expect(await res.json()).toEqual({ state: 'in-transit' });
    expect((await carriers[2].track(made)).events.map((e) => e.state)).toEqual(['created', 'in-transit']);
    expect((await fetch(`${standIn.url}/control/advance?carrier=oca&number=nope`, { method: 'POST' })).status).toBe(404);
  });

  it('Andreani logs in again when its token is refused', async () => {
    const andreani = carriers[0];
    await andreani.quote(request('1425', 'C'));
    standIn.expireTokens();
    const quotes = await andreani.quote(request('1425', 'C'));
    expect(quotes).toHaveLength(2);
  });

  it('Andreani and MiCorreo refuse a postal code they do not serve; OCA answers no tariff', async () => {
    await expect(carriers[0].quote(request('9999', 'V'))).rejects.toMatchObject({ status: 400 });
    await expect(carriers[1].quote(request('9999', 'V'))).rejects.toMatchObject({ status: 400 });
    expect(await carriers[2].quote(request('9999', 'V'))).toEqual([]);
  });

  it('MiCorreo prices each parcel and sums them; OCA bills the consignment on its volume', async () => {
    const one = await carriers[1].quote({ ...request('5000', 'X'), parcels: [CATEGORY_PARCELS.filter] });
    const two = await carriers[1].quote({ ...request('5000', 'X'), parcels: [CATEGORY_PARCELS.filter, CATEGORY_PARCELS.filter] });
    const home = (qs: typeof one) => qs.find((q) => q.mode === 'home')?.priceCentavos ?? 0;
    expect(home(two)).toBe(2 * home(one));
    // An exhaust weighs 9 kg but is billed as 11 kg (volumetric): the 10–20 kg band.
    const light = await carriers[2].quote({ ...request('5000', 'X'), parcels: [{ ...CATEGORY_PARCELS.exhaust, lengthCm: 40 }], declaredValueCentavos: 0 });
    const bulky = await carriers[2].quote({ ...request('5000', 'X'), parcels: [CATEGORY_PARCELS.exhaust], declaredValueCentavos: 0 });
    expect(home(bulky)).toBeGreaterThan(home(light));
  });
});
