import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { ForgotPasswordDto } from '@catalogo/contracts';
import { Messages } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordMutation } from './api';

const resolver = classValidatorResolver(ForgotPasswordDto);

/**
 * /esqueci-senha (CONTRACT.md §7): asks the e-mail and requests the reset link. The answer is
 * the same whether or not the address is registered, so the page always says "if it is
 * registered, you will receive a link".
 */
export function ForgotPasswordPage() {
  const mutation = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordDto>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values.email);
      setSent(true);
      toast.success(Messages.forgotPasswordSent);
    } catch (error) {
      const rateLimited = isApiError(error) && error.status === 429 && error.serverMessage;
      toast.error(rateLimited ? error.serverMessage : Messages.forgotPasswordFailed);
    }
  });

  const busy = isSubmitting || mutation.isPending;

  return (
    <AuthLayout
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      footer={
        <>
          Lembrou a senha?{' '}
          <Link to={paths.signin} className="font-semibold text-primary hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <title>Esqueci minha senha · Monte Seu Pedido</title>
      {sent ? (
        <p
          role="status"
          className="flex gap-2 rounded-md border border-emerald-200 bg-secondary p-3 text-sm"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {Messages.forgotPasswordSent}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5"
          aria-label="Esqueci minha senha"
        >
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
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? 'Enviando...' : 'Enviar link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
