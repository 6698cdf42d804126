/**
 * Options on an item (docs/API.md §6 "Options on an item"): limits, shapes, Portuguese messages
 * and the ONE pure function that validates a customer's choice and prices the line in integer
 * centavos. The API (orders) and the web (the public item sheet and
 * the cart) both call `priceOptionChoice`, so the price the customer sees is the price charged.
 * Browser-safe: exported from `@catalogo/contracts/core`. The lines a choice adds to the order
 * texts are `orderLineOptionTexts` (`domain/order-text`).
 */
import { reaisToCents } from '../money/money';

/** How a group adds to the item's price (docs/API.md §6). */
export const OPTION_PRICE_RULES = ['sum', 'highest', 'average'] as const;
export type OptionPriceRule = (typeof OPTION_PRICE_RULES)[number];

/** Admin labels of the price rules ("regra de preço"). */
export const OptionPriceRuleLabels: Record<OptionPriceRule, string> = {
  sum: 'Somar os preços',
  highest: 'Cobrar o maior preço',
  average: 'Cobrar a média dos preços',
};

/** Limits of docs/API.md §6 "Options on an item". */
export const OptionLimits = {
  /** Groups per item. */
  maxGroups: 10,
  /** Options per group. */
  maxOptionsPerGroup: 30,
  /** Group and option names: 1–60 characters. */
  nameMaxLength: 60,
  /** Highest option price, in centavos (R$ 100.000,00). */
  maxOptionPriceCents: 10_000_000,
  /**
   * Highest order subtotal, in centavos (R$ 10.000.000,00): with options a unit may reach
   * R$ 30 million, past what the integer money columns hold; such an order is refused (400).
   */
  maxOrderSubtotalCents: 1_000_000_000,
} as const;

/** One option of a group as the API answers it. */
export interface ItemOption {
  id: string;
  name: string;
  /** Reais, ≥ 0, added to the item's price according to the group's `priceRule`. */
  price: number;
  available: boolean;
}

/**
 * One group of options ("Tamanho", "Sabores", "Adicionais") as the API answers it, options in the
 * seller's order. Required when `min ≥ 1`.
 */
export interface ItemOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  priceRule: OptionPriceRule;
  options: ItemOption[];
}

/** A customer's choice in one group of an order line: `POST …/orders` `items[].options[]`. */
export interface OptionChoice {
  groupId: string;
  optionIds: string[];
}

/** The copy of one chosen option kept on an order line (docs/API.md §6). */
export interface OrderLineOption {
  /** Name of the group at ordering time. */
  group: string;
  /** Name of the option at ordering time. */
  name: string;
  /** The option's own price at ordering time, reais. */
  price: number;
  /** The group's rule at ordering time. */
  priceRule?: OptionPriceRule;
  /** Whether the group was required (min ≥ 1) at ordering time. */
  required?: boolean;
}

