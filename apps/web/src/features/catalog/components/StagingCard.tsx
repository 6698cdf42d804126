import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  ClipboardList,
  Eraser,
  LoaderCircle,
  Plus,
  Save,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { Limits, Messages, centsToReais, exceedsPlanItems } from '@catalogo/contracts/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toastFailure } from '@/lib/toast-failure';
import { cn } from '@/lib/utils';
import { useDashboardInfo } from '@/lib/dashboard';
import { useCatalogItems, useSaveCatalogItemsMutation } from '../api/catalog';
import {
  errorMessages,
  itemErrorMessage,
  validateStagedItems,
  type ItemFormErrors,
} from '../utils/item-form';
import { incompleteItemIds, toSavePayload, type StagedItem } from '../utils/staging';
import { AddItemSheet } from './AddItemSheet';
import { PriceInput } from '@/components/panel/PriceInput';
import { StagedOptionGroups } from './StagedOptionGroups';
import { CardIcon, LoadingBlock } from '@/components/panel/states';

function StagedRow({
  item,
  index,
  errors,
  onChange,
  onRemove,
}: {
  item: StagedItem;
  index: number;
  /** The row's errors under the contracts' DTO, once the seller tried to save; else undefined. */
  errors: ItemFormErrors | undefined;
  onChange: (patch: Partial<StagedItem>) => void;
  onRemove: () => void;
}) {
  const id = `staged-${item.id}`;
  const n = index + 1;
  const labelClass = 'text-xs text-muted-foreground sm:sr-only';
  const invalid = errors !== undefined;
  // A blank field shows by its red border; other rules (a name too long, a price too high) say why.
  const message = errors
    ? itemErrorMessage(errors, { ...item, price: centsToReais(item.priceCents) })
    : null;
  const explain = message && message !== Messages.fillAllFields ? message : null;
  const describedBy = explain ? `${id}-error` : undefined;
  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] gap-x-2 gap-y-2 rounded-lg border bg-background p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_minmax(0,11rem)_2.5rem] sm:items-center sm:rounded-none sm:border-0 sm:border-b sm:bg-transparent sm:px-0 sm:py-2 sm:last:border-b-0',
        invalid && 'border-red-300 bg-red-50/60 sm:bg-red-50/60',
      )}
    >
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <Label htmlFor={`${id}-name`} className={labelClass}>
          Nome <span className="sr-only">do item {n}</span>
        </Label>
        <Input
          id={`${id}-name`}
          value={item.name}
          maxLength={Limits.itemNameMaxLength}
          onChange={(event) => onChange({ name: event.target.value })}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={describedBy}
          className="h-10"
        />
      </div>
      <div className="row-start-2 grid gap-1 sm:row-start-auto">
        <Label htmlFor={`${id}-price`} className={labelClass}>
          {item.optionGroups?.length ? 'Preço base' : 'Preço'}{' '}
          <span className="sr-only">do item {n}</span>
        </Label>
        <PriceInput
          id={`${id}-price`}
          value={item.priceCents}
          onValueChange={(priceCents) => onChange({ priceCents })}
          placeholder={item.optionGroups?.length ? 'R$ 0,00' : undefined}
          aria-invalid={errors?.price ? true : undefined}
          aria-describedby={describedBy}
          className="h-10 tabular-nums"
        />
      </div>
      <div className="col-span-2 row-start-2 grid gap-1 sm:col-span-1 sm:row-start-auto">
        <Label htmlFor={`${id}-category`} className={labelClass}>
          Categoria <span className="sr-only">do item {n}</span>
        </Label>
        <Input
          id={`${id}-category`}
          value={item.category}
          maxLength={Limits.itemCategoryMaxLength}
          onChange={(event) => onChange({ category: event.target.value })}
          aria-invalid={errors?.category ? true : undefined}
          aria-describedby={describedBy}
          className="h-10"
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="col-start-3 row-start-1 self-end text-muted-foreground hover:bg-red-50 hover:text-destructive sm:col-start-auto sm:row-start-auto sm:self-center"
        onClick={onRemove}
        aria-label={`Remover ${item.name.trim() || `item ${n}`}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {explain ? (
        <p
          id={`${id}-error`}
          className="col-span-full text-sm font-medium text-destructive sm:pb-1"
        >
          {explain}
        </p>
      ) : null}
      {item.optionGroups?.length ? (
        <StagedOptionGroups
          itemName={item.name}
          groups={item.optionGroups}
          invalid={invalid}
          onChange={(optionGroups) => onChange({ optionGroups })}
        />
      ) : null}
    </li>
  );
}

/**
 * "Itens para Adicionar": the staging list (editable name, price, category; remove), the
 * "Adicionar item" sheet, "Adicionar Itens ao Catálogo" and "Limpar Lista" (docs/PRODUCT.md §2).
 */
export function StagingCard({
  ready,
  items,
  setItems,
}: {
  ready: boolean;
  items: StagedItem[];
  setItems: (update: (items: StagedItem[]) => StagedItem[]) => void;
}) {
  const save = useSaveCatalogItemsMutation();
  const catalog = useCatalogItems();
  const dashboard = useDashboardInfo();
  const [adding, setAdding] = useState(false);
  // Errors by row id under the contracts' DTO; null until the seller tries to save.
  const [rowErrors, setRowErrors] = useState<Record<string, ItemFormErrors> | null>(null);
  const showInvalid = rowErrors !== null;

  // Once shown, the errors follow the seller's edits.
  useEffect(() => {
    if (!showInvalid) return;
    let current = true;
    void validateStagedItems(items).then((errors) => {
      if (current) setRowErrors(errors);
    });
    return () => {
      current = false;
    };
  }, [items, showInvalid]);

  const categories = useMemo(
    () => [...items.map((i) => i.category), ...(catalog.data ?? []).map((i) => i.category)],
    [items, catalog.data],
  );
  const savedCount = dashboard.data?.catalogItemsCount ?? catalog.data?.length;
  const overLimit = savedCount !== undefined && exceedsPlanItems(savedCount, items.length);
  const busy = save.isPending;

  const update = (id: string, patch: Partial<StagedItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const remove = (id: string) => setItems((list) => list.filter((item) => item.id !== id));

  const onClear = () => {
    const previous = items;
    setItems(() => []);
    setRowErrors(null);
    toast('Lista limpa.', {
      id: 'staging-cleared',
      action: { label: 'Desfazer', onClick: () => setItems(() => previous) },
    });
  };

  const onSave = async () => {
    const errors = await validateStagedItems(items);
    if (Object.keys(errors).length > 0) {
      setRowErrors(errors);
      // A blank field: the spec's message (docs/PRODUCT.md §5); else the contract's own.
      toast.error(
        incompleteItemIds(items).length > 0
          ? Messages.fillAllFields
          : errorMessages(Object.values(errors)).join(' '),
      );
      return;
    }
    try {
      await save.mutateAsync(toSavePayload(items));
      setItems(() => []);
      setRowErrors(null);
      toast.success(Messages.saveItemsSucceeded);
    } catch (error) {
      // A 403 (plan limit) is also toasted with the server's message by the app's handler.
      toastFailure(Messages.saveItemsFailed, error);
    }
  };

  return (
    <Card role="region" aria-labelledby="staging-title">
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CardIcon>
          <ClipboardList />
        </CardIcon>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <CardTitle id="staging-title" className="flex items-center gap-2">
            Itens para Adicionar
            {items.length > 0 ? (
              <Badge variant="secondary" aria-label={`${items.length} itens na lista`}>
                {items.length}
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>
            Revise os itens antes de salvar no catálogo. Depois de salvos, adicione fotos e
            descrições em Catálogo Existente.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAdding(true)}
          disabled={!ready || busy}
          className="max-sm:w-full"
        >
          <Plus aria-hidden="true" />
          Adicionar item
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!ready ? (
          <LoadingBlock label="Carregando lista de itens...">
            <Skeleton className="h-24 w-full rounded-lg" />
          </LoadingBlock>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <ClipboardList className="size-8 text-muted-foreground/60" aria-hidden="true" />
            <p className="text-sm font-medium">Nenhum item na lista.</p>
            <p className="max-w-xs text-sm text-muted-foreground">
              Processe uma lista com IA ou adicione itens manualmente.
            </p>
          </div>
        ) : (
          <fieldset disabled={busy} className="grid gap-2 disabled:opacity-70">
            <legend className="sr-only">Itens para revisar</legend>
            <div
              aria-hidden="true"
              className="hidden grid-cols-[minmax(0,1fr)_8.5rem_minmax(0,11rem)_2.5rem] gap-2 border-b pb-2 text-xs font-medium text-muted-foreground sm:grid"
            >
              <span>Nome</span>
              <span>Preço</span>
              <span>Categoria</span>
            </div>
            <ul className="grid gap-2 sm:gap-0" aria-label="Itens para adicionar">
              {items.map((item, index) => (
                <StagedRow
                  key={item.id}
                  item={item}
                  index={index}
                  errors={rowErrors?.[item.id]}
                  onChange={(patch) => update(item.id, patch)}
                  onRemove={() => remove(item.id)}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {ready && overLimit ? (
          <p
            role="note"
            className="flex gap-2 rounded-md border border-amber-200 bg-warning p-3 text-sm text-warning-foreground"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {Messages.planItemLimit} Você já tem {savedCount} no catálogo.
          </p>
        ) : null}
        {ready && items.length > 0 ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClear} disabled={busy}>
              <Eraser aria-hidden="true" />
              Limpar Lista
            </Button>
            <Button onClick={() => void onSave()} disabled={busy}>
              {busy ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              Adicionar Itens ao Catálogo
            </Button>
          </div>
        ) : null}
      </CardContent>
      <AddItemSheet
        open={adding}
        onOpenChange={setAdding}
        items={items}
        onAdd={(next) => setItems(() => next)}
        categories={categories}
      />
    </Card>
  );
}
