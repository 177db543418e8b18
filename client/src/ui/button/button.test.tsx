import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('ignores clicks while loading but keeps its name and focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <Button loading onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.focus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);

    rerender(<Button onClick={onClick}>Pagar</Button>);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled and is a plain button unless told otherwise', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its children', () => {
    renderUi(
      <Button iconOnly icon={<svg aria-hidden="true" />}>
        Agregar a favoritos
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toBeTruthy();
  });
});
