import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinCheckDigit } from '../../fixtures/provider/vin';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider();
});
afterAll(() => s?.close());

const BY_VIN = 'query($vin: String!) { vehicleByVin(vin: $vin) { id year make model engine } }';

interface Answer {
  vehicleByVin: { id: string; year: number; make: string; model: string; engine: string } | null;
}

/** A known VIN of a region that uses the check digit (North America), to break it. */
const checkedVin = (): string => {
  const vin = s.provider.knownVins.find((v) => /^[1-5]/.test(v));
  if (!vin) throw new Error('the stand-in has no North American VIN');
  return vin;
};

describe('vehicleByVin', () => {
  it('finds the vehicle of a valid VIN, with the make its WMI names', async () => {
    for (const vin of s.provider.knownVins.slice(0, 5)) {
      const a = await s.shopper.gql<Answer>(BY_VIN, { vin: vin.toLowerCase() });
      expect(a.errors).toBeUndefined();
      const v = a.data?.vehicleByVin;
      expect(v?.id).toMatch(/^\d+$/);
      const same = await s.shopper.gql<{ vehicle: { make: string } }>('query($id: ID!) { vehicle(id: $id) { make } }', { id: v?.id });
      expect(v?.make).toBe(same.data?.vehicle.make);
    }
  });

  it('rejects an invalid check digit with VIN_INVALID', async () => {
    const vin = checkedVin();
    const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
    const a = await s.shopper.gql<Answer>(BY_VIN, { vin: wrong });
    expect(a.errors?.[0].extensions?.code).toBe('VIN_INVALID');
    expect(a.errors?.[0].message).toMatch(/check digit/);
  });

  it('rejects a wrong length and the letters I, O and Q with VIN_INVALID', async () => {
    for (const vin of ['8AWZZZ377BA00000', '8AWZZZ377BA0000011', '8AWZZZ377BA00000I', 'QAWZZZ377BA000001', '8AWZZZ377BA0O0001']) {
      const a = await s.shopper.gql<Answer>(BY_VIN, { vin });
      expect(a.errors?.[0].extensions?.code).toBe('VIN_INVALID');
      expect(a.data?.vehicleByVin ?? null).toBeNull();
    }
  });

  it('answers VIN_NOT_FOUND (Page Not Found) for a valid VIN the catalogue does not know', async () => {
    const known = checkedVin();
    const draft = `${known.slice(0, 11)}${known.slice(11) === '999999' ? '999998' : '999999'}`;
    const unknown = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    const a = await s.shopper.gql<Answer>(BY_VIN, { vin: unknown });
    expect(a.errors?.[0]).toMatchObject({ message: 'Page Not Found', extensions: { code: 'VIN_NOT_FOUND' } });
  });

  it('answers VIN_NOT_FOUND on GET with 404 to a graphql-response+json client and 200 to an application/json one (the web client)', async () => {
    const known = checkedVin();
    const draft = `${known.slice(0, 11)}${known.slice(11) === '999998' ? '999997' : '999998'}`;
    const unknown = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    const url = `/graphql?query=${encodeURIComponent('query($vin: String!) { vehiclesByVin(vin: $vin) { id } }')}&variables=${encodeURIComponent(JSON.stringify({ vin: unknown }))}`;
    const ask = async (accept: string) => {
      const res = await s.shopper.fetch(url, { headers: { accept, 'apollo-require-preflight': 'true' } });
      const body = (await res.json()) as { data: unknown; errors: { extensions: { code: string } }[] };
      return { status: res.status, cache: res.headers.get('cache-control'), data: body.data, code: body.errors[0].extensions.code };
    };
    expect(await ask('application/graphql-response+json, application/json;q=0.9')).toMatchObject({ status: 404, data: null, code: 'VIN_NOT_FOUND' });
    expect(await ask('application/json')).toEqual({ status: 200, cache: 'no-store', data: null, code: 'VIN_NOT_FOUND' });
    // A request error stays a request error (no data) for graphql-response+json clients.
    const bad = await s.shopper.fetch(`/graphql?query=${encodeURIComponent('{ nope }')}`, { headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' } });
    expect(bad.status).toBe(400);
  });
});

const ALL_BY_VIN = 'query($vin: String!) { vehiclesByVin(vin: $vin) { id year make model engine } vehicleByVin(vin: $vin) { id } }';

interface AllAnswer {
  vehiclesByVin: { id: string; year: number; make: string; model: string; engine: string }[] | null;
  vehicleByVin: { id: string } | null;
}

describe('vehiclesByVin', () => {
  it('answers every vehicle of a VIN that matches several, one model, the best match first', async () => {
    const vin = s.provider.sharedVins[0];
    expect(vin).toBeDefined();
    const a = await s.shopper.gql<AllAnswer>(ALL_BY_VIN, { vin: `  ${vin} ` });
    expect(a.errors).toBeUndefined();
    const all = a.data?.vehiclesByVin ?? [];
    expect(all.length).toBeGreaterThan(1);
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    expect(new Set(all.map((v) => `${v.make}|${v.model}|${v.year}`)).size).toBe(1);
    expect(new Set(all.map((v) => v.engine)).size).toBeGreaterThan(1);
    expect(a.data?.vehicleByVin?.id).toBe(all[0].id);
  });

  it('answers one vehicle for a VIN that names its engine, and the same codes as vehicleByVin for bad or unknown VINs', async () => {
    const single = s.provider.knownVins.find((v) => !s.provider.sharedVins.includes(v));
    const one = await s.shopper.gql<AllAnswer>(ALL_BY_VIN, { vin: single });
    expect(one.data?.vehiclesByVin?.map((v) => v.id)).toEqual([one.data?.vehicleByVin?.id]);
    const bad = await s.shopper.gql<AllAnswer>('query($vin: String!) { vehiclesByVin(vin: $vin) { id } }', { vin: '8AWZZZ377BA00000I' });
    expect(bad.errors?.[0].extensions?.code).toBe('VIN_INVALID');
    const known = checkedVin();
    const draft = `${known.slice(0, 11)}${known.slice(11) === '999999' ? '999998' : '999999'}`;
    const unknown = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    const miss = await s.shopper.gql<AllAnswer>('query($vin: String!) { vehiclesByVin(vin: $vin) { id } }', { vin: unknown });
    expect(miss.errors?.[0]).toMatchObject({ message: 'Page Not Found', extensions: { code: 'VIN_NOT_FOUND' } });
  });
});
