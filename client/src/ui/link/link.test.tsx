import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Link } from './link';

function Here() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

/** The shop's links on a page at `path`, under the language prefix `basename`. */
function shop(path: string, basename?: string) {
  const page = (
    <>
      <Link to="/shop/cart">Carrito</Link>
      <Link to="/">Inicio</Link>
      <Link to="/shop/category/products?layout=list#top">Lista</Link>
      <Link to="?page=2">Siguiente</Link>
      <Link to={{ pathname: '/shop/./products/../wishlist', search: '?x=1' }}>Favoritos</Link>
      <Link to="https://example.org/terms">Términos</Link>
      <Here />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [(basename ?? '') + path], basename });
  render(<RouterProvider router={router} />);
  return router;
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Link', () => {
  it('writes the address with the language prefix, resolving what needs resolving', () => {
    shop('/shop/category/products', '/en');
    expect(href('Carrito')).toBe('/en/shop/cart');
    expect(href('Inicio')).toBe('/en');
    expect(href('Lista')).toBe('/en/shop/category/products?layout=list#top');
    expect(href('Siguiente')).toBe('/en/shop/category/products?page=2');
    expect(href('Favoritos')).toBe('/en/shop/wishlist?x=1');
    expect(href('Términos')).toBe('https://example.org/terms');
  });

  it('has no prefix in Spanish, and marks nothing else on the anchor', () => {
    shop('/');
    expect(href('Carrito')).toBe('/shop/cart');
    expect(href('Inicio')).toBe('/');
    expect(screen.getByRole('link', { name: 'Carrito' }).getAttributeNames().sort()).toEqual(['href']);
  });

  it('navigates in the page on a plain click, and leaves modified clicks to the browser', async () => {
    const router = shop('/', '/ru');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Carrito' }));
    expect(screen.getByRole('status').textContent).toBe('/shop/cart');
    // The router's own location carries the prefix; the page sees the path below it.
    expect(router.state.location.pathname).toBe('/ru/shop/cart');

    // What the page did with the click, seen after it (the browser would open a new tab; jsdom cannot).
    let leftToBrowser = false;
    const seen = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', seen);
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }), { ctrlKey: true });
    document.removeEventListener('click', seen);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/shop/cart');
  });
});
