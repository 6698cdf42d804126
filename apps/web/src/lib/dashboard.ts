import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardInfo } from '@catalogo/contracts/core';
import { api } from './api';

/**
 * The one dashboard query of the seller panel: `GET /stripe/dashboard-info` (auth) → store name
 * and link, counts, subscription and AI quota. Read by several areas' cards on /admin (overview,
 * orders, store info, share, account, adding products); every mutation that changes one of these
 * figures invalidates `dashboardQueryKey`, so all of them stay in step.
 */

export const dashboardQueryKey = ['stripe', 'dashboard-info'] as const;

/** @throws ApiError (401 without a valid session). */
export function fetchDashboardInfo(signal?: AbortSignal): Promise<DashboardInfo> {
  return api.get<DashboardInfo>('/stripe/dashboard-info', { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: ({ signal }) => fetchDashboardInfo(signal),
});

export function useDashboardInfo() {
  return useQuery(dashboardQueryOptions);
}
