import { Button } from '@/components/ui/button';

/**
 * The panel lists' page navigation ("Anteriores", "Página 2 de 5", "Próximos"); nothing when
 * everything fits one page. `page` counts from 1; `onPage` gets the page to show.
 */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Páginas" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anteriores
      </Button>
      <span className="text-sm text-muted-foreground">
        Página {page} de {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próximos
      </Button>
    </nav>
  );
}
