import { useMemo, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Check, ImagePlus, LoaderCircle, Package, Pencil, Search, Trash2, X } from 'lucide-react';
import {
  Limits,
  Messages,
  centsToReais,
  formatBRL,
  reaisToCents,
  type CatalogItem,
} from '@catalogo/contracts/core';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  useCatalogItems,
  useDeleteCatalogItemMutation,
  useUpdateCatalogItemMutation,
} from '../api';
import { filterCatalogItems } from '../search';
import { isCompleteItem } from '../staging';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { ItemSheet } from './ItemSheet';
import { ItemThumb } from './ItemThumb';
import { PriceInput } from './PriceInput';
import { CardIcon, LoadingBlock, QueryError } from './states';

interface Draft {
  name: string;
  priceCents: number;
  category: string;
}

/** Confirmation text of PRODUCT_SPEC.md §2. */
export function deleteConfirmationText(name: string): string {
  return `Tem certeza que deseja excluir o item ${name}? Esta ação não pode ser desfeita.`;
}

/*
 * A real table (with explicit roles, so its semantics survive the phone layout): on phones each
 * row is drawn as a small card (name and price, then category and actions); from `sm` up it is
 * a classic table.
 */
const rowClass =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b px-1 py-3 last:border-b-0 sm:table-row sm:px-0 sm:py-0';
const cellClass = 'block sm:table-cell sm:px-3 sm:py-2.5 sm:align-middle';

function EditRow({
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
    <tr
      role="row"
      className="grid grid-cols-2 gap-2 border-b bg-secondary/60 p-3 last:border-b-0 sm:table-row sm:p-0"
      aria-label={`Editando ${item.name}`}
    >
      <td role="cell" className={cn(cellClass, 'col-span-2')}>
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
      </td>
      <td role="cell" className={cellClass}>
        <PriceInput
          id={`${id}-price`}
          aria-label={`Preço de ${item.name}`}
          value={draft.priceCents}
          onValueChange={(priceCents) => setDraft((d) => ({ ...d, priceCents }))}
          onKeyDown={onKeyDown}
          disabled={busy}
          className="h-10 tabular-nums sm:w-32"
        />
      </td>
      <td role="cell" className={cellClass}>
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
      </td>
      <td role="cell" className={cn(cellClass, 'col-span-2 sm:text-right')}>
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
      </td>
    </tr>
  );
}

/**
 * "Catálogo Existente": search (name or category, case- and accent-insensitive), inline edit
 * with save and cancel, delete after a confirmation (PRODUCT_SPEC.md §2, §8).
 */
