import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { LoaderCircle } from 'lucide-react';
import { UpdatePhoneDto, UpdateSlugDto, UpdateStoreInfoDto } from '@catalogo/contracts';
import { Limits, Messages, formatPhone, phoneDigits, slugify } from '@catalogo/contracts/core';
import { FormField, describedBy } from '@/components/FormField';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/PhoneInput';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { isApiError } from '@/lib/api';
import { useUpdatePhoneMutation, useUpdateSlugMutation, useUpdateStoreNameMutation } from '../api';
import { publicHost } from '../store-link';

/**
 * The three side sheets of the "Informações da loja" card (PRODUCT_SPEC.md §2, §5, §8). Forms use
 * the contracts' DTO classes, so the browser shows the server's own rules and messages.
 */

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's failure toast, with the server's (Portuguese) explanation for a 400 or 409. */
function toastFailure(message: string, error: unknown): void {
  const explain =
    isApiError(error) && (error.status === 400 || error.status === 409) && error.serverMessage;
  toast.error(message, explain ? { description: explain } : undefined);
}

function SettingsSheet({
  open,
  onOpenChange,
  title,
  description,
  formId,
  busy,
  children,
}: SheetProps & {
  title: string;
  description: string;
  formId: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancelar
            </Button>
          </SheetClose>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? 'Salvando...' : 'Salvar'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

// ------------------------------------------------------------------ store name

const storeNameResolver = classValidatorResolver(UpdateStoreInfoDto);

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
      toastFailure(Messages.storeNameUpdateFailed, error);
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

// ------------------------------------------------------------------ slug

const slugResolver = classValidatorResolver(UpdateSlugDto);

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
      toastFailure(Messages.slugUpdateFailed, error);
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

// ------------------------------------------------------------------ WhatsApp

interface PhoneForm {
  /** As typed, masked "(11) 98765-4321". */
  phone: string;
}

const phoneDtoResolver = classValidatorResolver(UpdatePhoneDto);
/** Validates the digits of the masked value with the contract's rule. */
const phoneResolver: Resolver<PhoneForm> = async (values, context, options) => {
  const result = await phoneDtoResolver(
    { phone: phoneDigits(values.phone) },
    context,
    options as never,
  );
  return result as unknown as Awaited<ReturnType<Resolver<PhoneForm>>>;
};

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
      toastFailure(Messages.phoneUpdateFailed, error);
      // PRODUCT_SPEC.md §8: on failure the local phone is cleared.
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
        <FormField
          id="store-phone"
          label="Número de WhatsApp"
          error={errors.phone?.message}
          hint={
            lastError
              ? 'Digite o número novamente, com DDD.'
              : 'Com DDD, por exemplo (11) 98765-4321.'
          }
        >
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <PhoneInput
                id="store-phone"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                error={errors.phone?.message}
              />
            )}
          />
        </FormField>
      </form>
    </SettingsSheet>
  );
}
