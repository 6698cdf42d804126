import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Props of `SubmitButton`: a `Button`'s (className…), the label as children, and: */
export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> {
  /** The form is being sent: the button is disabled and shows a spinner and `busyLabel`. */
  busy: boolean;
  /** The label while busy ("Enviando..."). */
  busyLabel: string;
}

/** A form's large submit button, with a spinner and `busyLabel` while the form is sent. */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" {...props} disabled={busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
