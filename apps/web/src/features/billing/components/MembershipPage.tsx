import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Check, CreditCard, LoaderCircle, Mail } from 'lucide-react';
import { Limits, Messages, formatCentsBRL, type Me } from '@catalogo/contracts/core';
import { Logo } from '@/components/Logo';
import { PageSpinner } from '@/components/PageSpinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError, type ApiError } from '@/lib/api';
import { meQueryKey, useMe } from '@/lib/me';
import { redirectTo } from '@/lib/location';
import { cn } from '@/lib/utils';
import { paths } from '@/paths';
import { useCancelSubscriptionMutation, usePaymentLinkMutation } from '../api/subscription';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { MembershipMessages, membershipFeatures } from '../utils/messages';
import { membershipStatusLabel } from '../utils/status';

/** Errors the app shell already answers (401 → sign-in, 403 → toast). */
function handledByShell(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function paymentLinkErrorMessage(error: ApiError | Error): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message; // timeout or no connection
    if (error.serverMessage && error.status < 500) return error.serverMessage;
  }
  return MembershipMessages.paymentLinkFailed;
}

/**
 * /membership (protected; docs/PRODUCT.md §2, §4, §8): the seller's subscription. Requires a
 * confirmed e-mail (else toast and /admin); shows the plan, its price, the status (Ativo,
 * Cancelado, Inativo) and the features. Active: "Cancelar Assinatura" with a confirmation
 * dialog. Otherwise: "Assinar Agora" requests the payment link and goes there.
 */
export function MembershipPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe({ fresh: true });
  const paymentLink = usePaymentLinkMutation();
  const cancel = useCancelSubscriptionMutation();
  const [canceledLocally, setCanceledLocally] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  // A 401 is the shell's (sign-in); a 403 is toasted by the shell, the page only leaves.
  const loadFailed = me.isError && !(isApiError(me.error) && me.error.status === 401);
  const loadFailureToasted = me.isError && handledByShell(me.error);
  const unconfirmed = me.isFetchedAfterMount && !me.isError && me.data?.isEmailConfirmed === false;

  useEffect(() => {
    if (loadFailed) {
      if (!loadFailureToasted) {
        toast.error(Messages.membershipLoadFailed, { id: 'membership-load-failed' });
      }
      void navigate(paths.admin, { replace: true });
    } else if (unconfirmed) {
      toast.error(Messages.verifyEmailToAccess, { id: 'membership-verify-email' });
      void navigate(paths.admin, { replace: true });
    }
  }, [loadFailed, loadFailureToasted, unconfirmed, navigate]);

  const seller: Me | undefined =
    me.isFetchedAfterMount && !me.isError && me.data?.isEmailConfirmed ? me.data : undefined;
  if (!seller) return <PageSpinner label="Carregando sua assinatura..." />;

  const status = canceledLocally ? 'canceled' : (seller.Subscription?.status ?? 'inactive');
  const label = membershipStatusLabel(status);
  const active = status === 'active';
  const subscribing = paymentLink.isPending || redirecting;

  const subscribe = () => {
    if (active || subscribing) return; // an active subscription never requests a link
    paymentLink.mutate(undefined, {
      onSuccess: ({ paymentLink: link }) => {
        setRedirecting(true);
        redirectTo(link);
      },
      onError: (error) => {
        if (handledByShell(error)) return;
        toast.error(paymentLinkErrorMessage(error));
        if (isApiError(error) && error.status === 409) void me.refetch(); // already active
      },
    });
  };

  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setCanceledLocally(true);
        queryClient.setQueryData<Me>(meQueryKey, (old) =>
          old ? { ...old, Subscription: { status: 'canceled' } } : old,
        );
        // Other views (the panel's subscription card) read the server again when shown.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        setDialogOpen(false);
        toast.success(Messages.cancelSubscriptionSucceeded);
      },
      onError: (error) => {
        setDialogOpen(false);
        if (isApiError(error) && error.status === 401) return;
        toast.error(Messages.cancelSubscriptionFailed);
      },
    });
  };

  const keep = () => {
    toast.success(MembershipMessages.thanksForStaying);
    void navigate(paths.admin);
  };

  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Assinatura · Monte Seu Pedido</title>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.admin}>
              <ArrowLeft aria-hidden="true" />
              Painel
            </Link>
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Minha assinatura</h1>
        <p className="mt-1 flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{seller.email}</span>
        </p>

        <section
          aria-labelledby="plano-atual"
          className={cn(
            'mt-6 overflow-hidden rounded-2xl border bg-card shadow-sm',
            active && 'border-primary/50',
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-4 border-b bg-gradient-to-br from-secondary to-background p-5 sm:p-6">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                Plano atual
              </p>
              <h2 id="plano-atual" className="mt-1 text-xl font-semibold">
                Plano Único
              </h2>
              <p className="mt-2 flex items-baseline gap-1">
                <span className="text-3xl font-extrabold tracking-tight">
                  {formatCentsBRL(Limits.planPriceCents)}
                </span>
                <span className="text-muted-foreground">/mês</span>
              </p>
            </div>
            <div className="text-right">
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                Status
              </p>
              <Badge
                variant={active ? 'default' : 'warning'}
                className="mt-1.5 px-3 py-1 text-sm"
                data-testid="membership-status"
              >
                {label}
              </Badge>
            </div>
          </div>

          <div className="p-5 sm:p-6">
            <h3 className="text-sm font-semibold">O que está incluído</h3>
            <ul className="mt-3 grid gap-2.5 sm:grid-cols-2" aria-label="Recursos do plano">
              {membershipFeatures.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <span className="mt-0.5 grid size-4.5 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                    <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>

            <div className="mt-6 border-t pt-5">
              {active ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    Sua assinatura está ativa. Você pode cancelá-la a qualquer momento.
                  </p>
                  <Button
                    variant="outline"
                    className="mt-4 w-full border-destructive/40 text-destructive hover:bg-red-50 sm:w-auto"
                    onClick={() => setDialogOpen(true)}
                    disabled={cancel.isPending}
                  >
                    Cancelar Assinatura
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">
                    {label === 'Cancelado'
                      ? 'Sua assinatura foi cancelada. Assine novamente para voltar a ter todos os recursos.'
                      : 'Assine para liberar todos os recursos do seu catálogo.'}
                  </p>
                  <Button
                    size="lg"
                    className="mt-4 w-full shadow-md shadow-emerald-700/20 sm:w-auto"
                    onClick={subscribe}
                    disabled={subscribing}
                    aria-busy={subscribing || undefined}
                  >
                    {subscribing ? (
                      <LoaderCircle className="animate-spin" aria-hidden="true" />
                    ) : (
                      <CreditCard aria-hidden="true" />
                    )}
                    {subscribing ? 'Abrindo pagamento...' : 'Assinar Agora'}
                  </Button>
                </>
              )}
            </div>
          </div>
        </section>
      </main>

      <CancelSubscriptionDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onConfirm={confirmCancel}
        onKeep={keep}
        busy={cancel.isPending}
      />
    </div>
  );
}
