import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Bell, BellOff, Download, Search, Volume2, WifiOff } from 'lucide-react';
import { toast } from 'sonner';
import {
  DEFAULT_ALERT_SETTINGS,
  OrderFulfilmentLabels,
  OrderLimits,
  type OrderStatus,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { AdminSubpageLayout } from '@/components/panel/AdminSubpageLayout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { exportOrdersCsv, useOrders } from '../api/orders';
import { OrderDetailSheet } from './OrderDetailSheet';
import {
  STATUS_CHIPS,
  currentMonthPeriod,
  periodError,
  titleWithCount,
  withNewOrder,
  withoutOrder,
  type NewOrders,
} from '../utils/orders-logic';
import { StatusBadge } from './StatusBadge';
import { PaymentBadge } from './PaymentBadge';
import { useOrderAnnouncer } from '../hooks/use-order-announcer';
import { printTicket } from '../printing/thermal-printer';
import { useThermalPrinter } from './ThermalPrinterSettings';
import { useStoreSettings } from '@/lib/store-settings';
import { Pagination } from '@/components/panel/Pagination';

const PAGE_SIZE = OrderLimits.defaultPageSize;
const TITLE = 'Pedidos · Monte Seu Pedido';

/** `value`, `delayMs` after its last change (the search box asks the API once typing stops). */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** `navigator.onLine`, live ("Sem conexão" while false). */
function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The app's icon badge (Badging API, installed panel) shows `count`; nothing where missing. */
function useAppBadge(count: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (count?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [count]);
}

/**
 * /admin/pedidos (protected): the seller's orders, newest first, with status chips,
 * search by number or customer name, live arrivals (toast, chime that can be muted, count in
 * the tab title, highlighted rows) through Server-Sent Events, the detail sheet and the CSV
 * export of a period. Seller alerts (docs/API.md §8): the sound rings once or until the order is
 * opened or confirmed (`alerts.sound`), a tap is asked for when the browser blocks sound, the
 * unseen count goes to the tab title and the app badge, new orders print themselves when
 * `alerts.autoPrint` is on (on this device's thermal printer when one is connected, else through
 * the print dialog), `?pedido=<id>` (a tapped notification) opens that order, and the
 * last orders list shows offline with "Sem conexão". `notifications`: the push notifications
 * card of this device (an alerts-area component, given by the route: features do not import
 * each other), shown below the list.
 */
export function OrdersPage({ notifications }: { notifications?: ReactNode } = {}) {
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const orders = useOrders({ status, q: q || undefined, page, pageSize: PAGE_SIZE });
  const [newOrders, setNewOrders] = useState<NewOrders>(() => new Set());
  const [open, setOpen] = useState<SellerOrder>();
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('pedido') ?? undefined;
  const online = useOnline();
  const settings = useStoreSettings();
  const alerts = settings.data?.alerts ?? DEFAULT_ALERT_SETTINGS;
  const alertsRef = useRef(alerts);
  useEffect(() => {
    alertsRef.current = alerts;
  });
  // Reconnects the thermal printer remembered on this device before orders arrive.
  useThermalPrinter();

  const { stream, muted, setMuted, alarm } = useOrderAnnouncer({
    soundMode: alerts.sound,
    onNew: (order) => {
      setNewOrders((set) => withNewOrder(set, order.id));
      if (alertsRef.current.autoPrint) void printTicket(order, alertsRef.current.printWidth);
    },
    onOpen: (order) => openOrder(order),
    onAccepted: (order) => setNewOrders((set) => withoutOrder(set, order.id)),
  });
  function openOrder(order: SellerOrder) {
    setOpen(order);
    setNewOrders((set) => withoutOrder(set, order.id));
    alarm.acknowledge(order.id);
  }
  const closeOrder = () => {
    setOpen(undefined);
    if (linkedId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('pedido');
          return next;
        },
        { replace: true },
      );
    }
  };
  // A tapped notification opens `?pedido=<id>`: that order is seen.
  const { acknowledge } = alarm;
  useEffect(() => {
    if (!linkedId) return;
    setNewOrders((set) => withoutOrder(set, linkedId));
    acknowledge(linkedId);
  }, [linkedId, acknowledge]);
  useAppBadge(newOrders.size);

  // After a reload the browser may block sound until a tap: the first tap anywhere unlocks it.
  // On `click`, not `pointerdown`: removing the "Toque para ativar o som" banner between the
  // press and the release would move the list under the finger, so the tapped order would not
  // open (or the one below would); a click is also the gesture iOS accepts for sound.
  const { needsGesture, unlock } = alarm;
  useEffect(() => {
    if (!needsGesture) return;
    const onTap = () => unlock();
    document.addEventListener('click', onTap, { once: true });
    document.addEventListener('keydown', onTap, { once: true });
    return () => {
      document.removeEventListener('click', onTap);
      document.removeEventListener('keydown', onTap);
    };
  }, [needsGesture, unlock]);

  const filterBy = (next: OrderStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminSubpageLayout
      title="Pedidos"
      description={
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          <span
            aria-hidden="true"
            className={cn(
              'size-2 rounded-full',
              stream === 'open' ? 'bg-emerald-500' : 'bg-amber-500',
            )}
          />
          {stream === 'open'
            ? 'Ao vivo: novos pedidos aparecem aqui sozinhos.'
            : stream === 'connecting'
              ? 'Conectando...'
              : 'Reconectando...'}
        </p>
      }
      actions={
        <Button variant="outline" size="sm" aria-pressed={!muted} onClick={() => setMuted(!muted)}>
          {muted ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
          {muted ? 'Som desligado' : 'Som ligado'}
        </Button>
      }
    >
      <title>{titleWithCount(TITLE, newOrders.size)}</title>
      {!online ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          Sem conexão: mostrando os últimos pedidos salvos neste aparelho. Novos pedidos aparecem
          quando a internet voltar.
        </p>
      ) : null}
      {needsGesture ? (
        <Button
          className="h-auto justify-start whitespace-normal py-3 text-left"
          onClick={() => unlock()}
        >
          <Volume2 aria-hidden="true" />
          Toque para ativar o som dos pedidos (o navegador só toca sons depois de um toque na
          página)
        </Button>
      ) : null}
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div
            role="group"
            aria-label="Filtrar por status"
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
          >
            {STATUS_CHIPS.map((chip) => (
              <button
                key={chip.label}
                type="button"
                aria-pressed={status === chip.status}
                onClick={() => filterBy(chip.status)}
                className="h-9 shrink-0 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {chip.label}
              </button>
            ))}
          </div>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Buscar por número ou nome do cliente"
              placeholder="Buscar por número ou nome do cliente"
              maxLength={80}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="pl-9"
            />
          </div>

          {orders.isPending ? (
            <LoadingBlock label="Carregando pedidos...">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 rounded-lg" />
              ))}
            </LoadingBlock>
          ) : orders.isError ? (
            <QueryError
              message={orders.error.message}
              onRetry={() => void orders.refetch()}
              retrying={orders.isFetching}
            />
          ) : data!.items.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {q || status
                ? 'Nenhum pedido encontrado com esses filtros.'
                : 'Nenhum pedido ainda. Compartilhe o link da sua loja!'}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Pedidos" data-testid="orders-list">
              {data!.items.map((order) => (
                <li key={order.id}>
                  <OrderRow
                    order={order}
                    isNew={newOrders.has(order.id)}
                    onOpen={() => openOrder(order)}
                  />
                </li>
              ))}
            </ul>
          )}

          {data ? <Pagination page={page} pages={pages} onPage={setPage} /> : null}
        </CardContent>
      </Card>

      {notifications}
      <ExportCard />
      <OrderDetailSheet
        orderId={open?.id ?? linkedId}
        initial={open}
        printWidth={alerts.printWidth}
        onClose={closeOrder}
      />
    </AdminSubpageLayout>
  );
}

