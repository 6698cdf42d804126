import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api';
import { TriangleAlert } from 'lucide-react';
import { ResetPasswordFormValues } from '@catalogo/contracts';
import { Messages } from '@catalogo/contracts/core';
import { PasswordField } from '@/components/fields';
import { SubmitButton } from '@/components/SubmitButton';
import { clearToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useResetPasswordMutation } from '../api/auth';

const resolver = classValidatorResolver(ResetPasswordFormValues);

const emptyValues: ResetPasswordFormValues = { password: '', confirmPassword: '' };

/**
 * /redefinir-senha?token=… (docs/API.md §7), the target of the reset e-mail: new password and
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
      toast.error(serverMessage(error, [400, 429]) || Messages.internalError);
    }
  });

  const busy = isSubmitting || mutation.isPending;
  const footer = {
    prompt: 'Precisa de um novo link?',
    to: paths.forgotPassword,
    link: 'Esqueci minha senha',
  };

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
          <PasswordField
            id="password"
            label="Nova senha"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="confirmPassword"
            label="Confirmar nova senha"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <SubmitButton busy={busy} busyLabel="Salvando..." className="w-full">
            Redefinir senha
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
