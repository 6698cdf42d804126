import {
  Messages,
  OptionLimits,
  centsToReais,
  hasRequiredGroup,
  reaisToCents,
  type OptionPriceRule,
  type ProcessedItem,
} from '@catalogo/contracts/core';

/** One option of a staged group ("P", "500ml"); price in centavos while editing. */
export interface StagedOption {
  /** Local id (React key); never sent. */
  id: string;
  name: string;
  priceCents: number;
  available: boolean;
}

/** An option group of a staged item (an imported "Tamanho", docs/API.md §6 "Import"). */
export interface StagedOptionGroup {
  name: string;
  min: number;
  max: number;
  priceRule: OptionPriceRule;
  options: StagedOption[];
}

/**
 * The staging list of the "Itens para Adicionar" card (docs/PRODUCT.md §2, §4, §5): items the
 * seller pasted or typed, not yet saved. Prices are kept in centavos while editing. An imported
 * product in several sizes carries its "Tamanho" group (then its own price may be 0).
 */
export interface StagedItem {
  /** Local id (React key); never sent. */
  id: string;
  name: string;
  priceCents: number;
  category: string;
  optionGroups?: StagedOptionGroup[];
}

/** What the "Adicionar item" sheet collects. */
export interface ItemDraft {
  name: string;
  priceCents: number;
  category: string;
}

/** Body item of `POST /catalog/save` (prices in reais). */
export interface ItemToSave {
  name: string;
  price: number;
  category: string;
  optionGroups?: Array<{
    name: string;
    min: number;
    max: number;
    priceRule: OptionPriceRule;
    options: Array<{ name: string; price: number; available: boolean }>;
  }>;
}

