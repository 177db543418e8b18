import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceRangeFilter, priceStep, rangeToApply } from './price-range';
import { renderListing } from '../../product-list/test-render';

describe('rangeToApply', () => {
  it('keeps the bounds inside the span and in order, and drops a bound at its edge', () => {
    expect(rangeToApply(100, 500, 0, 1000)).toEqual({ from: 100, to: 500 });
    expect(rangeToApply(500, 100, 0, 1000)).toEqual({ from: 100, to: 500 });
    expect(rangeToApply(0, 500, 0, 1000)).toEqual({ from: null, to: 500 });
    expect(rangeToApply(-50, 2000, 0, 1000)).toBeNull();
    expect(rangeToApply(0, 1000, 0, 1000)).toBeNull();
  });

  it('steps give about a hundred stops', () => {
    expect(priceStep(0, 160000)).toBe(1000);
    expect(priceStep(10, 90)).toBe(1);
  });
});

describe('PriceRangeFilter', () => {
  it('shows the applied range in both handles and both inputs', () => {
    renderListing(<PriceRangeFilter min={0} max={160000} value={{ from: 10000, to: null }} onChange={() => undefined} />);
    expect((screen.getByLabelText('Precio mínimo') as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Precio máximo') as HTMLInputElement).value).toBe('160000');
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('160000');
  });

  it('applies the typed bounds with Enter, and nothing when they cover the whole span', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderListing(<PriceRangeFilter min={0} max={160000} value={null} onChange={onChange} />);
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '5000');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '20000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: 5000, to: 20000 });
    onChange.mockClear();
    await user.clear(screen.getByLabelText('Desde'));
    await user.clear(screen.getByLabelText('Hasta'));
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a handle moves the inputs with it, never past the other handle, and applies when released', () => {
    const onChange = vi.fn();
    renderListing(<PriceRangeFilter min={0} max={1000} value={{ from: null, to: 600 }} onChange={onChange} />);
    const low = screen.getByLabelText('Precio mínimo');
    fireEvent.change(low, { target: { value: '800' } });
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('600');
    fireEvent.change(low, { target: { value: '200' } });
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('200');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(low);
    expect(onChange).toHaveBeenCalledWith({ from: 200, to: 600 });
  });

  it('clearing the applied range from outside resets the handles', () => {
    const { rerender } = renderListing(<PriceRangeFilter min={0} max={1000} value={{ from: 100, to: 600 }} onChange={() => undefined} />);
    rerender(<PriceRangeFilter min={0} max={1000} value={null} onChange={() => undefined} />);
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('1000');
  });
});
