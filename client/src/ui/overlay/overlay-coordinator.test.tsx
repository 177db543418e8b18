import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Dropdown } from '../dropdown/dropdown';
import { OverlayCoordinatorProvider, useExclusiveOverlay } from './overlay-coordinator';

/** A minimal overlay opened by a button, like the search box's suggestions. */
function Panel({ id, group }: { id: string; group?: string }) {
  const [open, setOpen] = useState(false);
  useExclusiveOverlay({ id, group, open, onClose: () => setOpen(false) });
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        open {id}
      </button>
      {open && <div role="region" aria-label={id} />}
    </div>
  );
}

const isOpen = (name: string) => screen.queryByRole('region', { name }) !== null;

describe('overlay coordinator', () => {
  it('closes the open overlay when another one of its group opens', async () => {
    const user = userEvent.setup();
    renderUi(
      <OverlayCoordinatorProvider>
        <Panel id="suggestions" />
        <Panel id="vehicle-picker" />
      </OverlayCoordinatorProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open suggestions' }));
    expect(isOpen('suggestions')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'open vehicle-picker' }));
    expect(isOpen('vehicle-picker')).toBe(true);
    expect(isOpen('suggestions')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'open suggestions' }));
    expect(isOpen('suggestions')).toBe(true);
    expect(isOpen('vehicle-picker')).toBe(false);
  });

  it('leaves overlays of other groups open', async () => {
    const user = userEvent.setup();
    renderUi(
      <OverlayCoordinatorProvider>
        <Panel id="suggestions" group="search" />
        <Panel id="language" group="settings" />
      </OverlayCoordinatorProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open suggestions' }));
    await user.click(screen.getByRole('button', { name: 'open language' }));
    expect(isOpen('suggestions')).toBe(true);
    expect(isOpen('language')).toBe(true);
  });

  it('makes exclusive dropdowns close each other', async () => {
    const user = userEvent.setup();
    renderUi(
      <OverlayCoordinatorProvider>
        <Dropdown trigger="Idioma" panelLabel="Idiomas" exclusiveId="language">
          idiomas
        </Dropdown>
        <Panel id="vehicle-picker" />
      </OverlayCoordinatorProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Idioma' }));
    expect(isOpen('Idiomas')).toBe(true);
    // Open the other overlay through the keyboard, so no outside click is involved.
    screen.getByRole('button', { name: 'open vehicle-picker' }).focus();
    await user.keyboard('{Enter}');
    expect(isOpen('vehicle-picker')).toBe(true);
    expect(isOpen('Idiomas')).toBe(false);
  });

  it('does nothing without a provider', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Panel id="suggestions" />
        <Panel id="vehicle-picker" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open suggestions' }));
    await user.click(screen.getByRole('button', { name: 'open vehicle-picker' }));
    expect(isOpen('suggestions')).toBe(true);
    expect(isOpen('vehicle-picker')).toBe(true);
  });
});
