import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldErrors } from 'react-hook-form';
import { CatalogItemInputDto } from '@catalogo/contracts';
import { Messages, hasRequiredGroup, type ItemOptionGroup } from '@catalogo/contracts/core';
import { toSavePayload, type ItemToSave, type StagedItem } from './staging';

/**
 * Validation of every item form of /admin (the "Adicionar item" sheet, the inline edit of
 * "Catálogo Existente" and the rows of "Itens para Adicionar") with the contracts'
 * `CatalogItemInputDto`, through the same class-validator resolver as the other forms: the
 * browser applies the server's own rules (name 1–120, category 1–60, price in reais > 0 and
 * ≤ 100000.00, option groups) with its Portuguese messages (docs/API.md §3, §6).
 */

/** An item in the DTO's shape (the `POST /catalog/save` body item): price in reais. */
export type ItemFormValues = ItemToSave;

/** The form values of the item forms: the DTO itself (price in reais). */
export type ItemForm = CatalogItemInputDto;

export type ItemFormErrors = FieldErrors<ItemForm>;

/** What the blank-field rule reads of an item. */
type ItemFields = Pick<ItemFormValues, 'name' | 'price' | 'category'> & {
  optionGroups?: ReadonlyArray<{ min: number }>;
};

/** The react-hook-form resolver of the item forms. */
export const itemResolver = classValidatorResolver(CatalogItemInputDto, {}, { mode: 'sync' });

/** A saved item's option groups in the DTO's shape (ids dropped: only the rules matter here). */
export function groupsToInput(groups: readonly ItemOptionGroup[] | undefined) {
  return (groups ?? []).map((g) => ({
    name: g.name,
    min: g.min,
    max: g.max,
    priceRule: g.priceRule,
    options: g.options.map((o) => ({ name: o.name, price: o.price, available: o.available })),
  }));
}

/**
 * Validates one item outside a form (a row of the staging list) with the same resolver.
 * Resolves to the field errors, `{}` when the item can be saved.
 */
export async function validateItem(values: ItemFormValues): Promise<ItemFormErrors> {
  const { errors } = await itemResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errors;
}

/** The messages of a (nested) errors object, in field order, without repeats. */
export function errorMessages(errors: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '') out.add(message);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child);
    }
  };
  walk(errors);
  return [...out];
}

/** True when a field is left blank: no name, no category, or price 0 without a required group. */
function hasBlankField(values: ItemFields): boolean {
  return (
    values.name.trim() === '' ||
    values.category.trim() === '' ||
    (values.price <= 0 && !hasRequiredGroup(values.optionGroups))
  );
}

/**
 * The one message for an item that cannot be saved: "Por favor, preencha todos os campos
 * corretamente." when a field is blank (docs/PRODUCT.md §5), else the contract's own messages
 * (e.g. "O nome do item deve ter de 1 a 120 caracteres."); null when there is no error.
 */
export function itemErrorMessage(errors: ItemFormErrors, values: ItemFields): string | null {
  const messages = errorMessages(errors);
  if (messages.length === 0) return null;
  return hasBlankField(values) ? Messages.fillAllFields : messages.join(' ');
}

/**
 * Validates every row of the staging list with the same resolver (prices in reais, as
 * `POST /catalog/save` receives them). Resolves to the errors of the rows that cannot be saved,
 * by row id; `{}` when the whole list can be saved.
 */
export async function validateStagedItems(
  list: readonly StagedItem[],
): Promise<Record<string, ItemFormErrors>> {
  const payload = toSavePayload(list);
  const results = await Promise.all(payload.map((values) => validateItem(values)));
  const out: Record<string, ItemFormErrors> = {};
  results.forEach((errors, index) => {
    const item = list[index];
    if (item && Object.keys(errors).length > 0) out[item.id] = errors;
  });
  return out;
}
