import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field, InputField } from './fields';

/** The texts a control's `aria-describedby` points at, in order (what a screen reader adds). */
function description(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`);
}

interface Values {
  code: string;
  size: string;
}

/** A form with a registered `InputField` (hint, required) and a `Field` around a `<select>`. */
function TestForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { code: '', size: '' } });
  return (
    <form onSubmit={(e) => void handleSubmit(() => undefined)(e)} noValidate>
      <InputField
        id="code"
        label="Código"
        hint="De 3 a 20 letras."
        error={errors.code?.message}
        {...register('code', { required: 'Informe o código.' })}
      />
      <Field id="size" label="Tamanho" error={errors.size?.message}>
        {(control) => (
          <select {...control} {...register('size', { required: 'Escolha o tamanho.' })}>
            <option value="">—</option>
            <option value="g">G</option>
          </select>
        )}
      </Field>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('InputField and Field', () => {
  it('label the control, describe it by its hint, then by its announced error instead', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const code = screen.getByLabelText('Código');
    const size = screen.getByLabelText('Tamanho');
    expect(code.getAttribute('aria-invalid')).toBeNull();
    expect(description(code)).toEqual(['De 3 a 20 letras.']);
    expect(size.getAttribute('aria-describedby')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Informe o código.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Informe o código.',
      'Escolha o tamanho.',
    ]);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(description(size)).toEqual(['Escolha o tamanho.']);
    // The hint gives way to the error, on the screen and in the description.
    expect(screen.queryByText('De 3 a 20 letras.')).toBeNull();
    expect(description(code)).toEqual(['Informe o código.']);

    await user.type(code, 'VOLTA10');
    await user.selectOptions(size, 'g');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(code.getAttribute('aria-invalid')).toBeNull();
    expect(description(code)).toEqual(['De 3 a 20 letras.']);
  });
});
