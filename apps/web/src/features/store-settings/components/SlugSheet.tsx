import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { UpdateSlugDto } from '@catalogo/contracts';
import { Limits, Messages, slugify } from '@catalogo/contracts/core';
import { FormField, describedBy } from '@/components/FormField';
import { publicHost } from '../utils/store-link';
import { useUpdateSlugMutation } from '../api/store-info';
import { toastFailure } from '@/lib/toast-failure';
import {
  SETTINGS_FAILURE_STATUSES,
  SettingsSheet,
  type SheetProps,
} from '@/components/panel/SettingsSheet';

const slugResolver = classValidatorResolver(UpdateSlugDto);

/** "Editar slug do site": the catalogue's short address, validated with `UpdateSlugDto`. */
export function SlugSheet({
  open,
  onOpenChange,
  current,
  storeName,
}: SheetProps & { current: string; storeName: string }) {
  const formId = useId();
  const mutation = useUpdateSlugMutation();
  const host = publicHost();
  const suggestion = slugify(storeName) || 'minha-loja';
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateSlugDto>({ resolver: slugResolver, defaultValues: { slug: current } });

  useEffect(() => {
    if (open) reset({ slug: current });
  }, [open, current, reset]);

  const onSubmit = handleSubmit(async ({ slug }) => {
    try {
      await mutation.mutateAsync(slug);
      toast.success(Messages.slugUpdateSucceeded);
      onOpenChange(false);
    } catch (error) {
      toastFailure(Messages.slugUpdateFailed, error, SETTINGS_FAILURE_STATUSES);
    }
  });

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Editar slug do site"
      description="O endereço curto do seu catálogo, para compartilhar com seus clientes."
      formId={formId}
      busy={mutation.isPending}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormField
          id="site-slug"
          label="Slug do site"
          error={errors.slug?.message}
          hint={`De ${Limits.slugMinLength} a ${Limits.slugMaxLength} caracteres: letras minúsculas, números e hífens.`}
        >
          <div className="flex items-stretch overflow-hidden rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40 has-aria-invalid:border-destructive">
            <span className="flex max-w-[55%] items-center truncate border-r bg-muted px-3 text-sm text-muted-foreground">
              {host}/
            </span>
            <Controller
              name="slug"
              control={control}
              render={({ field }) => (
                <input
                  id="site-slug"
                  className="h-11 min-w-0 flex-1 bg-background px-3 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={suggestion}
                  maxLength={Limits.slugMaxLength}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value.toLowerCase())}
                  aria-invalid={errors.slug ? true : undefined}
                  aria-describedby={describedBy('site-slug', errors.slug?.message, true)}
                />
              )}
            />
          </div>
        </FormField>
      </form>
    </SettingsSheet>
  );
}
