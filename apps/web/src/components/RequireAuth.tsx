import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Limits, CustomerMessages } from '@catalogo/contracts/core';
import { getToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { PageSpinner } from './PageSpinner';

/**
 * Guard of the protected routes (docs/PRODUCT.md §2): about 150 ms after mounting it looks for
 * the token cookie; without it, it toasts "Por favor, faça login…" and sends the visitor to
 * /signin. Nothing else is checked here: the server's 401 handles invalid or expired tokens.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (getToken()) {
        setAllowed(true);
      } else {
        toast.error(CustomerMessages.loginRequired, { id: 'login-required' });
        void navigate(paths.signin, { replace: true });
      }
    }, Limits.protectedRouteCheckDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  if (!allowed) return <PageSpinner label="Verificando sua sessão..." />;
  return children ?? <Outlet />;
}
