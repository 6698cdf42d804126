import type { Ref } from 'react';
import { formatPhone } from '@catalogo/contracts/core';
import { Input } from '@/components/ui/input';
import { describedBy } from '@/components/FormField';
import { phoneInputAttrs } from './phone-input-attrs';

interface PhoneInputProps {
  id: string;
  name: string;
  value: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  ref?: Ref<HTMLInputElement>;
  /** The field's error message, if any (marks the input invalid). */
  error?: string;
}

/**
 * The WhatsApp / mobile phone input (docs/PRODUCT.md §5): masked as (99) 99999-9999 while typing,
 * 15 characters at most. The form keeps the masked text; send only its digits (`phoneDigits`).
 * Meant for a react-hook-form `Controller` inside a `FormField` with a hint.
 */
export function PhoneInput({ id, name, value, onChange, onBlur, ref, error }: PhoneInputProps) {
  return (
    <Input
      id={id}
      {...phoneInputAttrs}
      name={name}
      ref={ref}
      value={value ?? ''}
      onBlur={onBlur}
      onChange={(event) => onChange(formatPhone(event.target.value))}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, true)}
    />
  );
}
