import { useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Algo deu errado · Monte Seu Pedido</title>
      <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="max-w-sm text-muted-foreground">
        Não foi possível carregar esta página. Verifique sua conexão e tente novamente.
      </p>
      <Button onClick={() => window.location.reload()}>Recarregar página</Button>
    </main>
  );
}