let counter = 0;
/** A unique local id for a staged item. */
export function newStagedId(): string {
  counter += 1;
  return `s${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Comparison key: same name AND category, case-insensitive, surrounding spaces ignored. */
export function itemKey(item: { name: string; category: string }): string {
  return `${item.name.trim().toLocaleLowerCase('pt-BR')}\u0000${item.category
    .trim()
    .toLocaleLowerCase('pt-BR')}`;
}

export function isSameItem(
  a: { name: string; category: string },
  b: { name: string; category: string },
): boolean {
  return itemKey(a) === itemKey(b);
}

/**
 * Appends the processed items that are not already in the list (nor repeated in the batch) and
 * says how many were appended (the "{n} novos itens processados com sucesso." count).
 */
export function appendProcessedItems(
  list: readonly StagedItem[],
  incoming: readonly ProcessedItem[],
  makeId: () => string = newStagedId,
): { items: StagedItem[]; appended: number } {
  const seen = new Set(list.map(itemKey));
  const items = [...list];
  let appended = 0;
  for (const item of incoming) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    const staged: StagedItem = {
      id: makeId(),
      name: item.name.trim(),
      priceCents: reaisToCents(item.price),
      category: item.category.trim(),
    };
    if (item.optionGroups && item.optionGroups.length > 0) {
      staged.optionGroups = item.optionGroups.map((g) => ({
        name: g.name,
        min: g.min,
        max: g.max,
        priceRule: g.priceRule,
        options: g.options.map((o) => ({
          id: makeId(),
          name: o.name,
          priceCents: reaisToCents(o.price),
          available: o.available,
        })),
      }));
    }
    items.push(staged);
    appended += 1;
  }
  return { items, appended };
}

/**
 * True when every option group is one the API saves (docs/API.md §6): 1–30 named options with
 * prices ≤ R$ 100.000,00 and min ≤ max ≤ the number of options.
 */
export function areGroupsComplete(groups: readonly StagedOptionGroup[] | undefined): boolean {
  return (groups ?? []).every(
    (g) =>
      g.name.trim() !== '' &&
      g.options.length >= 1 &&
      g.options.length <= OptionLimits.maxOptionsPerGroup &&
      g.options.every(
        (o) =>
          o.name.trim() !== '' &&
          o.priceCents >= 0 &&
          o.priceCents <= OptionLimits.maxOptionPriceCents,
      ) &&
      g.min <= g.max &&
      g.max <= g.options.length,
  );
}

/**
 * True when a staged row (or draft) has a name, a category and a price above zero — or a price
 * of zero with a required option group ("Tamanho" of an import, docs/API.md §6) — and its
 * groups are complete.
 */
export function isCompleteItem(item: ItemDraft & { optionGroups?: StagedOptionGroup[] }): boolean {
  const priced =
    item.priceCents > 0 || (item.priceCents === 0 && hasRequiredGroup(item.optionGroups));
  return (
    item.name.trim() !== '' &&
    item.category.trim() !== '' &&
    priced &&
    areGroupsComplete(item.optionGroups)
  );
}

export type ManualAddResult =
  { ok: true; items: StagedItem[]; item: StagedItem } | { ok: false; message: string };

/**
 * The manual "Adicionar item" rule (docs/PRODUCT.md §5): every field filled and price > 0, else
 * "Por favor, preencha todos os campos corretamente."; the same name and category
 * (case-insensitive) already in the list → "Este item já existe na lista.".
 */
export function addManualItem(
  list: readonly StagedItem[],
  draft: ItemDraft,
  makeId: () => string = newStagedId,
): ManualAddResult {
  if (!isCompleteItem(draft)) return { ok: false, message: Messages.fillAllFields };
  if (list.some((item) => isSameItem(item, draft))) {
    return { ok: false, message: Messages.duplicateStagedItem };
  }
  const item: StagedItem = {
    id: makeId(),
    name: draft.name.trim(),
    priceCents: draft.priceCents,
    category: draft.category.trim(),
  };
  return { ok: true, items: [...list, item], item };
}

/** The ids of the rows that cannot be saved as they are (missing field or price 0). */
export function incompleteItemIds(list: readonly StagedItem[]): string[] {
  return list.filter((item) => !isCompleteItem(item)).map((item) => item.id);
}

/** The `POST /catalog/save` body: trimmed texts, prices in reais. */
export function toSavePayload(list: readonly StagedItem[]): ItemToSave[] {
  return list.map((item) => {
    const out: ItemToSave = {
      name: item.name.trim(),
      price: centsToReais(item.priceCents),
      category: item.category.trim(),
    };
    if (item.optionGroups && item.optionGroups.length > 0) {
      out.optionGroups = item.optionGroups.map((g) => ({
        name: g.name.trim(),
        min: g.min,
        max: g.max,
        priceRule: g.priceRule,
        options: g.options.map((o) => ({
          name: o.name.trim(),
          price: centsToReais(o.priceCents),
          available: o.available,
        })),
      }));
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Persistence: the list is the seller's unsaved work, so it survives a reload (localStorage).

const STORAGE_PREFIX = 'catalogo:itens-para-adicionar:';

/** localStorage key of a seller's staging list. */
export function stagingStorageKey(email: string): string {
  return `${STORAGE_PREFIX}${email.trim().toLowerCase()}`;
}

function isStagedItem(value: unknown): value is StagedItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.category === 'string' &&
    typeof v.priceCents === 'number' &&
    Number.isInteger(v.priceCents) &&
    v.priceCents >= 0 &&
    (v.optionGroups === undefined ||
      (Array.isArray(v.optionGroups) && v.optionGroups.every(isStagedGroup)))
  );
}

function isStagedGroup(value: unknown): value is StagedOptionGroup {
  if (!value || typeof value !== 'object') return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.name === 'string' &&
    typeof g.min === 'number' &&
    typeof g.max === 'number' &&
    (g.priceRule === 'sum' || g.priceRule === 'highest' || g.priceRule === 'average') &&
    Array.isArray(g.options) &&
    g.options.every((o: unknown) => {
      if (!o || typeof o !== 'object') return false;
      const opt = o as Record<string, unknown>;
      return (
        typeof opt.id === 'string' &&
        typeof opt.name === 'string' &&
        typeof opt.priceCents === 'number' &&
        Number.isInteger(opt.priceCents) &&
        typeof opt.available === 'boolean'
      );
    })
  );
}

/** Reads a staging list; anything unreadable counts as an empty list. */
export function loadStagedItems(key: string, storage: Storage | undefined = safeStorage()) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStagedItem) : [];
  } catch {
    return [];
  }
}

/** Writes a staging list (an empty list removes the entry). Storage failures are ignored. */
export function saveStagedItems(
  key: string,
  items: readonly StagedItem[],
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    if (items.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(items));
  } catch {
    /* private mode or quota: the list simply does not survive a reload */
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
