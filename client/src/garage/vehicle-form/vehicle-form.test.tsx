import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import {
  VehicleFormEnginesQuery, VehicleFormMakesQuery, VehicleFormModelsQuery, VehicleFormVinQuery, VehicleFormYearsQuery,
} from './vehicle-form-documents';
import { VehicleForm } from './vehicle-form';

const vehicle = (id: string, engine: string) => ({ __typename: 'Vehicle' as const, id, year: 2012, make: 'Volkswagen', model: 'Gol Trend', engine });
const SHARED_VIN = '9BWAB45U0CT000001';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const mocks: Mocks = [
  { request: { query: VehicleFormMakesQuery }, result: { data: { vehicleMakes: [{ __typename: 'VehicleMake', id: '5', name: 'Volkswagen' }, { __typename: 'VehicleMake', id: '9', name: 'Fiat' }] } } },
  { request: { query: VehicleFormModelsQuery, variables: { makeId: '5' } }, result: { data: { vehicleModels: [{ __typename: 'VehicleModel', id: '77', name: 'Gol Trend', yearFrom: 2008, yearTo: 2013 }] } } },
  { request: { query: VehicleFormModelsQuery, variables: { makeId: '9' } }, result: { data: { vehicleModels: [{ __typename: 'VehicleModel', id: '88', name: 'Palio', yearFrom: 1996, yearTo: 2017 }] } } },
  { request: { query: VehicleFormYearsQuery, variables: { makeId: '5', modelId: '77' } }, result: { data: { vehicleYears: [2013, 2012] } } },
  { request: { query: VehicleFormEnginesQuery, variables: { makeId: '5', modelId: '77', year: 2012 } }, result: { data: { vehicles: [vehicle('101', '1.6'), vehicle('102', '1.9 SDI')] } } },
  { request: { query: VehicleFormVinQuery, variables: { vin: SHARED_VIN } }, result: { data: { vehiclesByVin: [vehicle('101', '1.6'), vehicle('102', '1.9 SDI')] } } },
  { request: { query: VehicleFormVinQuery, variables: { vin: '9BWAB45U0CT000002' } }, result: { errors: [{ message: 'Page Not Found', extensions: { code: 'VIN_NOT_FOUND' } }] } },
];

function renderForm(onSubmit: (v: unknown) => void, vinAsked?: () => void) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const all: Mocks = mocks.map((m) => {
    if (!vinAsked || m.request.query !== VehicleFormVinQuery) return m;
    const answer = m.result;
    return { ...m, result: () => (vinAsked(), answer as never) };
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={all} cache={new InMemoryCache({ typePolicies })}>
        {children}
      </MockedProvider>
    </I18nextProvider>
  );
  return render(<VehicleForm onSubmit={onSubmit} />, { wrapper: Wrapper });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: 'Agregar vehículo' }) as HTMLButtonElement;

describe('VehicleForm', () => {
  it('enables each select once its parent is chosen, resets children on a change, submits the engine’s vehicle', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    expect(select('Modelo').disabled).toBe(true);
    expect(select('Año').disabled).toBe(true);
    expect(select('Motor').disabled).toBe(true);
    expect(submit().disabled).toBe(true);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Volkswagen' })).toBeTruthy());
    await user.selectOptions(select('Marca'), '5');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Gol Trend' })).toBeTruthy());
    await user.selectOptions(select('Modelo'), '77');
    await waitFor(() => expect(screen.getByRole('option', { name: '2012' })).toBeTruthy());
    await user.selectOptions(select('Año'), '2012');
    await waitFor(() => expect(screen.getByRole('option', { name: '1.9 SDI' })).toBeTruthy());
    await user.selectOptions(select('Motor'), '102');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ id: '102', year: 2012, make: 'Volkswagen', model: 'Gol Trend', engine: '1.9 SDI' });

    await user.selectOptions(select('Marca'), '9');
    expect(select('Modelo').value).toBe('');
    expect(select('Año').value).toBe('');
    expect(select('Año').disabled).toBe(true);
    expect(select('Motor').disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });

  it('looks a trimmed VIN up once typing stops, lets the shopper choose among several, and an emptied VIN clears the result', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const asked = vi.fn();
    renderForm(onSubmit, asked);
    const vin = screen.getByRole('textbox', { name: 'VIN (número de chasis)' });
    await user.type(vin, `  ${SHARED_VIN.toLowerCase()}  `);
    const group = await screen.findByRole('group', { name: 'Ese VIN corresponde a varios vehículos. Elegí el tuyo:' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '2012 Volkswagen Gol Trend 1.9 SDI' }));
    expect(group).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Vehículo encontrado: 2012 Volkswagen Gol Trend 1.9 SDI');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: '102' }));

    await user.clear(vin);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText(/Vehículo encontrado/)).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  it('says why a mistyped VIN is not one, in the field and without asking the API', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    renderForm(vi.fn(), asked);
    const vin = screen.getByRole('textbox', { name: 'VIN (número de chasis)' });
    const reason = async (typed: string, text: string) => {
      await user.clear(vin);
      await user.type(vin, typed);
      await waitFor(() => expect(document.getElementById(vin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text), { timeout: 2000 });
      expect(vin.getAttribute('aria-invalid')).toBe('true');
    };
    await reason('3VWSCDHS8BK0598', 'Un VIN tiene 17 caracteres; este tiene 15.');
    await reason('3VWSCDHS8BK0598O5', 'Un VIN nunca lleva las letras I, O ni Q: revisá si son un 1 o un 0.');
    await reason('3VWSCDHS7BK059805', 'El dígito verificador (posición 9) no coincide con el resto: revisá que esté bien copiado.');
    expect(screen.queryByText('No pudimos encontrar un vehículo con ese VIN')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(true);
  });

  it('says when no vehicle has the VIN, and clears that when the VIN is emptied', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    const vin = screen.getByRole('textbox', { name: 'VIN (número de chasis)' });
    await user.type(vin, '9BWAB45U0CT000002');
    expect(await screen.findByText('No pudimos encontrar un vehículo con ese VIN')).toBeTruthy();
    await user.clear(vin);
    expect(screen.queryByText('No pudimos encontrar un vehículo con ese VIN')).toBeNull();
  });
});
