/**
 * INTERIM: stands in for the shared rules of `@catalogo/contracts/core` until options-api's
 * contracts land; replaced by re-exports of that function (never kept as a copy).
 */
import { reaisToCents } from '@catalogo/contracts/core';
import type { GroupChoice, ItemOptionGroup, OptionsItem } from './options';

function groupAddCents(group: ItemOptionGroup, prices: number[]): number {
  if (prices.length === 0) return 0;
  const sum = prices.reduce((a, b) => a + b, 0);
  if (group.priceRule === 'highest') return Math.max(...prices);
  if (group.priceRule === 'average')
    return Math.floor((2 * sum + prices.length) / (2 * prices.length));
  return sum;
}

/** The first problem of the choices, or null when the item can be ordered with them. */
export function choiceProblem(
  item: OptionsItem,
  choices: readonly GroupChoice[],
): { groupId: string | null; message: string } | null {
  const groups = item.optionGroups ?? [];
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const choice of choices) {
    const group = byId.get(choice.groupId);
    if (!group) return { groupId: choice.groupId, message: 'Escolha de outro item.' };
    if (new Set(choice.optionIds).size !== choice.optionIds.length)
      return { groupId: group.id, message: `Opção repetida em ${group.name}.` };
    for (const id of choice.optionIds) {
      const option = group.options.find((o) => o.id === id);
      if (!option) return { groupId: group.id, message: `Opção removida em ${group.name}.` };
      if (!option.available)
        return { groupId: group.id, message: `${option.name} está indisponível.` };
    }
  }
  for (const group of groups) {
    const n = choices.find((c) => c.groupId === group.id)?.optionIds.length ?? 0;
    if (n < group.min) return { groupId: group.id, message: `Escolha ${group.name}.` };
    if (n > group.max) return { groupId: group.id, message: `Escolha até ${group.max}.` };
  }
  return null;
}

/** Unit price in centavos: the item's price plus each group's rule over its chosen prices. */
export function unitPriceCents(item: OptionsItem, choices: readonly GroupChoice[]): number {
  let cents = reaisToCents(item.price);
  for (const group of item.optionGroups ?? []) {
    const ids = new Set(choices.find((c) => c.groupId === group.id)?.optionIds ?? []);
    const prices = group.options.filter((o) => ids.has(o.id)).map((o) => reaisToCents(o.price));
    cents += groupAddCents(group, prices);
  }
  return cents;
}

/** "A partir de": the cheapest valid choice's unit price, in centavos. */
export function fromPriceCents(item: OptionsItem): number {
  let cents = reaisToCents(item.price);
  for (const group of item.optionGroups ?? []) {
    if (group.min === 0) continue;
    const prices = group.options
      .filter((o) => o.available)
      .map((o) => reaisToCents(o.price))
      .sort((a, b) => a - b)
      .slice(0, group.min);
    cents += groupAddCents(group, prices);
  }
  return cents;
}
