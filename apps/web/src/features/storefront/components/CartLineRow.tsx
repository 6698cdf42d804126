import { Minus, Pencil, Plus, X } from '@/components/icons';
import { keyOf, lineTotalCents, type CartAction, type CartLine } from '../utils/cart';
import { formatMoney } from '../utils/money';

const iconButton =
  'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500';

/**
 * One cart line: name, line total, its chosen options, unit price, remove, quantity
 * and, for an item with options, "Editar" (reopens the item's sheet). A line whose choices are
 * no longer in the catalogue is flagged until edited.
 */
export function CartLineRow({
  line,
  onAction,
  onEdit,
}: {
  line: CartLine;
  onAction: (action: CartAction) => void;
  onEdit: (line: CartLine) => void;
}) {
  const key = keyOf(line);
  const editable = (line.optionGroups?.length ?? 0) > 0;
  return (
    <li
      className={'px-4 py-3' + (line.stale ? ' bg-amber-50' : '')}
      data-stale={line.stale || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium leading-snug break-words">{line.name}</p>
        <p className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
          {formatMoney(lineTotalCents(line) / 100)}
        </p>
      </div>
      {line.chosen && line.chosen.length > 0 ? (
        <ul className="mt-0.5 text-sm text-slate-700" aria-label={`Escolhas de ${line.name}`}>
          {line.chosen.map((c, i) => (
            <li key={`${c.group}-${c.name}-${i}`}>
              {c.group}: {c.name}
              {c.price > 0 ? (
                <span className="text-slate-600"> (+{formatMoney(c.price)})</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {line.stale ? (
        <p className="mt-1 text-sm font-medium text-amber-900" role="status">
          As opções deste item mudaram. Toque em Editar e escolha de novo.
        </p>
      ) : null}
      <div className="mt-1.5 flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600">{formatMoney(line.price)} cada</p>
        <div className="flex items-center gap-1">
          {editable ? (
            <button
              type="button"
              onClick={() => onEdit(line)}
              aria-label={`Editar ${line.name}`}
              className={`${iconButton} ${line.stale ? 'bg-amber-200 text-amber-950' : 'text-slate-600'}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onAction({ type: 'remove', id: key })}
            aria-label={`Remover ${line.name} do carrinho`}
            className={`${iconButton} text-slate-500 hover:text-red-700`}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
          <div className="flex items-center rounded-full border border-slate-300">
            <button
              type="button"
              onClick={() => onAction({ type: 'decrement', id: key })}
              aria-label={`Diminuir quantidade de ${line.name}`}
              className={iconButton}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span className="min-w-7 text-center font-semibold tabular-nums">
              <span className="sr-only">Quantidade: </span>
              {line.quantity}
            </span>
            <button
              type="button"
              onClick={() => onAction({ type: 'increment', id: key })}
              aria-label={`Aumentar quantidade de ${line.name}`}
              className={iconButton}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
