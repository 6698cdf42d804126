import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderStatus, OrdersPage, SellerOrder } from '@catalogo/contracts/core';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/dashboard';

/** Server state of /admin/pedidos (docs/API.md §6 "Orders", seller routes). */

/** Filters of `GET /orders`; `q` is an order number or part of the customer's name. */
export interface OrdersFilter {
  status?: OrderStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrdersFilter) => ['orders', 'list', filter] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** `GET /orders?status=&q=&page=&pageSize=` → newest first. */
export function fetchOrders(filter: OrdersFilter, signal?: AbortSignal): Promise<OrdersPage> {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.status) query.set('status', filter.status);
  const q = filter.q?.trim();
  if (q) query.set('q', q);
  return api.get<OrdersPage>(`/orders?${query.toString()}`, { signal });
}

/** `GET /orders/{id}`. @throws ApiError 404 for an unknown or another seller's order. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<SellerOrder> {
  return api.get<SellerOrder>(`/orders/${encodeURIComponent(id)}`, { signal });
}

/** `PATCH /orders/{id}/status`. @throws ApiError 409 when the transition is not allowed. */
export function changeOrderStatus(input: {
  id: string;
  status: OrderStatus;
}): Promise<SellerOrder> {
  return api.request<SellerOrder>(`/orders/${encodeURIComponent(input.id)}/status`, {
    method: 'PATCH',
    body: { status: input.status },
  });
}

/**
 * `GET /orders/export.csv?from=&to=` (local days, inclusive) as a Blob for download. The body is
 * read as text, which drops the UTF-8 BOM, so it is put back: Excel pt-BR needs it.
 */
export async function exportOrdersCsv(period: { from: string; to: string }): Promise<Blob> {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const text = await api.get<string>(`/orders/export.csv?${query.toString()}`, {
    headers: { Accept: 'text/csv' },
  });
  return new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], {
    type: 'text/csv;charset=utf-8',
  });
}

export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => fetchOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(filter: OrdersFilter) {
  return useQuery(ordersQueryOptions(filter));
}

export function useOrder(id: string | undefined, initial?: SellerOrder) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id!, signal),
    enabled: id !== undefined,
    initialData: initial,
  });
}

/**
 * Changes an order's status; the answer replaces the cached order, and the lists and the
 * dashboard counts are refetched.
 */
export function useChangeOrderStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
