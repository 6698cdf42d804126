import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ArrowRight, LoaderCircle, Send, TriangleAlert, UserRound } from 'lucide-react';
import {
  Messages,
  SubscriptionStatusLabels,
  type SubscriptionStatus,
} from '@catalogo/contracts/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { paths } from '@/paths';
import { useMe } from '@/lib/me';
import { useDashboardInfo } from '@/lib/dashboard';
import { useResendConfirmationMutation } from '../api/email-confirmation';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { LoadingBlock, QueryError } from '@/components/panel/states';

/** Badge of a subscription status: the normal style only for active (docs/PRODUCT.md §4). */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const active = status === 'active';
  return (
    <Badge variant={active ? 'default' : 'warning'} data-status={status}>
      {SubscriptionStatusLabels[status] ?? SubscriptionStatusLabels.inactive}
    </Badge>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3 py-2 first:pt-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold [overflow-wrap:anywhere]">
        {children}
      </dd>
    </div>
  );
}

/**
 * "Conta": subscription status badge, next payment date (only when active), e-mail verified
 * "Sim"/"Não" with "Reenviar código", and the way to /membership (docs/PRODUCT.md §2).
 */
export function AccountCard() {
  const dashboard = useDashboardInfo();
  const me = useMe();
  const resend = useResendConfirmationMutation();

  const onResend = async (email: string) => {
    try {
      await resend.mutateAsync(email);
      toast.success(Messages.resendCodeSucceeded);
    } catch (error) {
      const rateLimited = isApiError(error) && error.status === 429 && error.serverMessage;
      toast.error(
        Messages.resendCodeFailed,
        rateLimited ? { description: error.serverMessage } : undefined,
      );
    }
  };

  const failed = dashboard.isError ? dashboard : me.isError ? me : null;
  const info = dashboard.data;
  const seller = me.data;

  return (
    <Card role="region" aria-labelledby="account-title">
      <PanelCardHeader
        icon={<UserRound />}
        titleId="account-title"
        title="Conta"
        description={
          me.data ? (
            <span data-testid="seller-email">{me.data.email}</span>
          ) : (
            'Sua assinatura e seu e-mail.'
          )
        }
        descriptionClassName="truncate"
      />
      <CardContent>
        {failed ? (
          <QueryError
            message={failed.error?.message ?? ''}
            onRetry={() => {
              if (dashboard.isError) void dashboard.refetch();
              if (me.isError) void me.refetch();
            }}
            retrying={dashboard.isFetching || me.isFetching}
          />
        ) : !info || !seller ? (
          <LoadingBlock label="Carregando dados da conta...">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center justify-between">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-5 w-20" />
              </div>
            ))}
            <Skeleton className="mt-1 h-11 w-full" />
          </LoadingBlock>
        ) : (
          <div className="grid gap-4">
            <dl className="divide-y">
              <Row label="Assinatura">
                <SubscriptionBadge status={info.subscriptionStatus} />
              </Row>
              <Row label="Próximo pagamento">
                <span data-testid="next-payment">
                  {info.subscriptionStatus === 'active'
                    ? (formatDate(info.nextPaymentDate) ?? '—')
                    : '—'}
                </span>
              </Row>
              <Row label="E-mail verificado">
                <span
                  data-testid="email-verified"
                  className={info.isEmailConfirmed ? 'text-primary' : 'text-amber-700'}
                >
                  {info.isEmailConfirmed ? 'Sim' : 'Não'}
                </span>
              </Row>
            </dl>
            {info.isEmailConfirmed ? (
              <Button asChild variant="secondary" className="w-full">
                <Link to={paths.membership}>
                  Gerenciar assinatura
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <>
                <p
                  role="note"
                  className="flex gap-2 rounded-md border border-amber-200 bg-warning p-3 text-sm text-warning-foreground"
                >
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {Messages.verifyEmailBeforeSubscribing}
                </p>
                <Button
                  variant="outline"
                  className="w-full"
                  disabled={resend.isPending}
                  onClick={() => void onResend(seller.email)}
                >
                  {resend.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Send aria-hidden="true" />
                  )}
                  Reenviar código
                </Button>
              </>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
