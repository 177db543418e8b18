import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'description', label: 'Descripción', content: 'Texto de descripción' },
  { id: 'specification', label: 'Especificaciones', content: 'Tabla de datos' },
  { id: 'analogs', label: 'Equivalentes', content: 'Sin datos', disabled: true },
  { id: 'reviews', label: 'Reseñas', content: 'Opiniones' },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('has a single tab stop on the selected tab and shows only its panel', () => {
    renderUi(<Tabs items={items} label="Producto" />);
    expect(tab('Descripción').getAttribute('tabindex')).toBe('0');
    expect(tab('Especificaciones').getAttribute('tabindex')).toBe('-1');
    expect(visiblePanel().textContent).toBe('Texto de descripción');
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(tab('Descripción').id);
  });

  it('moves selection and focus with the arrow keys, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Tabs items={items} label="Producto" onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Descripción'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Especificaciones'));
    expect(tab('Especificaciones').getAttribute('aria-selected')).toBe('true');
    expect(tab('Descripción').getAttribute('tabindex')).toBe('-1');
    expect(visiblePanel().textContent).toBe('Tabla de datos');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Reseñas'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Descripción'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Reseñas'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Descripción'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Reseñas'));
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'specification',
      'reviews',
      'description',
      'reviews',
      'description',
      'reviews',
    ]);
  });

  it('mirrors the arrow keys on a right-to-left page', async () => {
    const user = userEvent.setup();
    renderUi(
      <div dir="rtl">
        <Tabs items={items} label="Producto" />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Especificaciones'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Descripción'));
  });

  it('selects on click and leaves Tab to move into the panel', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs items={items} label="Producto" />);
    await user.click(tab('Reseñas'));
    expect(visiblePanel().textContent).toBe('Opiniones');
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('tells which tab may be chosen next: one pointed at, or one arrow key away from the focused tab', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    renderUi(<Tabs items={items} label="Producto" onPreview={onPreview} />);
    await user.hover(tab('Reseñas'));
    expect(onPreview).toHaveBeenLastCalledWith('reviews');
    onPreview.mockClear();
    await user.tab();
    // From the first tab, Right goes to the second and Left wraps to the last (the disabled one is skipped).
    expect(onPreview.mock.calls.map(([id]) => id).sort()).toEqual(['reviews', 'specification']);
  });
});
