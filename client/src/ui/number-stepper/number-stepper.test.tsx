import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { NumberStepper, type NumberStepperProps } from './number-stepper';

function Harness({ initial = 1, onValue, ...props }: Partial<NumberStepperProps> & { initial?: number; onValue?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      {...props}
      value={value}
      onChange={(next) => {
        onValue?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: es('TEXT_QUANTITY') });
const plus = () => screen.getByRole('button', { name: es('BUTTON_QUANTITY_INCREASE') });
const minus = () => screen.getByRole('button', { name: es('BUTTON_QUANTITY_DECREASE') });
const shown = () => (field() as HTMLInputElement).value;

afterEach(() => {
  vi.useRealTimers();
});

describe('NumberStepper', () => {
  it('with keepTyped hands over what was typed, empty as NaN and below the bound as it is, and steps back in from the bound', async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    renderUi(<Harness initial={2} min={1} keepTyped onValue={(n) => seen.push(n)} />);
    await user.clear(field());
    await user.tab();
    expect(shown()).toBe('');
    expect(seen.at(-1)).toBeNaN();
    expect(field().getAttribute('aria-valuenow')).toBeNull();
    await user.click(plus());
    expect(shown()).toBe('1');
    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();
    expect(seen.at(-1)).toBe(0);
    expect(shown()).toBe('0');
  });

  it('steps by 1 by default and by the given step otherwise', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Harness initial={1} />);
    await user.click(plus());
    await user.click(plus());
    expect(shown()).toBe('3');
    await user.click(minus());
    expect(shown()).toBe('2');
    unmount();

    renderUi(<Harness initial={0} step={0.1} />);
    await user.click(plus());
    await user.click(plus());
    await user.click(plus());
    expect(shown()).toBe('0.3');
  });

  it('clamps to min and max and disables the button at each bound', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderUi(<Harness initial={2} min={1} max={3} onValue={onValue} />);
    await user.click(plus());
    expect(shown()).toBe('3');
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    await user.click(minus());
    await user.click(minus());
    expect(shown()).toBe('1');
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    expect(onValue.mock.calls.map(([n]) => n)).toEqual([3, 2, 1]);
  });

  it('keeps typed text until blur, then clamps it; nonsense reverts', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderUi(<Harness initial={5} min={1} max={10} onValue={onValue} />);
    await user.clear(field());
    await user.type(field(), '42');
    expect(shown()).toBe('42');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(shown()).toBe('10');
    expect(onValue).toHaveBeenLastCalledWith(10);

    await user.clear(field());
    await user.type(field(), '0');
    fireEvent.blur(field());
    expect(shown()).toBe('1');

    await user.clear(field());
    await user.type(field(), 'abc');
    fireEvent.blur(field());
    expect(shown()).toBe('1');
    expect(onValue).toHaveBeenCalledTimes(2);
  });

  it('steps with the arrow keys and jumps to the bounds with Home and End', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={4} min={1} max={20} />);
    field().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(shown()).toBe('6');
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe('5');
    await user.keyboard('{PageUp}');
    expect(shown()).toBe('15');
    await user.keyboard('{End}');
    expect(shown()).toBe('20');
    await user.keyboard('{Home}');
    expect(shown()).toBe('1');
    expect(field().getAttribute('aria-valuenow')).toBe('1');
  });

  it('steps once when a button is activated from the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={1} />);
    plus().focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(shown()).toBe('3');
  });

  it('repeats a held button after 300 ms, then every 50 ms, and stops on release', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    renderUi(<Harness initial={0} onValue={onValue} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    expect(onValue).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(299));
    expect(onValue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onValue).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(49));
    expect(onValue).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1));
    expect(onValue).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(200));
    expect(onValue).toHaveBeenCalledTimes(7);

    fireEvent.pointerUp(plus(), { button: 0 });
    fireEvent.click(plus());
    act(() => vi.advanceTimersByTime(1000));
    expect(onValue).toHaveBeenCalledTimes(7);
    expect(shown()).toBe('7');
  });

  it('counts a keyboard activation after a press released outside the button', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderUi(<Harness initial={1} onValue={onValue} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    fireEvent.pointerUp(document.body, { button: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    plus().focus();
    await user.keyboard('{Enter}');
    expect(onValue.mock.calls.map(([n]) => n)).toEqual([2, 3]);
  });

  it('stops repeating at the bound', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    renderUi(<Harness initial={8} max={10} onValue={onValue} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    act(() => vi.advanceTimersByTime(2000));
    expect(onValue.mock.calls.map(([n]) => n)).toEqual([9, 10]);
    expect(shown()).toBe('10');
  });
});
