import { useForm, useWatch } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { ProcessCatalogDto } from '@catalogo/contracts';
import { Limits, Messages, type AiUsage, type ProcessedItem } from '@catalogo/contracts/core';
import { FormField, describedBy } from '@/components/FormField';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDashboardInfo } from '@/lib/dashboard';
import { useProcessCatalogMutation } from '../api/catalog';
import { MenuPhotoImport } from './MenuPhotoImport';
import { SpreadsheetImport } from './SpreadsheetImport';

const resolver = classValidatorResolver(ProcessCatalogDto);
const count = new Intl.NumberFormat('pt-BR');

const PLACEHOLDER = `*LANCHES*
X-Salada - R$ 18,00
X-Bacon - R$ 22,00

*BEBIDAS*
Coca-Cola lata - R$ 6,00`;

/** The quota note: 15 per month, renewed every 30 days; uses left and the renewal date. */
function UsageNote({ usage, loading }: { usage: AiUsage | undefined; loading: boolean }) {
  const limit = usage?.limit ?? Limits.aiProcessingsPerWindow;
  const left = usage ? Math.max(0, usage.limit - usage.used) : undefined;
  const renews = formatDate(usage?.renewsAt);
  return (
    <div className="grid gap-1 rounded-md bg-muted/60 p-3 text-xs text-muted-foreground">
      <p>
        Limite de {Limits.aiProcessingsPerWindow} processamentos por mês, renovado a cada{' '}
        {Limits.aiProcessingWindowDays} dias.
      </p>
      {loading ? (
        <Skeleton className="h-4 w-40" />
      ) : left !== undefined ? (
        <p data-testid="ai-uses-left" aria-live="polite">
          <span
            className={cn('font-semibold', left === 0 ? 'text-destructive' : 'text-foreground')}
          >
            {left === 1 ? 'Resta 1 uso' : `Restam ${left} usos`}
          </span>{' '}
          de {limit}
          {renews ? ` · renova em ${renews}` : ''}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Adicionar Produtos": paste a product list, "Processar Catálogo com IA" turns it into items
 * that are appended to the staging list without duplicates (docs/PRODUCT.md §2, §4, §8).
 */
export function AddProductsCard({
  onProcessed,
  disabled,
}: {
  /** Appends the items to the staging list and answers how many were new. */
  onProcessed: (items: readonly ProcessedItem[]) => number;
  disabled?: boolean;
}) {
  const dashboard = useDashboardInfo();
  const mutation = useProcessCatalogMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProcessCatalogDto>({ resolver, defaultValues: { inputData: '' } });
  const text = useWatch({ control, name: 'inputData' }) ?? '';

  const onSubmit = handleSubmit(async ({ inputData }) => {
    try {
      const { items } = await mutation.mutateAsync(inputData);
      const appended = onProcessed(items);
      toast.success(Messages.processingSucceeded(appended));
      if (appended > 0) reset({ inputData: '' });
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 429
          ? error.serverMessage === Messages.processingInProgress
            ? Messages.processingInProgress
            : Messages.processingQuotaReached
          : Messages.processingFailed,
      );
    }
  });

  const busy = mutation.isPending;

  return (
    <Card role="region" aria-labelledby="add-products-title">
      <PanelCardHeader
        icon={<Sparkles />}
        titleId="add-products-title"
        title="Adicionar Produtos"
        description="Cole sua lista (do WhatsApp, bloco de notas ou planilha) e a IA organiza os itens, ou importe uma planilha .csv ou .xlsx."
      />
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Processar lista de produtos"
          className="grid gap-4"
        >
          <FormField id="product-list" label="Lista de produtos" error={errors.inputData?.message}>
            <Textarea
              id="product-list"
              rows={8}
              maxLength={Limits.aiProcessingMaxInputChars}
              placeholder={PLACEHOLDER}
              className="min-h-44 resize-y font-mono text-sm leading-relaxed"
              readOnly={busy}
              aria-invalid={errors.inputData ? true : undefined}
              aria-describedby={[
                describedBy('product-list', errors.inputData?.message),
                'product-list-count',
              ]
                .filter(Boolean)
                .join(' ')}
              {...register('inputData')}
            />
          </FormField>
          <p
            id="product-list-count"
            className="-mt-2 text-right text-xs tabular-nums text-muted-foreground"
          >
            {count.format(text.length)}/{count.format(Limits.aiProcessingMaxInputChars)} caracteres
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
            {busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            Processar Catálogo com IA
          </Button>
          {busy ? (
            <p role="status" className="-mt-2 text-center text-xs text-muted-foreground">
              Processando sua lista, isso pode levar alguns segundos...
            </p>
          ) : null}
          <UsageNote usage={dashboard.data?.aiUsage} loading={dashboard.isPending} />
        </form>
        <MenuPhotoImport onProcessed={onProcessed} disabled={disabled || busy} />
        <SpreadsheetImport onProcessed={onProcessed} disabled={disabled || busy} />
      </CardContent>
    </Card>
  );
}
