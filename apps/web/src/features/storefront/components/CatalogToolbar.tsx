import { Search } from '@/components/icons';

const chipClass = (active: boolean) =>
  'h-9 shrink-0 cursor-pointer whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-1 ' +
  (active
    ? 'border-emerald-700 bg-emerald-700 text-white'
    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100');

/** Search box and category filter, kept at the top of the screen while the list scrolls. */
export function CatalogToolbar({
  query,
  onQueryChange,
  categories,
  category,
  onCategoryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  categories: string[];
  category: string | undefined;
  onCategoryChange: (category: string | undefined) => void;
}) {
  return (
    <div className="sticky top-0 z-30 border-b bg-white/95 shadow-xs">
      <div className="mx-auto max-w-5xl px-4 pt-3 sm:px-6">
        <div className="relative" role="search">
          <label htmlFor="busca-produtos" className="sr-only">
            Buscar produtos
          </label>
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id="busca-produtos"
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Buscar produtos"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pl-10 pr-4 text-base text-foreground placeholder:text-slate-500 focus-visible:border-emerald-600 focus-visible:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30"
          />
        </div>
        <div
          role="group"
          aria-label="Filtrar por categoria"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none] sm:-mx-6 sm:px-6 [&::-webkit-scrollbar]:hidden"
        >
          <button
            type="button"
            aria-pressed={category === undefined}
            onClick={() => onCategoryChange(undefined)}
            className={chipClass(category === undefined)}
          >
            Todos
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => onCategoryChange(category === name ? undefined : name)}
              className={chipClass(category === name)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
