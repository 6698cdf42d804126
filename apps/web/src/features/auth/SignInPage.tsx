import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoaderCircle } from 'lucide-react';
import { LoginDto } from '@catalogo/contracts';
import { Limits, Messages } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { setToken } from '@/lib/cookie';
import { SESSION_EXPIRED_REASON, paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from '@/components/PasswordInput';
import { useLoginMutation } from './api';

const resolver = classValidatorResolver(LoginDto);

/** /signin (PRODUCT_SPEC.md §2, §5): e-mail and password; stores the token cookie. */
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
      const rateLimited = isApiError(error) && error.status === 429 && error.serverMessage;
      toast.error(rateLimited ? error.serverMessage : Messages.loginFailed);
    }
  });

  const busy = isSubmitting || loginMutation.isPending;

  return (
    <AuthLayout
      title="Entrar no painel"
      description="Acesse o painel para gerenciar seu catálogo e seus pedidos."
      footer={
        <>
          Ainda não tem uma conta?{' '}
          <Link to={paths.signup} className="font-semibold text-primary hover:underline">
            Criar conta
          </Link>
        </>
      }
    >
      <title>Entrar · Monte Seu Pedido</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Login">
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
        <FormField id="password" label="Senha" error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', errors.password?.message)}
            {...register('password')}
          />
        </FormField>
        <Link
          to={paths.forgotPassword}
          className="-mt-2 justify-self-end text-sm font-medium text-primary hover:underline"
        >
          Esqueci minha senha
        </Link>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
    </AuthLayout>
  );
}
