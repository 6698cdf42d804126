import type { KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Check, LoaderCircle, X } from 'lucide-react';
import { Limits, centsToReais, reaisToCents, type CatalogItem } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import {
  groupsToInput,
  itemErrorMessage,
  itemResolver,
  type ItemForm,
} from '../../utils/item-form';
import { PriceInput } from '@/components/panel/PriceInput';
import { cellClass } from './cells';

/** The edited fields, checked with the contracts' `CatalogItemInputDto`; price in reais. */
export interface Draft {
  name: string;
  price: number;
  category: string;
}

/**
 * The inline edit of a saved item (docs/PRODUCT.md §2): name, price and category, validated with
 * the contracts' DTO (the item's option groups count, so a sized item may keep price 0); Enter
 * saves, Escape cancels. An invalid edit calls `onInvalid` with the message to show.
 */
export function EditRow({
  item,
  busy,
  onSave,
  onInvalid,
  onCancel,
}: {
  item: CatalogItem;
  busy: boolean;
  onSave: (draft: Draft) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ItemForm>({
    resolver: itemResolver,
    defaultValues: {
      name: item.name,
      price: item.price,
      category: item.category,
      optionGroups: groupsToInput(item.optionGroups),
    },
  });
  const id = `edit-${item.id}`;
  const submit = handleSubmit(
    ({ name, price, category }) => onSave({ name, price, category }),
    (fieldErrors) => {
      const message = itemErrorMessage(fieldErrors, getValues());
      if (message) onInvalid(message);
    },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <TableRow
      role="row"
      className="grid grid-cols-2 gap-2 bg-secondary/60 p-3 hover:bg-secondary/60 sm:table-row sm:p-0"
      aria-label={`Editando ${item.name}`}
    >
      <TableCell role="cell" className={cn(cellClass, 'col-span-2')}>
        <Input
          id={`${id}-name`}
          aria-label={`Nome de ${item.name}`}
          maxLength={Limits.itemNameMaxLength}
          onKeyDown={onKeyDown}
          aria-invalid={errors.name ? true : undefined}
          disabled={busy}
          className="h-10"
          autoFocus
          {...register('name')}
        />
      </TableCell>
      <TableCell role="cell" className={cellClass}>
        <Controller
          name="price"
          control={control}
          render={({ field }) => (
            <PriceInput
              id={`${id}-price`}
              aria-label={`Preço de ${item.name}`}
              name={field.name}
              ref={field.ref}
              value={reaisToCents(field.value)}
              onValueChange={(cents) => field.onChange(centsToReais(cents))}
              onBlur={field.onBlur}
              onKeyDown={onKeyDown}
              disabled={busy}
              aria-invalid={errors.price ? true : undefined}
              className="h-10 tabular-nums sm:w-32"
            />
          )}
        />
      </TableCell>
      <TableCell role="cell" className={cellClass}>
        <Input
          id={`${id}-category`}
          aria-label={`Categoria de ${item.name}`}
          maxLength={Limits.itemCategoryMaxLength}
          onKeyDown={onKeyDown}
          disabled={busy}
          aria-invalid={errors.category ? true : undefined}
          className="h-10"
          {...register('category')}
        />
      </TableCell>
      <TableCell role="cell" className={cn(cellClass, 'col-span-2 sm:text-right')}>
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            disabled={busy}
            aria-label={`Cancelar edição de ${item.name}`}
          >
            <X aria-hidden="true" />
            <span className="sm:sr-only">Cancelar</span>
          </Button>
          <Button
            size="sm"
            onClick={() => void submit()}
            disabled={busy}
            aria-label={`Salvar ${item.name}`}
          >
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            <span className="sm:sr-only">Salvar</span>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
