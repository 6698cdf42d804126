import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { reaisToCents } from '@catalogo/contracts/core';
import { FormField, describedBy } from '@/components/FormField';
import type { FieldFrameProps } from '@/components/fields';
import { PriceInput } from '@/components/panel/PriceInput';
import { Switch } from '@/components/panel/Switch';

/** A settings row: the switch's label and hint on the left, the `Switch` on the right. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/**
 * A money field bound to a form value in reais, typed as centavos with the panel's price mask
 * (`PriceInput`: "500" → "R$ 5,00"). `nullable`: an empty field is `null` (no minimum, no free
 * delivery threshold) instead of 0.
 */
export function MoneyController<T extends FieldValues>({
  control,
  name,
  id,
  error,
  hint,
  nullable,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  /** Accessible name when the field has no visible label (table cells). */
  label?: string;
  error?: string;
  hint?: boolean;
  nullable?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PriceInput
          id={id}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          value={typeof field.value === 'number' ? reaisToCents(field.value) : 0}
          onValueChange={(cents) => field.onChange(nullable && cents === 0 ? null : cents / 100)}
        />
      )}
    />
  );
}

/** A labelled `MoneyController` (label, hint, announced error) in reais: see `MoneyController`. */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  nullable,
  ...frame
}: FieldFrameProps & { control: Control<T>; name: FieldPath<T>; nullable?: boolean }) {
  return (
    <FormField {...frame}>
      <MoneyController
        control={control}
        name={name}
        id={frame.id}
        error={frame.error}
        hint={Boolean(frame.hint)}
        nullable={nullable}
      />
    </FormField>
  );
}
