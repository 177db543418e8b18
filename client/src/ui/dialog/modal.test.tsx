import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { Modal } from './modal';
import { Drawer } from './drawer';

function Harness({ kind = 'modal', onExited }: { kind?: 'modal' | 'drawer'; onExited?: () => void }) {
  const [open, setOpen] = useState(false);
  const Dialog = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} onExited={onExited} title="Vista rápida" footer={<button type="button">Last</button>}>
        <input aria-label="First field" defaultValue="" />
      </Dialog>
    </>
  );
}

function setScrollbar(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1024 - width });
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
  it('opens with focus inside, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderUi(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Vista rápida' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: es('BUTTON_CLOSE') });
    const field = screen.getByRole('textbox', { name: 'First field' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(close);

    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes from the close button and the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    renderUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'First field' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByTestId(`${kind}-backdrop`));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: es('BUTTON_CLOSE') }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides body scroll and pads by the scrollbar width while open, and restores after', async () => {
    const user = userEvent.setup();
    setScrollbar(15);
    document.body.style.paddingInlineEnd = '4px';
    renderUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingInlineEnd).toBe('19px');
    expect(document.body.style.getPropertyValue('--scrollbar-compensation')).toBe('15px');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingInlineEnd).toBe('4px');
    expect(document.body.style.getPropertyValue('--scrollbar-compensation')).toBe('');
  });

  it('stays for its closing animation, inert and hidden, then leaves and reports it', async () => {
    const user = userEvent.setup();
    const onExited = vi.fn();
    renderUi(<Harness kind={kind} onExited={onExited} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    const backdrop = screen.getByTestId(`${kind}-backdrop`);
    expect(backdrop.getAttribute('aria-hidden')).toBe('true');
    expect(backdrop.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onExited).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByTestId(`${kind}-backdrop`)).toBeNull());
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('opens with fresh content even when reopened during the closing animation', async () => {
    const user = userEvent.setup();
    renderUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByRole('textbox', { name: 'First field' }), 'ABC');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByRole('textbox', { name: 'First field' }) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId(`${kind}-backdrop`)).toHaveLength(1);
  });
});
