import { useEffect, useState } from 'react';
import { Download, LoaderCircle, MessageCircle, Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  CUSTOMER_SORTS,
  OrderStatusLabels,
  formatPhone,
  type Customer,
  type CustomerSort,
} from '@catalogo/contracts/core';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL, formatDate, formatDateTime } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { AdminSubpageLayout } from '@/components/panel/AdminSubpageLayout';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { exportCustomersCsv, useCustomer, useCustomers, useForgetCustomer } from '../api/customers';
import { Pagination } from '@/components/panel/Pagination';

const PAGE_SIZE = 20;

/** Labels of the list's orderings (`GET /customers?sort=`). */
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  last: 'Último pedido',
  orders: 'Mais pedidos',
  total: 'Maior gasto',
};

/** A customer whose data was removed (LGPD) keeps no name. */
export const REMOVED_NAME = '(dados removidos)';
const nameOf = (customer: Pick<Customer, 'name'>) => customer.name.trim() || REMOVED_NAME;

/** The chat with the customer: `https://wa.me/55{digits}`. */
export function customerWhatsappUrl(phoneDigits: string): string {
  return `https://wa.me/55${phoneDigits.replace(/\D/g, '')}`;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * /admin/clientes (protected; docs/API.md §8): the store's customers read from its orders by
 * phone — name, phone, orders, total spent, first and last order — searched by name or phone,
 * sorted by last order, orders or total, 20 per page; a customer's sheet with their orders, a
 * WhatsApp button and "Excluir dados do cliente" (LGPD); the CSV export.
 */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [sort, setSort] = useState<CustomerSort>('last');
  const [page, setPage] = useState(1);
  const customers = useCustomers({ search: debounced, sort, page, pageSize: PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const data = customers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminSubpageLayout
      title="Clientes"
      description={
        <p className="text-sm text-muted-foreground">
          Quem compra na sua loja, quantas vezes e quanto gastou (pelo telefone dos pedidos).
        </p>
      }
      actions={<ExportButton />}
    >
      <title>Clientes · Monte Seu Pedido</title>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Buscar por nome ou telefone"
                placeholder="Buscar por nome ou telefone"
                maxLength={80}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
                className="pl-9"
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              Ordenar por
              <select
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as CustomerSort);
                  setPage(1);
                }}
                className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {CUSTOMER_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {CUSTOMER_SORT_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {customers.isPending ? (
            <LoadingBlock label="Carregando clientes...">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 rounded-lg" />
              ))}
            </LoadingBlock>
          ) : customers.isError ? (
            <QueryError
              message={customers.error.message}
              onRetry={() => void customers.refetch()}
              retrying={customers.isFetching}
            />
          ) : data!.items.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {debounced
                ? 'Nenhum cliente encontrado com essa busca.'
                : 'Nenhum cliente ainda. Os clientes aparecem aqui depois do primeiro pedido com telefone.'}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Clientes" data-testid="customers-list">
              {data!.items.map((customer) => (
                <li key={customer.id}>
                  <CustomerRow customer={customer} onOpen={() => setOpenId(customer.id)} />
                </li>
              ))}
            </ul>
          )}

          {data ? <Pagination page={page} pages={pages} onPage={setPage} /> : null}
        </CardContent>
      </Card>
      <CustomerSheet id={openId} onClose={() => setOpenId(null)} />
    </AdminSubpageLayout>
  );
}

function CustomerRow({ customer, onOpen }: { customer: Customer; onOpen: () => void }) {
  const orders = customer.ordersCount === 1 ? '1 pedido' : `${customer.ordersCount} pedidos`;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg border bg-background p-3 text-left transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="min-w-0">
        <span className="block truncate font-medium">{nameOf(customer)}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {formatPhone(customer.phone)} · último pedido {formatDate(customer.lastOrderAt)}
        </span>
      </span>
      <span className="grid justify-items-end gap-0.5">
        <span className="font-semibold tabular-nums">{formatBRL(customer.totalSpent)}</span>
        <span className="text-xs text-muted-foreground" data-testid="customer-orders">
          {orders}
        </span>
      </span>
    </button>
  );
}

/** "Exportar CSV": every customer as CSV for Excel (the orders export's conventions). */
function ExportButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = await exportCustomersCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'clientes.csv';
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
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {busy ? 'Exportando...' : 'Exportar CSV'}
    </Button>
  );
}

/** A customer's sheet: their numbers, orders (newest first), WhatsApp and the LGPD removal. */
function CustomerSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const customer = useCustomer(id);
  const forget = useForgetCustomer();
  const [confirming, setConfirming] = useState(false);
  const data = customer.data;
  const title = data ? nameOf(data) : 'Cliente';

  async function confirmForget() {
    if (!id) return;
    try {
      await forget.mutateAsync(id);
      toast.success('Dados do cliente excluídos.');
      setConfirming(false);
      onClose();
    } catch (error) {
      toastFailure('Não foi possível excluir os dados do cliente.', error, [404]);
    }
  }

  return (
    <Sheet open={id !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>
            {data ? formatPhone(data.phone) : 'Carregando os dados do cliente...'}
          </SheetDescription>
        </SheetHeader>
        {customer.isPending ? (
          <LoadingBlock label="Carregando cliente..." />
        ) : customer.isError ? (
          <QueryError
            message={customer.error.message}
            onRetry={() => void customer.refetch()}
            retrying={customer.isFetching}
          />
        ) : data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Pedidos</dt>
                <dd className="text-lg font-semibold tabular-nums">{data.ordersCount}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Total gasto</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatBRL(data.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Primeiro pedido</dt>
                <dd>{formatDate(data.firstOrderAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Último pedido</dt>
                <dd>{formatDate(data.lastOrderAt)}</dd>
              </div>
            </dl>
            <Button asChild>
              <a href={customerWhatsappUrl(data.phone)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                Conversar no WhatsApp
              </a>
            </Button>
            <section aria-labelledby="customer-orders-title" className="grid gap-2">
              <h3 id="customer-orders-title" className="font-semibold">
                Pedidos
              </h3>
              <ul className="grid gap-2" data-testid="customer-orders-list">
                {data.orders.map((order) => (
                  <li
                    key={order.id}
                    className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-lg border p-3 text-sm"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium">nº {order.number}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {formatDateTime(order.createdAt)} · {OrderStatusLabels[order.status]}
                        {order.couponCode ? ` · cupom ${order.couponCode}` : ''}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatBRL(order.total)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <Button
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
              Excluir dados do cliente
            </Button>
          </>
        ) : null}
        <AlertDialog
          open={confirming}
          onOpenChange={(open) => (!open && !forget.isPending ? setConfirming(false) : undefined)}
        >
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir dados do cliente</AlertDialogTitle>
              <AlertDialogDescription>
                Os pedidos de {title} continuam nos seus números, mas perdem o nome, o telefone e o
                endereço. Esta ação não pode ser desfeita.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={forget.isPending}>Cancelar</AlertDialogCancel>
              <button
                type="button"
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => void confirmForget()}
                disabled={forget.isPending}
              >
                {forget.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                Excluir dados
              </button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </SheetContent>
    </Sheet>
  );
}
