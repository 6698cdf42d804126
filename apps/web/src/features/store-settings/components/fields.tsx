import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { reaisToCents } from '@catalogo/contracts/core';
import { describedBy } from '@/components/FormField';
import { cn } from '@/lib/utils';
import { PriceInput } from '@/components/panel/PriceInput';

/**
 * An on/off switch: a real checkbox with `role="switch"`, so it has a name, a state and keyboard
 * support without a component library.
 */
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
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className={cn(
          'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors',
          "before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-['']",
          'checked:bg-primary checked:before:translate-x-5',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        )}
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
