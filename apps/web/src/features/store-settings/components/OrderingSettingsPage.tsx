import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { Eye, LoaderCircle } from 'lucide-react';
import { StoreSettingsDto } from '@catalogo/contracts';
import type { StoreSettings } from '@catalogo/contracts/core';
import { AdminSubpageLayout } from '@/components/panel/AdminSubpageLayout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toastFailure } from '@/lib/toast-failure';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { useStoreSettings } from '@/lib/store-settings';
import { useSaveStoreSettingsMutation } from '../api/ordering-settings';
import { orderingPreview } from '../utils/preview';
import {
  AlertsSection,
  DeliverySection,
  HoursSection,
  MinimumSection,
  PaymentSection,
} from './sections';
import { PixProviderCard } from './PixProviderCard';

const TITLE = 'Pedidos e entrega · Monte Seu Pedido';
export const SAVED_MESSAGE = 'Configurações de pedidos salvas.';
export const SAVE_FAILED_MESSAGE = 'Não foi possível salvar as configurações. Tente novamente.';

/** The same DTO class as the API's `PUT /store/settings`: the same rules and messages. */
const resolver = classValidatorResolver(StoreSettingsDto) as Resolver<StoreSettings>;

/**
 * /admin/pedidos-e-entrega (protected): the store's ordering options of docs/API.md §6
 * — delivery (flat fee, by bairro or "a combinar", free from a value), pickup, minimum order,
 * payment methods (Pix with its key, cash, card), opening hours per weekday and whether orders
 * are taken while closed, and the seller's alerts of new orders (sound, paper width, automatic
 * printing, e-mail; docs/API.md §8) — with a live preview line of what the customer reads.
 * `printerSettings`: this device's thermal printer control (an orders-area component, given by
 * the route: features do not import each other), shown in the alerts section.
 */
export function OrderingSettingsPage({ printerSettings }: { printerSettings?: ReactNode } = {}) {
  const settings = useStoreSettings();
  return (
    <AdminSubpageLayout
      title="Pedidos e entrega"
      width="narrow"
      description={
        <p className="text-muted-foreground">
          Como seus clientes recebem e pagam os pedidos, o pedido mínimo e o horário da loja.
        </p>
      }
    >
      <title>{TITLE}</title>
      {settings.isPending ? (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <LoadingBlock label="Carregando configurações..." />
          </CardContent>
        </Card>
      ) : settings.isError ? (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <QueryError
              message="Não foi possível carregar as configurações."
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <SettingsForm initial={settings.data} printerSettings={printerSettings} />
          {/* Its own card and form (not part of the settings document): Pix that confirms itself. */}
          <PixProviderCard />
        </>
      )}
    </AdminSubpageLayout>
  );
}

function SettingsForm({
  initial,
  printerSettings,
}: {
  initial: StoreSettings;
  printerSettings?: ReactNode;
}) {
  const formId = useId();
  const mutation = useSaveStoreSettingsMutation();
  const form = useForm<StoreSettings>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { control, handleSubmit, reset, formState } = form;

  useEffect(() => reset(initial), [initial, reset]);

  const values = useWatch({ control }) as StoreSettings;
  const preview = orderingPreview(values);

  const onSubmit = handleSubmit(
    async (data) => {
      try {
        const saved = await mutation.mutateAsync(data);
        reset(saved);
        toast.success(SAVED_MESSAGE);
      } catch (error) {
        toastFailure(SAVE_FAILED_MESSAGE, error);
      }
    },
    () => toast.error('Corrija os campos destacados antes de salvar.'),
  );

  // Rules on a whole section (e.g. "delivery and pickup both off") have no field of their own.
  const errors = formState.errors;
  const sectionErrors = [
    errors.root?.message,
    errors.delivery?.root?.message ?? errors.delivery?.message,
    errors.pickup?.message,
    errors.payment?.message,
    errors.hours?.message,
  ].filter((m): m is string => typeof m === 'string' && m !== '');

  return (
    <form
      id={formId}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4 sm:gap-6"
    >
      <DeliverySection form={form} />
      <MinimumSection form={form} />
      <PaymentSection form={form} />
      <HoursSection form={form} />
      <AlertsSection form={form} printerSettings={printerSettings} />

      <div className="sticky bottom-0 z-30 -mx-4 grid gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <p
          className="flex items-start gap-2 text-sm"
          aria-live="polite"
          data-testid="ordering-preview"
        >
          <Eye className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">Prévia para o cliente: </span>
            {preview || 'Escolha como o cliente recebe o pedido.'}
          </span>
        </p>
        {sectionErrors.length > 0 ? (
          <ul role="alert" className="grid gap-1 text-sm font-medium text-destructive">
            {sectionErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!formState.isDirty || mutation.isPending}
            onClick={() => reset(initial)}
          >
            Descartar alterações
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : null}
            {mutation.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </div>
    </form>
  );
}
