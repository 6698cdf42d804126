import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CustomerDetail, CustomerSort, CustomersPage } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/** Server state of /admin/clientes (docs/API.md §8 "Customers and coupons"). */

/** Query of `GET /customers`: part of the name or phone, the order, the page. */
export interface CustomersFilter {
  search: string;
  sort: CustomerSort;
  page: number;
  pageSize: number;
}

export const customerKeys = {
  all: ['customers'] as const,
  list: (filter: CustomersFilter) => ['customers', 'list', filter] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

/** `GET /customers?search=&sort=&page=&pageSize=`. */
export function fetchCustomers(
  filter: CustomersFilter,
  signal?: AbortSignal,
): Promise<CustomersPage> {
  const query = new URLSearchParams({
    sort: filter.sort,
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  const search = filter.search.trim();
  if (search) query.set('search', search);
  return api.get<CustomersPage>(`/customers?${query.toString()}`, { signal });
}

/** `GET /customers/{id}` (id = phone digits). @throws ApiError 404 unknown customer. */
export function fetchCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return api.get<CustomerDetail>(`/customers/${encodeURIComponent(id)}`, { signal });
}

/**
 * `GET /customers/export.csv` as a Blob for download. The body is read as text, which drops the
 * UTF-8 BOM, so it is put back: Excel pt-BR needs it (the orders export's conventions).
 */
export async function exportCustomersCsv(): Promise<Blob> {
  const text = await api.get<string>('/customers/export.csv', {
    headers: { Accept: 'text/csv' },
  });
  return new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], {
    type: 'text/csv;charset=utf-8',
  });
}

/** The page of customers; the previous page stays on screen while the next one loads. */
export function useCustomers(filter: CustomersFilter) {
  return useQuery(
    queryOptions({
      queryKey: customerKeys.list(filter),
      queryFn: ({ signal }) => fetchCustomers(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One customer with their orders, newest first (only while `id` is set). */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchCustomer(id!, signal),
    enabled: id !== null,
  });
}

/**
 * "Excluir dados do cliente" (LGPD): `DELETE /customers/{id}` → 204; their orders keep the
 * amounts and lose name, phone and address. The lists are read again.
 */
export function useForgetCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/customers/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
