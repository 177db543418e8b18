import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepartmentsQuery } from '../frame-queries';
import { renderFrame } from '../test-frame';
import { departmentsMock } from '../test-mocks';
import { Departments } from './departments';

describe('Departments', () => {
  it('shows the top categories, links a products-layout child straight to its products, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderFrame(<Departments />, { mocks: [departmentsMock] });
    const button = screen.getByRole('button', { name: 'Departamentos' });
    await user.click(button);
    await user.hover(await screen.findByRole('link', { name: 'Frenos' }));
    expect(screen.getByRole('link', { name: 'Pastillas de freno' }).getAttribute('href')).toBe('/shop/category/pastillas/products');
    expect(screen.getByRole('link', { name: 'Ver todo en Frenos' }).getAttribute('href')).toBe('/shop/category/frenos');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Frenos' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('is walked by keyboard alone: sub-categories follow their department for Tab, arrows move and enter them, Escape returns', async () => {
    const user = userEvent.setup();
    renderFrame(<Departments />, { mocks: [departmentsMock] });
    const button = screen.getByRole('button', { name: 'Departamentos' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Frenos' });
    const focused = () => document.activeElement?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Frenos');
    expect(screen.getByRole('link', { name: 'Frenos' }).getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(focused()).toBe('Pastillas de freno');
    await user.tab();
    expect(focused()).toBe('Ver todo en Frenos');
    await user.tab();
    expect(focused()).toBe('Filtros');
    expect(screen.queryByRole('link', { name: 'Pastillas de freno' })).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Frenos');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Pastillas de freno');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Ver todo en Frenos');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Pastillas de freno');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Frenos');
    await user.keyboard('{End}');
    expect(focused()).toBe('Filtros');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Frenos' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says so when there are no categories, and when they cannot be loaded', async () => {
    const user = userEvent.setup();
    const { unmount } = renderFrame(<Departments />, { mocks: [{ request: { query: DepartmentsQuery }, result: { data: { departments: [] } } }] });
    await user.click(screen.getByRole('button', { name: 'Departamentos' }));
    expect(await screen.findByText('Todavía no hay categorías.')).toBeTruthy();
    unmount();

    renderFrame(<Departments />, { mocks: [{ request: { query: DepartmentsQuery }, error: new Error('network down') }] });
    await user.click(screen.getByRole('button', { name: 'Departamentos' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos cargar las categorías.');
  });
});