/** Portuguese answers of the option rules (API 400/409 and the web sheet say the same). */
export const OptionMessages = {
  invalidGroupName: 'O nome do grupo de complementos deve ter de 1 a 60 caracteres.',
  invalidOptionName: 'O nome da opção deve ter de 1 a 60 caracteres.',
  invalidOptionPrice:
    'O preço da opção deve ser de R$ 0,00 a R$ 100.000,00, com no máximo 2 casas decimais.',
  invalidOptionAvailable: 'O campo "disponível" da opção deve ser verdadeiro ou falso.',
  invalidGroupMin: 'O mínimo de escolhas deve ser um número inteiro de 0 a 30.',
  invalidGroupMax: 'O máximo de escolhas deve ser um número inteiro de 1 a 30.',
  groupMinMax:
    'Em cada grupo, o mínimo deve ser menor ou igual ao máximo, e o máximo não pode passar do número de opções.',
  invalidPriceRule: 'A regra de preço deve ser "sum", "highest" ou "average".',
  tooManyGroups: 'Um item pode ter no máximo 10 grupos de complementos.',
  tooManyOptions: 'Um grupo pode ter no máximo 30 opções.',
  groupOptionsRequired: 'Cada grupo de complementos precisa de ao menos uma opção.',
  invalidOptionGroups: 'Os grupos de complementos são inválidos.',
  invalidOptionId: 'Id de opção inválido.',
  zeroPriceNeedsRequiredGroup:
    'Um item com preço R$ 0,00 precisa de um grupo de complementos obrigatório (mínimo 1).',
  invalidOrderOptions: 'As escolhas de complementos do item são inválidas.',
  orderTooLarge: 'O valor do pedido passa do limite de R$ 10.000.000,00. Reduza as quantidades.',
  /** 400: a group id or option id that is not of that item (or of that group). */
  optionNotInItem: (item: string): string =>
    `Uma das opções escolhidas não pertence ao item "${item}".`,
  /** 400: the same group sent twice, or an option repeated. */
  optionRepeated: (item: string, group: string): string =>
    `"${item}": a mesma opção foi escolhida mais de uma vez em "${group}".`,
  /** 400: a required group without choice. */
  requiredGroupMissing: (item: string, group: string): string =>
    `"${item}": escolha uma opção em "${group}" (obrigatório).`,
  /** 400: fewer than `min`. */
  tooFewChoices: (item: string, group: string, min: number): string =>
    `"${item}": escolha ao menos ${min} ${min === 1 ? 'opção' : 'opções'} em "${group}".`,
  /** 400: more than `max`. */
  tooManyChoices: (item: string, group: string, max: number): string =>
    `"${item}": escolha até ${max} ${max === 1 ? 'opção' : 'opções'} em "${group}".`,
  /** 409: an option marked unavailable by the seller. */
  optionUnavailable: (item: string, group: string, option: string): string =>
    `A opção "${option}" (${group}) de "${item}" não está disponível no momento. Atualize o item e escolha novamente.`,
  /** 409: an option or group the seller removed since the cart was filled. */
  optionRemoved: (item: string, group: string, option: string): string =>
    `A opção "${option}" (${group}) de "${item}" foi removida pela loja. Atualize o item e escolha novamente.`,
  /** 409: a group the seller removed since the cart was filled. */
  groupRemoved: (item: string, group: string): string =>
    `O grupo "${group}" de "${item}" foi removido pela loja. Atualize o item e escolha novamente.`,
  /** Public sheet hints. */
  requiredHint: 'Obrigatório',
  chooseUpTo: (max: number): string => `Escolha até ${max}`,
  fromPrice: (formatted: string): string => `a partir de ${formatted}`,
} as const;

/**
 * A group as `priceOptionChoice` reads it: the public shape, plus (on the server only) groups and
 * options the seller removed since, flagged `removed`, so that a stale cart is answered 409 naming
 * the option instead of 400.
 */
export interface PricingGroup extends Omit<ItemOptionGroup, 'options'> {
  removed?: boolean;
  options: (ItemOption & { removed?: boolean })[];
}

/** The item as `priceOptionChoice` reads it: its own price in reais and its groups. */
export interface PricingItem {
  name: string;
  /** Reais. */
  price: number;
  optionGroups?: readonly PricingGroup[];
}

/** One chosen option, resolved, in the order of the groups then of the options. */
export interface ChosenOption {
  groupId: string;
  optionId: string;
  group: string;
  name: string;
  priceCents: number;
  priceRule: OptionPriceRule;
  /** The group is required (min ≥ 1). */
  required: boolean;
}

/** Outcome of `priceOptionChoice`. */
export type OptionChoiceResult =
  | {
      ok: true;
      /** The item's price plus every group's addition, integer centavos. */
      unitPriceCents: number;
      chosen: ChosenOption[];
    }
  | {
      ok: false;
      /** `invalid` → 400 (structure); `unavailable` → 409 (removed or unavailable, named). */
      kind: 'invalid' | 'unavailable';
      message: string;
    };

/**
 * What a group adds to the unit price, in integer centavos, for the chosen options' prices (in
 * centavos): `sum` adds them all, `highest` the largest, `average` their mean rounded half up to
 * the centavo (integer arithmetic, no floating point). No choice adds 0.
 */
export function groupAdditionCents(rule: OptionPriceRule, pricesCents: readonly number[]): number {
  const n = pricesCents.length;
  if (n === 0) return 0;
  let sum = 0;
  let highest = 0;
  for (const p of pricesCents) {
    sum += p;
    if (p > highest) highest = p;
  }
  if (rule === 'highest') return highest;
  if (rule === 'average') return Math.floor((2 * sum + n) / (2 * n));
  return sum;
}

const toCents = reaisToCents;

