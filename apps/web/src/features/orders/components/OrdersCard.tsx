import { Link, useNavigate } from 'react-router-dom';
import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/paths';
import { useDashboardInfo } from '@/lib/dashboard';
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
      <PanelCardHeader
        icon={<ClipboardList />}
        titleId="orders-card-title"
        title="Pedidos"
        description="Os pedidos feitos pelo seu catálogo."
      />
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
