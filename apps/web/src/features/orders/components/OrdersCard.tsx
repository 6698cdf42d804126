import { Link, useNavigate } from 'react-router-dom';
import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/paths';
import { useDashboardInfo } from '@/lib/dashboard';
import { CardIcon } from '@/components/panel/states';
import { useOrderAnnouncer } from '../hooks/use-order-announcer';

const count = new Intl.NumberFormat('pt-BR');

/**
 * The "Pedidos" card of /admin: today's orders (live: a new order is announced and
 * the count refreshes without reloading) and the way to /admin/pedidos.
 */
export function OrdersCard() {
  const dashboard = useDashboardInfo();
  const navigate = useNavigate();
  useOrderAnnouncer({ onOpen: () => void navigate(paths.orders) });
  const today = dashboard.data?.ordersToday ?? 0;

  return (
    <Card role="region" aria-labelledby="orders-card-title">
      <CardHeader className="flex-row items-center gap-3">
        <CardIcon>
          <ClipboardList />
        </CardIcon>
        <div className="grid gap-0.5">
          <CardTitle id="orders-card-title">Pedidos</CardTitle>
          <CardDescription>Os pedidos feitos pelo seu catálogo.</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {dashboard.isPending ? (
          <Skeleton className="h-12 w-40" />
        ) : (
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tabular-nums" data-testid="orders-today">
              {count.format(today)}
            </span>
            <span className="text-muted-foreground">
              {today === 1 ? 'pedido hoje' : 'pedidos hoje'}
            </span>
          </p>
        )}
        <Button asChild>
          <Link to={paths.orders}>Ver pedidos</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
