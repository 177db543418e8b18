import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderFrame } from '../test-frame';
import { shopperMock, suggestionsMock } from '../test-mocks';
import { RemoveVehicleFromGarageMutation } from '../../garage/use-remove-vehicle-from-garage';
import { SetCurrentVehicleMutation } from '../../garage/use-set-current-vehicle';
import { Search } from './search';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('Search', () => {
  it('is a combobox: the arrows move the highlight through the suggestions, Enter opens it or searches, Escape closes', async () => {
    const user = userEvent.setup();
    renderFrame(
      <>
        <Search />
        <Where />
      </>,
      { mocks: [shopperMock(), suggestionsMock('freno', 2, 1)] },
    );
    const input = screen.getByRole('combobox', { name: 'Buscar repuestos' });
    await user.type(input, 'freno');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    const highlighted = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Pastillas de freno 1');
    expect(highlighted()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()?.textContent).toBe('Frenos 1');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Pastillas de freno 1');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()?.textContent).toBe('Frenos 1');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Pastillas de freno 1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/shop/products/pastillas-2');
    expect(screen.queryByRole('listbox')).toBeNull();

    // With nothing highlighted Enter runs the search.
    await user.clear(input);
    await user.type(input, 'freno');
    await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/shop/category/products?q=freno');
  });

  it('shows up to 3 products and 4 categories for a query and hides for nonsense', async () => {
    const user = userEvent.setup();
    renderFrame(<Search />, { mocks: [shopperMock(), suggestionsMock('freno', 5, 6), suggestionsMock('qwxz', 0, 0)] });
    const input = screen.getByRole('combobox', { name: 'Buscar repuestos' });
    await user.type(input, 'freno');
    const region = await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(region.querySelectorAll('.suggestions__product')).toHaveLength(3);
    expect(region.querySelectorAll('.suggestions__category')).toHaveLength(4);

    await user.clear(input);
    await user.type(input, 'qwxz');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeNull());
    // Still hidden once the answer for the nonsense has arrived.
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeNull();
  });

  it('asks again only when the text changes', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    renderFrame(<Search />, { mocks: [shopperMock(), suggestionsMock('freno', 1, 1, asked)] });
    const input = screen.getByRole('combobox', { name: 'Buscar repuestos' });
    await user.type(input, 'freno');
    await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    await user.click(document.body);
    await user.click(input);
    await user.type(input, ' ');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps suggestions and the vehicle picker mutually exclusive', async () => {
    const user = userEvent.setup();
    renderFrame(<Search />, { mocks: [shopperMock(), suggestionsMock('freno', 2, 1)] });
    await user.type(screen.getByRole('combobox', { name: 'Buscar repuestos' }), 'freno');
    await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });

    await user.click(screen.getByRole('button', { name: /Elegir vehículo/ }));
    expect(await screen.findByRole('region', { name: 'Elegí tu vehículo' })).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Buscar repuestos' }));
    await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(screen.queryByRole('region', { name: 'Elegí tu vehículo' })).toBeNull();
  });

  it('lists all vehicles and the saved ones in the picker', async () => {
    const user = userEvent.setup();
    renderFrame(<Search />, { mocks: [shopperMock({ vehicles: 2 })] });
    await user.click(await screen.findByRole('button', { name: /Elegir vehículo/ }));
    const picker = await screen.findByRole('region', { name: 'Elegí tu vehículo' });
    await waitFor(() => expect(picker.querySelectorAll('input[type="radio"]')).toHaveLength(3));
    expect(screen.getByLabelText('Todos los vehículos')).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Buscar repuestos' }).getAttribute('placeholder')).toBe('Buscá por nombre, número de pieza o marca');
  });

  it('names the current vehicle in the placeholder when one is set', async () => {
    renderFrame(<Search />, { mocks: [shopperMock({ vehicles: 2, current: true })] });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Buscar repuestos' }).getAttribute('placeholder')).toBe('Buscá repuestos para 2012 Volkswagen Gol Trend 1.6'),
    );
  });

  it('makes the chosen vehicle current, and the placeholder follows the mutation answer', async () => {
    const user = userEvent.setup();
    const vehicle = { __typename: 'GarageVehicle' as const, id: 'car-2', year: 2013, make: 'Volkswagen', model: 'Gol Trend', engine: '1.6', addedAt: '2024-05-02T10:00:00.000Z', path: '/shop/vehicles/volkswagen/gol-trend/2013/1-6-car-2' };
    const first = { ...vehicle, id: 'car-1', year: 2012, addedAt: '2024-05-01T10:00:00.000Z' };
    const setCurrent = {
      request: { query: SetCurrentVehicleMutation, variables: { vehicleId: 'car-2' } },
      result: { data: { setCurrentVehicle: { __typename: 'Garage', vehicles: [first, vehicle], currentVehicle: vehicle } } },
    };
    renderFrame(<Search />, { mocks: [shopperMock({ vehicles: 2 }), setCurrent] });
    await user.click(await screen.findByRole('button', { name: /Elegir vehículo/ }));
    const picker = await screen.findByRole('region', { name: 'Elegí tu vehículo' });
    await user.click(await within(picker).findByLabelText('2013 Volkswagen Gol Trend 1.6'));
    await user.click(within(picker).getByRole('button', { name: 'Elegir vehículo' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Elegí tu vehículo' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Buscar repuestos' }).getAttribute('placeholder')).toBe('Buscá repuestos para 2013 Volkswagen Gol Trend 1.6');
    expect(screen.getByRole('button', { name: /2013 Volkswagen Gol Trend 1.6/ })).toBeTruthy();
  });

  it('removes a saved vehicle once per click in progress, and the list follows the answer', async () => {
    const user = userEvent.setup();
    const removed = vi.fn();
    const kept = { __typename: 'GarageVehicle' as const, id: 'car-1', year: 2012, make: 'Volkswagen', model: 'Gol Trend', engine: '1.6', path: '/shop/vehicles/volkswagen/gol-trend/2012/1-6-car-1', addedAt: '2024-05-01T10:00:00.000Z' };
    const remove = {
      request: { query: RemoveVehicleFromGarageMutation, variables: { vehicleId: 'car-2' } },
      delay: 150,
      result: () => {
        removed();
        return { data: { removeVehicleFromGarage: { __typename: 'Garage' as const, vehicles: [kept], currentVehicle: null } } };
      },
      maxUsageCount: 2,
    };
    renderFrame(<Search />, { mocks: [shopperMock({ vehicles: 2 }), remove] });
    await user.click(await screen.findByRole('button', { name: /Elegir vehículo/ }));
    const picker = await screen.findByRole('region', { name: 'Elegí tu vehículo' });
    await waitFor(() => expect(picker.querySelectorAll('input[type="radio"]')).toHaveLength(3));
    expect(within(picker).getAllByRole('button', { name: /^Quitar / })).toHaveLength(2);

    const button = within(picker).getByRole('button', { name: 'Quitar 2013 Volkswagen Gol Trend 1.6' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(within(picker).queryByLabelText('2013 Volkswagen Gol Trend 1.6')).toBeNull());
    expect(removed).toHaveBeenCalledTimes(1);
    expect(picker.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(within(picker).getByLabelText('2012 Volkswagen Gol Trend 1.6')).toBeTruthy();
    expect(within(picker).getByRole('button', { name: 'Quitar 2012 Volkswagen Gol Trend 1.6' })).toBeTruthy();
  });
});
