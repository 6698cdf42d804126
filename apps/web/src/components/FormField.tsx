import type { ReactNode } from 'react';
import { Label } from './ui/label';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Validation message shown under the control (announced). */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids to put on a control's aria-describedby for a field's hint and error. */
export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
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
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
