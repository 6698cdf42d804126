import { Controller, useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LoaderCircle } from 'lucide-react';
import { SignUpFormValues } from '@catalogo/contracts';
import { Limits, Messages } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/PhoneInput';
import { FormField, describedBy } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useRegisterMutation, type RegisterBody } from './api';

const resolver = classValidatorResolver(SignUpFormValues);

const emptyValues: SignUpFormValues = { email: '', password: '', confirmPassword: '', phone: '' };

/** /signup (PRODUCT_SPEC.md §2, §5): e-mail, password, confirmation and optional mobile phone. */
export function SignUpPage() {
  const navigate = useNavigate();
  const registerMutation = useRegisterMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({ resolver, defaultValues: emptyValues });

  const onSubmit = handleSubmit(async (values) => {
    // `values` went through the contract's transforms: e-mail trimmed and lower-cased, phone
    // reduced to its digits (undefined when empty). confirmPassword is never sent.
    const body: RegisterBody = { email: values.email, password: values.password };
    if (values.phone) body.phone = values.phone;
    try {
      await registerMutation.mutateAsync(body);
      toast.success(Messages.registerSucceeded);
      await navigate(paths.signin);
    } catch (error) {
      const showServer = isApiError(error) && (error.status === 409 || error.status === 429);
      toast.error(
        showServer && error.serverMessage ? error.serverMessage : Messages.registerFailed,
      );
    }
  });

  const busy = isSubmitting || registerMutation.isPending;

  return (
    <AuthLayout
      title="Criar sua conta"
      description="Monte seu catálogo digital e comece a receber pedidos pelo WhatsApp."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to={paths.signin} className="font-semibold text-primary hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <title>Criar conta · Monte Seu Pedido</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Cadastro">
        <FormField id="email" label="E-mail" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@exemplo.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField
          id="password"
          label="Senha"
          error={errors.password?.message}
          hint={`Mínimo de ${Limits.passwordMinLength} caracteres.`}
        >
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', errors.password?.message, true)}
            {...register('password')}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label="Confirmar senha"
          error={errors.confirmPassword?.message}
        >
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy('confirmPassword', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <FormField
          id="phone"
          label="Telefone celular (opcional)"
          error={errors.phone?.message}
          hint="Seu WhatsApp, para receber os pedidos."
        >
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <PhoneInput
                id="phone"
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
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? 'Cadastrando...' : 'Criar conta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
