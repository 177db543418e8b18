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
    });
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
    };
    expect(addressErrors({ ...filled, email: 'martina.example.com' })).toEqual({ email: 'ERROR_FORM_INCORRECT_EMAIL' });
    expect(addressErrors({ ...filled, email: 'martina@ex ample.com' })).toEqual({ email: 'ERROR_FORM_INCORRECT_EMAIL' });
    expect(addressErrors({ ...filled, email: 'martina@example.com' })).toEqual({});
    expect(addressInput({ ...filled, email: 'martina@example.com ' })).toMatchObject({ firstName: 'Martina', email: 'martina@example.com', company: '' });
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
