import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Dropdown } from '../dropdown/dropdown';
import { Modal } from './modal';

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Modal open={outer} onClose={() => setOuter(false)} title="Garage">
        <button type="button" onClick={() => setInner(true)}>
          Add vehicle
        </button>
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} title="Vehicle">
        <input aria-label="VIN" />
      </Modal>
    </>
  );
}

describe('nested dialogs', () => {
  it('traps focus in the topmost dialog, and Escape closes one level at a time', async () => {
    const user = userEvent.setup();
    renderUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    const addVehicle = screen.getByRole('button', { name: 'Add vehicle' });
    await user.click(addVehicle);
    const inner = screen.getByRole('dialog', { name: 'Vehicle' });
    expect(inner.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(inner.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Vehicle' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Garage' })).toBeTruthy();
    expect(document.activeElement).toBe(addVehicle);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open outer' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes a dropdown inside a dialog before the dialog itself', async () => {
    const user = userEvent.setup();
    function WithDropdown() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Vista rápida">
          <Dropdown trigger="Opciones" panelLabel="Lista de opciones">
            <button type="button">Rojo</button>
          </Dropdown>
        </Modal>
      );
    }
    renderUi(<WithDropdown />);
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(screen.getByRole('region', { name: 'Lista de opciones' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Lista de opciones' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Vista rápida' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opciones' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
