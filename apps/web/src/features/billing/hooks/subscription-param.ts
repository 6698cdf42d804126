import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Messages } from '@catalogo/contracts/core';

/** `?subscription=` values set by the payment page's redirects. */
export const SUBSCRIPTION_PARAM = 'subscription';

/**
 * On /admin?subscription=success → "Assinatura atualizada com sucesso!"; ?subscription=canceled →
 * "Sua assinatura foi cancelada." (docs/PRODUCT.md §2). The parameter is then removed from the
 * URL (replace), so a reload does not repeat the toast.
 */
export function useSubscriptionParamToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(SUBSCRIPTION_PARAM);

  useEffect(() => {
    if (value === null) return;
    if (value === 'success') {
      toast.success(Messages.subscriptionUpdated, { id: 'subscription-param' });
    } else if (value === 'canceled') {
      toast.info(Messages.subscriptionCanceledByCheckout, { id: 'subscription-param' });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUBSCRIPTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [value, setSearchParams]);
}
