import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { ProductCard, type ProductCardLayout, type ProductCardProduct } from './product-card';

const product: ProductCardProduct = {
  id: 'p1',
  name: 'Pastillas de freno delanteras',
  href: '/shop/products/brake-pads',
  sku: '140-1234',
  image: { src: '/images/brake-pads.jpg', alt: 'Pastillas de freno', width: 700, height: 700 },
  rating: 4,
  reviews: 12,
  price: 80,
  compareAtPrice: 100,
  stock: 'in-stock',
  badges: ['sale'],
};

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ProductCard', () => {
  it.each<ProductCardLayout>(['grid', 'list', 'table'])('shows name link, price, stock and rating in the %s form', (layout) => {
    renderUi(<ProductCard product={product} layout={layout} onAddToCart={() => undefined} />);
    const card = screen.getByRole('article', { name: product.name });
    expect(card.getAttribute('data-layout')).toBe(layout);
    expect(within(card).getByRole('link', { name: product.name }).getAttribute('href')).toBe(product.href);
    expect(within(card).getByText(es('TEXT_STOCK_IN_STOCK'))).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Calificación: 4 de 5' })).toBeTruthy();
    expect(card.querySelector('del')).not.toBeNull();
    const img = card.querySelector('img');
    expect(img?.getAttribute('width')).toBe('700');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('ignores a second add-to-cart click while the first is pending', async () => {
    const user = userEvent.setup();
    const request = deferred();
    const onAddToCart = vi.fn(() => request.promise);
    renderUi(<ProductCard product={product} onAddToCart={onAddToCart} />);
    const button = screen.getByRole('button', { name: es('BUTTON_ADD_TO_CART') });
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith(product);

    request.resolve();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    expect(onAddToCart).toHaveBeenCalledTimes(2);
  });

  it('reports wishlist and compare through their own callbacks, and ends pending after a failure', async () => {
    const user = userEvent.setup();
    const onAddToWishlist = vi.fn(() => Promise.reject(new Error('network')));
    const onAddToCompare = vi.fn();
    renderUi(<ProductCard product={product} onAddToWishlist={onAddToWishlist} onAddToCompare={onAddToCompare} />);
    const wish = screen.getByRole('button', { name: es('BUTTON_ADD_TO_WISHLIST') });
    await user.click(wish);
    await vi.waitFor(() => expect(wish.getAttribute('aria-busy')).toBeNull());
    await user.click(screen.getByRole('button', { name: es('BUTTON_ADD_TO_COMPARE') }));
    expect(onAddToWishlist).toHaveBeenCalledTimes(1);
    expect(onAddToCompare).toHaveBeenCalledWith(product);
  });

  it('shows the pending state held by the caller and disables the cart for out-of-stock products', () => {
    const { unmount } = renderUi(<ProductCard product={product} onAddToCart={vi.fn()} pending={{ cart: true }} />);
    expect(screen.getByRole('button', { name: es('BUTTON_ADD_TO_CART') }).getAttribute('aria-busy')).toBe('true');
    unmount();
    renderUi(<ProductCard product={{ ...product, stock: 'out-of-stock' }} onAddToCart={vi.fn()} />);
    expect((screen.getByRole('button', { name: es('BUTTON_ADD_TO_CART') }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(es('TEXT_STOCK_OUT_OF_STOCK'))).toBeTruthy();
  });

  it('reports interest when the pointer enters the card or focus moves into it', async () => {
    const user = userEvent.setup();
    const onPrefetch = vi.fn();
    renderUi(<ProductCard product={product} onPrefetch={onPrefetch} onAddToCart={vi.fn()} />);
    expect(onPrefetch).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('article'));
    expect(onPrefetch).toHaveBeenCalledTimes(1);
    expect(onPrefetch).toHaveBeenLastCalledWith(product);
    await user.unhover(screen.getByRole('article'));
    await user.tab();
    expect(document.activeElement?.closest('article')).toBe(screen.getByRole('article'));
    expect(onPrefetch).toHaveBeenCalledTimes(2);
  });
});