export function CatalogTable() {
  const catalog = useCatalogItems();
  const updateMutation = useUpdateCatalogItemMutation();
  const deleteMutation = useDeleteCatalogItemMutation();
  const [query, setQuery] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  // The item sheet (photo, description; issue 16) follows the query, so uploads show at once.
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const items = catalog.data;
  const visible = useMemo(() => filterCatalogItems(items ?? [], query), [items, query]);

  const onSave = async (item: CatalogItem, draft: Draft) => {
    if (!isCompleteItem(draft)) {
      toast.error(Messages.fillAllFields);
      return;
    }
    try {
      await updateMutation.mutateAsync({
        id: item.id,
        name: draft.name.trim(),
        price: centsToReais(draft.priceCents),
        category: draft.category.trim(),
      });
      setEditingId(null);
      toast.success(Messages.updateItemSucceeded);
    } catch (error) {
      const explain = isApiError(error) && error.status === 400 && error.serverMessage;
      toast.error(Messages.updateItemFailed, explain ? { description: explain } : undefined);
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMutation.mutateAsync(deleting.id);
      toast.success(Messages.deleteItemSucceeded);
      if (editingId === deleting.id) setEditingId(null);
    } catch {
      toast.error(Messages.deleteItemFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card role="region" aria-labelledby="catalog-title">
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <CardIcon>
            <Package />
          </CardIcon>
          <div className="grid gap-0.5">
            <CardTitle id="catalog-title">Catálogo Existente</CardTitle>
            <CardDescription>
              {items
                ? `${items.length} de ${Limits.maxCatalogItems} produtos do seu plano.`
                : 'Os produtos que seus clientes veem.'}
            </CardDescription>
          </div>
        </div>
        <div className="relative sm:w-72">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Buscar por nome ou categoria"
            placeholder="Buscar por nome ou categoria"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
            enterKeyHint="search"
          />
        </div>
      </CardHeader>
      <CardContent>
        {catalog.isPending ? (
          <LoadingBlock label="Carregando catálogo...">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="h-5 flex-1" />
                <Skeleton className="h-5 w-20" />
                <Skeleton className="hidden h-5 w-24 sm:block" />
                <Skeleton className="h-8 w-16" />
              </div>
            ))}
          </LoadingBlock>
        ) : catalog.isError ? (
          <QueryError
            message={catalog.error.message}
            onRetry={() => void catalog.refetch()}
            retrying={catalog.isFetching}
          />
        ) : (
          <div className="w-full">
            {visible.length > 0 ? (
              <table role="table" aria-labelledby="catalog-title" className="w-full text-sm">
                <thead role="rowgroup" className="max-sm:sr-only">
                  <tr role="row" className="border-b">
                    {['Nome', 'Preço', 'Categoria'].map((label) => (
                      <th
                        key={label}
                        role="columnheader"
                        scope="col"
                        className="h-10 px-3 text-left align-middle text-xs font-medium uppercase tracking-wide text-muted-foreground"
                      >
                        {label}
                      </th>
                    ))}
                    <th
                      role="columnheader"
                      scope="col"
                      className="h-10 px-3 text-right align-middle text-xs font-medium uppercase tracking-wide text-muted-foreground"
                    >
                      Ações
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup" className="block sm:table-row-group">
                  {visible.map((item) =>
                    item.id === editingId ? (
                      <EditRow
                        key={item.id}
                        item={item}
                        busy={updateMutation.isPending}
                        onSave={(draft) => void onSave(item, draft)}
                        onCancel={() => setEditingId(null)}
                      />
                    ) : (
                      <tr role="row" key={item.id} className={cn(rowClass, 'sm:hover:bg-muted/50')}>
                        <td
                          role="cell"
                          className={cn(cellClass, 'font-semibold [overflow-wrap:anywhere]')}
                        >
                          <span
                            className={cn(
                              'flex items-center gap-3',
                              item.available === false && 'text-muted-foreground',
                            )}
                          >
                            <ItemThumb item={item} />
                            {item.name}
                          </span>
                        </td>
                        <td
                          role="cell"
                          className={cn(
                            cellClass,
                            'text-right font-semibold tabular-nums sm:text-left sm:font-normal',
                          )}
                        >
                          {formatBRL(item.price)}
                        </td>
                        <td role="cell" className={cellClass}>
                          <span className="inline-flex max-w-full items-center rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground [overflow-wrap:anywhere]">
                            {item.category}
                          </span>
                        </td>
                        <td role="cell" className={cn(cellClass, 'sm:text-right')}>
                          <div className="flex items-center justify-end gap-1">
                            <span className="mr-2">
                              <AvailabilitySwitch item={item} />
                            </span>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9"
                              onClick={() => setDetailsId(item.id)}
                              aria-label={`Foto e detalhes de ${item.name}`}
                              title="Foto e detalhes"
                            >
                              <ImagePlus aria-hidden="true" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9"
                              onClick={() => setEditingId(item.id)}
                              disabled={updateMutation.isPending || deleteMutation.isPending}
                              aria-label={`Editar ${item.name}`}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9 text-muted-foreground hover:bg-red-50 hover:text-destructive"
                              onClick={() => setDeleting(item)}
                              disabled={deleteMutation.isPending}
                              aria-label={`Excluir ${item.name}`}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            ) : (
              <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                {items && items.length > 0
                  ? 'Nenhum item encontrado para essa busca.'
                  : 'Nenhum item no catálogo ainda. Adicione itens acima.'}
              </p>
            )}
          </div>
        )}
      </CardContent>
      <ItemSheet
        item={items?.find((i) => i.id === detailsId) ?? null}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteMutation.isPending) setDeleting(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Excluir item</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting ? deleteConfirmationText(deleting.name) : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteMutation.isPending}>Cancelar</AlertDialogCancel>
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => void onConfirmDelete()}
              disabled={deleteMutation.isPending}
            >
              {deleteMutation.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              Excluir
            </button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
