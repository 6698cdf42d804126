import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/user/me', { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}
