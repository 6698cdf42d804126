import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Package, Search } from 'lucide-react';
import { Limits, Messages, type CatalogItem } from '@catalogo/contracts/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toastFailure } from '@/lib/toast-failure';
import {
  useCatalogItems,
  useDeleteCatalogItemMutation,
  useUpdateCatalogItemMutation,
} from '../api/catalog';
import { filterCatalogItems } from '../utils/search';
import { DeleteItemDialog } from './catalog-table/DeleteItemDialog';
import { EditRow, type Draft } from './catalog-table/EditRow';
import { ItemRow } from './catalog-table/ItemRow';
import { ItemSheet } from './ItemSheet';
import { CardIcon, LoadingBlock, QueryError } from '@/components/panel/states';

export { deleteConfirmationText } from './catalog-table/DeleteItemDialog';

const headClass = 'text-xs uppercase tracking-wide';

/**
 * "Catálogo Existente": search (name or category, case- and accent-insensitive), inline edit
 * with save and cancel, delete after a confirmation (docs/PRODUCT.md §2, §8).
 */
export function CatalogTable() {
  const catalog = useCatalogItems();
  const updateMutation = useUpdateCatalogItemMutation();
  const deleteMutation = useDeleteCatalogItemMutation();
  const [query, setQuery] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  // The item sheet (photo, description) follows the query, so uploads show at once.
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const items = catalog.data;
  const visible = useMemo(() => filterCatalogItems(items ?? [], query), [items, query]);

  const onSave = async (item: CatalogItem, draft: Draft) => {
    try {
      await updateMutation.mutateAsync({
        id: item.id,
        name: draft.name,
        price: draft.price,
        category: draft.category,
      });
      setEditingId(null);
      toast.success(Messages.updateItemSucceeded);
    } catch (error) {
      toastFailure(Messages.updateItemFailed, error);
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
        ) : visible.length > 0 ? (
          <Table role="table" aria-labelledby="catalog-title">
            <TableHeader role="rowgroup" className="max-sm:sr-only">
              <TableRow role="row" className="hover:bg-transparent">
                {['Nome', 'Preço', 'Categoria'].map((label) => (
                  <TableHead key={label} role="columnheader" scope="col" className={headClass}>
                    {label}
                  </TableHead>
                ))}
                <TableHead role="columnheader" scope="col" className={`${headClass} text-right`}>
                  Ações
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody role="rowgroup" className="block sm:table-row-group">
              {visible.map((item) =>
                item.id === editingId ? (
                  <EditRow
                    key={item.id}
                    item={item}
                    busy={updateMutation.isPending}
                    onSave={(draft) => void onSave(item, draft)}
                    onInvalid={(message) => toast.error(message)}
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  <ItemRow
                    key={item.id}
                    item={item}
                    editDisabled={updateMutation.isPending || deleteMutation.isPending}
                    deleteDisabled={deleteMutation.isPending}
                    onDetails={() => setDetailsId(item.id)}
                    onEdit={() => setEditingId(item.id)}
                    onDelete={() => setDeleting(item)}
                  />
                ),
              )}
            </TableBody>
          </Table>
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {items && items.length > 0
              ? 'Nenhum item encontrado para essa busca.'
              : 'Nenhum item no catálogo ainda. Adicione itens acima.'}
          </p>
        )}
      </CardContent>
      <ItemSheet
        item={items?.find((i) => i.id === detailsId) ?? null}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
      <DeleteItemDialog
        item={deleting}
        busy={deleteMutation.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
