import { Link } from 'react-router-dom';
import { House, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/paths';

/** 404 page (PRODUCT_SPEC.md §2). Also shown by the public catalogue for an unknown slug. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-secondary via-background to-background px-6 text-center">
      <title>Página não encontrada · Monte Seu Pedido</title>
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Oops! Página não encontrada
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        O endereço que você procurou não existe ou foi alterado. Confira o link ou volte para a
        página inicial.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          Voltar para o início
        </Link>
      </Button>
    </main>
  );
}