function OrderRow({
  order,
  isNew,
  onOpen,
}: {
  order: SellerOrder;
  isNew: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-new={isNew || undefined}
      className={cn(
        'grid w-full cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border bg-background p-3 text-left transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isNew && 'border-emerald-400 bg-emerald-50 ring-2 ring-emerald-200',
      )}
    >
      <span className="text-lg font-bold tabular-nums">nº {order.number}</span>
      <span className="min-w-0">
        <span className="block truncate font-medium">
          {order.customer.name}
          {isNew ? (
            <span className="ml-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
              Novo
            </span>
          ) : null}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {formatDateTime(order.createdAt)} · {OrderFulfilmentLabels[order.fulfilment]}
        </span>
      </span>
      <span className="grid justify-items-end gap-1">
        <span className="font-semibold tabular-nums">{formatBRL(order.total)}</span>
        <StatusBadge status={order.status} />
        <PaymentBadge order={order} />
      </span>
    </button>
  );
}

/** "Exportar pedidos": a period (this month by default) downloaded as CSV for Excel. */
function ExportCard() {
  const [period, setPeriod] = useState(() => currentMonthPeriod());
  const [busy, setBusy] = useState(false);
  const error = periodError(period.from, period.to);

  async function download() {
    if (error) return;
    setBusy(true);
    try {
      const blob = await exportOrdersCsv(period);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `pedidos-${period.from || 'inicio'}-a-${period.to || 'hoje'}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Não foi possível exportar.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="export-title">
      <CardContent className="grid gap-3 pt-6">
        <h2 id="export-title" className="font-semibold">
          Exportar pedidos (CSV para Excel)
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            De
            <Input
              type="date"
              value={period.from}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            />
          </label>
          <label className="grid gap-1 text-sm">
            Até
            <Input
              type="date"
              value={period.to}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
            />
          </label>
          <Button variant="outline" disabled={busy || !!error} onClick={() => void download()}>
            <Download aria-hidden="true" />
            {busy ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        </div>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </CardContent>
    </Card>
  );
}
