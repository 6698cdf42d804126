import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProcessedItem } from '@catalogo/contracts/core';
import {
  appendProcessedItems,
  loadStagedItems,
  saveStagedItems,
  stagingStorageKey,
  type StagedItem,
} from '../utils/staging';

export interface StagedItemsState {
  /** False until the seller's e-mail (the storage key) is known. */
  ready: boolean;
  items: StagedItem[];
  setItems: (update: (items: StagedItem[]) => StagedItem[]) => void;
  /** Appends processed items without duplicates; answers how many were appended. */
  appendProcessed: (incoming: readonly ProcessedItem[]) => number;
}

/**
 * The staging list of one seller, kept in localStorage under a key per e-mail so that unsaved
 * work survives a reload and never shows up in another seller's panel.
 */
export function useStagedItems(email: string | undefined): StagedItemsState {
  const key = email ? stagingStorageKey(email) : undefined;
  const [state, setState] = useState<{ key: string | undefined; items: StagedItem[] }>(() => ({
    key,
    items: key ? loadStagedItems(key) : [],
  }));
  /** The committed list, for callers that answer after an await (processing). */
  const committed = useRef(state.items);

  // The seller's e-mail arrived (or changed): read that seller's list.
  if (state.key !== key) {
    setState({ key, items: key ? loadStagedItems(key) : [] });
  }

  useEffect(() => {
    committed.current = state.items;
    if (state.key) saveStagedItems(state.key, state.items);
  }, [state]);

  const setItems = useCallback((update: (items: StagedItem[]) => StagedItem[]) => {
    setState((current) => ({ ...current, items: update(current.items) }));
  }, []);

  const appendProcessed = useCallback((incoming: readonly ProcessedItem[]): number => {
    const { items, appended } = appendProcessedItems(committed.current, incoming);
    committed.current = items;
    setState((current) => ({ ...current, items }));
    return appended;
  }, []);

  return {
    ready: key !== undefined && state.key === key,
    items: state.items,
    setItems,
    appendProcessed,
  };
}
