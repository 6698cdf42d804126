import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/paths';
import { cn } from '@/lib/utils';

/** Brand mark linking to the landing page. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      aria-label="Monte Seu Pedido: página inicial"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <ShoppingBag className="size-4.5" aria-hidden="true" />
      </span>
      <span>Monte Seu Pedido</span>
    </Link>
  );
}
