import { ImagePlus, Pencil, Trash2 } from 'lucide-react';
import { formatBRL, type CatalogItem } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { AvailabilitySwitch } from '../AvailabilitySwitch';
import { ItemThumb } from '../ItemThumb';
import { cellClass, rowClass } from './cells';

/** One saved item of "Catálogo Existente": thumbnail and name, price, category and actions. */
export function ItemRow({
  item,
  editDisabled,
  deleteDisabled,
  onDetails,
  onEdit,
  onDelete,
}: {
  item: CatalogItem;
  editDisabled: boolean;
  deleteDisabled: boolean;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <TableRow role="row" className={rowClass}>
      <TableCell role="cell" className={cn(cellClass, 'font-semibold [overflow-wrap:anywhere]')}>
        <span
          className={cn(
            'flex items-center gap-3',
            item.available === false && 'text-muted-foreground',
          )}
        >
          <ItemThumb item={item} />
          {item.name}
        </span>
      </TableCell>
      <TableCell
        role="cell"
        className={cn(
          cellClass,
          'text-right font-semibold tabular-nums sm:text-left sm:font-normal',
        )}
      >
        {formatBRL(item.price)}
      </TableCell>
      <TableCell role="cell" className={cellClass}>
        <span className="inline-flex max-w-full items-center rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground [overflow-wrap:anywhere]">
          {item.category}
        </span>
      </TableCell>
      <TableCell role="cell" className={cn(cellClass, 'col-span-2 sm:text-right')}>
        <div className="flex items-center justify-end gap-1">
          <span className="mr-2">
            <AvailabilitySwitch item={item} />
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={onDetails}
            aria-label={`Foto e detalhes de ${item.name}`}
            title="Foto e detalhes"
          >
            <ImagePlus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={onEdit}
            disabled={editDisabled}
            aria-label={`Editar ${item.name}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground hover:bg-red-50 hover:text-destructive"
            onClick={onDelete}
            disabled={deleteDisabled}
            aria-label={`Excluir ${item.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
