import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, StoreAnalytics } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

/** Server state of /admin/desempenho (docs/API.md §6 "Numbers for the seller"). */

export const analyticsKeys = {
  all: ['store', 'analytics'] as const,
  period: (days: AnalyticsPeriod) => ['store', 'analytics', days] as const,
};

/** `GET /store/analytics?days=7|30|90` → per-day figures, totals, top items, allowance. */
export function fetchAnalytics(
  days: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<StoreAnalytics> {
  return api.get<StoreAnalytics>(`/store/analytics?days=${days}`, { signal });
}

export const analyticsQuery = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.period(days),
    queryFn: ({ signal }) => fetchAnalytics(days, signal),
  });

/** The period's numbers; the previous period's stay on screen while another one loads. */
export function useAnalytics(days: AnalyticsPeriod) {
  return useQuery({ ...analyticsQuery(days), placeholderData: keepPreviousData });
}
