import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { PhoneInput } from '@/components/PhoneInput';

/**
 * Labelled form fields for react-hook-form: a `FormField` (label, hint, announced error) around
 * its control, with the control's `id`, `aria-invalid` and `aria-describedby` wired to them.
 * Spread `register(name)` into `InputField` / `PasswordField` (React 19 passes its `ref` on);
 * `Field` wires any other control (a `<select>`, a masked input) the same way.
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

/** What `Field` gives its control: the id, and `aria-invalid` / `aria-describedby` for its error and hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of `InputField`: the frame's plus the `<input>`'s (type, autoComplete, register(…)…). */
export type InputFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, ControlAttrs>;

/** Props of `PasswordField`: the frame's plus the password input's (autoComplete, register(…)…). */
export type PasswordFieldProps = FieldFrameProps &
  Omit<ComponentProps<typeof PasswordInput>, ControlAttrs>;

/** Props of `Field`: the frame's, and the control, drawn with the props it must carry. */
export interface FieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field around any control: `children` receives the `FieldControlProps` to spread on
 * the control, so the label points at it and assistive technology reads its hint and error.
 */
export function Field({ children, ...frame }: FieldProps) {
  return (
    <FormField {...frame}>
      {children({
        id: frame.id,
        'aria-invalid': frame.error ? true : undefined,
        'aria-describedby': describedBy(frame.id, frame.error, Boolean(frame.hint)),
      })}
    </FormField>
  );
}

/** A labelled text `Input` (e-mail, plain password…): `InputFieldProps`. */
export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  return (
    <Field id={input.id} label={label} error={error} hint={hint}>
      {(control) => <Input {...input} {...control} />}
    </Field>
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
  return (
    <Field id={input.id} label={label} error={error} hint={hint}>
      {(control) => <PasswordInput {...input} {...control} />}
    </Field>
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
