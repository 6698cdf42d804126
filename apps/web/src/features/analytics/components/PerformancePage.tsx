import { useState, type ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type StoreAnalytics,
} from '@catalogo/contracts/core';
import { AdminSubpageLayout } from '@/components/panel/AdminSubpageLayout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/utils';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { useAnalytics } from '../api/performance';
import { DailyChart } from './DailyChart';
import {
  allowanceOf,
  changeOf,
  formatCount,
  funnelOf,
  isEmptyPeriod,
  shortDate,
  type Change,
} from '../utils/performance-logic';

/**
 * /admin/desempenho (protected; docs/API.md §6 "Numbers for the seller"): a 7/30/90
 * days switch, visitas, carrinhos, pedidos and faturamento with the change against the previous
 * period, the daily chart (with a table of the same numbers for screen readers), the funnel, the
 * top 10 products and the monthly access allowance.
 */
export function PerformancePage() {
  const [days, setDays] = useState<AnalyticsPeriod>(7);
  const analytics = useAnalytics(days);
  const data = analytics.data;

  return (
    <AdminSubpageLayout
      title="Desempenho"
      description={
        <p className="text-sm text-muted-foreground">
          Visitas, carrinhos, pedidos e faturamento da sua loja (horário de Brasília).
        </p>
      }
      actions={<PeriodSwitch value={days} onChange={setDays} />}
    >
      <title>Desempenho · Monte Seu Pedido</title>
      {analytics.isPending ? (
        <LoadingBlock label="Carregando desempenho..." className="sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </LoadingBlock>
      ) : analytics.isError ? (
        <QueryError
          message={analytics.error.message}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : data ? (
        <Numbers data={data} days={days} stale={analytics.isPlaceholderData} />
      ) : null}
    </AdminSubpageLayout>
  );
}

function PeriodSwitch({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Período"
      className="inline-flex rounded-lg border bg-background p-1"
    >
      {ANALYTICS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === p
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {p} dias
        </button>
      ))}
    </div>
  );
}

