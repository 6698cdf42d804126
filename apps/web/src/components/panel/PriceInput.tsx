import type { ComponentProps } from 'react';
import { Limits, digitsToCents, formatCentsBRL } from '@catalogo/contracts/core';
import { Input } from '@/components/ui/input';

export type PriceInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** Price in centavos (0 shows the empty field). */
  value: number;
  onValueChange: (cents: number) => void;
};

/**
 * Price field of docs/PRODUCT.md §5: keeps only the digits typed and reads them as centavos,
 * shown in BRL ("1290" → "R$ 12,90"). Prices above R$ 100.000,00 are not accepted.
 */
export function PriceInput({ value, onValueChange, placeholder, ...props }: PriceInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? formatCentsBRL(0)}
      {...props}
      value={value > 0 ? formatCentsBRL(value) : ''}
      onChange={(event) => {
        const cents = digitsToCents(event.target.value);
        if (cents > Limits.maxItemPriceCents) return;
        onValueChange(cents);
      }}
    />
  );
}
