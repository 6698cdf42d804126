import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api';
import { SignUpFormValues } from '@catalogo/contracts';
import { Limits, Messages } from '@catalogo/contracts/core';
import { EmailField, InputField, PhoneField } from '@/components/fields';
import { SubmitButton } from '@/components/SubmitButton';
import { paths } from '@/paths';
import { AuthLayout } from './AuthLayout';
import { useRegisterMutation, type RegisterBody } from '../api/auth';

const resolver = classValidatorResolver(SignUpFormValues);

const emptyValues: SignUpFormValues = { email: '', password: '', confirmPassword: '', phone: '' };

/** /signup (docs/PRODUCT.md §2, §5): e-mail, password, confirmation and optional mobile phone. */
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
      toast.error(serverMessage(error, [409, 429]) || Messages.registerFailed);
    }
  });

  const busy = isSubmitting || registerMutation.isPending;

  return (
    <AuthLayout
      title="Criar sua conta"
      description="Monte seu catálogo digital e comece a receber pedidos pelo WhatsApp."
      footer={{ prompt: 'Já tem uma conta?', to: paths.signin, link: 'Entrar' }}
    >
      <title>Criar conta · Monte Seu Pedido</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Cadastro">
        <EmailField error={errors.email?.message} {...register('email')} />
        <InputField
          id="password"
          label="Senha"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={`Mínimo de ${Limits.passwordMinLength} caracteres.`}
          {...register('password')}
        />
        <InputField
          id="confirmPassword"
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PhoneField
          id="phone"
          label="Telefone celular (opcional)"
          hint="Seu WhatsApp, para receber os pedidos."
          error={errors.phone?.message}
          control={control}
          name="phone"
        />
        <SubmitButton busy={busy} busyLabel="Cadastrando..." className="mt-1 w-full">
          Criar conta
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
