/**
 * Options on an item (CONTRACT.md §6 "Options on an item") as the public page uses them: the
 * customer's choices, the cart line key they make, and the labels of the detail sheet. The
 * rules (validity, unit price, "a partir de") are the shared ones of `@catalogo/contracts/core`.
 */

/** One option of a group, as the public catalogue sends it. Price in reais. */
export interface ItemOption {
  id: string;
  name: string;
  price: number;
  available: boolean;
}

export type PriceRule = 'sum' | 'highest' | 'average';

/** One option group of an item, as the public catalogue sends it. */
export interface ItemOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  priceRule: PriceRule;
  options: ItemOption[];
}

/** What the customer chose in one group (the order body's `options` entry). */
export interface GroupChoice {
  groupId: string;
  optionIds: string[];
}

/** An item with (possibly) option groups. Price in reais. */
export interface OptionsItem {
  id: string;
  price: number;
  optionGroups?: readonly ItemOptionGroup[];
}

/** Choices without empty groups, groups sorted by id and option ids sorted (the canonical form). */
export function normaliseChoices(choices: readonly GroupChoice[] | undefined): GroupChoice[] {
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
export function lineKey(itemId: string, choices: readonly GroupChoice[] | undefined): string {
  const canonical = normaliseChoices(choices);
  if (canonical.length === 0) return itemId;
  return `${itemId}|${canonical.map((c) => `${c.groupId}:${c.optionIds.join(',')}`).join(';')}`;
}

/** One chosen option with its group's name, for the cart and the texts. Price in reais. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
}

/**
 * The chosen options in the item's group order, then option order, with names and prices from
 * the catalogue (ids that are not there are skipped).
 */
export function chosenOptions(
  item: OptionsItem,
  choices: readonly GroupChoice[] | undefined,
): ChosenOption[] {
  const picked = new Map((choices ?? []).map((c) => [c.groupId, new Set(c.optionIds)]));
  const out: ChosenOption[] = [];
  for (const group of item.optionGroups ?? []) {
    const ids = picked.get(group.id);
    if (!ids) continue;
    for (const option of group.options) {
      if (ids.has(option.id))
        out.push({ group: group.name, name: option.name, price: option.price });
    }
  }
  return out;
}

/** The hint under a group's name: "Obrigatório", "Escolha até N", "Escolha N" or "Escolha de N a M". */
export function groupHint(group: Pick<ItemOptionGroup, 'min' | 'max'>): string {
  if (group.max <= 1) return group.min >= 1 ? 'Escolha 1' : 'Escolha até 1';
  if (group.min === 0) return `Escolha até ${group.max}`;
  if (group.min === group.max) return `Escolha ${group.max}`;
  return `Escolha de ${group.min} a ${group.max}`;
}

/** True when the item can only be ordered through its sheet (it has a group to choose from). */
export function hasOptions(item: OptionsItem): boolean {
  return (item.optionGroups?.length ?? 0) > 0;
}
