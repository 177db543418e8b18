import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Input } from './input';
import { useFocusFirstInvalid } from './focus-first-invalid';

/** A form whose fields are marked only once submitted, as the shop's forms do. */
function Form({ options }: { options: boolean }) {
  const [submitted, setSubmitted] = useState(false);
  const [name, setName] = useState('');
  const [size, setSize] = useState('');
  const { formRef, refused } = useFocusFirstInvalid();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name === '' || (options && size === '')) refused();
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {options && (
        <fieldset aria-invalid={(submitted && size === '') || undefined}>
          <legend>Tamaño</legend>
          {['S', 'M'].map((s) => (
            <label key={s}>
              <input type="radio" name="size" value={s} checked={size === s} onChange={() => setSize(s)} /> {s}
            </label>
          ))}
        </fieldset>
      )}
      <Input label="Nombre" value={name} onChange={(e) => setName(e.target.value)} error={submitted && name === '' ? 'Obligatorio' : undefined} />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('focus after a refused submit', () => {
  it('goes to the first field marked invalid by that submit', async () => {
    const user = userEvent.setup();
    renderUi(<Form options={false} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
  });

  it('goes into a group marked invalid, to its first choice', async () => {
    const user = userEvent.setup();
    renderUi(<Form options />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
  });
});
