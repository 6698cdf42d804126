import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Limits, centsToReais, reaisToCents } from '@catalogo/contracts/core';
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
import { itemErrorMessage, itemResolver, type ItemForm } from '../utils/item-form';
import { addManualItem, type StagedItem } from '../utils/staging';
import { PriceInput } from '@/components/panel/PriceInput';

const EMPTY: ItemForm = { name: '', price: 0, category: '' };

/**
 * "Adicionar item": one item typed by hand, checked with the contracts' `CatalogItemInputDto`
 * (a blank field → "Por favor, preencha todos os campos corretamente.", other rules with the
 * contract's messages), appended to the staging list unless it is already there
 * (docs/PRODUCT.md §5).
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
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<ItemForm>({ resolver: itemResolver, defaultValues: EMPTY });

  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setError(null);
    }
  }, [open, reset]);

  const suggestions = useMemo(
    () => [...new Set(categories.map((c) => c.trim()).filter(Boolean))].sort(),
    [categories],
  );

  const onSubmit = handleSubmit(
    ({ name, price, category }) => {
      const result = addManualItem(items, { name, priceCents: reaisToCents(price), category });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      onAdd(result.items);
      onOpenChange(false);
    },
    (fieldErrors) => setError(itemErrorMessage(fieldErrors, getValues())),
  );

  const describedBy = error ? ids.error : undefined;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          setFocus('name');
        }}
      >
        <SheetHeader>
          <SheetTitle>Adicionar item</SheetTitle>
          <SheetDescription>O item entra na lista para revisar antes de salvar.</SheetDescription>
        </SheetHeader>
        <form
          id={`${baseId}-form`}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid gap-5"
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>Nome do produto</Label>
            <Input
              id={ids.name}
              maxLength={Limits.itemNameMaxLength}
              placeholder="Ex.: Bolo de cenoura"
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy}
              {...register('name')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.price}>Preço</Label>
            <Controller
              name="price"
              control={control}
              render={({ field }) => (
                <PriceInput
                  id={ids.price}
                  name={field.name}
                  ref={field.ref}
                  value={reaisToCents(field.value)}
                  onValueChange={(cents) => field.onChange(centsToReais(cents))}
                  onBlur={field.onBlur}
                  aria-invalid={errors.price ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.category}>Categoria</Label>
            <Input
              id={ids.category}
              maxLength={Limits.itemCategoryMaxLength}
              placeholder="Ex.: Bolos"
              autoComplete="off"
              list={suggestions.length > 0 ? ids.categories : undefined}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy}
              {...register('category')}
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
