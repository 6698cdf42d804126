import { LoaderCircle } from 'lucide-react';

/** Full-page loading state (route chunks loading, session check). */
export function PageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      className="flex min-h-dvh items-center justify-center p-6"
      role="status"
      aria-live="polite"
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
