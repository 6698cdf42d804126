/**
 * Options on an item (docs/API.md §6 "Options on an item") as the public page uses them: the
 * cart line key a choice makes, the live price of a choice being made, the options shown under a
 * cart line and the sheet's hints. The rules themselves (validity, unit price, "a partir de",
 * the text lines) are the shared ones of `@catalogo/contracts/core`, so the price the customer
 * sees is the price the API charges.
 */
import {
  groupAdditionCents,
  priceOptionChoice,
  type ItemOptionGroup,
  type OptionChoice,
  type OrderLineOption,
  type PricingItem,
} from '@catalogo/contracts/core';

/** Choices without empty groups, groups sorted by id and option ids sorted (the canonical form). */
export function normaliseChoices(choices: readonly OptionChoice[] | undefined): OptionChoice[] {
  return (choices ?? [])
    .filter((choice) => choice.optionIds.length > 0)
    .map((choice) => ({ groupId: choice.groupId, optionIds: [...choice.optionIds].sort() }))
    .sort((a, b) => (a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0));
}

/**
 * The cart line key of an item and its choices: the item id alone when nothing is chosen (so a
 * plain item keeps the key it always had), else the id plus the canonical choices. The same item
 * with the same choices (in any order) is the same line; other choices make another line.
 */
export function lineKey(itemId: string, choices: readonly OptionChoice[] | undefined): string {
  const canonical = normaliseChoices(choices);
  if (canonical.length === 0) return itemId;
  return `${itemId}|${canonical.map((c) => `${c.groupId}:${c.optionIds.join(',')}`).join(';')}`;
}

/**
 * The unit price, integer centavos, of the options picked so far (the sheet's live price, also
 * while a required group is still open): the item's price plus each group's addition by its
 * rule (the shared `groupAdditionCents`). Unknown ids add nothing.
 */
export function livePriceCents(item: PricingItem, choices: readonly OptionChoice[]): number {
  let cents = Math.round(item.price * 100);
  for (const group of item.optionGroups ?? []) {
    const ids = new Set(choices.find((c) => c.groupId === group.id)?.optionIds ?? []);
    const prices = group.options.filter((o) => ids.has(o.id)).map((o) => Math.round(o.price * 100));
    cents += groupAdditionCents(group.priceRule, prices);
  }
  return cents;
}

/**
 * The chosen options in the item's group order, then option order, with their names and prices
 * from the catalogue (ids no longer there are skipped): what the cart shows under a line and the
 * hand-sent text lists.
 */
export function chosenOptions(
  item: PricingItem,
  choices: readonly OptionChoice[] | undefined,
): OrderLineOption[] {
  const picked = new Map((choices ?? []).map((c) => [c.groupId, new Set(c.optionIds)]));
  const out: OrderLineOption[] = [];
  for (const group of item.optionGroups ?? []) {
    const ids = picked.get(group.id);
    if (!ids) continue;
    for (const option of group.options) {
      if (ids.has(option.id))
        out.push({
          group: group.name,
          name: option.name,
          price: option.price,
          priceRule: group.priceRule,
          required: group.min >= 1,
        });
    }
  }
  return out;
}

/** The first problem of a choice in Portuguese (the API's own wording), or null when valid. */
export function choiceProblem(item: PricingItem, choices: readonly OptionChoice[]): string | null {
  const result = priceOptionChoice(item, choices);
  return result.ok ? null : result.message;
}

/** The hint beside a group's name: "Escolha 1", "Escolha até N", "Escolha N", "Escolha de N a M". */
export function groupHint(group: Pick<ItemOptionGroup, 'min' | 'max'>): string {
  if (group.min >= 1 && group.min === group.max) return `Escolha ${group.max}`;
  if (group.min <= 1) return `Escolha até ${group.max}`;
  return `Escolha de ${group.min} a ${group.max}`;
}

/** True when the item is ordered through its sheet (it has option groups). */
export function hasOptions(item: { optionGroups?: readonly unknown[] }): boolean {
  return (item.optionGroups?.length ?? 0) > 0;
}
