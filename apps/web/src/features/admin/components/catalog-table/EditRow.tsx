import { useState, type KeyboardEvent } from 'react';
import { Check, LoaderCircle, X } from 'lucide-react';
import { Limits, reaisToCents, type CatalogItem } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { PriceInput } from '../PriceInput';
import { cellClass } from './cells';

/** What the inline edit collects; price in centavos while editing. */
export interface Draft {
  name: string;
  priceCents: number;
  category: string;
}

/**
 * The inline edit of a saved item (PRODUCT_SPEC.md §2): name, price and category; Enter saves,
 * Escape cancels.
 */
export function EditRow({
  item,
  busy,
  onSave,
  onCancel,
}: {
  item: CatalogItem;
  busy: boolean;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    name: item.name,
    priceCents: reaisToCents(item.price),
    category: item.category,
  });
  const id = `edit-${item.id}`;
  const submit = () => onSave(draft);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
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
          value={draft.name}
          maxLength={Limits.itemNameMaxLength}
          onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
          onKeyDown={onKeyDown}
          disabled={busy}
          className="h-10"
          autoFocus
        />
      </TableCell>
      <TableCell role="cell" className={cellClass}>
        <PriceInput
          id={`${id}-price`}
          aria-label={`Preço de ${item.name}`}
          value={draft.priceCents}
          onValueChange={(priceCents) => setDraft((d) => ({ ...d, priceCents }))}
          onKeyDown={onKeyDown}
          disabled={busy}
          className="h-10 tabular-nums sm:w-32"
        />
      </TableCell>
      <TableCell role="cell" className={cellClass}>
        <Input
          id={`${id}-category`}
          aria-label={`Categoria de ${item.name}`}
          value={draft.category}
          maxLength={Limits.itemCategoryMaxLength}
          onChange={(event) => setDraft((d) => ({ ...d, category: event.target.value }))}
          onKeyDown={onKeyDown}
          disabled={busy}
          className="h-10"
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
          <Button size="sm" onClick={submit} disabled={busy} aria-label={`Salvar ${item.name}`}>
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
