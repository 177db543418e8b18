import { describe, expect, it } from 'vitest';
import { addressErrors, addressInput, countriesArgentinaFirst, emptyAddress } from './address-draft';

describe('checkout address rules', () => {
  it('asks for every required field and starts in Argentina', () => {
    const empty = emptyAddress();
    expect(empty.country).toBe('AR');
    expect(addressErrors(empty)).toEqual({
      firstName: 'ERROR_FORM_REQUIRED',
      lastName: 'ERROR_FORM_REQUIRED',
      address1: 'ERROR_FORM_REQUIRED',
      city: 'ERROR_FORM_REQUIRED',
      state: 'ERROR_FORM_REQUIRED',
      postcode: 'ERROR_FORM_REQUIRED',
      email: 'ERROR_FORM_REQUIRED',
      phone: 'ERROR_FORM_REQUIRED',
      documentNumber: 'ERROR_FORM_REQUIRED',
    });
    // Outside Argentina the document is not asked.
    expect(addressErrors(emptyAddress('BR'))).not.toHaveProperty('documentNumber');
  });

  it('checks the email like the server and trims what it sends', () => {
    const filled = {
      ...emptyAddress(),
      firstName: ' Martina ',
      lastName: 'Gómez',
      address1: 'Av. Rivadavia 5100',
      city: 'Buenos Aires',
      state: 'CABA',
      postcode: 'C1424',
      phone: '+54 11 5555-0101',
      documentNumber: '30123456',
    };
    expect(addressErrors({ ...filled, email: 'martina.example.com' })).toEqual({ email: 'ERROR_FORM_INCORRECT_EMAIL' });
    expect(addressErrors({ ...filled, email: 'martina@ex ample.com' })).toEqual({ email: 'ERROR_FORM_INCORRECT_EMAIL' });
    expect(addressErrors({ ...filled, email: 'martina@example.com' })).toEqual({});
    expect(addressInput({ ...filled, email: 'martina@example.com ' })).toMatchObject({ firstName: 'Martina', email: 'martina@example.com', company: '' });
  });

  it("checks Argentina's province, postal code and document as the server does, and sends the document only there", () => {
    const filled = { ...emptyAddress(), firstName: 'Ana', lastName: 'Paz', address1: 'San Martín 1', city: 'Córdoba', email: 'ana@example.com', phone: '351 555 0000' };
    expect(addressErrors({ ...filled, state: 'Narnia', postcode: '5000', documentNumber: '30123456' })).toEqual({ state: 'ERROR_FORM_UNKNOWN_PROVINCE' });
    expect(addressErrors({ ...filled, state: 'Córdoba', postcode: 'C5000AAA', documentNumber: '30123456' })).toEqual({ postcode: 'ERROR_FORM_POSTCODE_PROVINCE' });
    expect(addressErrors({ ...filled, state: 'Córdoba', postcode: '50000', documentNumber: '30123456' })).toEqual({ postcode: 'ERROR_FORM_POSTCODE_AR' });
    const cordoba = { ...filled, state: 'Córdoba', postcode: 'X5000ABC' };
    expect(addressErrors({ ...cordoba, documentType: 'CUIT', documentNumber: '20-12345678-5' })).toEqual({ documentNumber: 'ERROR_FORM_CUIT_CHECK_DIGIT' });
    expect(addressErrors({ ...cordoba, documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'MONOTRIBUTO' })).toEqual({ documentType: 'ERROR_FORM_CUIT_REQUIRED' });
    expect(addressErrors({ ...cordoba, documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' })).toEqual({});
    expect(addressInput({ ...cordoba, documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' })).toMatchObject({
      documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO',
    });
    expect(addressInput({ ...cordoba, country: 'CL', documentNumber: '30123456' })).toMatchObject({ documentType: null, documentNumber: '', ivaCondition: null });
  });

  it('puts Argentina first in the country list', () => {
    const list = [
      { code: 'BR', name: 'Brasil' },
      { code: 'AR', name: 'Argentina' },
      { code: 'CL', name: 'Chile' },
    ];
    expect(countriesArgentinaFirst(list).map((c) => c.code)).toEqual(['AR', 'BR', 'CL']);
  });
});
