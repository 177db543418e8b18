import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, ok, PRODUCTS, register, uniqueEmail } from './helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const ADD = `mutation($input: AddressInput!) { addAddress(input: $input) { id state postcode documentType documentNumber ivaCondition } }`;

function refusal(answer: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) {
  const e = answer.errors?.[0];
  return e && { code: e.extensions?.code, message: e.message, field: e.extensions?.field };
}

describe('Argentine addresses and invoices', () => {
  it('lists the 24 provinces for Argentina and none for a free-text country', async () => {
    const s = shop.shopper();
    const { provinces } = ok(await s.gql<{ provinces: { code: string; name: string }[] }>('{ provinces(country: "AR") { code name } }'));
    expect(provinces).toHaveLength(24);
    expect(provinces[0]).toEqual({ code: 'AR-C', name: 'Ciudad Autónoma de Buenos Aires' });
    expect(provinces.map((p) => p.name)).toContain('Tierra del Fuego, Antártida e Islas del Atlántico Sur');
    expect(ok(await s.gql<{ provinces: unknown[] }>('{ provinces(country: "BR") { code } }')).provinces).toEqual([]);
  });

  it("checks the province, the postal code and the document with its check digit, as field messages", async () => {
    const s = shop.shopper();
    ok(await register(s, uniqueEmail('cuit'), 'clave-segura'));
    const add = (over: Record<string, unknown>) => s.gql(ADD, { input: addressInput(over) });
    const bad = 'BAD_USER_INPUT';
    expect(refusal(await add({ state: 'Narnia' }))).toEqual({ code: bad, message: 'ERROR_FORM_UNKNOWN_PROVINCE', field: 'state' });
    expect(refusal(await add({ postcode: '104' }))).toEqual({ code: bad, message: 'ERROR_FORM_POSTCODE_AR', field: 'postcode' });
    expect(refusal(await add({ state: 'Córdoba', postcode: 'C1043AAZ' }))).toEqual({ code: bad, message: 'ERROR_FORM_POSTCODE_PROVINCE', field: 'postcode' });
    expect(refusal(await add({ documentNumber: '' }))).toEqual({ code: bad, message: 'ERROR_FORM_REQUIRED', field: 'documentNumber' });
    expect(refusal(await add({ documentNumber: '123456' }))).toEqual({ code: bad, message: 'ERROR_FORM_DNI_DIGITS', field: 'documentNumber' });
    expect(refusal(await add({ documentType: 'CUIT', documentNumber: '20-12345678-5' }))).toEqual({ code: bad, message: 'ERROR_FORM_CUIT_CHECK_DIGIT', field: 'documentNumber' });
    expect(refusal(await add({ documentType: 'CUIT', documentNumber: '2012345678' }))).toEqual({ code: bad, message: 'ERROR_FORM_CUIT_DIGITS', field: 'documentNumber' });
    expect(refusal(await add({ ivaCondition: 'RESPONSABLE_INSCRIPTO' }))).toEqual({ code: bad, message: 'ERROR_FORM_CUIT_REQUIRED', field: 'documentType' });
    expect(ok(await s.gql<{ addresses: unknown[] }>('{ addresses { id } }')).addresses).toEqual([]);

    // Stored by the province's name, the code as typed in capitals, the document's digits alone.
    const saved = ok(await add({ state: 'caba', postcode: 'c1043aaz', documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' })) as { addAddress: Record<string, unknown> };
    expect(saved.addAddress).toMatchObject({ state: 'Ciudad Autónoma de Buenos Aires', postcode: 'C1043AAZ', documentType: 'CUIT', documentNumber: '20123456786', ivaCondition: 'RESPONSABLE_INSCRIPTO' });
    // Outside Argentina the state is free text and no document is asked.
    const abroad = ok(await add({ country: 'CL', state: 'Región Metropolitana', postcode: '8320000', documentType: null, documentNumber: '' })) as { addAddress: Record<string, unknown> };
    expect(abroad.addAddress).toMatchObject({ state: 'Región Metropolitana', documentType: null, ivaCondition: null });
  });

  it('gives invoice A to a responsable inscripto or monotributista with a CUIT and B to a consumidor final, on the order', async () => {
    const fields = 'invoiceType billingAddress { documentType documentNumber ivaCondition state } shippingAddress { documentType }';
    const place = async (key: string, billing: Record<string, unknown>) => {
      const s = shop.shopper();
      ok(await addToCart(s, PRODUCTS.battery, 1));
      return ok(
        await s.gql<{ checkout: { invoiceType: string; billingAddress: Record<string, unknown> } }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${fields} } }`, {
          input: { shippingAddress: { address: addressInput() }, billingAddress: { address: addressInput(billing) }, payment: 'BANK_TRANSFER', idempotencyKey: key },
        }),
      ).checkout;
    };
    const company = await place('invoice-a-order', { company: 'Taller Sur SRL', documentType: 'CUIT', documentNumber: '30-50001091-2', ivaCondition: 'RESPONSABLE_INSCRIPTO' });
    expect(company).toMatchObject({ invoiceType: 'A', billingAddress: { documentType: 'CUIT', documentNumber: '30500010912', ivaCondition: 'RESPONSABLE_INSCRIPTO', state: 'Ciudad Autónoma de Buenos Aires' } });
    const person = await place('invoice-b-order', {});
    expect(person).toMatchObject({ invoiceType: 'B', billingAddress: { documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'CONSUMIDOR_FINAL' } });
    const monotributista = await place('invoice-a-monotributo', { documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'MONOTRIBUTO' });
    expect(monotributista).toMatchObject({ invoiceType: 'A', billingAddress: { ivaCondition: 'MONOTRIBUTO' } });
  });
});
