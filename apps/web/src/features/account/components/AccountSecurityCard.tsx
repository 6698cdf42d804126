import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { KeyRound, LoaderCircle, LogOut, ShieldCheck } from 'lucide-react';
import { ChangePasswordFormValues } from '@catalogo/contracts';
import { Messages } from '@catalogo/contracts/core';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { PasswordField } from '@/components/fields';
import { toastFailure } from '@/lib/toast-failure';
import { clearToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { useChangePasswordMutation, useLogoutAllMutation } from '../api/security';
import { SettingsSheet, type SheetProps } from '@/components/panel/SettingsSheet';

const resolver = classValidatorResolver(ChangePasswordFormValues);

const emptyValues: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * "Alterar senha" side sheet (docs/API.md §7): current password, new password and confirmation.
 * On success the other devices are signed out and this one keeps a new token (stored by the API
 * client from `X-Access-Token`).
 */
export function ChangePasswordSheet({ open, onOpenChange }: SheetProps) {
  const formId = useId();
  const mutation = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({ resolver, defaultValues: emptyValues });

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      toast.success(Messages.changePasswordSucceeded);
      onOpenChange(false);
    } catch (error) {
      toastFailure(Messages.changePasswordFailed, error, [400, 429]);
    }
  });

  const busy = mutation.isPending;

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Alterar senha"
      description="Os outros dispositivos conectados à sua conta serão desconectados."
      formId={formId}
      busy={busy}
    >
      <form
        id={formId}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-5"
        aria-label="Alterar senha"
      >
        <PasswordField
          id="current-password"
          label="Senha atual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          id="new-password"
          label="Nova senha"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          id="confirm-new-password"
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </form>
    </SettingsSheet>
  );
}

/**
 * "Segurança" card of the admin area (docs/API.md §7): "Alterar senha" and "Sair de todos os
 * dispositivos" (after a confirmation; every session, this one included, ends and the seller
 * goes to /signin).
 */
export function AccountSecurityCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logoutAll = useLogoutAllMutation();
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onLogoutAll = async () => {
    try {
      await logoutAll.mutateAsync();
      clearToken();
      setConfirming(false);
      toast.success(Messages.logoutAllSucceeded);
      await navigate(paths.signin, { replace: true });
      queryClient.clear();
    } catch {
      // A 401 is handled by the app shell (back to /signin); anything else is explained here.
      toast.error(Messages.logoutAllFailed);
    }
  };

  const busy = logoutAll.isPending;

  return (
    <Card role="region" aria-labelledby="security-title">
      <PanelCardHeader
        icon={<ShieldCheck />}
        titleId="security-title"
        title="Segurança"
        description="Sua senha e os dispositivos conectados."
      />
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" className="w-full" onClick={() => setChanging(true)}>
          <KeyRound aria-hidden="true" />
          Alterar senha
        </Button>
        <Button variant="outline" className="w-full" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" />
          Sair de todos os dispositivos
        </Button>
      </CardContent>
      <ChangePasswordSheet open={changing} onOpenChange={setChanging} />
      <AlertDialog
        open={confirming}
        onOpenChange={(next) => (busy ? undefined : setConfirming(next))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sair de todos os dispositivos?</AlertDialogTitle>
            <AlertDialogDescription>
              Todas as sessões da sua conta serão encerradas, inclusive esta. Você precisará entrar
              novamente.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                event.preventDefault(); // stays open until the call settles
                void onLogoutAll();
              }}
            >
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {busy ? 'Saindo...' : 'Sair de todos'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
