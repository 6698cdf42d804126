import type { ReactNode } from 'react';
import { House, SearchX } from '@/components/icons';
import { paths } from '@/paths';

/** Classes of the home button (the `lg` primary Button, written out: no cva/tailwind-merge). */
const HOME_BUTTON_CLASS =
  'mt-8 inline-flex h-12 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-primary px-6 text-base font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

export interface NotFoundViewProps {
  /**
   * Renders the link back to the landing page. The router app passes its `<Link>`; without a
   * router (the public catalogue's own light app) a plain `<a href="/">` is used.
   */
  renderHomeLink?: (props: { className: string; children: ReactNode }) => ReactNode;
}

/**
 * The 404 view (docs/PRODUCT.md §2): "Oops! Página não encontrada" with a button back home.
 * Shared by the not-found route and the public catalogue (unknown store); router-free so the
 * public catalogue can show it without loading react-router.
 */
export function NotFoundView({ renderHomeLink }: NotFoundViewProps) {
  const content = (
    <>
      <House aria-hidden="true" />
      Voltar para o início
    </>
  );
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
      {renderHomeLink ? (
        renderHomeLink({ className: HOME_BUTTON_CLASS, children: content })
      ) : (
        <a href={paths.home} className={HOME_BUTTON_CLASS}>
          {content}
        </a>
      )}
    </main>
  );
}
