import { useEffect, useId, useRef, useState } from 'react';
import { Minus, Plus, X } from '@/components/icons';
import type { Product } from '../utils/cart';
import { MAX_QUANTITY } from '../utils/cart';
import { formatMoney } from '../utils/money';
import type { ItemOptionGroup, OptionChoice } from '@catalogo/contracts/core';
import { choiceProblem, groupHint, livePriceCents, normaliseChoices } from '../utils/options';

/** What the sheet hands back: the choices and the quantity. */
export interface ItemSheetResult {
  choices: OptionChoice[];
  quantity: number;
}

type Picked = Record<string, string[]>;

/**
 * The sheet's starting picks from a cart line's choices, keeping only options still in the
 * catalogue and available (a stale line reopens with what can still be ordered).
 */
function toPicked(
  groups: readonly ItemOptionGroup[],
  choices: readonly OptionChoice[] | undefined,
): Picked {
  const picked: Picked = {};
  for (const choice of choices ?? []) {
    const group = groups.find((g) => g.id === choice.groupId);
    if (!group) continue;
    const live = new Set(group.options.filter((o) => o.available).map((o) => o.id));
    picked[group.id] = choice.optionIds.filter((id) => live.has(id)).slice(0, group.max);
  }
  return picked;
}

/** The sheet's choices in the order body's shape (groups in the item's order, empty ones left out). */
export function pickedToChoices(
  groups: readonly ItemOptionGroup[],
  picked: Picked,
): OptionChoice[] {
  return groups
    .map((g) => ({ groupId: g.id, optionIds: picked[g.id] ?? [] }))
    .filter((c) => c.optionIds.length > 0);
}

/**
 * Toggles an option in a group: a single-choice group (max 1) swaps its choice; a multi-choice
 * group adds the option while below `max`, removes it when chosen.
 */
export function togglePick(
  group: ItemOptionGroup,
  current: readonly string[],
  id: string,
): string[] {
  if (current.includes(id))
    return group.max === 1 && group.min >= 1 ? [...current] : current.filter((x) => x !== id);
  if (group.max === 1) return [id];
  if (current.length >= group.max) return [...current];
  return [...current, id];
}

const sheetButton =
  'inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2';

/**
 * The item detail sheet of the public page: the large photo and the
 * description when the item has them, its option groups (radio buttons for a required single
 * choice, checkboxes otherwise, with "Obrigatório" and "Escolha até N"), a quantity, the live
 * price and "Adicionar R$ …", disabled until every group is satisfied. A sold-out item shows
 * "Esgotado" and no button. Loaded on first open (React.lazy): its code is not part of the
 * page's first load. A native `<dialog>` (modal, Esc closes, focus kept inside).
 */
