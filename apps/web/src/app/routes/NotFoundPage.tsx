import { Link } from 'react-router-dom';
import { NotFoundView } from '@/components/NotFoundView';
import { paths } from '@/paths';

/** 404 page (docs/PRODUCT.md §2). The public catalogue shows the same view for an unknown slug. */
export function NotFoundPage() {
  return (
    <NotFoundView
      renderHomeLink={({ className, children }) => (
        <Link to={paths.home} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
