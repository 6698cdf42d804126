import { LoaderCircle, RefreshCw } from '@/components/icons';
import { formatMoney } from '../utils/money';
import type { LastOrder } from '../utils/storage';

/**
 * "Seu último pedido" for a customer who ordered at this store from this device (docs/API.md
 * §8): a greeting by name, what they ordered, "Pedir de novo" (the cart rebuilt at today's
 * prices) and "Não sou eu" (forgets the data kept on the device).
 */
export function LastOrderCard({
  name,
  lastOrder,
  loading,
  onReorder,
  onForget,
}: {
  name: string;
  lastOrder: LastOrder | null;
  /** The reorder is being fetched. */
  loading: boolean;
  onReorder: () => void;
  onForget: () => void;
}) {
  const first = name.trim().split(/\s+/)[0];
  return (
    <section
      aria-labelledby="ultimo-pedido-titulo"
      data-testid="last-order"
      className="grid gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="ultimo-pedido-titulo" className="font-semibold text-emerald-950">
          {lastOrder ? 'Seu último pedido' : `Olá${first ? `, ${first}` : ''}!`}
        </h2>
        <p className="text-sm text-emerald-900">
          {lastOrder && first ? `Olá, ${first}! ` : ''}
          <button
            type="button"
            onClick={onForget}
            className="min-h-6 cursor-pointer font-semibold underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
          >
            Não sou eu
          </button>
        </p>
      </div>
      {lastOrder ? (
        <>
          <p className="min-w-0 break-words text-sm text-emerald-950">
            Pedido nº {lastOrder.number}: {lastOrder.summary} · {formatMoney(lastOrder.total)}
          </p>
          <button
            type="button"
            onClick={onReorder}
            disabled={loading}
            aria-busy={loading || undefined}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 justify-self-start rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
          >
            {loading ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            Pedir de novo
          </button>
        </>
      ) : (
        <p className="text-sm text-emerald-950">Seus dados foram preenchidos no carrinho.</p>
      )}
    </section>
  );
}