/**
 * Validates a customer's choices for one item against its groups (docs/API.md §6 "Orders") and
 * prices the unit in integer centavos. Checks, in this order: every group id and option id
 * belongs to the item (and the option to that group) and none is repeated → `invalid`; none was
 * removed or is unavailable → `unavailable` naming it; each live group gets between `min` and
 * `max` choices → `invalid`. Groups the customer leaves out count as zero choices.
 *
 * @param item the item's name (for messages), price in reais and groups (`[]` or absent: no options).
 * @param choices `[{groupId, optionIds}]`; absent or `[]` means no choice.
 */
export function priceOptionChoice(
  item: PricingItem,
  choices: readonly OptionChoice[] | null | undefined,
): OptionChoiceResult {
  const groups = item.optionGroups ?? [];
  const byGroup = new Map<string, PricingGroup>();
  for (const g of groups) byGroup.set(g.id.toLowerCase(), g);
  const picked = new Map<string, PricingGroup['options']>();
  for (const choice of choices ?? []) {
    const group = byGroup.get(String(choice.groupId).toLowerCase());
    if (!group) return invalid(OptionMessages.optionNotInItem(item.name));
    if (picked.has(group.id)) return invalid(OptionMessages.optionRepeated(item.name, group.name));
    const options: PricingGroup['options'] = [];
    const seen = new Set<string>();
    for (const raw of choice.optionIds ?? []) {
      const id = String(raw).toLowerCase();
      const option = group.options.find((o) => o.id.toLowerCase() === id);
      if (!option) return invalid(OptionMessages.optionNotInItem(item.name));
      if (seen.has(id)) return invalid(OptionMessages.optionRepeated(item.name, group.name));
      seen.add(id);
      options.push(option);
    }
    picked.set(group.id, options);
  }
  for (const group of groups) {
    const options = picked.get(group.id);
    if (!options) continue;
    if (group.removed) {
      if (options.length > 0)
        return unavailable(OptionMessages.groupRemoved(item.name, group.name));
      continue;
    }
    for (const option of options) {
      if (option.removed)
        return unavailable(OptionMessages.optionRemoved(item.name, group.name, option.name));
      if (!option.available)
        return unavailable(OptionMessages.optionUnavailable(item.name, group.name, option.name));
    }
  }
  let unitPriceCents = toCents(item.price);
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    if (group.removed) continue;
    const options = picked.get(group.id) ?? [];
    if (options.length < group.min) {
      return invalid(
        options.length === 0
          ? OptionMessages.requiredGroupMissing(item.name, group.name)
          : OptionMessages.tooFewChoices(item.name, group.name, group.min),
      );
    }
    if (options.length > group.max)
      return invalid(OptionMessages.tooManyChoices(item.name, group.name, group.max));
    // The seller's order, whatever order the customer clicked in.
    const ordered = group.options.filter((o) => options.includes(o));
    const prices = ordered.map((o) => toCents(o.price));
    unitPriceCents += groupAdditionCents(group.priceRule, prices);
    for (const o of ordered)
      chosen.push({
        groupId: group.id,
        optionId: o.id,
        group: group.name,
        name: o.name,
        priceCents: toCents(o.price),
        priceRule: group.priceRule,
        required: group.min >= 1,
      });
  }
  return { ok: true, unitPriceCents, chosen };
}

/**
 * The "a partir de" price of an item, integer centavos: its price plus, for each group, the
 * cheapest addition a valid choice can make (the `min` cheapest available options; 0 for an
 * optional group). Null when a required group has fewer available options than its `min` (the
 * item cannot be ordered as it stands).
 */
export function cheapestUnitPriceCents(item: PricingItem): number | null {
  let total = toCents(item.price);
  for (const group of item.optionGroups ?? []) {
    if (group.removed || group.min === 0) continue;
    const prices = group.options
      .filter((o) => o.available && !o.removed)
      .map((o) => toCents(o.price))
      .sort((a, b) => a - b);
    if (prices.length < group.min) return null;
    total += groupAdditionCents(group.priceRule, prices.slice(0, group.min));
  }
  return total;
}

/** True when the item has at least one required group (min ≥ 1): its own price may then be 0. */
export function hasRequiredGroup(groups: readonly { min: number }[] | null | undefined): boolean {
  return (groups ?? []).some((g) => g.min >= 1);
}

function invalid(message: string): OptionChoiceResult {
  return { ok: false, kind: 'invalid', message };
}

function unavailable(message: string): OptionChoiceResult {
  return { ok: false, kind: 'unavailable', message };
}
