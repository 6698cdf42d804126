import type { ReactNode } from 'react';
import {
  BarChart3,
  CalendarDays,
  Clock,
  Eye,
  Package,
  ShoppingBag,
  Tags,
  Wallet,
} from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL, formatDateTime } from '@/lib/format';
import { useDashboardInfo } from '@/lib/dashboard';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { LoadingBlock, QueryError } from '@/components/panel/states';

const count = new Intl.NumberFormat('pt-BR');

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-muted/40 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="truncate text-xl font-bold tabular-nums tracking-tight">{value}</dd>
    </div>
  );
}

/**
 * "Visão geral": items, categories, accesses and the last access (docs/PRODUCT.md §2), and the
 * orders of today and this month with this month's revenue in R$.
 */
export function OverviewCard() {
  const dashboard = useDashboardInfo();

  return (
    <Card role="region" aria-labelledby="overview-title">
      <PanelCardHeader
        icon={<BarChart3 />}
        titleId="overview-title"
        title="Visão geral"
        description="Como está o seu catálogo."
      />
      <CardContent>
        {dashboard.isPending ? (
          <LoadingBlock label="Carregando visão geral..." className="grid-cols-2">
            {[0, 1, 2, 3, 4, 5, 6].map((i) => (
              <Skeleton key={i} className="h-[4.5rem] rounded-lg" />
            ))}
          </LoadingBlock>
        ) : dashboard.isError ? (
          <QueryError
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <dl className="grid grid-cols-2 gap-3" data-testid="overview">
            <Stat
              icon={<Package />}
              label="Total de itens"
              value={count.format(dashboard.data.catalogItemsCount)}
            />
            <Stat
              icon={<Tags />}
              label="Categorias"
              value={count.format(dashboard.data.categoriesCount)}
            />
            <Stat
              icon={<Eye />}
              label="Total de acessos"
              value={count.format(dashboard.data.accessCount)}
            />
            <Stat
              icon={<ShoppingBag />}
              label="Pedidos hoje"
              value={count.format(dashboard.data.ordersToday ?? 0)}
            />
            <Stat
              icon={<CalendarDays />}
              label="Pedidos no mês"
              value={count.format(dashboard.data.ordersThisMonth ?? 0)}
            />
            <Stat
              icon={<Wallet />}
              label="Faturamento do mês"
              value={
                <span className="text-base font-semibold">
                  {formatBRL(dashboard.data.revenueThisMonth ?? 0)}
                </span>
              }
            />
            <Stat
              icon={<Clock />}
              label="Último acesso"
              value={
                <span className="text-base font-semibold">
                  {formatDateTime(dashboard.data.lastAccessed) ?? 'N/A'}
                </span>
              }
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
