import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { Input } from './input';
import { Select } from './select';
import { Checkbox, ChoiceGroup, RadioButton } from './choice';

describe('form fields', () => {
  it('ties label, hint and error to the input and marks it invalid', () => {
    renderUi(<Input label="Correo" hint="Para el pedido" error="Correo incorrecto" required />);
    const input = screen.getByRole('textbox', { name: `Correo ${es('TEXT_FIELD_REQUIRED_MARK')}` });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Correo incorrecto', 'Para el pedido']);
  });

  it('leaves a valid input unmarked', () => {
    renderUi(<Input label="Correo" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('renders select options after the placeholder', async () => {
    const user = userEvent.setup();
    renderUi(
      <Select
        label="Marca"
        placeholder="Elegí una marca"
        options={[
          { value: 'ford', label: 'Ford' },
          { value: 'fiat', label: 'Fiat' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Marca' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Elegí una marca', 'Ford', 'Fiat']);
    await user.selectOptions(select, 'fiat');
    expect(select.value).toBe('fiat');
  });

  it('toggles a checkbox with Space and shows the mixed state', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Checkbox label="En stock" />
        <Checkbox label="Algunos" indeterminate />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'En stock' }) as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Algunos' }) as HTMLInputElement).indeterminate).toBe(true);
  });

  it('groups radio buttons under a legend and checks one at a time', async () => {
    const user = userEvent.setup();
    renderUi(
      <ChoiceGroup legend="Pago">
        <RadioButton name="pay" value="cash" label="Efectivo" />
        <RadioButton name="pay" value="bank" label="Transferencia" />
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Pago' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Efectivo' }));
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    expect((screen.getByRole('radio', { name: 'Efectivo' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Transferencia' }) as HTMLInputElement).checked).toBe(true);
  });
});
