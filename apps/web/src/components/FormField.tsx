import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './ui/label';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Validation message shown under the control (announced). */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * Ids to put on a control's aria-describedby for a field's hint and error. As `FormField` shows
 * the hint only while there is no error, the error replaces the hint's id.
 */
export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint && !error ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, its control, an optional hint and the field's validation message. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A control's validation message, announced (`role="alert"`), with the id `describedBy` gives
 * (`{id}-error`); nothing without a message. For controls outside a `FormField` (table cells).
 */
export function FieldError({
  id,
  message,
  className,
}: {
  /** The control's id. */
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
    >
      {message}
    </p>
  );
}
