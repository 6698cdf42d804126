import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api';
import { MailCheck } from 'lucide-react';
import { ForgotPasswordDto } from '@catalogo/contracts';
import { Messages } from '@catalogo/contracts/core';
import { EmailField } from '@/components/fields';
import { SubmitButton } from '@/components/SubmitButton';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordMutation } from '../api/auth';

const resolver = classValidatorResolver(ForgotPasswordDto);

/**
 * /esqueci-senha (docs/API.md §7): asks the e-mail and requests the reset link. The answer is
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
      toast.error(serverMessage(error, [429]) || Messages.forgotPasswordFailed);
    }
  });

  const busy = isSubmitting || mutation.isPending;

  return (
    <AuthLayout
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      footer={{ prompt: 'Lembrou a senha?', to: paths.signin, link: 'Entrar' }}
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
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton busy={busy} busyLabel="Enviando..." className="w-full">
            Enviar link
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
