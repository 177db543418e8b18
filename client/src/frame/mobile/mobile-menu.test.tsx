import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderFrame } from '../test-frame';
import { shopperMock } from '../test-mocks';
import { MobileMenu } from './mobile-menu';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const panels = () => Array.from(document.querySelectorAll<HTMLElement>('.mobile-menu__panel'));

describe('MobileMenu', () => {
  it('stacks a panel per submenu, offset 100 percent per level, and goes back', async () => {
    const user = userEvent.setup();
    renderFrame(<Harness />, { mocks: [shopperMock({ wishlistCount: 3 })] });
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(await within(dialog).findByText('3')).toBeTruthy();
    expect((await within(dialog).findByRole('link', { name: 'Ofertas' })).getAttribute('href')).toBe('/#home-special-offers');

    await user.click(within(dialog).getByRole('button', { name: 'Tienda' }));
    expect(panels().map((p) => p.style.insetInlineStart)).toEqual(['-100%', '0%']);
    await user.click(within(dialog).getByRole('button', { name: 'Catálogo' }));
    expect(panels().map((p) => p.style.insetInlineStart)).toEqual(['-200%', '-100%', '0%']);
    expect(within(panels()[2]).getByRole('link', { name: 'Todos los productos' })).toBeTruthy();

    await user.click(within(panels()[2]).getByRole('button', { name: 'Volver' }));
    expect(panels()).toHaveLength(2);
    expect(panels()[0].hasAttribute('inert')).toBe(true);
  });

  it('moves focus into a panel that opens and back to its row when it closes, by keyboard', async () => {
    const user = userEvent.setup();
    renderFrame(<Harness />, { mocks: [shopperMock()] });
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    const shop = within(dialog).getByRole('button', { name: 'Tienda' });
    shop.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Catálogo');
    expect(document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Tienda');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Categorías');
    // (jsdom knows no `inert`: the browser test walks there with Tab.)
    within(panels()[2]).getByRole('button', { name: 'Volver' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Catálogo');
    within(panels()[1]).getByRole('button', { name: 'Volver' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(shop);
  });

  it('lists sign-in and registration in the account panel while signed out', async () => {
    const user = userEvent.setup();
    renderFrame(<Harness />, { mocks: [shopperMock()] });
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(dialog).getByRole('button', { name: 'Cuenta' }));
    const account = within(dialog).getByRole('group', { name: 'Cuenta' });
    expect(within(account).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ingresar', '/account/login'],
      ['Crear una cuenta', '/account/login#register'],
      ['Mi garaje', '/account/garage'],
    ]);
    expect(within(account).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('resets its panels after closing, and a plain link closes it', async () => {
    const user = userEvent.setup();
    renderFrame(<Harness />, { mocks: [shopperMock()] });
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    let dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(dialog).getByRole('button', { name: 'Tienda' }));
    await user.click(within(dialog).getByRole('link', { name: 'Carrito' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'abrir' }));
    dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(panels()).toHaveLength(1);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
