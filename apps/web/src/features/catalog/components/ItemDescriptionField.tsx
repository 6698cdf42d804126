import { useId } from 'react';
import { Limits } from '@catalogo/contracts/core';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** "Descrição" of an item, 0–300 characters with a live counter (docs/API.md §6). */
export function ItemDescriptionField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const max = Limits.itemDescriptionMaxLength;
  const near = value.length >= max - 20;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Descrição</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={max}
        rows={4}
        disabled={disabled}
        placeholder="Ex.: Massa fofinha com cobertura de chocolate. Serve 8 pessoas."
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={cn(
          'text-right text-xs tabular-nums text-muted-foreground',
          near && 'font-medium text-amber-700',
        )}
      >
        {value.length}/{max} caracteres
      </p>
    </div>
  );
}
