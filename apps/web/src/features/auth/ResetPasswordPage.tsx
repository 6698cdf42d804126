import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { ResetPasswordFormValues } from '@catalogo/contracts';
import { Messages } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { FormField, describedBy } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { clearToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from '@/components/PasswordInput';
import { useResetPasswordMutation } from './api';

const resolver = classValidatorResolver(ResetPasswordFormValues);

const emptyValues: ResetPasswordFormValues = { password: '', confirmPassword: '' };

/**
 * /redefinir-senha?token=… (CONTRACT.md §7), the target of the reset e-mail: new password and
 * its confirmation. On success every session has ended, so the seller signs in again.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const mutation = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver, defaultValues: emptyValues });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ token, password: values.password });
      // The API ended every session: drop this browser's one too.
      clearToken();
      queryClient.clear();
      toast.success(Messages.resetPasswordSucceeded);
      await navigate(paths.signin, { replace: true });
    } catch (error) {
      const explain =
        isApiError(error) && (error.status === 400 || error.status === 429) && error.serverMessage;
      toast.error(explain ? error.serverMessage : Messages.internalError);
    }
  });

  const busy = isSubmitting || mutation.isPending;
  const footer = (
    <>
      Precisa de um novo link?{' '}
      <Link to={paths.forgotPassword} className="font-semibold text-primary hover:underline">
        Esqueci minha senha
      </Link>
    </>
  );

  return (
    <AuthLayout
      title="Redefinir senha"
      description="Escolha uma nova senha para a sua conta."
      footer={footer}
    >
      <title>Redefinir senha · Monte Seu Pedido</title>
      {token === '' ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-amber-200 bg-warning p-3 text-sm text-warning-foreground"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {Messages.resetPasswordMissingToken}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Redefinir senha">
          <FormField id="password" label="Nova senha" error={errors.password?.message}>
            <PasswordInput
              id="password"
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password', errors.password?.message)}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="confirmPassword"
            label="Confirmar nova senha"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              aria-invalid={errors.confirmPassword ? true : undefined}
              aria-describedby={describedBy('confirmPassword', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? 'Salvando...' : 'Redefinir senha'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
