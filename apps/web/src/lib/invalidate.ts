import { useQueryClient } from '@tanstack/react-query';

/**
 * A callback that invalidates the given queries (a mutation's `onSuccess`/`onSettled`); resolves
 * once every refetch it starts has settled.
 */
export function useInvalidate(...keys: ReadonlyArray<readonly unknown[]>): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
      () => undefined,
    );
}
