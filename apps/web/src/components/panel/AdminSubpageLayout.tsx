import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { paths } from '@/paths';

/**
 * The frame of an /admin sub-page (Pedidos, Desempenho, "Pedidos e entrega"): a sticky bar with
 * the logo and the "Painel" back link, then the page's title, its description and its actions
 * (a sound switch, a period picker) above the content.
 */
export function AdminSubpageLayout({
  title,
  description,
  actions,
  width = 'wide',
  children,
}: {
  /** The page's h1. */
  title: string;
  /** Under the title; pass a `<p>` (it may be a live region). */
  description?: ReactNode;
  /** At the title's right (below it on phones). */
  actions?: ReactNode;
  /** `wide`: tables and charts (max-w-6xl); `narrow`: a form (max-w-3xl). */
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  const maxWidth = width === 'wide' ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div
          className={cn(
            'mx-auto flex h-16 items-center justify-between gap-3 px-4 sm:px-6',
            maxWidth,
          )}
        >
          <Logo className="max-[359px]:[&>span:last-child]:sr-only" />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.admin}>
              <ArrowLeft aria-hidden="true" />
              Painel
            </Link>
          </Button>
        </div>
      </header>
      <main
        className={cn(
          'mx-auto grid grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8',
          maxWidth,
        )}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
