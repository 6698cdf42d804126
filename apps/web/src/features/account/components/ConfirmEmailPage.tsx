import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Limits, Messages } from '@catalogo/contracts/core';
import { Logo } from '@/components/Logo';
import { getToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { useConfirmEmailMutation } from '../api/email-confirmation';

/**
 * Confirmations started in this page session, by token: the call is made once per token even
 * though React StrictMode runs effects twice in development (and the page may be re-rendered);
 * every run waits on the same promise. A failed attempt is forgotten so a later visit may retry.
 */
const confirmations = new Map<string, Promise<boolean>>();

function confirmOnce(
  token: string,
  confirm: (token: string) => Promise<unknown>,
): Promise<boolean> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirm(token).then(
      () => true,
      () => {
        confirmations.delete(token);
        return false;
      },
    );
    confirmations.set(token, pending);
  }
  return pending;
}

/**
 * /confirm-email?token=… (docs/PRODUCT.md §4, §5, §8): confirms the seller's e-mail once.
 * - no token: toast "Token de confirmação inválido", go to /;
 * - failure: toast "O código expirou ou não é mais válido" (8 s), go to /;
 * - success: toast "Email confirmado com sucesso!" (8 s), go to /admin when signed in (token
 *   cookie), else /signin.
 */
export function ConfirmEmailPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { mutateAsync } = useConfirmEmailMutation();
  const missingHandled = useRef(false);

  useEffect(() => {
    if (!token) {
      if (missingHandled.current) return;
      missingHandled.current = true;
      toast.error(Messages.invalidConfirmationToken, { id: 'confirm-email-invalid' });
      void navigate(paths.home, { replace: true });
      return;
    }

    let active = true;
    void confirmOnce(token, mutateAsync).then((confirmed) => {
      if (!active) return;
      if (confirmed) {
        toast.success(Messages.confirmEmailSucceeded, {
          id: 'confirm-email-result',
          duration: Limits.toastEmailConfirmationMs,
        });
        // Whatever was cached about the seller (e-mail status) is stale now.
        void queryClient.invalidateQueries();
        void navigate(getToken() ? paths.admin : paths.signin, { replace: true });
      } else {
        toast.error(Messages.confirmEmailFailed, {
          id: 'confirm-email-result',
          duration: Limits.toastEmailConfirmationMs,
        });
        void navigate(paths.home, { replace: true });
      }
    });
    return () => {
      active = false;
    };
  }, [token, mutateAsync, navigate, queryClient]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary via-background to-background">
      <title>Confirmação de e-mail · Monte Seu Pedido</title>
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 pt-6 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div
          className="w-full max-w-sm rounded-2xl border bg-card p-8 text-center shadow-lg"
          role="status"
          aria-live="polite"
        >
          <span className="relative mx-auto grid size-16 place-items-center rounded-full bg-secondary text-primary">
            <MailCheck className="size-7" aria-hidden="true" />
            <LoaderCircle
              className="absolute -inset-1 size-[4.5rem] animate-spin text-primary/40"
              strokeWidth={1.5}
              aria-hidden="true"
            />
          </span>
          <h1 className="mt-6 text-xl font-semibold tracking-tight">Confirmando seu e-mail...</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Aguarde um instante, estamos validando o seu link de confirmação.
          </p>
        </div>
      </main>
    </div>
  );
}
