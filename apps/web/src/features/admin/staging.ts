import { Messages, centsToReais, reaisToCents, type ProcessedItem } from '@catalogo/contracts/core';

/**
 * The staging list of the "Itens para Adicionar" card (PRODUCT_SPEC.md §2, §4, §5): items the
 * seller pasted or typed, not yet saved. Prices are kept in centavos while editing.
 */
export interface StagedItem {
  /** Local id (React key); never sent. */
  id: string;
  name: string;
  priceCents: number;
  category: string;
}

/** What the "Adicionar item" sheet collects. */
export interface ItemDraft {
  name: string;
  priceCents: number;
  category: string;
}

/** Body item of `POST /catalog/save` (price in reais). */
export interface ItemToSave {
  name: string;
  price: number;
  category: string;
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
    items.push({
      id: makeId(),
      name: item.name.trim(),
      priceCents: reaisToCents(item.price),
      category: item.category.trim(),
    });
    appended += 1;
  }
  return { items, appended };
}

/** True when a staged row (or draft) has a name, a category and a price above zero. */
export function isCompleteItem(item: ItemDraft): boolean {
  return item.name.trim() !== '' && item.category.trim() !== '' && item.priceCents > 0;
}

export type ManualAddResult =
  { ok: true; items: StagedItem[]; item: StagedItem } | { ok: false; message: string };

/**
 * The manual "Adicionar item" rule (PRODUCT_SPEC.md §5): every field filled and price > 0, else
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
  return list.map((item) => ({
    name: item.name.trim(),
    price: centsToReais(item.priceCents),
    category: item.category.trim(),
  }));
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
    v.priceCents >= 0
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
