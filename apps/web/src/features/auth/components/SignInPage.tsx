import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api';
import { LoginDto } from '@catalogo/contracts';
import { Limits, Messages } from '@catalogo/contracts/core';
import { EmailField, PasswordField } from '@/components/fields';
import { SubmitButton } from '@/components/SubmitButton';
import { setToken } from '@/lib/cookie';
import { SESSION_EXPIRED_REASON, paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useLoginMutation } from '../api/auth';

const resolver = classValidatorResolver(LoginDto);

/** /signin (docs/PRODUCT.md §2, §5): e-mail and password; stores the token cookie. */
export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const loginMutation = useLoginMutation();
  const sessionExpired = searchParams.get('reason') === SESSION_EXPIRED_REASON;

  useEffect(() => {
    if (sessionExpired) {
      toast.error(Messages.sessionExpired, {
        id: 'session-expired',
        duration: Limits.toastSessionExpiredMs,
      });
    }
  }, [sessionExpired]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginDto>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { accessToken } = await loginMutation.mutateAsync({
        email: values.email,
        password: values.password,
      });
      setToken(accessToken);
      queryClient.clear(); // never show a previous session's data
      await navigate(paths.admin);
    } catch (error) {
      toast.error(serverMessage(error, [429]) || Messages.loginFailed);
    }
  });

  const busy = isSubmitting || loginMutation.isPending;

  return (
    <AuthLayout
      title="Entrar no painel"
      description="Acesse o painel para gerenciar seu catálogo e seus pedidos."
      footer={{ prompt: 'Ainda não tem uma conta?', to: paths.signup, link: 'Criar conta' }}
    >
      <title>Entrar · Monte Seu Pedido</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Login">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          id="password"
          label="Senha"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={paths.forgotPassword}
          className="-mt-2 justify-self-end text-sm font-medium text-primary hover:underline"
        >
          Esqueci minha senha
        </Link>
        <SubmitButton busy={busy} busyLabel="Entrando..." className="mt-1 w-full">
          Entrar
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
