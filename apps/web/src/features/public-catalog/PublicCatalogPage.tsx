import { useParams } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';

/** /:slug public catalogue. Placeholder until the public catalogue issue builds it. */
export function PublicCatalogPage() {
  const { slug } = useParams();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <title>Catálogo de Produtos</title>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Catálogo de Produtos</h1>
      <p role="status" className="text-muted-foreground" data-slug={slug}>
        Carregando catálogo...
      </p>
    </main>
  );
}
