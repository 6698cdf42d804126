import { useEffect, useState, type RefObject } from 'react';
import { ShoppingCart } from '@/components/icons';
import { formatMoney } from '../utils/money';

/**
 * Phones: a summary bar fixed at the bottom while the cart has items and the cart itself is out
 * of view; it takes the customer to the cart. Hidden on wide screens (the cart is beside the list).
 */
export function CartBar({
  count,
  total,
  cartRef,
  onShowCart,
}: {
  count: number;
  total: number;
  cartRef: RefObject<HTMLElement | null>;
  onShowCart: () => void;
}) {
  const cartVisible = useInView(cartRef);
  return (
    <div
      className={
        'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] transition-transform duration-200 lg:hidden ' +
        (cartVisible ? 'translate-y-full' : 'translate-y-0')
      }
      aria-hidden={cartVisible || undefined}
      inert={cartVisible || undefined}
    >
      <button
        type="button"
        onClick={onShowCart}
        className="mx-auto flex h-12 w-full max-w-md cursor-pointer items-center justify-between gap-3 rounded-full bg-emerald-700 pr-5 pl-4 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2"
      >
        <span className="flex items-center gap-2">
          <span className="relative">
            <ShoppingCart className="size-5" aria-hidden="true" />
            <span
              className="absolute -top-2 -right-2.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-white px-1 text-[11px] leading-none font-bold text-emerald-800"
              aria-hidden="true"
            >
              {count}
            </span>
          </span>
          <span className="ml-1">Ver carrinho</span>
          <span className="sr-only">
            : {count === 1 ? '1 item' : `${count} itens`}, total {formatMoney(total)}
          </span>
        </span>
        <span className="tabular-nums whitespace-nowrap" aria-hidden="true">
          {formatMoney(total)}
        </span>
      </button>
    </div>
  );
}

/** True while the element is at least partly on screen (false where IntersectionObserver is missing). */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), {
      rootMargin: '0px 0px -25% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
