import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { UpdatePhoneDto } from '@catalogo/contracts';
import { Messages, formatPhone, phoneDigits } from '@catalogo/contracts/core';
import { PhoneField } from '@/components/fields';
import { useUpdatePhoneMutation } from '../api/store-info';
import { toastFailure } from '@/lib/toast-failure';
import {
  SETTINGS_FAILURE_STATUSES,
  SettingsSheet,
  type SheetProps,
} from '@/components/panel/SettingsSheet';

interface PhoneForm {
  /** As typed, masked "(11) 98765-4321". */
  phone: string;
}

const phoneDtoResolver = classValidatorResolver(UpdatePhoneDto);

/**
 * Validates the digits of the masked value with the contract's rule. The form and the DTO share
 * their one field name, so the DTO's errors are the form's; a valid form keeps its masked text.
 */
const phoneResolver: Resolver<PhoneForm> = async (values, context, options) => {
  const { errors } = await phoneDtoResolver({ phone: phoneDigits(values.phone) }, context, options);
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * "Editar WhatsApp": the number that receives the orders, validated with `UpdatePhoneDto` on its
 * digits; on failure the field is cleared (docs/PRODUCT.md §8).
 */
export function PhoneSheet({ open, onOpenChange, current }: SheetProps & { current: string }) {
  const formId = useId();
  const mutation = useUpdatePhoneMutation();
  const [lastError, setLastError] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<PhoneForm>({
    resolver: phoneResolver,
    defaultValues: { phone: formatPhone(current) },
  });

  useEffect(() => {
    if (open) {
      reset({ phone: formatPhone(current) });
      setLastError(false);
    }
  }, [open, current, reset]);

  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      await mutation.mutateAsync(phoneDigits(phone));
      toast.success(Messages.phoneUpdateSucceeded);
      onOpenChange(false);
    } catch (error) {
      toastFailure(Messages.phoneUpdateFailed, error, SETTINGS_FAILURE_STATUSES);
      // docs/PRODUCT.md §8: on failure the local phone is cleared.
      setValue('phone', '');
      setLastError(true);
    }
  });

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Editar WhatsApp"
      description="Número que recebe os pedidos dos seus clientes."
      formId={formId}
      busy={mutation.isPending}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <PhoneField
          id="store-phone"
          label="Número de WhatsApp"
          hint={
            lastError
              ? 'Digite o número novamente, com DDD.'
              : 'Com DDD, por exemplo (11) 98765-4321.'
          }
          error={errors.phone?.message}
          control={control}
          name="phone"
        />
      </form>
    </SettingsSheet>
  );
}
