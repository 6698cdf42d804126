import { CustomerMessages, cheapestUnitPriceCents } from '@catalogo/contracts/core';
import { PackageOpen, Plus, SearchX } from '@/components/icons';
import { isOrderable, type Product } from '../utils/cart';
import { formatMoney } from '../utils/money';
import { EAGER_THUMBNAILS, ProductThumb } from './ProductThumb';
import { hasOptions } from '../utils/options';

/**
 * The card's price: "a partir de R$ X" (the cheapest valid choice, docs/API.md §6) when the
 * item's options can change its price, else its price.
 */
export function cardPrice(product: Product): { from: boolean; price: string } {
  const priced = product.optionGroups?.some((g) => g.options.some((o) => o.price > 0));
  if (!priced) return { from: false, price: formatMoney(product.price) };
  const cents = cheapestUnitPriceCents(product);
  if (cents === null) return { from: false, price: formatMoney(product.price) };
  return { from: true, price: formatMoney(cents / 100) };
}

function groupByCategory(products: Product[]): { category: string; products: Product[] }[] {
  const groups: { category: string; products: Product[] }[] = [];
  for (const product of products) {
    const last = groups.at(-1);
    if (last && last.category === product.category) last.products.push(product);
    else groups.push({ category: product.category, products: [product] });
  }
  return groups;
}

/** The products, under their category headings (the API sorts by category, then name). */
export function ProductList({
  products,
  empty,
  quantities,
  onAdd,
  onOpen,
}: {
  products: Product[];
  /** The store has no product at all (not just no match). */
  empty: boolean;
  quantities: ReadonlyMap<string, number>;
  onAdd: (product: Product) => void;
  /** Opens the item's detail sheet (a tap on the item). */
  onOpen: (product: Product) => void;
}) {
  return (
    <section aria-labelledby="produtos-titulo" className="min-w-0">
      <h2 id="produtos-titulo" className="sr-only">
        Produtos
      </h2>
      {empty ? (
        <EmptyState icon="box" text="Nenhum produto cadastrado." />
      ) : products.length === 0 ? (
        <EmptyState icon="search" text="Nenhum produto encontrado." />
      ) : (
        withFirstIndex(groupByCategory(products)).map(({ first, ...group }) => (
          <div key={group.category}>
            <h3 className="px-1 pb-2 pt-4 text-xs font-bold uppercase tracking-wider text-slate-600">
              {group.category}
            </h3>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
              {group.products.map((product, i) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  eagerThumb={first + i < EAGER_THUMBNAILS}
                  quantity={quantities.get(product.id) ?? 0}
                  onAdd={onAdd}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** Each group with the list index of its first product (thumbnails above the fold load first). */
function withFirstIndex<T extends { products: unknown[] }>(groups: T[]): (T & { first: number })[] {
  let first = 0;
  return groups.map((group) => {
    const entry = { ...group, first };
    first += group.products.length;
    return entry;
  });
}

function ProductRow({
  product,
  quantity,
  eagerThumb,
  onAdd,
  onOpen,
}: {
  product: Product;
  quantity: number;
  eagerThumb: boolean;
  onAdd: (product: Product) => void;
  onOpen: (product: Product) => void;
}) {
  const soldOut = !isOrderable(product);
  // An item with groups is added through its sheet (the + opens it too).
  const add = hasOptions(product) ? onOpen : onAdd;
  const price = cardPrice(product);
  return (
    <li className={'flex items-center gap-3 px-4 py-3' + (soldOut ? ' bg-slate-50' : '')}>
      <ProductThumb
        src={product.thumbnailUrl ?? product.photoUrl}
        eager={eagerThumb}
        dimmed={soldOut}
      />
      {/* Phrasing content only inside the button (spans drawn as blocks): valid HTML. */}
      <button
        type="button"
        onClick={() => onOpen(product)}
        // Named by what it shows (WCAG 2.5.3: a voice user says the visible name); it opens the
        // item's sheet.
        aria-haspopup="dialog"
        className="min-w-0 flex-1 cursor-pointer rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
      >
        {/* Lines end between words; a word longer than the column is hyphenated (lang pt-BR),
            and only one that still cannot fit alone is broken (break-words). */}
        <span
          data-testid="product-name"
          className={
            'block font-medium leading-snug hyphens-auto break-words ' +
            (soldOut ? 'text-slate-500' : 'text-foreground')
          }
        >
          {product.name}
        </span>
        {product.description ? (
          <span className="mt-0.5 line-clamp-2 text-xs leading-4 hyphens-auto break-words text-slate-600">
            {product.description}
          </span>
        ) : null}
        <span className="mt-0.5 block text-xs leading-4 text-slate-600">
          {product.category}
          {quantity > 0 ? (
            <span className="font-semibold text-emerald-800"> · {quantity} no carrinho</span>
          ) : null}
        </span>
      </button>
      {/* Price above the "+" (or the sold-out tag): the name keeps most of a phone's width. */}
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <p
          className={
            'text-right whitespace-nowrap font-semibold tabular-nums ' +
            (soldOut ? 'text-slate-500' : 'text-foreground')
          }
        >
          {price.from ? (
            <span className="block text-xs font-normal text-slate-600">a partir de </span>
          ) : null}
          {price.price}
        </p>
        {soldOut ? (
          <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {CustomerMessages.itemSoldOut}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => add(product)}
            aria-label={`Adicionar ${product.name} ao carrinho`}
            className="grid size-11 cursor-pointer place-items-center rounded-full bg-emerald-700 text-white shadow-sm transition-transform hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 active:scale-90"
          >
            <Plus className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  );
}

function EmptyState({ icon, text }: { icon: 'box' | 'search'; text: string }) {
  const Icon = icon === 'box' ? PackageOpen : SearchX;
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700">{text}</p>
    </div>
  );
}
