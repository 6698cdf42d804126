import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Limits } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { addManualItem, type StagedItem } from '../staging';
import { PriceInput } from './PriceInput';

/**
 * "Adicionar item": one item typed by hand, appended to the staging list when every field is
 * filled (price > 0) and it is not already there (PRODUCT_SPEC.md §5).
 */
export function AddItemSheet({
  open,
  onOpenChange,
  items,
  onAdd,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly StagedItem[];
  /** Receives the new list. */
  onAdd: (items: StagedItem[]) => void;
  /** Known categories, offered as suggestions. */
  categories: readonly string[];
}) {
  const baseId = useId();
  const ids = {
    name: `${baseId}-name`,
    price: `${baseId}-price`,
    category: `${baseId}-category`,
    categories: `${baseId}-categories`,
    error: `${baseId}-error`,
  };
  const [name, setName] = useState('');
  const [priceCents, setPriceCents] = useState(0);
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      setName('');
      setPriceCents(0);
      setCategory('');
      setError(null);
    }
  }, [open]);

  const suggestions = useMemo(
    () => [...new Set(categories.map((c) => c.trim()).filter(Boolean))].sort(),
    [categories],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = addManualItem(items, { name, priceCents, category });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onAdd(result.items);
    onOpenChange(false);
  };

  const invalid = error ? true : undefined;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          nameRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Adicionar item</SheetTitle>
          <SheetDescription>O item entra na lista para revisar antes de salvar.</SheetDescription>
        </SheetHeader>
        <form id={`${baseId}-form`} onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>Nome do produto</Label>
            <Input
              ref={nameRef}
              id={ids.name}
              value={name}
              maxLength={Limits.itemNameMaxLength}
              placeholder="Ex.: Bolo de cenoura"
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={invalid && name.trim() === '' ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.price}>Preço</Label>
            <PriceInput
              id={ids.price}
              value={priceCents}
              onValueChange={setPriceCents}
              aria-invalid={invalid && priceCents <= 0 ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.category}>Categoria</Label>
            <Input
              id={ids.category}
              value={category}
              maxLength={Limits.itemCategoryMaxLength}
              placeholder="Ex.: Bolos"
              autoComplete="off"
              list={suggestions.length > 0 ? ids.categories : undefined}
              onChange={(event) => setCategory(event.target.value)}
              aria-invalid={invalid && category.trim() === '' ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {suggestions.length > 0 ? (
              <datalist id={ids.categories}>
                {suggestions.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            ) : null}
          </div>
          {error ? (
            <p
              id={ids.error}
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-destructive"
            >
              {error}
            </p>
          ) : null}
        </form>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Cancelar</Button>
          </SheetClose>
          <Button type="submit" form={`${baseId}-form`}>
            <Plus aria-hidden="true" />
            Adicionar à lista
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
