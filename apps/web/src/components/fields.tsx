import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { PhoneInput } from '@/components/PhoneInput';

/**
 * Labelled form fields for react-hook-form: a `FormField` (label, hint, announced error) around
 * its control, with the control's `id`, `aria-invalid` and `aria-describedby` wired to them.
 * Spread `register(name)` into `InputField` / `PasswordField` (React 19 passes its `ref` on).
 */

/** What a field shows around its control. */
export interface FieldFrameProps {
  /** The control's id; the label points at it, and the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Validation message, shown and announced under the control; marks the control invalid. */
  error?: string;
  /** Help text under the control while it has no error. */
  hint?: ReactNode;
}

/** The attributes a field sets on its control itself. */
type ControlAttrs = 'id' | 'aria-invalid' | 'aria-describedby';

/** Props of `InputField`: the frame's plus the `<input>`'s (type, autoComplete, register(…)…). */
export type InputFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, ControlAttrs>;

/** Props of `PasswordField`: the frame's plus the password input's (autoComplete, register(…)…). */
export type PasswordFieldProps = FieldFrameProps &
  Omit<ComponentProps<typeof PasswordInput>, ControlAttrs>;

function controlAttrs({ id, error, hint }: FieldFrameProps) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, Boolean(hint)),
  };
}

/** A labelled text `Input` (e-mail, plain password…): `InputFieldProps`. */
export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  const frame = { id: input.id, label, error, hint };
  return (
    <FormField {...frame}>
      <Input {...input} {...controlAttrs(frame)} />
    </FormField>
  );
}

/** Props of `EmailField`: `InputFieldProps`, with the id "email" and the label "E-mail" by default. */
export type EmailFieldProps = Omit<InputFieldProps, 'id' | 'label'> &
  Partial<Pick<InputFieldProps, 'id' | 'label'>>;

/** A labelled e-mail `Input` (type, autocomplete, keyboard and placeholder set): `EmailFieldProps`. */
export function EmailField({ id = 'email', label = 'E-mail', ...input }: EmailFieldProps) {
  return (
    <InputField
      id={id}
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="voce@exemplo.com"
      {...input}
    />
  );
}

/** A labelled `PasswordInput` (with its show/hide toggle): `PasswordFieldProps`. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const frame = { id: input.id, label, error, hint };
  return (
    <FormField {...frame}>
      <PasswordInput {...input} {...controlAttrs(frame)} />
    </FormField>
  );
}

/** Props of `PhoneField`: the frame's (a hint is required) and the form's phone field. */
export interface PhoneFieldProps<T extends FieldValues> extends FieldFrameProps {
  hint: ReactNode;
  /** The form's `control` (from `useForm`). */
  control: Control<T>;
  /** The form field holding the masked phone text. */
  name: FieldPathByValue<T, string | undefined>;
}

/** A labelled, masked `PhoneInput` bound to a react-hook-form field through a `Controller`. */
export function PhoneField<T extends FieldValues>({ control, name, ...frame }: PhoneFieldProps<T>) {
  return (
    <FormField {...frame}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <PhoneInput
            id={frame.id}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={field.onChange}
            error={frame.error}
          />
        )}
      />
    </FormField>
  );
}