export default function ItemSheet({
  product,
  initial,
  mode = 'add',
  onConfirm,
  onClose,
}: {
  product: Product & { description?: string | null; photoUrl?: string | null };
  /** The line being edited: its choices and quantity. */
  initial?: ItemSheetResult;
  mode?: 'add' | 'edit';
  onConfirm: (result: ItemSheetResult) => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const groups = product.optionGroups ?? [];
  const [picked, setPicked] = useState<Picked>(() => toPicked(groups, initial?.choices));
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal: the attribute shows it there.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const choices = normaliseChoices(pickedToChoices(groups, picked));
  const soldOut = product.available === false;
  const problem = choiceProblem(product, choices);
  const unitCents = livePriceCents(product, choices);
  const totalCents = unitCents * quantity;
  const valid = problem === null && !soldOut;
  const problemId = `${id}-problem`;
  const titleId = `${id}-title`;

  function confirm() {
    if (!valid) return;
    onConfirm({ choices: pickedToChoices(groups, picked), quantity });
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 bottom-0 top-auto m-0 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-2xl bg-white p-0 text-foreground shadow-xl backdrop:bg-slate-900/50 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold leading-snug break-words">
            {product.name}
          </h2>
          <p className="text-sm text-slate-600">
            {soldOut ? (
              <span className="font-semibold text-red-700">Esgotado</span>
            ) : (
              product.category
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar"
          className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {product.photoUrl ? (
          <img
            src={product.photoUrl}
            alt={product.name}
            width={640}
            height={640}
            decoding="async"
            className="aspect-square w-full bg-slate-100 object-cover sm:aspect-[4/3]"
          />
        ) : null}
        {product.description ? (
          <p className="px-4 pt-3 text-sm leading-6 whitespace-pre-line text-slate-700">
            {product.description}
          </p>
        ) : null}
        {groups.map((group) => (
          <GroupField
            key={group.id}
            group={group}
            picked={picked[group.id] ?? []}
            disabled={soldOut}
            onChange={(ids) => setPicked((p) => ({ ...p, [group.id]: ids }))}
          />
        ))}
      </div>

      <div className="grid gap-3 border-t border-slate-200 bg-white px-4 py-3">
        {soldOut ? (
          <p className="rounded-md bg-red-50 px-3 py-2 text-center font-semibold text-red-800">
            Esgotado
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <div className="flex items-center rounded-full border border-slate-300">
              <button
                type="button"
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                disabled={quantity <= 1}
                aria-label="Diminuir quantidade"
                className="grid size-11 cursor-pointer place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <span className="min-w-7 text-center font-semibold tabular-nums" aria-live="polite">
                <span className="sr-only">Quantidade: </span>
                {quantity}
              </span>
              <button
                type="button"
                onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
                aria-label="Aumentar quantidade"
                className="grid size-11 cursor-pointer place-items-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
            <button
              type="button"
              onClick={confirm}
              disabled={!valid}
              aria-describedby={problem ? problemId : undefined}
              className={`${sheetButton} flex-1 bg-emerald-700 text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none`}
            >
              {mode === 'edit' ? 'Atualizar' : 'Adicionar'}{' '}
              <span className="tabular-nums" data-testid="sheet-price">
                {formatMoney(totalCents / 100)}
              </span>
            </button>
          </div>
        )}
        {!soldOut && problem ? (
          <p id={problemId} className="text-center text-xs text-slate-600">
            {problem}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}

function GroupField({
  group,
  picked,
  disabled,
  onChange,
}: {
  group: ItemOptionGroup;
  picked: string[];
  disabled: boolean;
  onChange: (ids: string[]) => void;
}) {
  const name = useId();
  const radio = group.max === 1 && group.min >= 1;
  const full = picked.length >= group.max;
  return (
    <fieldset className="border-t border-slate-100 px-4 py-3 first:border-t-0">
      <legend className="float-left flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pb-2">
        <span className="font-semibold">{group.name}</span>
        <span className="flex items-center gap-2 text-xs">
          <span className="text-slate-600">{groupHint(group)}</span>
          {group.min >= 1 ? (
            <span
              className={
                'rounded-full px-2 py-0.5 font-semibold ' +
                (picked.length >= group.min
                  ? 'bg-emerald-50 text-emerald-800'
                  : 'bg-slate-800 text-white')
              }
            >
              Obrigatório
            </span>
          ) : null}
        </span>
      </legend>
      <div className="clear-both grid gap-1">
        {group.options.map((option) => {
          const checked = picked.includes(option.id);
          const off = disabled || !option.available || (!checked && full && group.max > 1);
          return (
            <label
              key={option.id}
              className={
                'flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 ' +
                (off ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50')
              }
            >
              <input
                type={radio ? 'radio' : 'checkbox'}
                name={name}
                checked={checked}
                disabled={off}
                onChange={() => onChange(togglePick(group, picked, option.id))}
                className="size-5 shrink-0 accent-emerald-700"
              />
              <span className="min-w-0 flex-1 break-words">
                {option.name}
                {option.available ? null : (
                  <span className="text-xs text-slate-600"> (indisponível)</span>
                )}
              </span>
              {option.price > 0 ? (
                <span className="shrink-0 text-sm whitespace-nowrap tabular-nums text-slate-700">
                  + {formatMoney(option.price)}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
