import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Coupon } from '@catalogo/contracts/core';
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
import { Card, CardContent } from '@/components/ui/card';
import { InputField } from '@/components/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { cn } from '@/lib/utils';
import { AdminSubpageLayout } from '@/components/panel/AdminSubpageLayout';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { SettingsSheet } from '@/components/panel/SettingsSheet';
import { ChoiceFieldset } from '@/components/panel/ChoiceFieldset';
import { Switch } from '@/components/panel/Switch';
import { couponBodyOf, useCoupons, useDeleteCoupon, useSaveCoupon } from '../api/coupons';
import {
  couponResolver,
  discountText,
  emptyCouponForm,
  rulesText,
  toCouponBody,
  toCouponForm,
  type CouponForm,
} from '../utils/coupon-form';

/** Statuses whose server message explains a failed save: invalid (400), code taken (409). */
const SAVE_FAILURE_STATUSES = [400, 404, 409] as const;

/**
 * /admin/cupons (protected; docs/API.md §8): the store's coupons with how many times each was
 * used and the revenue of those orders; create and edit in a sheet (validated with the API's
 * `CouponDto`), an on/off switch per coupon and deletion with a confirmation.
 */
export function CouponsPage() {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  return (
    <AdminSubpageLayout
      title="Cupons"
      description={
        <p className="text-sm text-muted-foreground">
          Descontos para trazer clientes de volta. O desconto vale sobre os itens, nunca sobre a
          taxa de entrega.
        </p>
      }
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Novo cupom
        </Button>
      }
    >
      <title>Cupons · Monte Seu Pedido</title>
      {coupons.isPending ? (
        <LoadingBlock label="Carregando cupons...">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </LoadingBlock>
      ) : coupons.isError ? (
        <QueryError
          message={coupons.error.message}
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
        />
      ) : coupons.data.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-10 text-center">
            <TicketPercent className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">
              Nenhum cupom ainda. Crie um cupom, por exemplo VOLTA10 com 10% de desconto.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Cupons" data-testid="coupons-list">
          {coupons.data.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                coupon={coupon}
                onEdit={() => setEditing(coupon)}
                onDelete={() => setDeleting(coupon)}
              />
            </li>
          ))}
        </ul>
      )}
      <CouponSheet
        coupon={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </AdminSubpageLayout>
  );
}

function CouponCard({
  coupon,
  onEdit,
  onDelete,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveCoupon();
  const switchId = useId();
  const rules = rulesText(coupon);

  async function toggle(active: boolean) {
    try {
      await save.mutateAsync({ id: coupon.id, body: { ...couponBodyOf(coupon), active } });
      toast.success(active ? `Cupom ${coupon.code} ativado.` : `Cupom ${coupon.code} desativado.`);
    } catch (error) {
      toastFailure('Não foi possível alterar o cupom.', error, SAVE_FAILURE_STATUSES);
    }
  }

  return (
    <Card
      role="region"
      aria-label={`Cupom ${coupon.code}`}
      className={cn('h-full', !coupon.active && 'bg-muted/60')}
    >
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-0.5">
            <h2 className="break-all font-mono text-lg font-bold">{coupon.code}</h2>
            <p className="text-sm">{discountText(coupon)}</p>
            {rules ? <p className="text-xs text-muted-foreground">{rules}</p> : null}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <label htmlFor={switchId} className="text-xs text-muted-foreground">
              {coupon.active ? 'Ativo' : 'Desativado'}
            </label>
            <Switch
              id={switchId}
              aria-label={`Cupom ${coupon.code} ativo`}
              checked={coupon.active}
              disabled={save.isPending}
              onChange={(event) => void toggle(event.target.checked)}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Usos</dt>
            <dd className="font-semibold tabular-nums" data-testid="coupon-uses">
              {coupon.uses}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Faturamento</dt>
            <dd className="font-semibold tabular-nums" data-testid="coupon-revenue">
              {formatBRL(coupon.revenue)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** "Novo cupom" / "Editar cupom": the form in a side sheet, validated with `CouponDto`. */
function CouponSheet({
  coupon,
  open,
  onClose,
}: {
  coupon: Coupon | null;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const save = useSaveCoupon();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CouponForm>({ resolver: couponResolver, defaultValues: emptyCouponForm });

  useEffect(() => {
    if (open) reset(coupon ? toCouponForm(coupon) : emptyCouponForm);
  }, [open, coupon, reset]);

  const kind = watch('kind');
  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await save.mutateAsync({ id: coupon?.id, body: toCouponBody(form) });
      toast.success(coupon ? `Cupom ${saved.code} salvo.` : `Cupom ${saved.code} criado.`);
      onClose();
    } catch (error) {
      toastFailure('Não foi possível salvar o cupom.', error, SAVE_FAILURE_STATUSES);
    }
  });

  return (
    <SettingsSheet
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      title={coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom'}
      description="O cliente digita o código no carrinho e vê o desconto antes de pedir."
      formId={formId}
      busy={save.isPending}
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <InputField
          id="coupon-code"
          label="Código"
          hint="De 3 a 20 letras e números, sem espaços. Ex.: VOLTA10"
          autoComplete="off"
          autoCapitalize="characters"
          className="uppercase"
          maxLength={20}
          error={errors.code?.message}
          {...register('code')}
        />
        <ChoiceFieldset legend="Tipo de desconto" className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="percent" {...register('kind')} />
            Percentual (%)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="fixed" {...register('kind')} />
            Valor fixo (R$)
          </label>
        </ChoiceFieldset>
        <InputField
          id="coupon-value"
          label={kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}
          inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={errors.value?.message}
          {...register('value')}
        />
        <InputField
          id="coupon-minimum"
          label="Pedido mínimo (R$, opcional)"
          inputMode="decimal"
          autoComplete="off"
          hint="Vale sobre o valor dos itens, sem a taxa de entrega."
          error={errors.minimumOrder?.message}
          {...register('minimumOrder')}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('firstOrderOnly')} />
          Só no primeiro pedido do cliente (pelo telefone)
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="coupon-starts"
            label="Válido a partir de (opcional)"
            type="date"
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <InputField
            id="coupon-ends"
            label="Válido até (opcional)"
            type="date"
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="coupon-max-uses"
            label="Limite de usos (opcional)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUses?.message}
            {...register('maxUses')}
          />
          <InputField
            id="coupon-max-per-customer"
            label="Usos por cliente (opcional)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUsesPerCustomer?.message}
            {...register('maxUsesPerCustomer')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('active')} />
          Cupom ativo
        </label>
      </form>
    </SettingsSheet>
  );
}

function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const remove = useDeleteCoupon();
  async function confirm() {
    if (!coupon) return;
    try {
      await remove.mutateAsync(coupon.id);
      toast.success(`Cupom ${coupon.code} excluído.`);
      onClose();
    } catch (error) {
      toastFailure('Não foi possível excluir o cupom.', error, [404]);
    }
  }
  return (
    <AlertDialog
      open={coupon !== null}
      onOpenChange={(open) => (!open && !remove.isPending ? onClose() : undefined)}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir cupom</AlertDialogTitle>
          <AlertDialogDescription>
            {coupon
              ? `Tem certeza que deseja excluir o cupom ${coupon.code}? Os pedidos que já usaram o cupom continuam com o desconto.`
              : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <button
            type="button"
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => void confirm()}
            disabled={remove.isPending}
          >
            {remove.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Excluir
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
