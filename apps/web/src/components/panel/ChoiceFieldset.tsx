import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A group of radio choices under its legend (the group's accessible name); `className` lays out
 * the choices (a grid of `RadioCard`s, a row of plain radios).
 */
export function ChoiceFieldset({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/** Props of `RadioCard`: the radio `<input>`'s (value, checked, register(…)…) and what it says. */
export interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The choice's name, beside the radio (its accessible name, with the hint). */
  label: ReactNode;
  /** A line under the label. */
  hint?: ReactNode;
}

/** One choice drawn as a bordered card, highlighted while checked; the whole card is its label. */
export function RadioCard({ label, hint, className, ...input }: RadioCardProps) {
  return (
    <label className="flex cursor-pointer flex-col gap-0.5 rounded-md border p-3 text-sm has-checked:border-primary has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-ring">
      <span className="flex items-center gap-2 font-semibold">
        <input type="radio" className={cn('size-4 accent-emerald-700', className)} {...input} />
        {label}
      </span>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </label>
  );
}
