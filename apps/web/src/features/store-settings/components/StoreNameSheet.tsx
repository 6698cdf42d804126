import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { UpdateStoreInfoDto } from '@catalogo/contracts';
import { Limits, Messages } from '@catalogo/contracts/core';
import { FormField, describedBy } from '@/components/FormField';
import { Input } from '@/components/ui/input';
import { useUpdateStoreNameMutation } from '../api/store-info';
import { toastFailure } from '@/lib/toast-failure';
import {
  SETTINGS_FAILURE_STATUSES,
  SettingsSheet,
  type SheetProps,
} from '@/components/panel/SettingsSheet';

const storeNameResolver = classValidatorResolver(UpdateStoreInfoDto);

/** "Editar nome da loja": the catalogue's title, validated with `UpdateStoreInfoDto`. */
export function StoreNameSheet({ open, onOpenChange, current }: SheetProps & { current: string }) {
  const formId = useId();
  const mutation = useUpdateStoreNameMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateStoreInfoDto>({
    resolver: storeNameResolver,
    defaultValues: { name: current },
  });

  useEffect(() => {
    if (open) reset({ name: current });
  }, [open, current, reset]);

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await mutation.mutateAsync(name);
      toast.success(Messages.storeNameUpdateSucceeded);
      onOpenChange(false);
    } catch (error) {
      toastFailure(Messages.storeNameUpdateFailed, error, SETTINGS_FAILURE_STATUSES);
    }
  });

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Editar nome da loja"
      description="É o título do seu catálogo público."
      formId={formId}
      busy={mutation.isPending}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormField
          id="store-name"
          label="Nome da loja"
          error={errors.name?.message}
          hint={`Até ${Limits.storeNameMaxLength} caracteres.`}
        >
          <Input
            id="store-name"
            autoComplete="organization"
            placeholder="Ex.: Doces da Ana"
            maxLength={Limits.storeNameMaxLength}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('store-name', errors.name?.message, true)}
            {...register('name')}
          />
        </FormField>
      </form>
    </SettingsSheet>
  );
}
