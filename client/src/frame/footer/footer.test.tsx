import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFrame } from '../test-frame';
import { Footer } from './footer';

const shop = {
  name: 'Autopartes del Sur',
  slogan: 'Repuestos',
  phone: '+54 11 4321-5678',
  email: 'ventas@example.test',
  address: 'Av. Corrientes 1234',
  hours: 'Lun a Vie 9 a 18',
};

describe('Footer', () => {
  it('shows the contacts, the Information and My Account columns, the Spanish notice and both logos', () => {
    renderFrame(<Footer shop={shop} />);
    expect(screen.getByRole('link', { name: '+54 11 4321-5678' }).getAttribute('href')).toBe('tel:+541143215678');
    expect(screen.getByRole('link', { name: 'ventas@example.test' }).getAttribute('href')).toBe('mailto:ventas@example.test');
    expect(screen.getByText('Lun a Vie 9 a 18')).toBeTruthy();
    const info = screen.getByRole('navigation', { name: 'Información' });
    expect(within(info).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/site/about-us', '/', '/site/contact-us-v1', '/site/arrepentimiento']);
    const account = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(within(account).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/account/orders', '/shop/wishlist']);
    const notice = screen.getByText(/Queda prohibida la copia total o parcial del catálogo/);
    expect(notice.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('img', { name: 'Logotipo del proveedor de datos del catálogo de repuestos' })).toBeTruthy();
  });

  it('keeps the notice in Spanish when the page is in English, and leaves out missing contacts', () => {
    renderFrame(<Footer shop={{ ...shop, phone: '', hours: '' }} />, { language: 'en' });
    expect(screen.getByText(/Queda prohibida la copia/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Information' })).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Working hours')).toBeNull();
  });
});
