import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Dropdown } from './dropdown';

function Page({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <div>
      <p>Outside text</p>
      <Dropdown trigger="Moneda" panelLabel="Monedas" onOpenChange={onOpenChange}>
        {({ close }) => (
          <button type="button" onClick={close}>
            USD
          </button>
        )}
      </Dropdown>
    </div>
  );
}

describe('Dropdown', () => {
  it('toggles from its trigger and reports aria-expanded', async () => {
    const user = userEvent.setup();
    renderUi(<Page />);
    const trigger = screen.getByRole('button', { name: 'Moneda' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Monedas' });
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    await user.click(trigger);
    expect(screen.queryByRole('region', { name: 'Monedas' })).toBeNull();
  });

  it('closes on a click outside but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(<Page onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Moneda' }));
    await user.click(screen.getByRole('region', { name: 'Monedas' }));
    expect(screen.getByRole('region', { name: 'Monedas' })).toBeTruthy();

    await user.click(screen.getByText('Outside text'));
    expect(screen.queryByRole('region', { name: 'Monedas' })).toBeNull();
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false]);
  });

  it('closes on Escape and puts focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderUi(<Page />);
    const trigger = screen.getByRole('button', { name: 'Moneda' });
    await user.click(trigger);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'USD' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('lets panel content close it', async () => {
    const user = userEvent.setup();
    renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Moneda' }));
    await user.click(screen.getByRole('button', { name: 'USD' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
