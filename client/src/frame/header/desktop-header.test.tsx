import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFrame } from '../test-frame';
import { currencyRatesMock, departmentsMock, preferencesMock, shopperMock } from '../test-mocks';
import { DesktopHeader } from './desktop-header';

const shop = { name: 'Autopartes del Sur', slogan: 'Repuestos', phone: '+54 11 4321-5678' };

afterEach(() => window.localStorage.clear());

describe('DesktopHeader', () => {
  it('opens the departments menu, shows the hovered department’s children and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderFrame(<DesktopHeader layout="classic" variant="one" shop={shop} />, { mocks: [shopperMock(), departmentsMock] });
    await user.click(screen.getByRole('button', { name: /Departamentos/ }));
    const link = await screen.findByRole('link', { name: 'Frenos' });
    expect(link.getAttribute('href')).toBe('/shop/category/frenos');
    await user.hover(link);
    expect(screen.getByRole('link', { name: 'Pastillas de freno' }).getAttribute('href')).toBe('/shop/category/pastillas/products');
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: 'Frenos' })).toBeNull();
  });

  it('keeps its dropdowns mutually exclusive', async () => {
    const user = userEvent.setup();
    renderFrame(<DesktopHeader layout="classic" variant="one" shop={shop} />, { mocks: [shopperMock(), departmentsMock] });
    await user.click(screen.getByRole('button', { name: /Departamentos/ }));
    await screen.findByRole('link', { name: 'Frenos' });
    await user.click(screen.getByRole('button', { name: /Ingresar/ }));
    expect(await screen.findByText('Ingresá a tu cuenta')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Frenos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Carrito/ }));
    expect(await screen.findByText('Tu carrito está vacío.')).toBeTruthy();
    expect(screen.queryByText('Ingresá a tu cuenta')).toBeNull();
  });

  it('validates the login form before asking the server', async () => {
    const user = userEvent.setup();
    renderFrame(<DesktopHeader layout="spaceship" variant="one" shop={shop} />, { mocks: [shopperMock(), departmentsMock] });
    await user.click(screen.getByRole('button', { name: /Ingresar/ }));
    const form = (await screen.findByText('Ingresá a tu cuenta')).closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    expect(screen.getByText('Ingresá un correo electrónico válido.')).toBeTruthy();
  });

  it('re-prices the cart indicator when the currency changes, and remembers the choice', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    renderFrame(<DesktopHeader layout="classic" variant="two" shop={shop} />, { mocks: [shopperMock(), departmentsMock, currencyRatesMock, preferencesMock({ currency: 'RUB' }, saved)] });
    expect(screen.getByRole('button', { name: /^Carrito/ }).textContent).toContain('AR$');
    await user.click(screen.getByRole('button', { name: /Moneda/ }));
    await user.click(screen.getByRole('button', { name: /Rublo ruso/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Carrito/ }).textContent).toContain('0 ₽'));
    expect(window.localStorage.getItem('currency')).toBe('RUB');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('shows the top bar with About Us and Contact only in the classic layout', () => {
    const { unmount } = renderFrame(<DesktopHeader layout="classic" variant="three" shop={shop} />, { mocks: [shopperMock(), departmentsMock] });
    const topbar = document.querySelector<HTMLElement>('.topbar');
    expect(topbar).not.toBeNull();
    expect(within(topbar as HTMLElement).getByRole('link', { name: 'Quiénes somos' }).getAttribute('href')).toBe('/site/about-us');
    expect(within(topbar as HTMLElement).getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('/site/contact-us-v1');
    unmount();
    renderFrame(<DesktopHeader layout="spaceship" variant="two" shop={shop} />, { mocks: [shopperMock(), departmentsMock] });
    expect(document.querySelector('.topbar')).toBeNull();
  });
});