function Numbers({ data, days, stale }: { data: StoreAnalytics; days: number; stale: boolean }) {
  const { totals, previousTotals: prev } = data;
  const allowance = allowanceOf(data.accessesThisMonth, data.accessesLimit);
  const funnel = funnelOf(totals);
  return (
    <div
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-4 transition-opacity sm:gap-6',
        stale && 'opacity-60',
      )}
      aria-busy={stale}
    >
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Figure
          label="Visitas"
          value={formatCount(totals.visits)}
          change={changeOf(totals.visits, prev.visits)}
          testId="figure-visits"
        />
        <Figure
          label="Carrinhos"
          value={formatCount(totals.cartsStarted)}
          change={changeOf(totals.cartsStarted, prev.cartsStarted)}
          testId="figure-carts"
        />
        <Figure
          label="Pedidos"
          value={formatCount(totals.orders)}
          change={changeOf(totals.orders, prev.orders)}
          testId="figure-orders"
        />
        <Figure
          label="Faturamento"
          value={formatBRL(totals.revenue)}
          change={changeOf(totals.revenue, prev.revenue)}
          testId="figure-revenue"
        />
      </dl>

      <Card role="region" aria-labelledby="daily-title">
        <CardHeader>
          <CardTitle id="daily-title">Dia a dia</CardTitle>
          <CardDescription>
            Últimos {days} dias, comparados aos {days} dias anteriores.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {isEmptyPeriod(data.days) ? (
            <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
              <Sparkles className="size-4 shrink-0" aria-hidden="true" />
              Nenhuma visita neste período ainda. Compartilhe o link do seu catálogo para começar.
            </p>
          ) : null}
          <DailyChart days={data.days} />
          <Table containerClassName="sr-only" data-testid="daily-table">
            <TableCaption>Números por dia, últimos {days} dias</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Dia</TableHead>
                <TableHead scope="col">Visitas</TableHead>
                <TableHead scope="col">Carrinhos</TableHead>
                <TableHead scope="col">Pedidos abertos</TableHead>
                <TableHead scope="col">Pedidos</TableHead>
                <TableHead scope="col">Faturamento</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.days.map((d) => (
                <TableRow key={d.date}>
                  <TableHead scope="row">{shortDate(d.date)}</TableHead>
                  <TableCell>{formatCount(d.visits)}</TableCell>
                  <TableCell>{formatCount(d.cartsStarted)}</TableCell>
                  <TableCell>{formatCount(d.checkoutsOpened)}</TableCell>
                  <TableCell>{formatCount(d.orders)}</TableCell>
                  <TableCell>{formatBRL(d.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="funnel-title">
          <CardHeader>
            <CardTitle id="funnel-title">Funil de conversão</CardTitle>
            <CardDescription>
              De cada 100 visitas, quantas começam um carrinho e quantas viram pedido.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3" aria-label="Funil: visitas, carrinhos, pedidos">
              {funnel.map((step) => (
                <li key={step.label} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{step.label}</span>
                    <span className="tabular-nums">
                      <strong>{formatCount(step.value)}</strong>{' '}
                      <span className="text-muted-foreground">({step.caption})</span>
                    </span>
                  </div>
                  <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-emerald-600"
                      style={{ width: `${step.ofVisits}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="top-title">
          <CardHeader>
            <CardTitle id="top-title">Mais vendidos</CardTitle>
            <CardDescription>Os 10 produtos mais pedidos no período.</CardDescription>
          </CardHeader>
          <CardContent>
            {data.topItems.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum pedido neste período.</p>
            ) : (
              <Table data-testid="top-items">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Produto</TableHead>
                    <TableHead scope="col" className="text-right">
                      Qtd.
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      Faturamento
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.topItems.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell className="[overflow-wrap:anywhere]">{item.name}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatCount(item.quantity)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatBRL(item.revenue)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>

      <Card role="region" aria-labelledby="allowance-title">
        <CardHeader>
          <CardTitle id="allowance-title">Acessos do plano</CardTitle>
          <CardDescription>
            Seu plano inclui até {formatCount(data.accessesLimit)} acessos ao catálogo por mês. O
            catálogo nunca sai do ar por isso.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <p className="text-sm font-medium" id="allowance-label">
            {allowance.label}
          </p>
          <div
            role="progressbar"
            aria-labelledby="allowance-label"
            aria-valuemin={0}
            aria-valuemax={data.accessesLimit}
            aria-valuenow={Math.min(data.accessesThisMonth, data.accessesLimit)}
            data-warning={allowance.warning}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full',
                allowance.warning ? 'bg-amber-500' : 'bg-emerald-600',
              )}
              style={{ width: `${allowance.share * 100}%` }}
            />
          </div>
          {allowance.warning ? (
            <p className="text-sm text-amber-800">
              Você já usou mais de 80 % dos acessos deste mês.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

const CHANGE_ICON: Record<Change['direction'], ReactNode> = {
  up: <ArrowUpRight />,
  down: <ArrowDownRight />,
  same: <Minus />,
  new: <Sparkles />,
};

function Figure({
  label,
  value,
  change,
  testId,
}: {
  label: string;
  value: string;
  change: Change;
  testId: string;
}) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
      data-testid={testId}
    >
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="truncate text-2xl font-bold tabular-nums tracking-tight">{value}</dd>
      <dd
        className={cn(
          'flex items-center gap-1 text-xs font-medium [&_svg]:size-3.5',
          change.direction === 'up' && 'text-emerald-700',
          change.direction === 'down' && 'text-red-700',
          (change.direction === 'same' || change.direction === 'new') && 'text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{CHANGE_ICON[change.direction]}</span>
        <span aria-hidden="true">{change.label}</span>
        <span className="sr-only">{change.description}</span>
      </dd>
    </div>
  );
}
